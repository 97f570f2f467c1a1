import CardGeometryCore

import CardText

extension StorytellerCardInput {
    /// A card collection's theme: shared colors, primitives and font, and the
    /// cards' own style and behavior (`theme` in the input).
    public struct Theme: Hashable, Sendable {
        /// The palette styles refer to.
        public var colors: StorytellerCardInput.Theme.Colors
        /// The corner radius styles refer to.
        public var primitives: StorytellerCardInput.Theme.Primitives
        /// The default font family of every text style.
        public var customFont: String
        /// The cards' style and behavior.
        public var cards: StorytellerCardInput.Theme.Cards

        /// A theme; the defaults are a JSON input's.
        public init(
            colors: StorytellerCardInput.Theme.Colors = StorytellerCardInput.Theme.Colors(),
            primitives: StorytellerCardInput.Theme.Primitives = StorytellerCardInput.Theme.Primitives(),
            customFont: String = FontRegistry.defaultFamily,
            cards: StorytellerCardInput.Theme.Cards = StorytellerCardInput.Theme.Cards()
        ) {
            self.colors = colors
            self.primitives = primitives
            self.customFont = customFont
            self.cards = cards
        }
    }
}

extension StorytellerCardInput.Theme {
    /// The theme's palette (`theme.colors`).
    public struct Colors: Hashable, Sendable {
        /// The light palette color and its secondary shade.
        public var white: StorytellerCardInput.Theme.ColorSet
        /// The dark palette color and its secondary shade.
        public var black: StorytellerCardInput.Theme.ColorSet

        /// A palette; the defaults are #FFFFFF and #1A1A1A.
        public init(
            white: StorytellerCardInput.Theme.ColorSet = StorytellerCardInput.Theme.ColorSet(primary: .white),
            black: StorytellerCardInput.Theme.ColorSet = StorytellerCardInput.Theme.ColorSet(primary: .nearBlack)
        ) {
            self.white = white
            self.black = black
        }

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
    /// A primary color and its secondary shade (`theme.colors.white` and
    /// `theme.colors.black`).
    public struct ColorSet: Hashable, Sendable {
        /// The primary color.
        public var primary: RGBAColor
        /// `nil` means the primary color at 85% opacity.
        public var secondary: RGBAColor?

        /// A color set; a `nil` secondary is the primary at 85% opacity.
        public init(primary: RGBAColor, secondary: RGBAColor? = nil) {
            self.primary = primary
            self.secondary = secondary
        }

        /// The secondary color, or the primary at 85% opacity when none is set.
        public var resolvedSecondary: RGBAColor {
            secondary ?? primary.multiplyingAlpha(byPercent: 85)
        }
    }
}

extension StorytellerCardInput.Theme {
    /// Design primitives shared by the theme (`theme.primitives`).
    public struct Primitives: Hashable, Sendable {
        /// The default corner radius in points.
        public var cornerRadius: Double

        /// Primitives with this corner radius (default 8).
        public init(cornerRadius: Double = 8) {
            self.cornerRadius = cornerRadius
        }
    }
}
