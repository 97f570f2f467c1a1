import CardGeometryCore

extension BrazeFeedInput {
    /// The validation step (the kind's `LayoutSystem.validate(_:)`), which
    /// the engine runs before every layout, typed or from JSON: checks
    /// every value by its field's declaration (ranges, weights, line
    /// limits, non-empty and unique ids, the number of cards). Throws the
    /// first problem found, naming its JSON path.
    ///
    /// The font family, the text sizes after Dynamic Type and the rules
    /// that need measured text are checked when laying out; aspect ratios
    /// are never errors (an unusable one is replaced, with a warning).
    public func validate() throws(CardLayoutError) {
        try checkFields(at: .root)
    }
}
