import CardText

/// One card system: how its input is read and laid out. Each kind's folder
/// holds one conforming type (`StorytellerCardsSystem`, …); the engine's
/// dispatch (``CardLayoutEngine/layout(json:includesGlyphs:)``) picks it by the input's
/// `kind`. The shared core (environment, JSON reading, Dynamic Type,
/// colors, snapping, text blocks, output) knows nothing of any one system.
package protocol LayoutSystem {
    associatedtype Input: KindInput
    associatedtype Output: KindLayout & JSONWritable

    /// Reads and checks the input document (`root` is its top-level object,
    /// whose `kind` the dispatch has already read).
    static func decode(_ root: ObjectReader) throws(CardLayoutError) -> Input

    /// Whether an input that leaves `kind` out (or gives null) is this
    /// system's: true for the one default kind (SharedConventions article,
    /// "Choosing the kind").
    static var readsInputWithoutKind: Bool { get }

    /// The validation step: checks every range and rule a value of `Input`
    /// can break, naming the JSON path of the first value out of range, from
    /// the input's field descriptions. The engine runs it before every
    /// layout (``CardLayoutEngine/run(_:_:_:)``), for an input built in
    /// Swift, read from JSON, or given another environment (the matrix, the
    /// CLI's overrides): one place, whoever made the value. Reading checks
    /// each value as it meets it too, with the same descriptions, so that a
    /// document's first error in document order is the one reported
    /// (SharedConventions article, "Errors and warnings"). Rules that need the
    /// layout's figures stay in `layout`. The default is the input's own
    /// `validate()` (`KindInput`), which every kind's input declares.
    static func validate(_ input: Input) throws(CardLayoutError)

    /// The rules of ``validate(_:)`` that read nothing of the input's
    /// environment (its theme's ranges, its ids): what laying one input out
    /// in many environments (a device matrix) checks once. The default
    /// checks nothing.
    static func validateIndependentOfEnvironment(_ input: Input) throws(CardLayoutError)

    /// ``validate(_:)`` for an input that passed
    /// ``validateIndependentOfEnvironment(_:)``: the remaining rules, in
    /// `validate`'s order, so that it throws exactly what `validate` throws
    /// for that input in any environment. The default runs `validate`.
    static func validateDependingOnEnvironment(_ input: Input) throws(CardLayoutError)

    /// Lays out a validated input.
    static func layout(_ input: Input, in context: LayoutContext) throws(CardLayoutError) -> Output

    /// What of the environment's color scheme and layout direction the
    /// kind's geometry reads: its frames, lines, sizes, marks, errors,
    /// everything but what ``resolved(_:for:)`` sets. In a batch of
    /// environments of one input
    /// (``CardLayoutEngine/layout(_:in:includesGlyphs:_:)``), environments that differ
    /// only in the aspects left out share one layout. The default is both:
    /// each environment is laid out.
    static var geometryReads: EnvironmentAspects { get }

    /// `shared`, the layout of `input` in an environment that differs from
    /// `input.environment` only in aspects ``geometryReads`` leaves out,
    /// with what those aspects decide resolved for `input.environment`
    /// (the colors of its scheme): what ``layout(_:in:)`` gives for
    /// `input`. `nil` lays `input` out instead (the default).
    static func resolved(_ shared: Output, for input: Input) -> Output?

    /// The input's fields and the output's, described once: the JSON
    /// Schemas, the reference tables and the known keys come from it
    /// (docs/field-descriptions.md).
    static var kindDescription: KindDescription { get }
}

extension LayoutSystem {
    package static var readsInputWithoutKind: Bool { false }

    package static func validate(_ input: Input) throws(CardLayoutError) {
        try input.validate()
    }

    package static func validateIndependentOfEnvironment(_ input: Input) throws(CardLayoutError) {}

    package static func validateDependingOnEnvironment(_ input: Input) throws(CardLayoutError) {
        try validate(input)
    }

    package static var geometryReads: EnvironmentAspects { .all }

    package static func resolved(_ shared: Output, for input: Input) -> Output? { nil }

    /// Reads an input document of this system's kind, its `environment`
    /// with `environmentReading`'s overrides.
    package static func decode(json value: JSONValue, environmentReading: EnvironmentReading = .none)
        throws(CardLayoutError) -> Input
    {
        guard case .object = value else { throw .invalid(.root, value, allowed: "an object") }
        return try decode(tape: JSONTape(value), environmentReading: environmentReading)
    }

