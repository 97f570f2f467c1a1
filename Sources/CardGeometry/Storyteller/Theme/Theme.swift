import CardText

/// A card collection's theme: shared colors, primitives and font, and the
/// cards' own style and behavior (`theme` in the input).
public struct Theme: Hashable, Sendable {
    public var colors: ThemeColors
    public var primitives: ThemePrimitives
    /// The default font family of every text style.
    public var customFont: String
    public var cards: CardsTheme

    public init(
        colors: ThemeColors = ThemeColors(),
        primitives: ThemePrimitives = ThemePrimitives(),
        customFont: String = FontRegistry.defaultFamily,
        cards: CardsTheme = CardsTheme()
    ) {
        self.colors = colors
        self.primitives = primitives
        self.customFont = customFont
        self.cards = cards
    }
}

/// The theme's palette (`theme.colors`).
public struct ThemeColors: Hashable, Sendable {
    public var white: ThemeColorSet
    public var black: ThemeColorSet

    public init(
        white: ThemeColorSet = ThemeColorSet(primary: .white),
        black: ThemeColorSet = ThemeColorSet(primary: .nearBlack)
    ) {
        self.white = white
        self.black = black
    }

    /// The color a reference names.
    public func resolve(_ color: ThemeColor) -> RGBAColor {
        switch color {
        case .whitePrimary: white.primary
        case .whiteSecondary: white.resolvedSecondary
        case .blackPrimary: black.primary
        case .blackSecondary: black.resolvedSecondary
        }
    }

    /// The color a style value stands for.
    public func resolve(_ value: ColorValue) -> RGBAColor {
        switch value {
        case .color(let color): color
        case .theme(let reference): resolve(reference)
        }
    }
}

/// A primary color and its secondary shade (`theme.colors.white` and
/// `theme.colors.black`).
public struct ThemeColorSet: Hashable, Sendable {
    public var primary: RGBAColor
    /// `nil` means the primary color at 85% opacity.
    public var secondary: RGBAColor?

    public init(primary: RGBAColor, secondary: RGBAColor? = nil) {
        self.primary = primary
        self.secondary = secondary
    }

    /// The secondary color, or the primary at 85% opacity when none is set.
    public var resolvedSecondary: RGBAColor {
        secondary ?? primary.multiplyingAlpha(byPercent: 85)
    }
}

/// Design primitives shared by the theme (`theme.primitives`).
public struct ThemePrimitives: Hashable, Sendable {
    /// The default corner radius in points.
    public var cornerRadius: Double

    public init(cornerRadius: Double = 8) {
        self.cornerRadius = cornerRadius
    }
}
