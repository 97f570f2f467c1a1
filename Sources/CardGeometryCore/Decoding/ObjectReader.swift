import CardText

/// Reads the members of one JSON object, remembering which keys were read
/// so that the others can be reported as unknown.
///
/// A member whose value is `null` reads as absent: a property given as null
/// takes its default.
///
/// A value: the object is read where the parser wrote it (a ``JSONTape``),
/// without a tree; a member becomes a ``JSONValue`` only when asked for one
/// (``value(_:)``). The reader of a nested object is made without
/// allocating, its state kept at its depth in what the document's readers
/// share (``DocumentReading``), and its path made only when asked (for an
/// error or a warning).
package struct ObjectReader {
    /// What the document's readers share, its tape included.
    private let document: DocumentReading
    /// How deep the object is: 0 for a reader made by ``init(_:at:warnings:environmentReading:)``.
    private let depth: Int
    /// The number ``DocumentReading`` gave this reader's object at its depth.
    private let generation: Int
    /// The object's entry on the tape.
    private let begin: Int
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
            case .member(let keyEntry):
                steps.append(.key(document.tape.text(at: keyEntry)))
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
    /// The document's tape.
    var tape: JSONTape { document.tape }
    /// How many members the object has.
    var memberCount: Int { tape.containerCount(at: begin) }
    /// The tape entry of the object's first key (when it has one).
    var firstKey: Int { begin + 1 }
    /// The object as written.
    package var value: JSONValue { tape.value(at: begin) }

    /// The member ``readMembers(known:_:)`` is at: the one a lookup tries
    /// first (a member is most often read by its own key).
    var currentMember: Int? {
        get { level.pointee.currentMember }
        nonmutating set { level.pointee.currentMember = newValue }
    }

    /// Makes the member at `position`, whose key is the tape's entry `key`
    /// (its number `keyID`, ``JSONTape/keyID(at:)``), the current one.
    func setCurrent(_ position: Int, key: Int, keyID: Int) {
        let level = self.level
        level.pointee.currentMember = position
        level.pointee.currentKey = key
        level.pointee.currentKeyID = keyID
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

    /// The reader of a tree in hand (a caller's document, a value a hook
    /// holds): it is written onto a tape of its own first.
    package init(
        _ value: JSONValue, at path: JSONPath, warnings: WarningLog = WarningLog(),
        environmentReading: EnvironmentReading = .none
    ) throws(CardLayoutError) {
        guard case .object = value else { throw .invalid(path, value, allowed: "an object") }
        try self.init(tape: JSONTape(value), at: path, warnings: warnings, environmentReading: environmentReading)
    }

    /// The reader of the value at `index` of `tape` (the root by
    /// default), which is at `path`.
    package init(
        tape: JSONTape, index: Int = 0, at path: JSONPath, warnings: WarningLog = WarningLog(),
        environmentReading: EnvironmentReading = .none
    ) throws(CardLayoutError) {
        guard tape.kind(at: index) == .object else { throw .invalid(path, tape.value(at: index), allowed: "an object") }
        let document = DocumentReading(tape: tape, warnings: warnings, environmentReading: environmentReading)
        self.init(
            at: index, document: document, depth: 0, location: .path(path), parentGeneration: 0, isRoot: path == .root)
    }

    /// The reader of the object at `begin`, opened at `depth` of `document`.
    private init(
        at begin: Int, document: DocumentReading, depth: Int, location: Location, parentGeneration: Int,
        isRoot: Bool = false
    ) {
        self.begin = begin
        self.document = document
        self.depth = depth
        self.isRoot = isRoot
        generation = document.open(
            depth: depth, location: location, parentGeneration: parentGeneration,
            count: document.tape.containerCount(at: begin))
    }

    /// The path of `location`, a place nested in this object.
    private func path(of location: Location) -> JSONPath {
        switch location {
        case .path(let path): path
        case .key(let key): self.path(key)
        case .member(let keyEntry): self.path(tape.text(at: keyEntry))
        case .element(let key, let index): self.path(key).appending(index: index)
        }
    }

    /// The reader of the object at `index` of the tape, nested in this one
    /// at `location`.
    private func nested(at index: Int, _ location: Location) throws(CardLayoutError) -> ObjectReader {
        guard tape.kind(at: index) == .object else {
            throw .invalid(path(of: location), tape.value(at: index), allowed: "an object")
        }
        return ObjectReader(
            at: index, document: document, depth: depth + 1, location: location, parentGeneration: generation)
    }

    /// The reader of `value`, nested in this one at `location`: on this
    /// document's tape without a tree; a value from elsewhere is read from
    /// a tape of its own, sharing the warnings and overrides.
    private func nested(_ value: JSONTapeValue, at location: Location) throws(CardLayoutError) -> ObjectReader {
        guard value.tape === document.tape else {
            return try ObjectReader(
                tape: value.tape, index: value.index, at: path(of: location), warnings: warnings,
                environmentReading: environmentReading)
        }
        return try nested(at: value.index, location)
    }

    /// The reader of the tree `value`, nested in this one at `location`.
    private func nested(_ value: JSONValue, at location: Location) throws(CardLayoutError) -> ObjectReader {
        guard case .object = value else { throw .invalid(path(of: location), value, allowed: "an object") }
        return try ObjectReader(
            tape: JSONTape(value), at: path(of: location), warnings: warnings, environmentReading: environmentReading)
    }

    /// A reader of a nested object value, sharing this reader's warnings
    /// and environment overrides.
    package func reader(_ value: JSONValue, at path: JSONPath) throws(CardLayoutError) -> ObjectReader {
        try nested(value, at: .path(path))
    }

    /// ``reader(_:at:)`` for a value on the tape.
    package func reader(_ value: JSONTapeValue, at path: JSONPath) throws(CardLayoutError) -> ObjectReader {
        try nested(value, at: .path(path))
    }

    /// The reader of `value`, the element at `index` of this object's
    /// array member `key`: ``reader(_:at:)`` at `key[index]`, its path made
    /// only when asked.
    package func element(_ value: JSONTapeValue, of key: String, at index: Int) throws(CardLayoutError) -> ObjectReader {
        try nested(value, at: .element(of: key, at: index))
    }

    /// ``element(_:of:at:)`` for a tree in hand.
    package func element(_ value: JSONValue, of key: String, at index: Int) throws(CardLayoutError) -> ObjectReader {
        try nested(value, at: .element(of: key, at: index))
    }

    /// The reader of `value`, this object's member `key`, read before:
    /// ``object(_:)`` for a value in hand.
    package func reader(_ value: JSONTapeValue, ofMember key: String) throws(CardLayoutError) -> ObjectReader {
        try nested(value, at: .key(key))
    }

    /// ``reader(_:ofMember:)`` for a tree in hand.
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

    /// The tape entry of the member `key`'s value, marked read; `nil` when
    /// absent (the key then offered to "did you mean").
    @inline(__always)
    private func entry(_ key: MemberKey) -> Int? {
        let level = self.level
        guard let found = find(key, current: level) else {
            if level.pointee.marks.hasUnmarked {
                // Room for a usual object's absent keys at once.
                if level.pointee.absentKeysAsked.capacity == 0 { level.pointee.absentKeysAsked.reserveCapacity(16) }
                level.pointee.absentKeysAsked.append(key.name)
            }
            return nil
        }
        level.pointee.marks.mark(found.position)
        return found.key + 1
    }

    /// ``entry(_:)``, `nil` also for `null`.
    @inline(__always)
    private func presentEntry(_ key: MemberKey) -> Int? {
        guard let entry = entry(key), tape.kind(at: entry) != .null else { return nil }
        return entry
    }

    /// The member's value; `nil` when it is absent or null.
    package func value(_ key: String) -> JSONValue? { value(MemberKey(key)) }

    /// ``value(_:)`` for a key that may have its number.
    package func value(_ key: MemberKey) -> JSONValue? {
        presentEntry(key).map(tape.value(at:))
    }

    /// The member's value where it is written, for reading without a
    /// tree; `nil` when it is absent or null.
    package func member(_ key: String) -> JSONTapeValue? { member(MemberKey(key)) }

    /// ``member(_:)`` for a key that may have its number.
    package func member(_ key: MemberKey) -> JSONTapeValue? {
        presentEntry(key).map { JSONTapeValue(tape: tape, index: $0) }
    }

    /// The member's value as written (`null` included); `nil` when absent.
    package func rawValue(_ key: String) -> JSONValue? { rawValue(MemberKey(key)) }

    /// ``rawValue(_:)`` for a key that may have its number.
    package func rawValue(_ key: MemberKey) -> JSONValue? {
        entry(key).map(tape.value(at:))
    }

    /// Marks the member `key` read, whatever its value; whether the object has it.
    @discardableResult
    package func pass(over key: String) -> Bool {
        entry(MemberKey(key)) != nil
    }

    /// The member's value as written, when the object has it, without
    /// offering the key to "did you mean" when it is absent: a key almost
    /// no input has (`$schema`), read on every input without allocating.
    package func presentValue(_ key: MemberKey) -> JSONValue? {
        let level = self.level
        guard let found = find(key, current: level) else { return nil }
        level.pointee.marks.mark(found.position)
        return tape.value(at: found.key + 1)
    }

    /// The position of the member `key`, trying ``currentMember`` first.
    func index(of key: String) -> Int? { find(MemberKey(key), current: level)?.position }

    /// The position of the member `key` and its key's entry, trying the
    /// level's current member first: by the keys' numbers when both have
    /// one (a field's key and a key the key table holds), else by text.
    @inline(__always)
    private func find(_ key: MemberKey, current level: UnsafeMutablePointer<Level>) -> (position: Int, key: Int)? {
        let tape = self.tape
        if let current = level.pointee.currentMember {
            let currentID = level.pointee.currentKeyID
            if key.id >= 0, currentID >= 0 {
                if key.id == currentID { return (current, level.pointee.currentKey) }
            } else if tape.text(at: level.pointee.currentKey, equals: key.name) {
                return (current, level.pointee.currentKey)
            }
        }
        var entry = begin + 1
        for position in 0..<tape.containerCount(at: begin) {
            if tape.key(at: entry, is: key) { return (position, entry) }
            entry = tape.next(after: entry + 1)
        }
        return nil
    }

    /// The keys nobody read, in document order.
    package var unreadKeys: [String] {
        let marks = level.pointee.marks
        let tape = self.tape
        var keys: [String] = []
        var entry = begin + 1
        for position in 0..<tape.containerCount(at: begin) {
            if !marks[position] { keys.append(tape.text(at: entry)) }
            entry = tape.next(after: entry + 1)
        }
        return keys
    }

    /// Warnings for the keys nobody read, in document order.
    package func unknownKeys() -> [CardLayoutWarning] {
        unreadKeys.map { .unknownKey(at: path($0).description) }
    }

    // MARK: - Typed members

    package func object(_ key: String) throws(CardLayoutError) -> ObjectReader? { try object(MemberKey(key)) }

    package func object(_ key: MemberKey) throws(CardLayoutError) -> ObjectReader? {
        guard let entry = presentEntry(key) else { return nil }
        // The key held as its entry, the one before the value's.
        return try nested(at: entry, .member(keyEntry: entry - 1))
    }

    package func requiredObject(_ key: String, allowed: String = "an object") throws(CardLayoutError) -> ObjectReader {
        guard let reader = try object(key) else { throw .missing(path(key), allowed: allowed) }
        return reader
    }

    /// The member's elements where they are written (each made a tree only
    /// when asked); `nil` when absent or null.
    package func array(_ key: String) throws(CardLayoutError) -> JSONTapeElements? { try array(MemberKey(key)) }

    package func array(_ key: MemberKey) throws(CardLayoutError) -> JSONTapeElements? {
        guard let entry = presentEntry(key) else { return nil }
        guard tape.kind(at: entry) == .array else {
            throw .invalid(path(key.name), tape.value(at: entry), allowed: "an array")
        }
        return JSONTapeElements(tape: tape, index: entry)
    }

    package func number(_ key: String) throws(CardLayoutError) -> Double? { try number(MemberKey(key)) }

    package func number(_ key: MemberKey) throws(CardLayoutError) -> Double? {
        guard let entry = presentEntry(key) else { return nil }
        guard tape.kind(at: entry) == .number else {
            throw .invalid(path(key.name), tape.value(at: entry), allowed: "a number")
        }
        return tape.number(at: entry)
    }

    /// A number in `range`; anything else (another type included) is an
    /// error that names the range.
    package func number(_ key: String, _ range: NumberRange) throws(CardLayoutError) -> Double? {
        try number(MemberKey(key), range)
    }

    package func number(_ key: MemberKey, _ range: NumberRange) throws(CardLayoutError) -> Double? {
        guard let entry = presentEntry(key) else { return nil }
        guard tape.kind(at: entry) == .number else {
            throw .invalid(
                path(key.name), tape.value(at: entry), allowed: range == .finite ? range.allowed : "a number " + range.allowed)
        }
        let number = tape.number(at: entry)
        try range.check(number, at: path(key.name))
        return number
    }

    /// An integer (a number without a fraction, `2.0` is 2) in `range`.
    package func integer(_ key: String, in range: ClosedRange<Int>) throws(CardLayoutError) -> Int? {
        try integer(MemberKey(key), in: range)
    }

    package func integer(_ key: MemberKey, in range: ClosedRange<Int>) throws(CardLayoutError) -> Int? {
        guard let entry = presentEntry(key) else { return nil }
        guard tape.kind(at: entry) == .number, let integer = Int(exactly: tape.number(at: entry)), range.contains(integer)
        else {
            throw .invalid(
                path(key.name), tape.value(at: entry), allowed: "an integer \(range.lowerBound)...\(range.upperBound)")
        }
        return integer
    }

    /// An integer from `allowed` (a number such as 600 or 600.0).
    package func integer(_ key: String, in allowed: [Int]) throws(CardLayoutError) -> Int? {
        try integer(MemberKey(key), in: allowed)
    }

    package func integer(_ key: MemberKey, in allowed: [Int]) throws(CardLayoutError) -> Int? {
        guard let entry = presentEntry(key) else { return nil }
        guard tape.kind(at: entry) == .number, let integer = Int(exactly: tape.number(at: entry)),
            allowed.contains(integer)
        else {
            throw .invalid(
                path(key.name), tape.value(at: entry), allowed: "one of " + allowed.map(String.init).joined(separator: ", "))
        }
        return integer
    }

    package func bool(_ key: String) throws(CardLayoutError) -> Bool? { try bool(MemberKey(key)) }

    package func bool(_ key: MemberKey) throws(CardLayoutError) -> Bool? {
        guard let entry = presentEntry(key) else { return nil }
        switch tape.kind(at: entry) {
        case .true: return true
        case .false: return false
        default: throw .invalid(path(key.name), tape.value(at: entry), allowed: "true or false")
        }
    }

    package func string(_ key: String) throws(CardLayoutError) -> String? { try string(MemberKey(key)) }

    package func string(_ key: MemberKey) throws(CardLayoutError) -> String? {
        guard let entry = presentEntry(key) else { return nil }
        // The path is made only for the error.
        guard tape.kind(at: entry) == .string else {
            throw .invalid(path(key.name), tape.value(at: entry), allowed: "a string")
        }
        return tape.text(at: entry)
    }

    package static func string(_ value: JSONValue, at path: JSONPath) throws(CardLayoutError) -> String {
        guard case .string(let string) = value else { throw .invalid(path, value, allowed: "a string") }
        return string
    }

    package static func string(_ value: JSONTapeValue, at path: JSONPath) throws(CardLayoutError) -> String {
        guard let string = value.string else { throw .invalid(path, value.jsonValue, allowed: "a string") }
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
    package func choice<Choice: RawRepresentable & CaseIterable>(_ key: MemberKey, _: Choice.Type) throws(CardLayoutError)
        -> Choice?
    where Choice.RawValue == String {
        guard let value = member(key) else { return nil }
        // Each name compared with the value where it is written (most
        // differ in length), then, for a value none matches byte for byte,
        // the enumeration's own comparison of strings.
        for choice in Choice.allCases where value.isString(choice.rawValue) { return choice }
        guard let name = value.string, let choice = Choice(rawValue: name) else {
            throw notAChoice(key.name, value.jsonValue, names: Choice.allCases.map(\.rawValue))
        }
        return choice
    }

    /// The error for a member whose value is none of the JSON names `names`.
    package func notAChoice(_ key: String, _ value: JSONValue, names: [String]) -> CardLayoutError {
        .invalid(path(key), value, allowed: "one of " + names.joined(separator: ", "))
    }

    /// A color, `#RRGGBB` or `#RRGGBBAA`.
    package func literalColor(_ key: String) throws(CardLayoutError) -> RGBAColor? {
        try literalColor(MemberKey(key))
    }

    package func literalColor(_ key: MemberKey) throws(CardLayoutError) -> RGBAColor? {
        guard let value = member(key) else { return nil }
        guard let text = value.string, let color = RGBAColor(hex: text) else {
            throw .invalid(path(key.name), value.jsonValue, allowed: Self.colorFormat)
        }
        return color
    }

    /// A color, or `{ "light": color, "dark": color }` (both keys required).
    package func dynamicColor(_ key: String) throws(CardLayoutError) -> DynamicColor? {
        try dynamicColor(MemberKey(key))
    }

    package func dynamicColor(_ key: MemberKey) throws(CardLayoutError) -> DynamicColor? {
        guard let value = member(key) else { return nil }
        if value.kind == .object {
            return try DynamicColor(reading: nested(at: value.index, .member(keyEntry: value.index - 1)))
        }
        return try DynamicColor(value.jsonValue, at: path(key.name), warnings: warnings)
    }

    package static let colorFormat = "a color #RRGGBB or #RRGGBBAA"
}
