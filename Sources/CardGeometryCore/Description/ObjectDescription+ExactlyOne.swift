extension ObjectDescription {
    /// What an object with ``exactlyOne`` fields must be, for the error of
    /// one that has both or neither: `an object with exactly one of "card"
    /// and "collection"`.
    package var exactlyOneAllowed: String {
        "an object with exactly one of " + exactlyOne.map { "\"\($0)\"" }.joined(separator: " and ")
    }
}
