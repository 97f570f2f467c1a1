import CardGeometryCore

/// A group's id: an integer (magnitude at most 2^53 - 1) or a non-empty
/// string. An integer never equals a string: 7 and "7" are two ids.
public enum StoryGroupID: Hashable, Sendable, CustomStringConvertible {
    /// An integer id, at most 2^53 - 1 in magnitude.
    case integer(Int64)
    /// A non-empty string id.
    case string(String)

    /// The largest magnitude of an integer id (2^53 - 1, the largest
    /// integer every JSON reader holds exactly).
    public static let maximumInteger: Int64 = 9_007_199_254_740_991

    /// The id as JSON: a number or a string.
    public var jsonValue: JSONValue {
        switch self {
        case .integer(let value): .number(Double(value))
        case .string(let value): .string(value)
        }
    }

    /// The id as JSON text: `7` or `"7"`.
    public var description: String { JSONWriter.write(jsonValue, pretty: false, numberFormat: JSONNumberFormat.exact) }
}
