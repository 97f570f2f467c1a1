import CardGeometryCore

/// An input of any kind, read and checked once: what
/// ``CardLayoutEngine/input(json:replacing:fillingMissing:)`` returns and
/// ``CardLayoutEngine/layout(_:includesGlyphs:)-(LayoutInput,_)`` lays out.
///
/// Set its ``environment`` to lay the same input out elsewhere (a device
/// matrix, a preview's tiles): nothing is read again.
public struct LayoutInput: Hashable, Sendable {
    /// The kind's input with the system that lays it out.
    var bound: any SystemBoundInput

    init(bound: some SystemBoundInput) {
        self.bound = bound
    }

    /// A kind's typed input (a ``StorytellerCardInput``, a
    /// ``BrazeFeedInput``, …) as an input of any kind; nil when no kind the
    /// engine lays out (``LayoutKind/allCases``) reads `input`'s type.
    public init?(_ input: some KindInput) {
        for system in KindRegistry.systems {
            if let bound = Self.bound(input, to: system) {
                self.bound = bound
                return
            }
        }
        return nil
    }

    /// `input` bound to `system`, when it is that system's input.
    private static func bound<Input: KindInput, System: RegisteredSystem>(
        _ input: Input, to _: System.Type
    ) -> (any SystemBoundInput)? {
        guard let input = input as? System.Input else { return nil }
        return SystemInput<System>(input: input)
    }

    /// The system that lays it out.
    public var kind: LayoutKind { bound.kind }

    /// The kind's own input, as the protocol every kind's input conforms to.
    public var content: any KindInput { bound.input }

    /// Where it is laid out. Values set here are checked when it is laid
    /// out, by the ranges JSON input is read by.
    public var environment: LayoutEnvironment {
        get { bound.environment }
        set { bound.environment = newValue }
    }

    /// What the input had that was ignored or replaced, each with its path,
    /// code and message (the layout repeats them in its `warnings`).
    public var warnings: [CardLayoutWarning] { content.warnings }

    /// The input with `overrides` set on its environment.
    public func overriding(_ overrides: EnvironmentOverrides) -> LayoutInput {
        var input = self
        input.environment = overrides.applied(to: environment)
        return input
    }

    public static func == (lhs: LayoutInput, rhs: LayoutInput) -> Bool {
        lhs.bound.isEqual(to: rhs.bound)
    }

    public func hash(into hasher: inout Hasher) {
        bound.hash(into: &hasher)
    }

    /// Reads a parsed document of any kind: its `kind` picks the system;
    /// `environment` is read with `environmentReading`'s overrides.
    init(document: JSONValue, environmentReading: EnvironmentReading) throws(CardLayoutError) {
        try self.init(tape: JSONTape(document), environmentReading: environmentReading)
    }

    /// A document of any kind on its tape, read without a tree: its `kind`
    /// picks the system; `environment` is read with `environmentReading`'s
    /// overrides.
    init(tape: JSONTape, environmentReading: EnvironmentReading) throws(CardLayoutError) {
        let kind = try LayoutKind(tape: tape)
        guard let system = KindRegistry.system(of: kind) else {
            // LayoutKind(tape:) reads only the kinds of allCases.
            throw .invalid(JSONPath("kind"), .string(kind.rawValue), allowed: "one of the kinds of LayoutKind.allCases")
        }
        self = try Self.read(tape, by: system, environmentReading: environmentReading)
    }

    /// The document on `tape` read by `system`.
    private static func read<System: RegisteredSystem>(
        _ tape: JSONTape, by _: System.Type, environmentReading: EnvironmentReading
    ) throws(CardLayoutError) -> LayoutInput {
        LayoutInput(
            bound: SystemInput<System>(input: try System.decode(tape: tape, environmentReading: environmentReading)))
    }
}
