import CardGeometryCore

extension StoryGroupBarInput {
    /// The validation step the engine runs before every layout: checks
    /// every value by its field's declaration, as reading checks JSON
    /// (ranges, weights, the groups' count and ids, the template's
    /// elements), then the rules between values: the custom style has its
    /// template, and a fixed template its height. Throws the first problem
    /// found, naming its JSON path.
    ///
    /// Font families are checked by the engine, which knows the registry;
    /// the rules that need the whole input (rules 3 to 5) by the layout.
    public func validate() throws(CardLayoutError) {
        try checkFields(at: .root)
        if let custom {
            if custom.sizing == .fixed, custom.height == nil { throw StoryGroupBarErrors.missingFixedHeight }
        } else if style == .custom {
            throw StoryGroupBarErrors.missingTemplate
        }
    }
}
