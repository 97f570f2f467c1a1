/// The font weights a text style may ask for: 100 to 900 in steps of 100
/// (FontsAndFallback article, "From family and weight to a face").
package enum FontWeights {
    package static let allowed = Array(stride(from: 100, through: 900, by: 100))
}

extension ObjectReader {
    /// A font weight, 100, 200, ..., 900.
    package func fontWeight(_ key: String) throws(CardLayoutError) -> Int? {
        try integer(key, in: FontWeights.allowed)
    }
}
