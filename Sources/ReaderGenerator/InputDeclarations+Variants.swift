/// Variants of an input type: the same fields under another object name,
/// with other defaults (Storyteller's heading, subheading and button title
/// share one text style). Declared under the type's `// @input` line:
///
///     // @input heading
///     // @variant subHeading value: subheading | The subheading's text style.
///
/// and on each field whose default differs, `| subHeading = 400` (the Swift
/// default in the variant) or `| subHeading note: TEXT` (its default note).
/// The generator writes the variant's description (`subHeadingDescription`)
/// and its defaults as a public static value (`subheading`); a property of
/// the type reads its object into its own initial value, in place.
extension InputDeclarations {
    /// One `// @variant NAME value: STATIC | MEANING` line.
    struct Variant {
        /// The object's name in the schema (`subHeading`).
        var objectName: String
        /// The static value of the type holding the variant's defaults (`subheading`).
        var valueName: String
        /// One line on what the object is.
        var meaning: String
    }

    static func variant(_ line: String, file: String, line lineNumber: Int) throws(GeneratorError) -> Variant {
        let text = line.dropFirst("// @variant ".count)
        let parts = text.components(separatedBy: " | ")
        let words = parts[0].split(separator: " ").map(String.init)
        guard parts.count == 2, words.count == 3, words[1] == "value:", !parts[1].trimmed().isEmpty else {
            throw GeneratorError(file, lineNumber, "@variant needs `NAME value: STATIC | MEANING`")
        }
        return Variant(objectName: words[0], valueName: words[2], meaning: parts[1].trimmed())
    }

    /// `NAME = VALUE` or `NAME note: TEXT` (with `separator` " = " or " note: "),
    /// NAME a single word.
    static func variantOption(_ option: String, _ separator: String) -> (String, String)? {
        guard let range = option.range(of: separator) else { return nil }
        let name = option[..<range.lowerBound]
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
        return (String(name), String(option[range.upperBound...]))
    }
}
