import CardText

/// Where the card is shown (`environment`).
public struct LayoutEnvironment: Hashable, Sendable {
    /// The container's width in points (> 0).
    public var width: Double
    public var contentSizeCategory: ContentSizeCategory
    public var colorScheme: ColorScheme
    public var layoutDirection: LayoutDirection
    /// Pixels per point: 1, 2 or 3.
    public var displayScale: Int
    /// A BCP 47 language tag, used for line breaking and shaping.
    public var locale: String

    public init(
        width: Double,
        contentSizeCategory: ContentSizeCategory = .large,
        colorScheme: ColorScheme = .light,
        layoutDirection: LayoutDirection = .ltr,
        displayScale: Int = 3,
        locale: String = "en"
    ) {
        self.width = width
        self.contentSizeCategory = contentSizeCategory
        self.colorScheme = colorScheme
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
        self.locale = locale
    }
}

/// The user's preferred text size, as iOS names it (JSON: `xS` … `AX5`).
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable {
    case extraSmall = "xS"
    case small = "S"
    case medium = "M"
    case large = "L"
    case extraLarge = "xL"
    case extraExtraLarge = "xxL"
    case extraExtraExtraLarge = "xxxL"
    case accessibilityMedium = "AX1"
    case accessibilityLarge = "AX2"
    case accessibilityExtraLarge = "AX3"
    case accessibilityExtraExtraLarge = "AX4"
    case accessibilityExtraExtraExtraLarge = "AX5"
}

/// Light or dark appearance.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    case light
    case dark
}
