/// Why text could not be measured, or fonts could not be loaded.
///
/// Each case names where the problem is (a file, a value) and what is allowed.
public enum TextError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A request value is out of range: `name` is the field, `value` what
    /// was given, `allowed` what is accepted.
    case invalidValue(name: String, value: String, allowed: String)
    /// No registered face has this family.
    case unknownFamily(String, available: [String])
    /// A font file named by a manifest does not exist or cannot be read.
    case fontFileMissing(path: String)
    /// A font file exists but is not a font FreeType can open.
    case fontFileCorrupt(path: String, reason: String)
    /// A font directory's manifest cannot be read or does not have the
    /// expected shape.
    case invalidManifest(path: String, reason: String)
    /// A font directory does not exist or cannot be listed.
    case fontDirectoryUnreadable(path: String)
    /// ICU or HarfBuzz failed on the text.
    case textServiceFailed(String)
    /// The lines pass the request's ``TextRequest/maximumHeight``: `lines`
    /// lines (those set until they passed it) are `height` points high,
    /// more than `maximum`. `textLength` is the text's length after text
    /// case, in UTF-16 code units.
    case tooHigh(lines: Int, height: Double, maximum: Double, textLength: Int)

    public var description: String {
        switch self {
        case let .invalidValue(name, value, allowed):
            "\(name): must be \(allowed), got \(value)"
        case let .unknownFamily(family, available):
            "unknown font family '\(family)'; available: \(available.joined(separator: ", "))"
        case let .fontFileMissing(path):
            "\(path): font file is missing or unreadable"
        case let .fontFileCorrupt(path, reason):
            "\(path): not a usable font file (\(reason))"
        case let .invalidManifest(path, reason):
            "\(path): \(reason)"
        case let .fontDirectoryUnreadable(path):
            "\(path): font directory does not exist or cannot be read"
        case let .textServiceFailed(message):
            "text service failed: \(message)"
        case let .tooHigh(lines, height, maximum, textLength):
            "a text of \(textLength) UTF-16 code units sets \(lines) lines \(height) pt high, more than \(maximum) pt"
        }
    }
}
