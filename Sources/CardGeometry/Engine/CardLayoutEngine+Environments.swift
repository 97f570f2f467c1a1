import CardGeometryCore
import CardText

extension CardLayoutEngine {
    /// Lays one input out in each of `environments` (its environment
    /// replaced by each in turn) on all cores, and hands each layout to
    /// `transform` on the core that made it: a device matrix, a preview's
    /// tiles. The results are in the order of `environments`, each what
    /// `transform` made of the layout or the error laying it out threw,
    /// the same as setting each environment on `input` and calling
    /// ``layout(_:includesGlyphs:)-(LayoutInput,_)``.
    ///
    /// What the environments do not change is done once for all of them:
    /// the rules that do not read the environment (the theme's ranges,
    /// ids) are checked once; environments that differ only in what the
    /// kind's geometry does not read (light and dark, for a Storyteller
    /// card) are laid out once and take their own colors; each text is
    /// shaped once for the whole batch, and broken into lines per width and
    /// size (docs/performance.md, "The matrix's floor").
    public func layout<Value: Sendable>(
        _ input: LayoutInput, in environments: [LayoutEnvironment], includesGlyphs: Bool = false,
        _ transform: @Sendable (Layout) -> Value
    ) -> [Result<Value, CardLayoutError>] {
        input.bound.laidOut(
            by: self, in: environments, context(includesGlyphs: includesGlyphs), sharingValues: false, transform)
    }

    /// ``layout(_:in:includesGlyphs:_:)`` for a `transform` that reads only
    /// a layout's geometry (its size, frames, lines, marks, overflows and
    /// errors), never what the kind resolves per environment (its colors,
    /// and what follows from them, such as which parts have a fill):
    /// the environments of a group that share one geometry
    /// (``LayoutInput/geometryGroups(in:)``) share what `transform` made of
    /// the group's first layout. Each of them is still checked in its own
    /// environment, and one that fails there gets its own error. A device
    /// matrix, which reads heights and marks, takes `transform` once per
    /// geometry instead of once per environment, and no layout is recolored.
    ///
    /// Named apart from the batch above so that a trailing closure never
    /// picks this one.
    package func geometryValues<Value: Sendable>(
        of input: LayoutInput, in environments: [LayoutEnvironment], _ transform: @Sendable (Layout) -> Value
    ) -> [Result<Value, CardLayoutError>] {
        input.bound.laidOut(
            by: self, in: environments, context(includesGlyphs: false), sharingValues: true, transform)
    }

    /// One system's input in each environment, the results in the order
    /// of `environments`, each the same as laying the input out in that
    /// environment alone. What the environments do not change is done once
    /// for all of them:
    ///
    /// - the rules that read nothing of the environment are checked once
    ///   (``LayoutSystem/validateIndependentOfEnvironment(_:)``);
    /// - environments that differ only in aspects the kind's geometry does
    ///   not read (``LayoutSystem/geometryReads``) are one group, laid out
    ///   once on one core; the others of the group are checked in their own
    ///   environment and take that layout with their own colors
    ///   (``LayoutSystem/resolved(_:for:)``). A group whose first layout
    ///   fails lays each of its environments out. With `sharingValues`
    ///   (`transform` reads only the geometry), they take what `transform`
    ///   made of the first layout instead;
    /// - every paragraph is shaped once for the whole batch
    ///   (``ParagraphPins``), and broken into lines per width and size.
    fileprivate func layout<System: LayoutSystem & SendableMetatype, Value: Sendable>(
        _: System.Type, _ input: System.Input, in environments: [LayoutEnvironment], _ context: LayoutContext,
        sharingValues: Bool, _ transform: @Sendable (consuming System.Output) -> Value
    ) -> [Result<Value, CardLayoutError>] {
        let independentValid: Bool
        do {
            try System.validateIndependentOfEnvironment(input)
            independentValid = true
        } catch {
            // Each environment then runs the whole validation, which throws
            // this error or one its order puts first.
            independentValid = false
        }
        var context = context
        context.paragraphs = ParagraphPins()
        let groups = EnvironmentGroups(environments, geometryReads: System.geometryReads)
        let perGroup = CardGeometryCore.concurrentMap(groups.members) { [context] members in
            var shared: System.Output?
            // Where the result made of `shared` is, when values are shared.
            var sharedPlace: Int?
            var results: [Result<Value, CardLayoutError>] = []
            results.reserveCapacity(members.count)
            // One copy of the input for the group, its environment set for
            // each member: copying the whole input per environment (through
            // its value witness, this code being generic) cost more than
            // an environment's validation.
            var input = input
            for index in members {
                input.environment = environments[index]
                let result = Result { () throws(CardLayoutError) -> Value in
                    if let shared {
                        if independentValid {
                            try System.validateDependingOnEnvironment(input)
                        } else {
                            try System.validate(input)
                        }
                        if let sharedPlace { return try results[sharedPlace].get() }
                        if let layout = System.resolved(shared, for: input) { return transform(layout) }
                    }
                    let layout = try run(System.self, input, context, independentOfEnvironmentValid: independentValid)
                    if members.count > 1 && shared == nil {
                        shared = layout
                        if sharingValues { sharedPlace = results.count }
                    }
                    return transform(layout)
                }
                results.append(result)
            }
            return results
        }
        return groups.places.map { perGroup[$0.group][$0.member] }
    }
}

extension SystemBoundInput {
    /// The input laid out in each environment by the system it is bound to.
    fileprivate func laidOut<Value: Sendable>(
        by engine: CardLayoutEngine, in environments: [LayoutEnvironment], _ context: LayoutContext,
        sharingValues: Bool, _ transform: @Sendable (Layout) -> Value
    ) -> [Result<Value, CardLayoutError>] {
        engine.layout(System.self, input, in: environments, context, sharingValues: sharingValues) {
            transform(Layout($0))
        }
    }
}
