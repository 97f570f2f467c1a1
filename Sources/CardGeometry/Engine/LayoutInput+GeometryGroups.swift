import CardGeometryCore

extension LayoutInput {
    /// The groups of `environments` that a batch of them
    /// (``CardLayoutEngine/layout(_:in:includesGlyphs:_:)``) lays out as one
    /// geometry: those that differ only in what the kind's geometry does not
    /// read (``LayoutSystem/geometryReads``), the same groups the batch
    /// makes. Layouts of one group differ only in what the kind resolves for
    /// each environment (its colors), so what is drawn of them can be drawn
    /// once (the preview's tiles).
    package func geometryGroups(in environments: [LayoutEnvironment]) -> EnvironmentGroups {
        EnvironmentGroups(environments, geometryReads: bound.geometryReads)
    }
}

extension SystemBoundInput {
    /// What the bound system's geometry reads of an environment.
    fileprivate var geometryReads: EnvironmentAspects { System.geometryReads }
}
