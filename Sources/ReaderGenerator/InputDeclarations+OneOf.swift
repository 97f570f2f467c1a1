/// A choice of keys: an enumeration marked `// @oneOf` whose cases, each
/// marked `// @field`, are alternative members of the object that holds a
/// property of it (also marked `// @oneOf`). Exactly one of them must be
/// given: a second one is an error when it is read ("both"), none when the
/// object ends ("neither"), and the schema says `oneOf`. Storyteller's
/// `card` and `collection`:
///
///     // @oneOf
///     /// The card, or the collection to pick it from.
///     public var content: Content
///
///     // @oneOf
///     public enum Content: Hashable, Sendable {
///         // @field .object(Card.fieldDescription) | note: none
///         /// The card to lay out.
///         case card(Card)
///         …
extension InputDeclarations {
    struct OneOf {
        /// The enumeration (`StorytellerCardInput.Content`).
        var swiftName: String
        var file: String
        /// The cases, as fields: the case's name, its payload's type (made
        /// optional) and its `@field`.
        var cases: [Property] = []
    }

    /// `extension Name {` or `extension Name: …`, the name with its dots.
    static func extendedType(_ line: String) -> String? {
        guard line.hasPrefix("extension "), line.hasSuffix("{") else { return nil }
        let rest = line.dropFirst("extension ".count)
        let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        return name.isEmpty ? nil : name
    }

    /// `public enum Name: …` or `public enum Name {`.
    static func declaredEnum(_ line: String) -> String? {
        guard line.hasPrefix("public enum ") else { return nil }
        let rest = line.dropFirst("public enum ".count)
        return String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    /// `case name(Payload)`.
    static func enumCase(_ line: String) -> (String, String)? {
        guard line.hasPrefix("case "), line.hasSuffix(")"), let open = line.firstIndex(of: "(") else { return nil }
        let name = line[line.index(line.startIndex, offsetBy: 5)..<open].trimmed()
        let payload = line[line.index(after: open)..<line.index(before: line.endIndex)].trimmed()
        guard !name.isEmpty, !payload.isEmpty else { return nil }
        return (name, payload)
    }
}
