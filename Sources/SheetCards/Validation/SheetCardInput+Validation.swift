import CardGeometryCore

extension SheetCardInput {
    /// The validation step (`SheetCardsSystem/validate(_:)`): checks
    /// every value by its field description, naming the JSON path of the
    /// first one out of range. The font family is checked by the engine,
    /// which knows the registry; the rules that need the whole input (a
    /// screen too short or too narrow for the card) by the layout.
    public func validate() throws(CardLayoutError) {
        try environment.validate()
        guard environment.height != nil else {
            throw LayoutEnvironment.Fields.height.missing(in: JSONPath(Fields.environment.name))
        }
        try Fields.cards.checkCount(cards.count, in: .root)
        // Paths are built only when a check fails.
        for (index, card) in cards.enumerated() {
            try card.validate(at: JSONPath.root.appending(Fields.cards.name).appending(index: index))
        }
        try Fields.scrollOffset.check(scrollOffset, in: .root)
        if let drag {
            try SheetCardDrag.Fields.y.check(drag.y, in: JSONPath.root.appending(Fields.drag.name))
            try SheetCardDrag.Fields.velocity.check(drag.velocity, in: JSONPath.root.appending(Fields.drag.name))
        }
    }
}

extension SheetCard {
    func validate(at path: @autoclosure () -> JSONPath) throws(CardLayoutError) {
        try Fields.contentHeight.check(contentHeight, in: path())
        if let accessoryHeight { try Fields.accessoryHeight.check(accessoryHeight, in: path()) }
        try SheetMapButtons.Fields.top.check(mapButtons.top, in: path().appending(Fields.mapButtons.name))
        try SheetMapButtons.Fields.bottom.check(mapButtons.bottom, in: path().appending(Fields.mapButtons.name))
    }
}
