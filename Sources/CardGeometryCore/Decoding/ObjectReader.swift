import CardText

/// Reads the members of one JSON object, remembering which keys were read
/// so that the others can be reported as unknown.
///
/// A member whose value is `null` reads as absent: a property given as null
/// takes its default.
package final class ObjectReader {
    /// Where the object is in the document.
    package var path: JSONPath {
        switch location {
        case .path(let path): path
        case .member(let parent, let key): parent.path(key)
        }
    }
    /// A path, or a member of the object another reader reads: a nested
    /// reader makes its path only when asked (for an error or a warning).
    private enum Location {
        case path(JSONPath)
        case member(of: ObjectReader, key: String)
    }
    private let location: Location
    /// Whether the object is the document's root.
    var isRoot: Bool {
        if case .path(let path) = location { return path == .root }
        return false
    }
    /// Where ``finish()`` reports unknown keys; shared by the readers of
    /// nested objects.
    package let warnings: WarningLog
    /// The overrides `environment` is read with; shared by nested readers.
    package let environmentReading: EnvironmentReading
    private let object: JSONObject
    /// The members, in document order.
    var members: [JSONObject.Member] { object.members }
    /// The object as written.
    package var value: JSONValue { .object(object) }
    // A reader is used on one thread, and these three are only changed by
    // its own methods, which never overlap: their exclusivity is not
    // checked at run time (that check was a tenth of reading an input).
    /// The member ``readMembers(known:_:)`` is at: the one a lookup tries
    /// first (a member is most often read by its own key).
    @exclusivity(unchecked) var currentMember: Int?
    /// Which members were read, by position (keys are unique): a bit per
    /// member, so that reading hashes no key.
    @exclusivity(unchecked) private var readMembers: MemberMarks
    /// The keys asked for that the object does not have, in the order
    /// asked (repeats included): what an unknown key may have meant
    /// (``KeySuggestion``). Kept as a list so that reading hashes no key;
    /// only while some member is unread (else no key is unknown).
    @exclusivity(unchecked) private var absentKeysAsked: [String] = []

    package convenience init(
        _ value: JSONValue, at path: JSONPath, warnings: WarningLog = WarningLog(),
        environmentReading: EnvironmentReading = .none
    ) throws(CardLayoutError) {
        try self.init(value, location: .path(path), warnings: warnings, environmentReading: environmentReading)
    }

    private init(
        _ value: JSONValue, location: Location, warnings: WarningLog, environmentReading: EnvironmentReading
    ) throws(CardLayoutError) {
        guard case .object(let object) = value else {
            let path =
                switch location {
                case .path(let path): path
                case .member(let parent, let key): parent.path(key)
                }
            throw .invalid(path, value, allowed: "an object")
        }
        self.object = object
        self.location = location
        self.warnings = warnings
        self.environmentReading = environmentReading
        self.readMembers = MemberMarks(count: object.members.count)
    }

    /// A reader of a nested object value, sharing this reader's warnings
    /// and environment overrides.
    package func reader(_ value: JSONValue, at path: JSONPath) throws(CardLayoutError) -> ObjectReader {
        try ObjectReader(value, at: path, warnings: warnings, environmentReading: environmentReading)
    }

    /// Reports the keys nobody read as unknown (each once), each naming the
    /// closest key that was asked for and is absent, when one is close
    /// (``KeySuggestion``).
    package func finish() {
        guard readMembers.hasUnmarked else { return }
        var asked: Set<String>?
        for key in unreadKeys {
            if asked == nil { asked = Set(absentKeysAsked) }
            warnings.append(.unknownKey(at: path(key).description, suggesting: KeySuggestion.nearest(to: key, among: asked!)))
        }
        readMembers.markAll()
    }

    /// The path of a member.
    package func path(_ key: String) -> JSONPath { path.appending(key) }

    /// The member's value; `nil` when it is absent or null.
    package func value(_ key: String) -> JSONValue? {
        guard let value = rawValue(key) else { return nil }
        if case .null = value { return nil }
        return value
    }

    /// The member's value as written (`null` included); `nil` when absent.
    package func rawValue(_ key: String) -> JSONValue? {
        guard let index = index(of: key) else {
            if readMembers.hasUnmarked {
                // Room for a usual object's absent keys at once.
                if absentKeysAsked.capacity == 0 { absentKeysAsked.reserveCapacity(16) }
                absentKeysAsked.append(key)
            }
            return nil
        }
        readMembers[index] = true
        return object.members[index].value
    }

    /// The member's value as written, when the object has it, without
    /// offering the key to "did you mean" when it is absent: a key almost
    /// no input has (`$schema`), read on every input without allocating.
    package func presentValue(_ key: String) -> JSONValue? {
        guard let index = index(of: key) else { return nil }
        readMembers[index] = true
        return object.members[index].value
    }

    /// The position of the member `key`, trying ``currentMember`` first.
    func index(of key: String) -> Int? {
        if let current = currentMember, object.members[current].key == key { return current }
        return JSONObject.index(of: key, in: object.members)
    }

    /// The keys nobody read, in document order.
    package var unreadKeys: [String] { object.members.indices.filter { !readMembers[$0] }.map { object.members[$0].key } }

    /// Warnings for the keys nobody read, in document order.
    package func unknownKeys() -> [CardLayoutWarning] {
        unreadKeys.map { .unknownKey(at: path($0).description) }
    }

    // MARK: - Typed members

    package func object(_ key: String) throws(CardLayoutError) -> ObjectReader? {
        guard let value = value(key) else { return nil }
        return try ObjectReader(
            value, location: .member(of: self, key: key), warnings: warnings, environmentReading: environmentReading)
    }

    package func requiredObject(_ key: String, allowed: String = "an object") throws(CardLayoutError) -> ObjectReader {
        guard let reader = try object(key) else { throw .missing(path(key), allowed: allowed) }
        return reader
    }

    package func array(_ key: String) throws(CardLayoutError) -> [JSONValue]? {
        guard let value = value(key) else { return nil }
        guard case .array(let elements) = value else { throw .invalid(path(key), value, allowed: "an array") }
        return elements
    }

    package func number(_ key: String) throws(CardLayoutError) -> Double? {
        guard let value = value(key) else { return nil }
        guard case .number(let number) = value else { throw .invalid(path(key), value, allowed: "a number") }
        return number
    }

    /// A number in `range`; anything else (another type included) is an
    /// error that names the range.
    package func number(_ key: String, _ range: NumberRange) throws(CardLayoutError) -> Double? {
        guard let value = value(key) else { return nil }
        guard case .number(let number) = value else {
            throw .invalid(path(key), value, allowed: range == .finite ? range.allowed : "a number " + range.allowed)
        }
        try range.check(number, at: path(key))
        return number
    }

    /// An integer (a number without a fraction, `2.0` is 2) in `range`.
    package func integer(_ key: String, in range: ClosedRange<Int>) throws(CardLayoutError) -> Int? {
        guard let value = value(key) else { return nil }
        guard case .number(let number) = value, let integer = Int(exactly: number), range.contains(integer) else {
            throw .invalid(path(key), value, allowed: "an integer \(range.lowerBound)...\(range.upperBound)")
        }
        return integer
    }

    /// An integer from `allowed` (a number such as 600 or 600.0).
    package func integer(_ key: String, in allowed: [Int]) throws(CardLayoutError) -> Int? {
        guard let value = value(key) else { return nil }
        guard case .number(let number) = value, let integer = Int(exactly: number), allowed.contains(integer) else {
            throw .invalid(path(key), value, allowed: "one of " + allowed.map(String.init).joined(separator: ", "))
        }
        return integer
    }

    package func bool(_ key: String) throws(CardLayoutError) -> Bool? {
        guard let value = value(key) else { return nil }
        guard case .bool(let bool) = value else { throw .invalid(path(key), value, allowed: "true or false") }
        return bool
    }

    package func string(_ key: String) throws(CardLayoutError) -> String? {
        guard let value = value(key) else { return nil }
        // The path is made only for the error.
        guard case .string(let string) = value else { throw .invalid(path(key), value, allowed: "a string") }
        return string
    }

    package static func string(_ value: JSONValue, at path: JSONPath) throws(CardLayoutError) -> String {
        guard case .string(let string) = value else { throw .invalid(path, value, allowed: "a string") }
        return string
    }

    /// One of an enumeration's JSON names. Unspecialized, every call looks
    /// up generic metadata (a tenth of reading a Storyteller input), and
    /// other modules get no specialization of their own: Swift 6.3 does not
    /// specialize a `package` type's generic method across modules, even
    /// `@inlinable` or `@_alwaysEmitIntoClient` (the body is not offered to
    /// their optimizer; a `public` type's is). So the enumerations every
    /// kind reads (the text layer's and the environment's) have exported
    /// specializations here, and a system reads its own hot enumerations
    /// through a generic of its own module, which its optimizer does
    /// specialize, with ``notAChoice(_:_:names:)`` for the error.
    @inlinable
    @_specialize(exported: true, where Choice == TextFitting)
    @_specialize(exported: true, where Choice == TextAlignment)
    @_specialize(exported: true, where Choice == TextCase)
    @_specialize(exported: true, where Choice == ContentSizeCategory)
    @_specialize(exported: true, where Choice == ColorScheme)
    @_specialize(exported: true, where Choice == LayoutDirection)
    package func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, _: Choice.Type) throws(CardLayoutError)
        -> Choice?
    where Choice.RawValue == String {
        guard let value = value(key) else { return nil }
        guard case .string(let name) = value, let choice = Choice(rawValue: name) else {
            throw notAChoice(key, value, names: Choice.allCases.map(\.rawValue))
        }
        return choice
    }

    /// The error for a member whose value is none of the JSON names `names`.
    package func notAChoice(_ key: String, _ value: JSONValue, names: [String]) -> CardLayoutError {
        .invalid(path(key), value, allowed: "one of " + names.joined(separator: ", "))
    }

    /// A color, `#RRGGBB` or `#RRGGBBAA`.
    package func literalColor(_ key: String) throws(CardLayoutError) -> RGBAColor? {
        guard let value = value(key) else { return nil }
        guard case .string(let text) = value, let color = RGBAColor(hex: text) else {
            throw .invalid(path(key), value, allowed: Self.colorFormat)
        }
        return color
    }

    /// A color, or `{ "light": color, "dark": color }` (both keys required).
    package func dynamicColor(_ key: String) throws(CardLayoutError) -> DynamicColor? {
        guard let value = value(key) else { return nil }
        return try DynamicColor(value, at: path(key), warnings: warnings)
    }

    package static let colorFormat = "a color #RRGGBB or #RRGGBBAA"
}
