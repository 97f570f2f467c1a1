import CardGeometryCore

extension ObjectReader {
    /// An aspect ratio: a number, or one of the strings `"NaN"`,
    /// `"Infinity"`, `"-Infinity"` (how some pipelines write the values
    /// JSON cannot hold); `nil` when absent or null. A number too large for
    /// a double (`1e400`) reads as the infinity of its sign, which rule 5
    /// replaces with its warning, naming it as written. Whether it is usable
    /// is decided when the card is laid out (rule 5).
    func aspectRatio(_ key: String) throws(CardLayoutError) -> Double? {
        guard let value = value(key) else { return nil }
        switch value {
        case .number(let number): return number
        case .unrepresentableNumber(let text): return text.hasPrefix("-") ? -.infinity : .infinity
        case .string("NaN"): return .nan
        case .string("Infinity"): return .infinity
        case .string("-Infinity"): return -.infinity
        default:
            throw .invalid(path(key), value, allowed: #"a number, null, or one of "NaN", "Infinity", "-Infinity""#)
        }
    }

    /// A member's number as written when a double cannot hold it (`1e400`);
    /// `nil` otherwise.
    func unrepresentableNumber(_ key: String) -> String? {
        guard case .unrepresentableNumber(let text) = value(key) else { return nil }
        return text
    }
}
