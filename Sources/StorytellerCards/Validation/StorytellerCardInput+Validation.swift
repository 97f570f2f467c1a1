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

    /// The theme's paths, built once from the fields' names (a check
    /// builds its value's path only when it fails).
    private enum Paths {
        static let theme = JSONPath.root.appending(StorytellerCardInput.Fields.theme.name)
        static let primitives = theme.appending(Fields.primitives.name)
        static let style = theme.appending(Fields.cards.name).appending(Cards.Fields.style.name)
        static let heading = style.appending(CardStyle.Fields.heading.name)
        static let subHeading = style.appending(CardStyle.Fields.subHeading.name)
        static let button = style.appending(CardStyle.Fields.button.name)
        static let buttonTitle = button.appending(ButtonStyle.Fields.title.name)
    }

    func validate() throws(CardLayoutError) {
        typealias Style = CardStyle.Fields
        typealias Button = ButtonStyle.Fields
        try Primitives.Fields.cornerRadius.check(primitives.cornerRadius, in: Paths.primitives)
        try Self.validateFamily(customFont, at: Paths.theme.appending(Fields.customFont.name))
        let style = cards.style
        try Style.padding.check(style.padding, in: Paths.style)
        try Style.marginHorizontal.check(style.marginHorizontal, in: Paths.style)
        try Self.validateRadius(style.cornerRadius, Style.cornerRadius, in: Paths.style)
        try Style.headingsSpacing.check(style.headingsSpacing, in: Paths.style)
        try Style.buttonSpacing.check(style.buttonSpacing, in: Paths.style)
        try style.heading.validate(at: Paths.heading)
        try style.subHeading.validate(at: Paths.subHeading)
        try style.button.title.validate(at: Paths.buttonTitle)
        try Button.outlineWidth.check(style.button.outlineWidth, in: Paths.button)
        try Self.validateRadius(style.button.cornerRadius, Button.cornerRadius, in: Paths.button)
    }

    static func validateRadius(
        _ radius: StorytellerCardInput.Theme.CornerRadiusValue, _ field: FieldDescription,
        in parent: @autoclosure () -> JSONPath
    ) throws(CardLayoutError) {
        if case .points(let points) = radius { try field.checkValue(points, in: parent()) }
    }

    static func validateFamily(_ family: String, at path: @autoclosure () -> JSONPath) throws(CardLayoutError) {
        guard !family.isEmpty else { throw .invalid(path(), "\"\"", allowed: "a font family name") }
    }
}

extension StorytellerCardInput.Theme.CardTextStyle {
    func validate(at path: @autoclosure () -> JSONPath) throws(CardLayoutError) {
        if case .family(let family) = font {
            try StorytellerCardInput.Theme.validateFamily(family, at: path().appending(Fields.font.name))
        }
        try Fields.fontWeight.check(fontWeight, in: path())
        try Fields.textSize.check(textSize, in: path())
        if let lineHeight { try Fields.lineHeight.check(lineHeight, in: path()) }
        try Fields.letterSpacing.check(letterSpacing, in: path())
    }
}

extension StorytellerCardInput.Card {
    /// Checks the card's id: when given, a non-empty string.
    func validate(at path: JSONPath) throws(CardLayoutError) {
        if let id, id.isEmpty { throw .invalid(path.appending(Fields.id.name), "\"\"", allowed: "a non-empty string") }
    }
}

extension StorytellerCardInput.Collection {
    func validate(at path: JSONPath) throws(CardLayoutError) {
        try Fields.cards.checkCount(cards.count, in: path)
        let cardsPath = path.appending(Fields.cards.name)
        var firstIndexByID: [String: Int] = [:]
        for (index, card) in cards.enumerated() {
            let idPath = cardsPath.appending(index: index).appending(StorytellerCardInput.Card.Fields.id.name)
            guard let id = card.id else {
                throw .missing(idPath, allowed: "a non-empty string, unique in the collection")
            }
            try card.validate(at: cardsPath.appending(index: index))
            if let first = firstIndexByID[id] {
                throw .invalid(
                    idPath, JSONValue.string(id).errorText,
                    allowed:
                        "unique in the collection (\(cardsPath.appending(index: first).appending(StorytellerCardInput.Card.Fields.id.name)) has it too)")
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
