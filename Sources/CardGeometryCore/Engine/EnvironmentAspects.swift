/// The parts of a ``LayoutEnvironment`` that a kind's geometry may leave
/// alone: its color scheme and its layout direction. A kind names those its
/// geometry reads (``LayoutSystem/geometryReads``); environments that differ
/// only in the others share one layout in a batch (docs/performance.md,
/// "The matrix's floor").
package struct EnvironmentAspects: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8

    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Light or dark.
    package static let colorScheme = EnvironmentAspects(rawValue: 1 << 0)
    /// Left to right or right to left.
    package static let layoutDirection = EnvironmentAspects(rawValue: 1 << 1)
    /// Both: nothing shared.
    package static let all: EnvironmentAspects = [.colorScheme, .layoutDirection]

    /// `environment` with the aspects not in this set replaced by one value
    /// each: environments with the same key share a geometry.
    package func geometryKey(of environment: LayoutEnvironment) -> LayoutEnvironment {
        var key = environment
        if !contains(.colorScheme) { key.colorScheme = .light }
        if !contains(.layoutDirection) { key.layoutDirection = .ltr }
        return key
    }
}