    /// Reads an input document of this system's kind from its tape, its
    /// `environment` with `environmentReading`'s overrides.
    package static func decode(tape: JSONTape, environmentReading: EnvironmentReading = .none)
        throws(CardLayoutError) -> Input
    {
        guard tape.kind(at: 0) == .object else { throw .invalid(.root, tape.root, allowed: "an object") }
        let kind = tape.member(MemberKey.kind)
        switch kind.map(tape.kind(at:)) {
        case .string? where tape.text(at: kind!, equals: Output.kind.rawValue):
            break
        case nil, .null?:
            guard readsInputWithoutKind else {
                throw .missing(JSONPath("kind"), allowed: "\"\(Output.kind)\" for this input")
            }
        case _?:
            throw .invalid(JSONPath("kind"), tape.value(at: kind!), allowed: "\"\(Output.kind)\" for this input")
        }
        let root: ObjectReader
        if environmentReading.isEmpty || tape.member(MemberKey.environment).map({ tape.kind(at: $0) != .null }) == true {
            root = try ObjectReader(tape: tape, at: .root, environmentReading: environmentReading)
        } else {
            root = try ObjectReader(givingEnvironment(tape.root), at: .root, environmentReading: environmentReading)
        }
        // Marked read: the kinds' readers pass it over. Not offered to "did
        // you mean" when absent (the root's suggestions come from its
        // description), which spares most inputs an allocation; not looked
        // for again when the lookup above found none.
        if kind != nil { _ = root.presentValue(MemberKey.kind) }
        try CommonFields.readSchema(root)
        return try decode(root)
    }

    /// A document that leaves `environment` out (or gives null) reads as
    /// one whose environment is empty and comes first, so that the
    /// overrides can supply it.
    private static func givingEnvironment(_ value: JSONValue) -> JSONValue {
        guard case .object(let root) = value else { return value }
        var members = root.members
        if let index = members.firstIndex(where: { $0.key == "environment" }) {
            guard members[index].value == .null else { return value }
            members[index].value = .object(JSONObject())
        } else {
            members.insert(JSONObject.Member(key: "environment", value: .object(JSONObject())), at: 0)
        }
        return .object(JSONObject(members))
    }
}

extension CardLayoutEngine {
    /// `input` laid out `width` wide (without glyphs), its environment's
    /// height left out when `freeingHeight`: what each kind's public
    /// `height(for:width:)` takes its height from.
    package func layout<System: LayoutSystem>(
        _: System.Type, _ input: System.Input, width: Double, freeingHeight: Bool
    ) throws(CardLayoutError) -> System.Output {
        var input = input
        input.environment.width = width
        if freeingHeight { input.environment.height = nil }
        return try run(System.self, input, context(includesGlyphs: false))
    }
}

/// What a system lays out with: the engine's text layer and the options of
/// this call.
package struct LayoutContext: Sendable {
    package let measurer: TextMeasurer
    /// The registry's families.
    package let families: Set<String>
    /// Whether text lines carry their glyphs (for drawing).
    package let includesGlyphs: Bool
    /// The paragraphs shaped in this run of layouts (a batch of
    /// environments), kept until it ends; `nil` outside one.
    package var paragraphs: ParagraphPins?

    package init(measurer: TextMeasurer, families: Set<String>, includesGlyphs: Bool, paragraphs: ParagraphPins? = nil) {
        self.measurer = measurer
        self.families = families
        self.includesGlyphs = includesGlyphs
        self.paragraphs = paragraphs
    }

    /// The placer for texts laid out in `environment`.
    package func textPlacer(for environment: LayoutEnvironment) -> TextBlockPlacer {
        TextBlockPlacer(
            measurer: measurer, environment: environment, includesGlyphs: includesGlyphs, paragraphs: paragraphs)
    }

    /// Throws unless the registry has `family`, naming where it was written.
    package func checkFamily(_ family: String, at path: @autoclosure () -> JSONPath) throws(CardLayoutError) {
        guard families.contains(family) else {
            let families = measurer.fonts.families
            throw CardLayoutError(
                kind: .invalidValue, path: path().description, value: JSONValue.string(family).errorText,
                allowed: "one of the registered font families (\(families.joined(separator: ", ")))",
                textError: .unknownFamily(family, available: families))
        }
    }
}
