/// The 11 iOS text styles whose sizes Dynamic Type scales text by
/// (LinesAndFitting article, "Sizes and Dynamic Type"). Each kind's article
/// names the style each of its texts follows; a text with a fixed size scales
/// by its style's ratio.
public enum TextStyleName: String, Hashable, Sendable, CaseIterable {
    /// Large title: 34 pt at L.
    case largeTitle
    /// Title 1: 28 pt at L.
    case title1
    /// Title 2: 22 pt at L.
    case title2
    /// Title 3: 20 pt at L.
    case title3
    /// Headline: 17 pt at L.
    case headline
    /// Body: 17 pt at L.
    case body
    /// Callout: 16 pt at L.
    case callout
    /// Subheadline: 15 pt at L.
    case subheadline
    /// Footnote: 13 pt at L.
    case footnote
    /// Caption 1: 12 pt at L.
    case caption1
    /// Caption 2: 11 pt at L.
    case caption2

    /// The style's size in points at every category, xS through AX5
    /// (Apple's HIG table).
    private var sizes: [Double] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The style's size in points at `category`.
    public func size(at category: ContentSizeCategory) -> Double {
        sizes[category.index]
    }

    /// The factor text sizes and line heights scale by at `category`: the
    /// style's size there over its size at Large.
    public func scale(at category: ContentSizeCategory) -> Double {
        size(at: category) / size(at: .large)
    }

    /// `value` scaled to `category`, multiplied before dividing so that the
    /// style's own size maps exactly (22 pt at xS is 19, not 19.000000000000004).
    public func scaled(_ value: Double, at category: ContentSizeCategory) -> Double {
        value * size(at: category) / size(at: .large)
    }

    /// `value` scaled to `category` when Dynamic Type is enabled, else as is.
    package func scaled(_ value: Double, at category: ContentSizeCategory, enabled: Bool) -> Double {
        enabled ? scaled(value, at: category) : value
    }
}


extension ContentSizeCategory {
    /// The category's position, xS = 0 through AX5 = 11.
    package var index: Int { Self.allCases.firstIndex(of: self)! }

    /// `self`, or `maximum` when that is smaller (a cap on the category a
    /// text follows, `maximumContentSizeCategory`).
    package func capped(at maximum: ContentSizeCategory?) -> ContentSizeCategory {
        guard let maximum, maximum.index < index else { return self }
        return maximum
    }
}
