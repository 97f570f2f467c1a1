import CardText

extension CardLayoutEngine {
    /// Lays one system's input out in each of `environments` on all cores,
    /// and hands each layout to `transform` on the core that made it: the
    /// results in the order of `environments`, each the same as
    /// ``run(_:_:_:independentOfEnvironmentValid:)`` gives for the input in
    /// that environment alone. What the environments do not change is done
    /// once for all of them:
    ///
    /// - the rules that read nothing of the environment are checked once
    ///   (``LayoutSystem/validateIndependentOfEnvironment(_:)``);
    /// - environments that differ only in aspects the kind's geometry does
    ///   not read (``LayoutSystem/geometryReads``: light and dark, for most
    ///   kinds) are one group, laid out once on one core; the others of the
    ///   group are checked in their own environment and take that layout
    ///   with their own colors (``LayoutSystem/resolved(_:for:)``). A group
    ///   whose first layout fails lays each of its environments out;
    /// - every paragraph is shaped once for the whole batch
    ///   (``ParagraphPins``), and broken into lines per width and size.
    package func run<System: LayoutSystem & SendableMetatype, Value: Sendable>(
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
        context.paragraphs = context.paragraphs ?? ParagraphPins()
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
        return groups.scattered(perGroup)
    }
}
