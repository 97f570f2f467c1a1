import CardGeometryCore
import CardText

/// A card collection's theme: shared colors, primitives and font, and the
/// cards' own style and behavior (`theme` in the input).
public struct Theme: Hashable, Sendable {
    /// The palette styles refer to.
    public var colors: ThemeColors
    /// The corner radius styles refer to.
    public var primitives: ThemePrimitives
    /// The default font family of every text style.
    public var customFont: String
    /// The cards' style and behavior.
    public var cards: CardsTheme

    /// A theme; the defaults are a JSON input's.
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
    /// The light palette color and its secondary shade.
    public var white: ThemeColorSet
    /// The dark palette color and its secondary shade.
    public var black: ThemeColorSet

    /// A palette; the defaults are #FFFFFF and #1A1A1A.
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

/// Design primitives shared by the theme (`theme.primitives`).
public struct ThemePrimitives: Hashable, Sendable {
    /// The default corner radius in points.
    public var cornerRadius: Double

    /// Primitives with this corner radius (default 8).
    public init(cornerRadius: Double = 8) {
        self.cornerRadius = cornerRadius
    }
}
