import CardGeometryCore
import Foundation

extension CardLayoutEngine {
    /// Lays out many inputs of any kind, given as JSON, on all cores. The
    /// results are in the order of `inputs`, each a layout or the error that
    /// input threw, and are the same as laying the inputs out one by one.
    public func layout(batch inputs: [Data]) -> [Result<Layout, CardLayoutError>] {
        Self.concurrentMap(inputs) { input throws(CardLayoutError) in try layout(json: input) }
    }

    /// Lays out many inputs of any kind on all cores, in the order of
    /// `inputs`, each a layout or the error it threw: the same as laying
    /// them out one by one with ``layout(_:includesGlyphs:)-(LayoutInput,_)``.
    public func layout(batch inputs: [LayoutInput], includesGlyphs: Bool = false)
        -> [Result<Layout, CardLayoutError>]
    {
        Self.concurrentMap(inputs) { input throws(CardLayoutError) in try layout(input, includesGlyphs: includesGlyphs) }
    }
}
