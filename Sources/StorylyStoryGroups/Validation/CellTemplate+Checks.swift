import CardGeometryCore

import CardText

extension CellTemplate {
    /// `custom.size.width`, which rule 3's error names beside the padding.
    private static var widthPath: JSONPath {
        JSONPath(
            fields: StoryGroupBarInput.Fields.custom, StoryGroupBarInput.Template.Fields.size,
            StoryGroupBarInput.Template.Size.Fields.width)
    }

    /// The errors of rules 3 to 5, checked once for the template in use
    /// whatever the groups and whether an element is shown, in rule order.
    func check(border: StoryGroupBarInput.Theme.Border, category: ContentSizeCategory) throws(CardLayoutError) {
        let number = JSONNumberFormat.exact
        let contentWidth = self.contentWidth
        // Rule 3: the content area, then the icons' widths.
        guard contentWidth > 0 else {
            throw .invalid(
                JSONPath(fields: StoryGroupBarInput.Fields.custom, StoryGroupBarInput.Template.Fields.padding),
                Self.text(of: padding),
                allowed: "leading + trailing < \(number(width)) (\(Self.widthPath)), so that the content is wider than 0")
        }
        for case .media(let media) in elements where media.kind == .icon && media.width > contentWidth {
            throw .invalid(
                media.path.appending(StoryGroupBarInput.Template.Icon.Fields.width), number(media.width),
                allowed: "<= \(number(contentWidth)) (the content width: the item's width less its leading and "
                    + "trailing padding)")
        }
        // Rule 4: the ring and the gap leave the image some room.
        for case .media(let media) in elements {
            let inset = ringInset(of: media, border: border)
            let side = min(media.width, media.height)
            guard 2 * inset < side else {
                throw .invalid(
                    JSONPath(
                        fields: StoryGroupBarInput.Fields.theme, StoryGroupBarInput.Theme.Fields.border,
                        StoryGroupBarInput.Theme.Border.Fields.gap),
                    number(border.gap),
                    allowed: "< \(number(side / 2 - border.width)) (2 × (border.width \(number(border.width)) + gap) "
                        + "must be < \(number(side)), the smaller side of \(media.path))")
            }
        }
        // Rule 5: the title's text area, and its size after Dynamic Type.
        for case .title(let title) in elements {
            guard contentWidth - title.padding.leading - title.padding.trailing > 0 else {
                throw .invalid(
                    title.paddingPath, Self.text(of: title.padding),
                    allowed: "leading + trailing < \(number(contentWidth)) (the content width), so that the title "
                        + "is wider than 0")
            }
            try DynamicTypeSizeCap.check(
                title.unscaledTextSize, scaled: title.textStyle.size,
                limit: DynamicTypeSizeCap.maximum * title.unscaledTextSize / title.textStyle.size, at: category,
                path: title.textSizePath)
        }
    }

    /// i: the ring's width plus the gap when the media has a ring, else 0
    /// (rule 4).
    func ringInset(of media: Media, border: StoryGroupBarInput.Theme.Border) -> Double {
        media.border && border.width > 0 ? border.width + border.gap : 0
    }

    /// Insets as JSON text, for errors.
    private static func text(of insets: StoryGroupBarInput.Template.Insets) -> String {
        let number = JSONNumberFormat.exact
        return "{\"top\":\(number(insets.top)),\"leading\":\(number(insets.leading)),"
            + "\"bottom\":\(number(insets.bottom)),\"trailing\":\(number(insets.trailing))}"
    }
}
