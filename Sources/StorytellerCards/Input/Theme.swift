import CardGeometryCore

import CardText

extension StorytellerCardInput {
    // @input theme
    /// The collection's theme: palettes, primitives, the custom font and the cards' style.
    ///
    /// A card collection's theme: shared colors, primitives and font, and the
    /// cards' own style and behavior (`theme` in the input).
    public struct Theme: Hashable, Sendable {
        // @field .object(StorytellerCardInput.Theme.Colors.fieldDescription) | note: all defaults
        /// The two palettes the styles refer to.
        public var colors: StorytellerCardInput.Theme.Colors = StorytellerCardInput.Theme.Colors()
        // @field .object(StorytellerCardInput.Theme.Primitives.fieldDescription) | note: all defaults
        /// Values the styles refer to.
        public var primitives: StorytellerCardInput.Theme.Primitives = StorytellerCardInput.Theme.Primitives()
        // @field .string | check: checkFamily
        /// A non-empty family of the font registry: the heading's and subheading's unless they name their own.
        ///
        /// The default is the font registry's default family, `FontRegistry.defaultFamily` (CardText).
        public var customFont: String = "Inter"
        // @field .object(StorytellerCardInput.Theme.Cards.fieldDescription) | note: all defaults
        /// How the cards look and behave.
        public var cards: StorytellerCardInput.Theme.Cards = StorytellerCardInput.Theme.Cards()

        /// Reads one from JSON: the generated reader, declared here so that
        /// Swift synthesizes no memberwise initializer beside the generated one.
        init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
    }
}

extension StorytellerCardInput.Theme {
    // @input colors
    /// The theme's palettes.
    ///
    /// `theme.colors`: the palettes styles refer to.
    public struct Colors: Hashable, Sendable {
        // @field .object(StorytellerCardInput.Theme.ColorSet.fieldDescription) | note: all defaults
        /// The light palette: the default for texts over the media.
        public var white: StorytellerCardInput.Theme.ColorSet = StorytellerCardInput.Theme.ColorSet()
        // @field .object(StorytellerCardInput.Theme.ColorSet.blackColorsDescription) | note: all defaults
        /// The dark palette: the default for texts below the media in light mode.
        public var black: StorytellerCardInput.Theme.ColorSet = .black

        /// Reads one from JSON: the generated reader, declared here so that
        /// Swift synthesizes no memberwise initializer beside the generated one.
        init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }

        /// The color a reference names.
        public func resolve(_ color: StorytellerCardInput.Theme.ColorName) -> RGBAColor {
            switch color {
            case .whitePrimary: white.primary
            case .whiteSecondary: white.resolvedSecondary
            case .blackPrimary: black.primary
            case .blackSecondary: black.resolvedSecondary
            }
        }

        /// The color a style value stands for.
        public func resolve(_ value: StorytellerCardInput.Theme.ColorValue) -> RGBAColor {
            switch value {
            case .color(let color): color
            case .theme(let reference): resolve(reference)
            }
        }
    }
}

extension StorytellerCardInput.Theme {
    // @input whiteColors
    // @variant blackColors value: black | The dark palette.
    /// The light palette.
    ///
    /// A primary color and its secondary shade: `theme.colors.white`, and
    /// with the defaults of ``black``, `theme.colors.black`.
    public struct ColorSet: Hashable, Sendable {
        // @field .color | blackColors = .nearBlack
        /// The palette's main color.
        public var primary: RGBAColor = .white
        // @field .color | note: white primary at 85% opacity | blackColors note: black primary at 85% opacity
        /// The palette's second color (subheadings).
        ///
        /// `nil` means the primary color at 85% opacity.
        public var secondary: RGBAColor?

        /// Reads one from JSON: the generated reader, declared here so that
        /// Swift synthesizes no memberwise initializer beside the generated one.
        init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }

        /// The secondary color, or the primary at 85% opacity when none is set.
        public var resolvedSecondary: RGBAColor {
            secondary ?? primary.multiplyingAlpha(byPercent: 85)
        }
    }
}

extension StorytellerCardInput.Theme {
    // @input primitives
    /// Values the styles refer to.
    ///
    /// `theme.primitives`: design primitives shared by the theme.
    public struct Primitives: Hashable, Sendable {
        // @field .number(.nonNegativeLength) | read: StorytellerCardInput.Theme.readNumber
        /// The corner radius that styles refer to.
        public var cornerRadius: Double = 8

        /// Reads one from JSON: the generated reader, declared here so that
        /// Swift synthesizes no memberwise initializer beside the generated one.
        init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
    }
}
