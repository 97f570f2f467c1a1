import CardText

/// Reads the members of one JSON object, remembering which keys were read
/// so that the others can be reported as unknown.
///
/// A member whose value is `null` reads as absent: a property given as null
/// takes its default.
///
/// A value: the reader of a nested object is made without allocating, its
/// state kept at its depth in what the document's readers share
/// (``DocumentReading``), and its path made only when asked (for an error
/// or a warning).
package struct ObjectReader {
    /// What the document's readers share.
    private let document: DocumentReading
    /// How deep the object is: 0 for a reader made by ``init(_:at:warnings:environmentReading:)``.
    private let depth: Int
    /// The number ``DocumentReading`` gave this reader's object at its depth.
    private let generation: Int
    private let object: JSONObject
    /// Whether the object is the document's root.
    let isRoot: Bool

    /// Where the object is in the document.
    package var path: JSONPath {
        // The steps from this object up to the nearest level whose path is
        // given in full, each level checked to be the one this reader's
        // object is in.
        var steps: [JSONPath.Component] = []
        var depth = self.depth
        var generation = self.generation
        while true {
            let level = document.level(depth)
            precondition(level.pointee.generation == generation, "an object's reader used after another took its depth")
            switch level.pointee.location {
            case .path(let base):
                var path = base
                for step in steps.reversed() {
                    switch step {
                    case .key(let key): path = path.appending(key)
                    case .index(let index): path = path.appending(index: index)
                    }
                }
                return path
            case .key(let key):
                steps.append(.key(key))
            case .element(let key, let index):
                steps.append(.index(index))
                steps.append(.key(key))
            }
            generation = level.pointee.parentGeneration
            depth -= 1
        }
    }

    /// Where ``finish()`` reports unknown keys; shared by the readers of
    /// nested objects.
    package var warnings: WarningLog { document.warnings }
    /// The overrides `environment` is read with; shared by nested readers.
    package var environmentReading: EnvironmentReading { document.environmentReading }
    /// The members, in document order.
    var members: [JSONObject.Member] { object.members }
    /// The object as written.
    package var value: JSONValue { .object(object) }

    /// The member ``readMembers(known:_:)`` is at: the one a lookup tries
    /// first (a member is most often read by its own key).
    var currentMember: Int? {
        get { level.pointee.currentMember }
        nonmutating set { level.pointee.currentMember = newValue }
    }

    /// This reader's level, checked to be its own: a reader used after
    /// another took its depth is a mistake in the reading code, never in
    /// the input, and stops the program.
    private var level: UnsafeMutablePointer<Level> {
        @inline(__always) get {
            let level = document.level(depth)
            precondition(level.pointee.generation == generation, "an object's reader used after another took its depth")
            return level
        }
    }

    package init(
        _ value: JSONValue, at path: JSONPath, warnings: WarningLog = WarningLog(),
        environmentReading: EnvironmentReading = .none
    ) throws(CardLayoutError) {
        guard case .object(let object) = value else { throw .invalid(path, value, allowed: "an object") }
        let document = DocumentReading(warnings: warnings, environmentReading: environmentReading)
        self.init(
            object, document: document, depth: 0, location: .path(path), parentGeneration: 0, isRoot: path == .root)
    }

    /// The reader of `object`, opened at `depth` of `document`.
    private init(
        _ object: JSONObject, document: DocumentReading, depth: Int, location: Location, parentGeneration: Int,
        isRoot: Bool = false
    ) {
        self.object = object
        self.document = document
        self.depth = depth
        self.isRoot = isRoot
        generation = document.open(
            depth: depth, location: location, parentGeneration: parentGeneration, count: object.members.count)
    }

    /// The reader of the object `value`, nested in this one at `location`.
    private func nested(_ value: JSONValue, at location: Location) throws(CardLayoutError) -> ObjectReader {
        guard case .object(let object) = value else {
            let path: JSONPath =
                switch location {
                case .path(let path): path
                case .key(let key): self.path(key)
                case .element(let key, let index): self.path(key).appending(index: index)
                }
            throw .invalid(path, value, allowed: "an object")
        }
        return ObjectReader(
            object, document: document, depth: depth + 1, location: location, parentGeneration: generation)
    }

    /// A reader of a nested object value, sharing this reader's warnings
    /// and environment overrides.
    package func reader(_ value: JSONValue, at path: JSONPath) throws(CardLayoutError) -> ObjectReader {
        try nested(value, at: .path(path))
    }

    /// The reader of `value`, the element at `index` of this object's
    /// array member `key`: ``reader(_:at:)`` at `key[index]`, its path made
    /// only when asked.
    package func element(_ value: JSONValue, of key: String, at index: Int) throws(CardLayoutError) -> ObjectReader {
        try nested(value, at: .element(of: key, at: index))
    }

    /// The reader of `value`, this object's member `key`, read before:
    /// ``object(_:)`` for a value in hand.
    package func reader(_ value: JSONValue, ofMember key: String) throws(CardLayoutError) -> ObjectReader {
        try nested(value, at: .key(key))
    }

    /// Reports the keys nobody read as unknown (each once), each naming the
    /// closest key that was asked for and is absent, when one is close
    /// (``KeySuggestion``).
    package func finish() {
        guard level.pointee.marks.hasUnmarked else { return }
        var asked: Set<String>?
        for key in unreadKeys {
            if asked == nil { asked = Set(level.pointee.absentKeysAsked) }
            warnings.append(.unknownKey(at: path(key).description, suggesting: KeySuggestion.nearest(to: key, among: asked!)))
        }
        level.pointee.marks.markAll()
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
        let level = self.level
        guard let index = index(of: key, current: level.pointee.currentMember) else {
            if level.pointee.marks.hasUnmarked {
                // Room for a usual object's absent keys at once.
                if level.pointee.absentKeysAsked.capacity == 0 { level.pointee.absentKeysAsked.reserveCapacity(16) }
                level.pointee.absentKeysAsked.append(key)
            }
            return nil
        }
        level.pointee.marks.mark(index)
        return object.members[index].value
    }

    /// The member's value as written, when the object has it, without
    /// offering the key to "did you mean" when it is absent: a key almost
    /// no input has (`$schema`), read on every input without allocating.
    package func presentValue(_ key: String) -> JSONValue? {
        let level = self.level
        guard let index = index(of: key, current: level.pointee.currentMember) else { return nil }
        level.pointee.marks.mark(index)
        return object.members[index].value
    }

    /// The position of the member `key`, trying ``currentMember`` first.
    func index(of key: String) -> Int? { index(of: key, current: currentMember) }

    /// The position of the member `key`, trying `current` first.
    @inline(__always)
    private func index(of key: String, current: Int?) -> Int? {
        if let current, object.members[current].key == key { return current }
        return JSONObject.index(of: key, in: object.members)
    }

    /// The keys nobody read, in document order.
    package var unreadKeys: [String] {
        let marks = level.pointee.marks
        return object.members.indices.filter { !marks[$0] }.map { object.members[$0].key }
    }

    /// Warnings for the keys nobody read, in document order.
    package func unknownKeys() -> [CardLayoutWarning] {
        unreadKeys.map { .unknownKey(at: path($0).description) }
    }

    // MARK: - Typed members

    package func object(_ key: String) throws(CardLayoutError) -> ObjectReader? {
        guard let value = value(key) else { return nil }
        return try nested(value, at: .key(key))
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
