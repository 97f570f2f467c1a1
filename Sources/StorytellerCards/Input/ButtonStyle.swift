import CardGeometryCore

import CardText

extension StorytellerCardInput.Theme {
    // @input button
    /// The button.
    ///
    /// The card button's style (`theme.cards.style.button`).
    public struct ButtonStyle: Hashable, Sendable {
        // @field .object(StorytellerCardInput.Theme.CardTextStyle.buttonTitleDescription) | note: all defaults
        /// The label's style.
        public var title: StorytellerCardInput.Theme.CardTextStyle = .buttonTitle
        // @field StorytellerCardInput.Theme.ColorValue.fieldType | note: none (transparent) | read: StorytellerCardInput.Theme.readColor
        /// The button's fill.
        ///
        /// `nil` is transparent (the outline shows).
        public var backgroundColor: StorytellerCardInput.Theme.ColorValue?
        // @field StorytellerCardInput.Theme.ColorValue.fieldType | note: white primary over the media; below it, the label's resolved color | read: StorytellerCardInput.Theme.readColor
        /// The outline's color.
        ///
        /// `nil` is white.primary on the media, else the title's color below the media.
        public var outlineColor: StorytellerCardInput.Theme.ColorValue?
        // @field .number(.nonNegativeLength) | read: StorytellerCardInput.Theme.readNumber
        /// The outline's width.
        public var outlineWidth: Double = 1
        // @field StorytellerCardInput.Theme.CornerRadiusValue.fieldType | read: StorytellerCardInput.Theme.readCornerRadius | check: StorytellerCardInput.Theme.checkCornerRadius
        /// The button's corner radius.
        public var cornerRadius: StorytellerCardInput.Theme.CornerRadiusValue = .themeCornerRadius
        // @field .choice(TextAlignment.self) | note: the style's `textAlignment`
        /// Where the label stands in the button.
        ///
        /// `nil` is the card's `textAlignment`.
        public var textAlignment: TextAlignment?

        /// Reads one from JSON: the generated reader, declared here so that
        /// Swift synthesizes no memberwise initializer beside the generated one.
        init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
    }
}
