/// The iOS text styles whose sizes Dynamic Type scales card text by
/// (text.md): heading by title2, subheading and button title by callout.
enum DynamicTypeStyle: Sendable {
    case title2
    case callout

    /// The style's size in points at `category` (Apple's HIG table).
    func size(at category: ContentSizeCategory) -> Double {
        let sizes: [Double] =
            switch self {
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            }
        return sizes[ContentSizeCategory.allCases.firstIndex(of: category)!]
    }

    /// The factor text sizes and line heights scale by at `category`: the
    /// style's size there over its size at Large.
    func scale(at category: ContentSizeCategory) -> Double {
        size(at: category) / size(at: .large)
    }

    /// `value` scaled to `category`, multiplied before dividing so that the
    /// style's own size maps exactly (22 pt at xS is 19, not 19.000000000000004).
    func scaled(_ value: Double, at category: ContentSizeCategory) -> Double {
        value * size(at: category) / size(at: .large)
    }
}
