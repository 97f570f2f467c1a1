/// How many elements an array field may hold (`cards`: 1...50), and how
/// its errors word it.
package struct ArrayCount: Sendable {
    /// How an array's errors say what it must be.
    package enum Wording: Sendable {
        /// By its count and noun: "a non-empty array of at most 50 cards",
        /// "an array of 0 to 500 cards".
        case count
        /// By its bounds and the objects it holds: "an array of 0 to 50
        /// widget objects", and "…, or null" for a field that may be left
        /// out (StorifyMe's `widgets`).
        case boundsAndObjects
    }

    /// The fewest elements (0 or 1).
    package var minimum: Int
    /// The most elements.
    package var maximum: Int
    /// What the elements are called in errors ("cards").
    package var noun: String
    /// How errors word the array.
    package var wording: Wording

    package init(minimum: Int, maximum: Int, noun: String, wording: Wording = .count) {
        self.minimum = minimum
        self.maximum = maximum
        self.noun = noun
        self.wording = wording
    }

    /// What an array of `element`s must be, by the wording: "an array of 0
    /// to 50 widget objects" for objects worded by bounds, else
    /// ``allowed``.
    package func allowed(holding element: FieldType) -> String {
        guard case .boundsAndObjects = wording, case .object(let object, _) = element else { return allowed }
        return "an array of \(minimum) to \(maximum) \(object.name) objects"
    }

    /// What the array must be by its count: "a non-empty array of at most
    /// 50 cards", "an array of 0 to 500 cards".
    package var allowed: String {
        if minimum > 0 {
            return "a non-empty array" + (maximum == .max ? " of " : " of at most \(maximum) ") + noun
        }
        return maximum == .max ? "an array of \(noun)" : "an array of 0 to \(maximum) \(noun)"
    }

    /// The value an error shows for an array of `count` elements: `[]`, or
    /// "an array of 51 cards".
    package func written(_ count: Int) -> String {
        count == 0 ? "[]" : "an array of \(count) \(noun)"
    }

    /// Whether `count` elements are allowed.
    package func contains(_ count: Int) -> Bool { count >= minimum && count <= maximum }
}
