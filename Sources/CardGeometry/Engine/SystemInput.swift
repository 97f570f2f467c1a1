import CardGeometryCore

/// A kind's typed input together with the system that lays it out: what a
/// ``LayoutInput`` holds, so that the engine reaches the system from the
/// input's own type rather than by asking which kind it is.
protocol SystemBoundInput: Hashable, Sendable {
    associatedtype System: RegisteredSystem
    /// The kind's own input.
    var input: System.Input { get set }
    /// The input's environment, read and set without boxing the input.
    var environment: LayoutEnvironment { get set }
}

/// One system's input: the one conformance to ``SystemBoundInput``.
struct SystemInput<System: RegisteredSystem>: SystemBoundInput {
    var input: System.Input

    var environment: LayoutEnvironment {
        get { input.environment }
        set { input.environment = newValue }
    }
}

extension SystemBoundInput {
    /// The kind of the system it is bound to.
    var kind: LayoutKind { System.Output.kind }

    /// Whether `other` is the same system's input, equal to this one.
    func isEqual(to other: any SystemBoundInput) -> Bool {
        guard let other = other as? Self else { return false }
        return other == self
    }
}
