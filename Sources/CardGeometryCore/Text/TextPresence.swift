/// Whether a text is there to lay out: a text that is missing, empty or
/// made only of White_Space characters (no-break spaces included) is
/// absent (SharedConventions article, "Text blocks"), for every kind.
package enum TextPresence {
    /// `text` unless it is nil, empty or only whitespace.
    package static func present(_ text: String?) -> String? {
        guard let text, !text.unicodeScalars.allSatisfy(isWhitespace) else { return nil }
        return text
    }

    /// The scalar's White_Space property, without the property lookup for
    /// ASCII (where it holds for tab, line feed, vertical tab, form feed,
    /// carriage return and space): a text's first scalar nearly always
    /// settles its presence, and layouts ask on every run.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return scalar.properties.isWhitespace }
        return scalar == " " || (0x09...0x0D).contains(scalar.value)
    }
}
