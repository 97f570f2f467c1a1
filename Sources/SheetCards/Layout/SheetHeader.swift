import CardGeometryCore

import CardText

/// The top card's sticky header (SheetCards article, "Header"): the grab
/// handle's row, then the title view with the measured title and
/// subtitle and, when present, the accessory.
struct SheetHeader {
    /// The grab handle's row: 6 + handle 4 + 6.
    static let grabHandleRow = 16.0
    /// Above the labels, in the title view.
    static let labelsTop = 8.0
    /// Below the labels, and between the labels and the accessory.
    static let labelsBottom = 16.0
    /// The labels' top below the card's top.
    static let labelsOffset = grabHandleRow + labelsTop
    /// The SDK's 44 × 0.66: the least a collapsed card shows.
    static let minimumOverlapFloor = 29.04

    let title: TextBlock?
    let subtitle: TextBlock?
    let titleStyle: TextBlockStyle
    let subtitleStyle: TextBlockStyle
    let accessoryHeight: Double?

    /// Ht, 0 without a title.
    var titleHeight: Double { title?.height ?? 0 }
    /// Hs, 0 without a subtitle.
    var subtitleHeight: Double { subtitle?.height ?? 0 }

    /// HH = 16 + 8 + Ht + Hs + 16, plus the accessory's height when there
    /// is one (it stands 16 below the labels and ends the header).
    var height: Double {
        Self.labelsOffset + titleHeight + subtitleHeight + Self.labelsBottom + (accessoryHeight ?? 0)
    }

    /// MO = max(29.04, HH): a collapsed card shows its whole header.
    var minimumOverlap: Double { max(Self.minimumOverlapFloor, height) }

    /// Measures the top card's texts in a text area `textWidth` wide.
    init(
        card: SheetCardInput.Card, cardPath: JSONPath, style: SheetCardInput.Style, environment: LayoutEnvironment,
        colors: ResolvedSheetColors, textWidth: Double, placer: TextBlockPlacer
    ) throws(CardLayoutError) {
        let category = environment.contentSizeCategory
        func size(_ textStyle: TextStyleName, fixed: Double) -> Double {
            style.dynamicTypeEnabled ? textStyle.size(at: category) : fixed
        }
        // Bold 17 (headline), any number of lines; regular 15
        // (subheadline), one line with an ellipsis.
        let titleStyle = TextBlockStyle(
            textStyle: TextStyle(family: style.fontFamily, weight: 700, size: size(.headline, fixed: 17)),
            maxLines: nil, color: colors.title)
        let subtitleStyle = TextBlockStyle(
            textStyle: TextStyle(family: style.fontFamily, weight: 400, size: size(.subheadline, fixed: 15)),
            maxLines: 1, color: colors.subtitle)
        title = try card.presentTitle.map { text throws(CardLayoutError) in
            try placer.measure(text, titleStyle, width: textWidth, path: cardPath.appending(SheetCardInput.Card.Fields.title))
        }
        subtitle = try card.presentSubtitle.map { text throws(CardLayoutError) in
            try placer.measure(text, subtitleStyle, width: textWidth, path: cardPath.appending(SheetCardInput.Card.Fields.subtitle))
        }
        self.titleStyle = titleStyle
        self.subtitleStyle = subtitleStyle
        accessoryHeight = card.accessoryHeight
    }
}
