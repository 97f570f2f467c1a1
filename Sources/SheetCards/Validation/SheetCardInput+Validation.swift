import CardGeometryCore
extension SheetCardInput {
    /// Checks every range a decoded or hand-built input must meet, naming
    /// the JSON path of the first value out of range. The font family is
    /// checked by the engine, which knows the registry; the rules that need
    /// the whole input (a screen too short or too narrow for the card) by
    /// the layout.
    public func validate() throws(CardLayoutError) {
        try environment.validate()
        guard environment.height != nil else {
            throw .missing(JSONPath("environment.height"), allowed: "a number " + NumberRange.positiveLength.allowed)
        }
        let cardsPath = JSONPath("cards")
        guard !cards.isEmpty, cards.count <= Self.maximumCards else {
            throw .invalid(
                cardsPath, cards.isEmpty ? "[]" : "an array of \(cards.count) cards",
                allowed: SheetInputDecoder.cardsAllowed)
        }
        for (index, card) in cards.enumerated() { try card.validate(at: cardsPath.appending(index: index)) }
        try Self.contentRange.check(scrollOffset, at: JSONPath("scrollOffset"))
        if let drag {
            try NumberRange.length.check(drag.y, at: JSONPath("drag.y"))
            try Self.velocityRange.check(drag.velocity, at: JSONPath("drag.velocity"))
        }
    }
}

extension SheetCard {
    func validate(at path: JSONPath) throws(CardLayoutError) {
        try SheetCardInput.contentRange.check(contentHeight, at: path.appending("contentHeight"))
        if let accessoryHeight {
            try NumberRange.nonNegativeLength.check(accessoryHeight, at: path.appending("accessoryHeight"))
        }
        let allowed = 0...SheetMapButtons.maximum
        for (key, count) in [("top", mapButtons.top), ("bottom", mapButtons.bottom)] where !allowed.contains(count) {
            throw .invalid(
                path.appending("mapButtons").appending(key), String(count),
                allowed: "an integer \(allowed.lowerBound)...\(allowed.upperBound)")
        }
    }
}
