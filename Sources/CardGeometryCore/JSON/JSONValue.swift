/// A JSON value whose objects keep their keys in document order.
///
/// Inputs are read into this tree first so that every error can name its
/// path, and layouts are written from it so that key order and number
/// formatting are fixed.
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as a double.
    case number(Double)
    /// A number a double cannot hold (`1e400`, `-1e400`), as written: kept
    /// so that whoever reads the value reports it at its path, or uses it
    /// where a kind's rule says so (Braze's image aspect ratio).
    case unrepresentableNumber(String)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its members in document order.
    case object(JSONObject)
}

/// A JSON object: its members in document order, keys unique.
public struct JSONObject: Hashable, Sendable {
    /// One key and its value.
    public struct Member: Hashable, Sendable {
        /// The member's key.
        public var key: String
        /// The member's value.
        public var value: JSONValue

        /// A member with this key and value.
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The members in document order.
    public private(set) var members: [Member]

    /// An object with these members, in order.
    public init(_ members: [Member] = []) {
        self.members = members
    }

    /// The keys in document order.
    public var keys: [String] { members.map(\.key) }

    /// The value for `key`, or `nil` when the object has no such key.
    public subscript(key: String) -> JSONValue? {
        Self.index(of: key, in: members).map { members[$0].value }
    }

    /// The position of the member `key` in `members`. Most keys compared
    /// differ, and most of those in length: that is told without comparing
    /// them.
    package static func index(of key: String, in members: [Member]) -> Int? {
        let length = key.utf8.count
        return members.firstIndex { $0.key.utf8.count == length && $0.key == key }
    }

    /// Appends a member (the caller keeps keys unique).
    public mutating func append(_ key: String, _ value: JSONValue) {
        members.append(Member(key: key, value: value))
    }
}

extension JSONValue {
    /// The name of the value's JSON type, as used in error messages.
    package var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number, .unrepresentableNumber: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value as short JSON text for an error message: scalars in full,
    /// arrays and objects compact and cut after 60 characters.
    package var errorText: String {
        switch self {
        case .number(let number):
            return JSONNumberFormat.exact(number)
        case .unrepresentableNumber(let text):
            return text
        case .array, .object:
            let text = JSONWriter.write(self, pretty: false, numbers: .exact)
            return text.count > 60 ? String(text.prefix(59)) + "…" : text
        default:
            return JSONWriter.write(self, pretty: false, numbers: .exact)
        }
    }
}
