/// Whether a text is there to lay out: a text that is missing, empty or
/// made only of White_Space characters (no-break spaces included) is
/// absent (storyteller-card.md rule 4, which other kinds refer to).
package enum TextPresence {
    /// `text` unless it is nil, empty or only whitespace.
    package static func present(_ text: String?) -> String? {
        guard let text, !text.unicodeScalars.allSatisfy(\.properties.isWhitespace) else { return nil }
        return text
    }
}
