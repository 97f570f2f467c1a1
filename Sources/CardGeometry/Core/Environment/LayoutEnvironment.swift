import CardText

/// Where a layout is shown (`environment`): one type for every kind
/// (common.md). A kind that does not use a field ignores it.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The container's width in points (0 < width <= 10000).
    public var width: Double
    /// The container's height in points, when a kind uses it (0 < height <= 10000).
    public var height: Double?
    public var contentSizeCategory: ContentSizeCategory
    public var colorScheme: ColorScheme
    public var layoutDirection: LayoutDirection
    /// Pixels per point: 1, 2 or 3.
    public var displayScale: Int
    /// A BCP 47 language tag, used for line breaking and shaping.
    public var locale: String
    /// The screen's safe-area insets, each 0...10000.
    public var safeAreaInsets: EdgeInsets
    /// The current time as Unix seconds (0...1e11), when a kind uses it.
    public var now: Double?
    public var horizontalSizeClass: SizeClass?
    public var verticalSizeClass: SizeClass?

    public init(
        width: Double,
        height: Double? = nil,
        contentSizeCategory: ContentSizeCategory = .large,
        colorScheme: ColorScheme = .light,
        layoutDirection: LayoutDirection = .ltr,
        displayScale: Int = 3,
        locale: String = "en",
        safeAreaInsets: EdgeInsets = EdgeInsets(),
        now: Double? = nil,
        horizontalSizeClass: SizeClass? = nil,
        verticalSizeClass: SizeClass? = nil
    ) {
        self.width = width
        self.height = height
        self.contentSizeCategory = contentSizeCategory
        self.colorScheme = colorScheme
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
        self.locale = locale
        self.safeAreaInsets = safeAreaInsets
        self.now = now
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }
}

/// Insets from a rectangle's edges, in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// A size class, as UIKit names them.
public enum SizeClass: String, Hashable, Sendable, CaseIterable {
    case compact
    case regular
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
