import CardText

/// Where a layout is shown (`environment`): one type for every kind
/// (SharedConventions article, "The environment"). A kind that does not use a
/// field ignores it.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The widest container the engine lays out in, in points: 10000
    /// (SharedConventions article, "The environment"). Widths are > 0 and at
    /// most this.
    public static let maximumWidth = NumberRange.maximumLength

    /// The container's width in points (0 < width <= 10000).
    public var width: Double
    /// The container's height in points, when a kind uses it (0 < height <= 10000).
    public var height: Double?
    /// The Dynamic Type size (default L).
    public var contentSizeCategory: ContentSizeCategory
    /// Light or dark (default light).
    public var colorScheme: ColorScheme
    /// Left-to-right or right-to-left (default ltr).
    public var layoutDirection: LayoutDirection
    /// Pixels per point: 1, 2 or 3.
    public var displayScale: Int
    /// A BCP 47 language tag, used for line breaking and shaping.
    public var locale: String
    /// The screen's safe-area insets, each 0...10000.
    public var safeAreaInsets: EdgeInsets
    /// The current time as Unix seconds (0...1e11), when a kind uses it.
    public var now: Double?
    /// UIKit's horizontal size class; `nil` lets a kind derive it (sheet cards).
    public var horizontalSizeClass: SizeClass?
    /// UIKit's vertical size class; `nil` lets a kind derive it (sheet cards).
    public var verticalSizeClass: SizeClass?

    /// An environment; everything but the width has the default a JSON input gets.
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
    /// The top inset, 0...10000.
    public var top: Double
    /// The left inset, 0...10000.
    public var left: Double
    /// The bottom inset, 0...10000.
    public var bottom: Double
    /// The right inset, 0...10000.
    public var right: Double

    /// Insets of these sizes, 0 by default.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// A size class, as UIKit names them.
public enum SizeClass: String, Hashable, Sendable, CaseIterable {
    /// A compact size class.
    case compact
    /// A regular size class.
    case regular
}

/// The user's preferred text size, as iOS names it (JSON: `xS` … `AX5`).
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable {
    /// `xS`, the smallest text size.
    case extraSmall = "xS"
    /// `S`.
    case small = "S"
    /// `M`.
    case medium = "M"
    /// `L`, the default text size.
    case large = "L"
    /// `xL`.
    case extraLarge = "xL"
    /// `xxL`.
    case extraExtraLarge = "xxL"
    /// `xxxL`, the largest size outside the accessibility sizes.
    case extraExtraExtraLarge = "xxxL"
    /// `AX1`, the first accessibility size.
    case accessibilityMedium = "AX1"
    /// `AX2`.
    case accessibilityLarge = "AX2"
    /// `AX3`.
    case accessibilityExtraLarge = "AX3"
    /// `AX4`.
    case accessibilityExtraExtraLarge = "AX4"
    /// `AX5`, the largest text size.
    case accessibilityExtraExtraExtraLarge = "AX5"
}

/// Light or dark appearance.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    /// Light mode.
    case light
    /// Dark mode.
    case dark
}
