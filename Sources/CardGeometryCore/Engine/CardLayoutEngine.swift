import CardText

import Foundation

/// Lays out cards of every kind: turns an input (JSON, or a kind's typed
/// input) into its layout by the rules of the kind's spec.
///
/// Create one engine and reuse it: it holds a `TextMeasurer` whose caches
/// make repeated layouts cheap. It is immutable and safe to use from many
/// threads at once.
///
/// ```swift
/// let engine = try CardLayoutEngine(fonts: .bundled())
/// let layout = try engine.layout(json: data)   // any kind
/// print(layout.jsonString(pretty: true))
/// ```
public struct CardLayoutEngine: Sendable {
    /// The text layer the engine measures with.
    public let measurer: TextMeasurer
    /// The registry's families, looked up on every layout.
    package let families: Set<String>
    /// The largest input, in bytes, that is read (SharedConventions article,
    /// "Values"): a larger one is an error that names this limit, and nothing
    /// past it is read. 16 MB (16,777,216 bytes) unless set.
    public var maximumInputBytes = CardLayoutEngine.defaultMaximumInputBytes

    /// The limit an engine starts with: 16 MB.
    public static let defaultMaximumInputBytes = 16 * 1024 * 1024

    /// An engine that measures text with `measurer` (and shares its caches).
    public init(measurer: TextMeasurer) {
        self.measurer = measurer
        self.families = Set(measurer.fonts.families)
    }

    /// An engine with its own `TextMeasurer` over `fonts`.
    public init(fonts: FontRegistry) {
        self.init(measurer: TextMeasurer(fonts: fonts))
    }

    /// Throws when an input of `byteCount` bytes is over ``maximumInputBytes``.
    package func checkInputSize(_ byteCount: Int) throws(CardLayoutError) {
        guard byteCount > maximumInputBytes else { return }
        throw Self.inputTooLarge(limit: maximumInputBytes)
    }

    /// The error for an input over `limit` bytes (SharedConventions article,
    /// "Values"): `(root): must be an input of at most 16777216 bytes (16 MB),
    /// got more than 16777216 bytes`.
    public static func inputTooLarge(limit: Int) -> CardLayoutError {
        let megabyte = 1 << 20
        let inMegabytes = limit >= megabyte && limit % megabyte == 0 ? " (\(limit / megabyte) MB)" : ""
        return CardLayoutError(
            kind: .invalidValue, path: "", value: "more than \(limit) bytes",
            allowed: "an input of at most \(limit) bytes\(inMegabytes)")
    }

    /// Lays out a decoded input of one system: every entry point, typed or
    /// JSON, comes through here. With `independentOfEnvironmentValid`
    /// (the input passed ``LayoutSystem/validateIndependentOfEnvironment(_:)``
    /// before its environment was set), only the rules that read the
    /// environment are checked again.
    package func run<System: LayoutSystem>(
        _: System.Type, _ input: System.Input, _ context: LayoutContext, independentOfEnvironmentValid: Bool = false
    ) throws(CardLayoutError) -> System.Output {
        if independentOfEnvironmentValid {
            try System.validateDependingOnEnvironment(input)
        } else {
            try System.validate(input)
        }
        let layout = try System.layout(input, in: context)
        try Self.checkSize(of: layout)
        return layout
    }

    /// Throws when a layout's height reaches beyond
    /// ``LayoutLimits/maximumMagnitude`` (a feed of many cards each of many
    /// lines), so that no output number is that large.
    package static func checkSize(of layout: some KindLayout) throws(CardLayoutError) {
        let height = layout.size.height
        guard height.isFinite, abs(height) <= LayoutLimits.maximumMagnitude else {
            let number = JSONNumberFormat.threeDecimals
            throw .invalid(
                .root, "an input whose layout is \(number(height)) pt high",
                allowed: "an input whose layout stays within \(number(LayoutLimits.maximumMagnitude)) pt")
        }
    }

    /// What the systems lay out with.
    package func context(includesGlyphs: Bool) -> LayoutContext {
        LayoutContext(measurer: measurer, families: families, includesGlyphs: includesGlyphs)
    }
}
