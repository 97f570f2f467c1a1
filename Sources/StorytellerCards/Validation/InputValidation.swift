import CardGeometryCore

import CardText

extension StorytellerCardInput {
    /// Checks every rule a decoded or hand-built input must meet: ranges,
    /// weights, the collection's ids, and that the card leaves room for its
    /// text. Throws the first problem found, naming its JSON path.
    ///
    /// Font families are checked by the engine, which knows the registry.
    public func validate() throws(CardLayoutError) {
        try environment.validate()
        try theme.validate()
        try theme.validateSizesAfterDynamicType(at: environment.contentSizeCategory)
        switch content {
        case .card(let card):
            try card.validate(at: .card)
            try theme.cards.style.validateRoom(for: [card], width: environment.width, over: theme.cards.textOverContent)
        case .collection(let collection):
            try collection.validate(at: .collection)
            try theme.cards.style.validateRoom(
                for: collection.cards, width: environment.width, over: theme.cards.textOverContent)
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
        let prefix = "theme.cards.style."
        for (text, dynamicType, path) in [
            (style.heading, TextStyleName.title2, prefix + "heading"),
            (style.subHeading, .callout, prefix + "subHeading"),
            (style.button.title, .callout, prefix + "button.title"),
        ] where dynamicType.scaled(text.textSize, at: category) > TextMeasurer.maximumSize {
            let limit = TextMeasurer.maximumSize * dynamicType.size(at: .large) / dynamicType.size(at: category)
            throw .invalid(
                JSONPath(path + ".textSize"), JSONNumberFormat.exact(text.textSize),
                allowed:
                    "<= \(JSONNumberFormat.threeDecimals(limit)) at \(category.rawValue), where Dynamic Type scales "
                    + "it past the \(JSONNumberFormat.exact(TextMeasurer.maximumSize)) pt the text layer sets")
        }
    }

    func validate() throws(CardLayoutError) {
        try NumberRange.nonNegativeLength.check(primitives.cornerRadius, at: "theme.primitives.cornerRadius")
        try Self.validateFamily(customFont, at: "theme.customFont")
        let style = cards.style
        let prefix = "theme.cards.style."
        try NumberRange.nonNegativeLength.check(style.padding, at: prefix + "padding")
        try NumberRange.nonNegativeLength.check(style.marginHorizontal, at: prefix + "marginHorizontal")
        try Self.validateRadius(style.cornerRadius, at: prefix + "cornerRadius")
        try NumberRange.nonNegativeLength.check(style.headingsSpacing, at: prefix + "headingsSpacing")
        try NumberRange.nonNegativeLength.check(style.buttonSpacing, at: prefix + "buttonSpacing")
        try style.heading.validate(at: prefix + "heading")
        try style.subHeading.validate(at: prefix + "subHeading")
        try style.button.title.validate(at: prefix + "button.title")
        try NumberRange.nonNegativeLength.check(style.button.outlineWidth, at: prefix + "button.outlineWidth")
        try Self.validateRadius(style.button.cornerRadius, at: prefix + "button.cornerRadius")
    }

    static func validateRadius(_ radius: StorytellerCardInput.Theme.CornerRadiusValue, at path: String) throws(CardLayoutError) {
        if case .points(let points) = radius { try NumberRange.nonNegativeLength.check(points, at: path) }
    }

    static func validateFamily(_ family: String, at path: String) throws(CardLayoutError) {
        guard !family.isEmpty else { throw .invalid(JSONPath(path), "\"\"", allowed: "a font family name") }
    }
}

extension StorytellerCardInput.Theme.CardTextStyle {
    func validate(at path: String) throws(CardLayoutError) {
        if case .family(let family) = font { try StorytellerCardInput.Theme.validateFamily(family, at: path + ".font") }
        guard FontWeights.allowed.contains(fontWeight) else {
            throw .invalid(
                JSONPath(path + ".fontWeight"), String(fontWeight),
                allowed: "one of " + FontWeights.allowed.map(String.init).joined(separator: ", "))
        }
        try NumberRange.positiveLength.check(textSize, at: path + ".textSize")
        if let lineHeight { try NumberRange.positiveLength.check(lineHeight, at: path + ".lineHeight") }
        try NumberRange.length.check(letterSpacing, at: path + ".letterSpacing")
    }
}

extension StorytellerCardInput.Card {
    /// Checks the card's id: when given, a non-empty string.
    func validate(at path: JSONPath) throws(CardLayoutError) {
        if let id, id.isEmpty { throw .invalid(path.appending("id"), "\"\"", allowed: "a non-empty string") }
    }
}

extension StorytellerCardInput.Collection {
    func validate(at path: JSONPath) throws(CardLayoutError) {
        let cardsPath = path.appending("cards")
        guard !cards.isEmpty else { throw .invalid(cardsPath, "[]", allowed: "a non-empty array of cards") }
        var firstIndexByID: [String: Int] = [:]
        for (index, card) in cards.enumerated() {
            let idPath = cardsPath.appending(index: index).appending("id")
            guard let id = card.id else {
                throw .missing(idPath, allowed: "a non-empty string, unique in the collection")
            }
            try card.validate(at: cardsPath.appending(index: index))
            if let first = firstIndexByID[id] {
                throw .invalid(
                    idPath, JSONValue.string(id).errorText,
                    allowed:
                        "unique in the collection (\(cardsPath.appending(index: first).appending("id")) has it too)")
            }
            firstIndexByID[id] = index
        }
    }
}

extension StorytellerCardInput.Theme.CardStyle {
    /// Checks that the card, its text area and (for cards with a button)
    /// the button label are wider than 0.
    func validateRoom(for cards: [StorytellerCardInput.Card], width: Double, over: Bool) throws(CardLayoutError) {
        let areas = HorizontalGeometry(style: self, width: width, over: over)
        let number = JSONNumberFormat.exact
        guard areas.cardWidth > 0 else {
            throw .invalid(
                JSONPath("theme.cards.style.marginHorizontal"), number(marginHorizontal),
                allowed: "< \(number(width / 2)) (half of environment.width \(number(width)))")
        }
        guard areas.textWidth > 0 else {
            throw .invalid(
                JSONPath("theme.cards.style.padding"), number(padding),
                allowed: "< \(number(areas.cardWidth / 2)) (half the card width \(number(areas.cardWidth)))")
        }
        if cards.contains(where: { $0.presentButtonText != nil }), areas.labelWidth <= 0 {
            let limit = areas.hasSidePadding ? areas.cardWidth / 4 : areas.cardWidth / 2
            throw .invalid(
                JSONPath("theme.cards.style.padding"), number(padding),
                allowed:
                    "< \(number(limit)) (the button label, the text width minus twice the padding, needs a width > 0)")
        }
    }
}
