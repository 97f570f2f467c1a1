extension Card {
    /// The title, unless it is absent (nil, empty or only whitespace).
    var presentTitle: String? { Self.present(title) }
    /// The subtitle, unless it is absent.
    var presentSubtitle: String? { Self.present(subtitle) }
    /// The button text, unless it is absent.
    var presentButtonText: String? { Self.present(buttonText) }

    /// `text` unless it is nil, empty or made only of White_Space
    /// characters (no-break spaces included).
    static func present(_ text: String?) -> String? {
        guard let text, !text.unicodeScalars.allSatisfy(\.properties.isWhitespace) else { return nil }
        return text
    }
}
