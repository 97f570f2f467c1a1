/// How many elements an array field may hold (`cards`: 1...50), and the
/// noun its error names them by.
package struct ArrayCount: Sendable {
    /// The fewest elements (0 or 1).
    package var minimum: Int
    /// The most elements.
    package var maximum: Int
    /// What the elements are called in errors ("cards").
    package var noun: String

    package init(minimum: Int, maximum: Int, noun: String) {
        self.minimum = minimum
        self.maximum = maximum
        self.noun = noun
    }

    /// What the array must be: "a non-empty array of at most 50 cards".
    package var allowed: String {
        (minimum > 0 ? "a non-empty array" : "an array") + " of at most \(maximum) \(noun)"
    }

    /// The value an error shows for an array of `count` elements: `[]`, or
    /// "an array of 51 cards".
    package func written(_ count: Int) -> String {
        count == 0 ? "[]" : "an array of \(count) \(noun)"
    }

    /// Whether `count` elements are allowed.
    package func contains(_ count: Int) -> Bool { count >= minimum && count <= maximum }
}
