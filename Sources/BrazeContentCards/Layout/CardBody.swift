import CardGeometryCore

import CardText

/// What a (non-control) card holds, in the card's own coordinates and in
/// LTR, unsnapped (rules 5 to 7): its image or thumbnail, its text stack
/// and its height ch.
struct CardBody {
    /// The texts of a stack, in stacking order.
    enum TextKind: String, CaseIterable {
        case title
        case description
        case domain

        /// The input's name for the text.
        var inputKey: String { self == .description ? "cardDescription" : rawValue }
    }

    /// One text of the stack, measured, with its top in the card.
    struct StackedText {
        let kind: TextKind
        let block: TextBlock
        let style: TextBlockStyle
        let top: Double
    }

    struct Image {
        let frame: LayoutRect
        let cornerRadius: Double
        let aspectRatio: Double
    }

    /// ch.
    let height: Double
    let image: Image?
    /// The stack's left edge and width tw (for a banner: none, 0).
    let stackX: Double
    let textWidth: Double
    let texts: [StackedText]

    /// The text width tw a card's stack gets at card width `cardWidth`;
    /// `nil` for a banner, which has no stack (rule 5).
    static func textWidth(of card: BrazeFeedInput.Card, cardWidth: Double, theme: BrazeFeedInput.Theme) -> Double? {
        let padding = theme.padding
        switch card.type {
        case .banner:
            return nil
        case .captionedImage:
            return cardWidth - padding.leading - padding.trailing
        case .classic:
            let thumbnail = card.hasThumbnail ? theme.classicImage.width + theme.classicImage.spacing : 0
            return cardWidth - padding.leading - padding.trailing - thumbnail
        }
    }

    /// Lays out `card` at `cardWidth`; `ratio` is its aspect ratio (rule 5)
    /// and `measure` measures one of its texts in a width.
    init(
        card: BrazeFeedInput.Card, cardWidth: Double, ratio: Double, theme: BrazeFeedInput.Theme,
        styles: FeedTextStyles,
        measure: (String, TextBlockStyle, _ width: Double, TextKind) throws(CardLayoutError) -> TextBlock
    ) throws(CardLayoutError) {
        let padding = theme.padding
        let textWidth = Self.textWidth(of: card, cardWidth: cardWidth, theme: theme) ?? 0

        /// Rule 7: the present texts top to bottom, textSpacing between
        /// consecutive ones; hT = 0 without texts.
        func stack(top: Double) throws(CardLayoutError) -> (texts: [StackedText], height: Double) {
            var texts: [StackedText] = []
            texts.reserveCapacity(3)
            var y = top
            // Each text in turn, without an array of the three (and copies
            // of their styles) made per card.
            func stack(_ kind: TextKind, _ text: String?, _ style: TextBlockStyle) throws(CardLayoutError) {
                guard let text = TextPresence.present(text) else { return }
                if !texts.isEmpty { y += theme.textSpacing }
                let block = try measure(text, style, textWidth, kind)
                texts.append(StackedText(kind: kind, block: block, style: style, top: y))
                y += block.height
            }
            try stack(.title, card.title, styles.title)
            try stack(.description, card.cardDescription, styles.description)
            try stack(.domain, card.domain, styles.domain)
            return (texts, y - top)
        }

        switch card.type {
        case .banner:
            let imageHeight = cardWidth / ratio
            height = imageHeight
            image = Image(
                frame: LayoutRect(x: 0, y: 0, width: cardWidth, height: imageHeight), cornerRadius: 0,
                aspectRatio: ratio)
            stackX = 0
            texts = []
        case .captionedImage:
            let imageHeight = cardWidth / ratio
            let (texts, stackHeight) = try stack(top: imageHeight + padding.top)
            height = imageHeight + padding.top + stackHeight + padding.bottom
            image = Image(
                frame: LayoutRect(x: 0, y: 0, width: cardWidth, height: imageHeight), cornerRadius: 0,
                aspectRatio: ratio)
            stackX = padding.leading
            self.texts = texts
        case .classic:
            let (texts, stackHeight) = try stack(top: padding.top)
            self.texts = texts
            if card.hasThumbnail {
                let thumbnail = theme.classicImage
                height = padding.top + max(thumbnail.height, stackHeight) + padding.bottom
                image = Image(
                    frame: LayoutRect(
                        x: padding.leading, y: padding.top, width: thumbnail.width, height: thumbnail.height),
                    cornerRadius: thumbnail.cornerRadius, aspectRatio: thumbnail.width / thumbnail.height)
                stackX = padding.leading + thumbnail.width + thumbnail.spacing
            } else {
                height = padding.top + stackHeight + padding.bottom
                image = nil
                stackX = padding.leading
            }
        }
        self.textWidth = textWidth
    }
}
