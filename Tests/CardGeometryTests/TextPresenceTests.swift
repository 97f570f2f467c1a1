import Testing

@testable import CardGeometryCore

/// A text made only of White_Space is absent (SharedConventions article, "Text
/// blocks"): ASCII scalars are told without the Unicode property lookup, and
/// must agree with it.
@Suite("Text presence")
struct TextPresenceTests {
    @Test("Every ASCII scalar alone is absent exactly when it is White_Space")
    func asciiAgreesWithTheProperty() {
        for value in UInt8(0)...UInt8(127) {
            let scalar = Unicode.Scalar(value)
            let text = String(Character(scalar))
            #expect((TextPresence.present(text) == nil) == scalar.properties.isWhitespace, "U+\(value)")
        }
    }

    @Test(
        "Texts of whitespace are absent, others present",
        arguments: [
            (" \t\n\r\u{0B}\u{0C}", false), ("\u{00A0}\u{2003}\u{3000}", false), ("\u{85} ", false), ("", false),
            (" a", true), ("\u{200B}", true), ("\u{00A0}x", true), ("é", true),
        ])
    func presence(_ text: String, _ present: Bool) {
        #expect((TextPresence.present(text) != nil) == present)
    }

    @Test("nil is absent")
    func absentNil() {
        #expect(TextPresence.present(nil) == nil)
    }
}
