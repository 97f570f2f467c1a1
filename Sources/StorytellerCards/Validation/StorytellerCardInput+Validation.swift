import CardGeometryCore

import CardText

extension StorytellerCardInput {
    /// The validation step (the Storyteller system's `validate(_:)`, run by
    /// the engine before every layout): checks every value by its field's
    /// declaration, as reading does, then the rules that tie values
    /// together: text sizes after Dynamic Type, the collection's ids, and
    /// room for the text. Throws the first problem found, naming its JSON
    /// path.
    ///
    /// Font families are checked by the engine, which knows the registry.
    public func validate() throws(CardLayoutError) {
        try checkFields(at: .root)
        try theme.validateSizesAfterDynamicType(at: environment.contentSizeCategory)
        try validateCollectionIDs()
        try validateRoom()
    }

    /// The rules of ``validate()`` that read nothing of the environment:
    /// the theme's and the content's fields, and the collection's ids.
    func validateIndependentOfEnvironment() throws(CardLayoutError) {
        try theme.checkFields(at: JSONPath.root.appending(Fields.theme.name))
        switch content {
        case .card(let card): try card.checkFields(at: .card)
        case .collection(let collection): try collection.checkFields(at: .collection)
        }
        try validateCollectionIDs()
    }

    /// ``validate()`` for an input that passed
    /// ``validateIndependentOfEnvironment()``: the rest, in its order.
    func validateDependingOnEnvironment() throws(CardLayoutError) {
        try environment.validate()
        try theme.validateSizesAfterDynamicType(at: environment.contentSizeCategory)
        try validateRoom()
    }

    private func validateCollectionIDs() throws(CardLayoutError) {
        guard case .collection(let collection) = content else { return }
        try collection.validateIDs(at: .collection)
    }

    private func validateRoom() throws(CardLayoutError) {
        let style = theme.cards.style
        let over = theme.cards.textOverContent
        switch content {
        case .card(let card): try style.validateRoom(for: CollectionOfOne(card), width: environment.width, over: over)
        case .collection(let collection):
            try style.validateRoom(for: collection.cards, width: environment.width, over: over)
        }
    }
}

extension StorytellerCardInput.Theme {
    /// Checks that Dynamic Type does not scale a text size past what the
    /// text layer sets (``TextMeasurer/maximumSize``), naming the size's
    /// theme path.
    func validateSizesAfterDynamicType(at category: ContentSizeCategory) throws(CardLayoutError) {
        let style = cards.style
        guard style.dynamicTypeEnabled else { return }
        // The paths are built only when a check fails.
        try DynamicTypeSizeCap.check(
            style.heading.textSize, style: .title2, at: category, path: Self.textSizePaths.heading)
        try DynamicTypeSizeCap.check(
            style.subHeading.textSize, style: .callout, at: category, path: Self.textSizePaths.subHeading)
        try DynamicTypeSizeCap.check(
            style.button.title.textSize, style: .callout, at: category, path: Self.textSizePaths.buttonTitle)
    }

    /// The paths of the three text sizes, their keys named by their
    /// declarations (`theme.cards.style.heading.textSize`, …).
    private static var textSizePaths: (heading: JSONPath, subHeading: JSONPath, buttonTitle: JSONPath) {
        let size = CardTextStyle.Fields.textSize
        return (
            CardStyle.path.appending(CardStyle.Fields.heading).appending(size),
            CardStyle.path.appending(CardStyle.Fields.subHeading).appending(size),
            CardStyle.path.appending(CardStyle.Fields.button).appending(ButtonStyle.Fields.title).appending(size)
        )
    }
}

extension StorytellerCardInput.Collection {
    /// Every card of a collection has an id, unique in the collection.
    func validateIDs(at path: JSONPath) throws(CardLayoutError) {
        let cardsPath = path.appending(Fields.cards.name)
        let idName = StorytellerCardInput.Card.Fields.id.name
        var firstIndexByID: [String: Int] = [:]
        for (index, card) in cards.enumerated() {
            guard let id = card.id else {
                throw .missing(
                    cardsPath.appending(index: index).appending(idName),
                    allowed: "a non-empty string, unique in the collection")
            }
            if let first = firstIndexByID[id] {
                throw UniqueIDRule.repeated(
                    JSONValue.string(id).errorText, at: cardsPath.appending(index: index).appending(idName),
                    firstAt: cardsPath.appending(index: first).appending(idName), in: "the collection")
            }
            firstIndexByID[id] = index
        }
    }
}

extension StorytellerCardInput.Theme.CardStyle {
    /// Where the style is written, `theme.cards.style`, its keys named by
    /// their declarations.
    static var path: JSONPath {
        JSONPath(
            fields: StorytellerCardInput.Fields.theme, StorytellerCardInput.Theme.Fields.cards,
            StorytellerCardInput.Theme.Cards.Fields.style)
    }

    /// Checks that the card, its text area and (for cards with a button)
    /// the button label are wider than 0.
    func validateRoom(
        for cards: some Collection<StorytellerCardInput.Card>, width: Double, over: Bool
    ) throws(CardLayoutError) {
        let areas = HorizontalGeometry(style: self, width: width, over: over)
        let number = JSONNumberFormat.exact
        guard areas.cardWidth > 0 else {
            throw .invalid(
                Self.path.appending(Fields.marginHorizontal), number(marginHorizontal),
                allowed: "< \(number(width / 2)) (half of "
                    + "\(JSONPath(fields: StorytellerCardInput.Fields.environment, LayoutEnvironment.Fields.width)) "
                    + "\(number(width)))")
        }
        guard areas.textWidth > 0 else {
            throw .invalid(
                Self.path.appending(Fields.padding), number(padding),
                allowed: "< \(number(areas.cardWidth / 2)) (half the card width \(number(areas.cardWidth)))")
        }
        if areas.labelWidth <= 0, cards.contains(where: { $0.presentButtonText != nil }) {
            let limit = areas.hasSidePadding ? areas.cardWidth / 4 : areas.cardWidth / 2
            throw .invalid(
                Self.path.appending(Fields.padding), number(padding),
                allowed:
                    "< \(number(limit)) (the button label, the text width minus twice the padding, needs a width > 0)")
        }
    }
}
