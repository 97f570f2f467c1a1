extension ObjectReader {
    /// Reads the object's members in document order, so that of several
    /// invalid values the first one in the document is reported
    /// (braze-content-cards.md, values). `read` reads the member named by
    /// the key it is given and returns whether it knows the key; each key
    /// it does not know is a warning, in document order.
    func readMembers(_ read: (String) throws(CardLayoutError) -> Bool) throws(CardLayoutError) {
        guard case .object(let object) = value else { return }
        for key in object.keys {
            guard try read(key) else {
                _ = rawValue(key)
                warnings.append(.unknownKey(at: path(key).description))
                continue
            }
        }
        finish()
    }

    /// An aspect ratio: a number, or one of the strings `"NaN"`,
    /// `"Infinity"`, `"-Infinity"` (how some pipelines write the values
    /// JSON cannot hold); `nil` when absent or null. Whether it is usable
    /// is decided when the card is laid out (rule 5).
    func aspectRatio(_ key: String) throws(CardLayoutError) -> Double? {
        guard let value = value(key) else { return nil }
        switch value {
        case .number(let number): return number
        case .string("NaN"): return .nan
        case .string("Infinity"): return .infinity
        case .string("-Infinity"): return -.infinity
        default:
            throw .invalid(path(key), value, allowed: #"a number, null, or one of "NaN", "Infinity", "-Infinity""#)
        }
    }
}
