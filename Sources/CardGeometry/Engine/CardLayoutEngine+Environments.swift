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
        input.bound.laidOut(by: self, in: environments, context(includesGlyphs: includesGlyphs), transform)
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
    ///   fails lays each of its environments out;
    /// - every paragraph is shaped once for the whole batch
    ///   (``ParagraphPins``), and broken into lines per width and size.
    fileprivate func layout<System: LayoutSystem & SendableMetatype, Value: Sendable>(
        _: System.Type, _ input: System.Input, in environments: [LayoutEnvironment], _ context: LayoutContext,
        _ transform: @Sendable (consuming System.Output) -> Value
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
            return members.map { index in
                var input = input
                input.environment = environments[index]
                return Result { () throws(CardLayoutError) -> Value in
                    if let shared {
                        if independentValid {
                            try System.validateDependingOnEnvironment(input)
                        } else {
                            try System.validate(input)
                        }
                        if let layout = System.resolved(shared, for: input) { return transform(layout) }
                    }
                    let layout = try run(System.self, input, context, independentOfEnvironmentValid: independentValid)
                    if members.count > 1 && shared == nil { shared = layout }
                    return transform(layout)
                }
            }
        }
        return groups.places.map { perGroup[$0.group][$0.member] }
    }
}

extension SystemBoundInput {
    /// The input laid out in each environment by the system it is bound to.
    fileprivate func laidOut<Value: Sendable>(
        by engine: CardLayoutEngine, in environments: [LayoutEnvironment], _ context: LayoutContext,
        _ transform: @Sendable (Layout) -> Value
    ) -> [Result<Value, CardLayoutError>] {
        engine.layout(System.self, input, in: environments, context) { transform(Layout($0)) }
    }
}
