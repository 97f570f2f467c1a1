import CardGeometryCore

extension SheetCardInput {
    /// The validation step (`SheetCardsSystem/validate(_:)`): checks
    /// every value by its field's declaration, naming the JSON path of the
    /// first one out of range. The font family is checked by the engine,
    /// which knows the registry; the rules that need the whole input (a
    /// screen too short or too narrow for the card) by the layout.
    public func validate() throws(CardLayoutError) {
        try checkFields(at: .root)
    }
}
