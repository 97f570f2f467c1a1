/// The size-dependent numbers of one layout attempt: the font size, the
/// letter spacing at that size, and the width a line may take.
struct LineGeometry {
    /// Points per em.
    let fontSize: Double
    /// Letter spacing at `fontSize`, in points.
    let letterSpacing: Double
    let availableWidth: Double

    /// The tolerance allowed when comparing a derived length with a bound: a
    /// line fits when it is at most the width plus this (LinesAndFitting
    /// article, "Breaking lines").
    static let tolerance = 1e-9

    /// The width of text whose advances sum to `ems` at 1 pt, with letter
    /// spacing after `spacedClusters` clusters.
    func width(ems: Double, spacedClusters: Int32) -> Double {
        ems * fontSize + letterSpacing * Double(spacedClusters)
    }

    func fits(_ width: Double) -> Bool { width <= availableWidth + Self.tolerance }
}
