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
        try validateContent()
        try validateRoom()
    }

    /// The rules of ``validate()`` that read nothing of the environment:
    /// the theme's ranges and the card's or collection's ids.
    func validateIndependentOfEnvironment() throws(CardLayoutError) {
        try theme.validate()
        try validateContent()
    }

    /// ``validate()`` for an input that passed
    /// ``validateIndependentOfEnvironment()``: the rest, in its order.
    func validateDependingOnEnvironment() throws(CardLayoutError) {
        try environment.validate()
        try theme.validateSizesAfterDynamicType(at: environment.contentSizeCategory)
        try validateRoom()
    }

    private func validateContent() throws(CardLayoutError) {
        switch content {
        case .card(let card): try card.validate(at: .card)
        case .collection(let collection): try collection.validate(at: .collection)
        }
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
        let prefix = "theme.cards.style."
        for (text, dynamicType, path) in [
            (style.heading, TextStyleName.title2, prefix + "heading"),
            (style.subHeading, .callout, prefix + "subHeading"),
            (style.button.title, .callout, prefix + "button.title"),
        ] {
            try DynamicTypeSizeCap.check(text.textSize, style: dynamicType, at: category, path: JSONPath(path + ".textSize"))
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

    /// The ranges the step checks, read once from the fields'
    /// descriptions: a check then costs what a range written here did
    /// (validation runs before every layout).
    private enum Ranges {
        static let primitivesCornerRadius = Primitives.Fields.cornerRadius.numberRange
        static let padding = CardStyle.Fields.padding.numberRange
        static let marginHorizontal = CardStyle.Fields.marginHorizontal.numberRange
        static let cornerRadius = CardStyle.Fields.cornerRadius.valueRange
        static let headingsSpacing = CardStyle.Fields.headingsSpacing.numberRange
        static let buttonSpacing = CardStyle.Fields.buttonSpacing.numberRange
        static let outlineWidth = ButtonStyle.Fields.outlineWidth.numberRange
        static let buttonCornerRadius = ButtonStyle.Fields.cornerRadius.valueRange
    }

    func validate() throws(CardLayoutError) {
        typealias Style = CardStyle.Fields
        typealias Button = ButtonStyle.Fields
        try Ranges.primitivesCornerRadius.check(
            primitives.cornerRadius, at: Paths.primitives.appending(Primitives.Fields.cornerRadius.name))
        try Self.validateFamily(customFont, at: Paths.theme.appending(Fields.customFont.name))
        let style = cards.style
        try Ranges.padding.check(style.padding, at: Paths.style.appending(Style.padding.name))
        try Ranges.marginHorizontal.check(style.marginHorizontal, at: Paths.style.appending(Style.marginHorizontal.name))
        if case .points(let points) = style.cornerRadius {
            try Ranges.cornerRadius.check(points, at: Paths.style.appending(Style.cornerRadius.name))
        }
        try Ranges.headingsSpacing.check(style.headingsSpacing, at: Paths.style.appending(Style.headingsSpacing.name))
        try Ranges.buttonSpacing.check(style.buttonSpacing, at: Paths.style.appending(Style.buttonSpacing.name))
        try style.heading.validate(at: Paths.heading)
        try style.subHeading.validate(at: Paths.subHeading)
        try style.button.title.validate(at: Paths.buttonTitle)
        try Ranges.outlineWidth.check(style.button.outlineWidth, at: Paths.button.appending(Button.outlineWidth.name))
        if case .points(let points) = style.button.cornerRadius {
            try Ranges.buttonCornerRadius.check(points, at: Paths.button.appending(Button.cornerRadius.name))
        }
    }

    static func validateFamily(_ family: String, at path: @autoclosure () -> JSONPath) throws(CardLayoutError) {
        guard !family.isEmpty else { throw .invalid(path(), "\"\"", allowed: "a font family name") }
    }
}

extension StorytellerCardInput.Theme.CardTextStyle {
    /// The ranges and weights the step checks, read once from the fields'
    /// descriptions (the same in the three styles).
    private enum Ranges {
        static let fontWeights: [Int] = {
            guard case .integerChoice(let weights) = Fields.fontWeight.type else { return [] }
            return weights
        }()
        static let textSize = Fields.textSize.numberRange
        static let lineHeight = Fields.lineHeight.numberRange
        static let letterSpacing = Fields.letterSpacing.numberRange
    }

    func validate(at path: @autoclosure () -> JSONPath) throws(CardLayoutError) {
        if case .family(let family) = font {
            try StorytellerCardInput.Theme.validateFamily(family, at: path().appending(Fields.font.name))
        }
        guard Ranges.fontWeights.contains(fontWeight) else {
            throw .invalid(
                path().appending(Fields.fontWeight.name), String(fontWeight), allowed: Fields.fontWeight.allowed)
        }
        try Ranges.textSize.check(textSize, at: path().appending(Fields.textSize.name))
        if let lineHeight { try Ranges.lineHeight.check(lineHeight, at: path().appending(Fields.lineHeight.name)) }
        try Ranges.letterSpacing.check(letterSpacing, at: path().appending(Fields.letterSpacing.name))
    }
}

extension StorytellerCardInput.Card {
    /// What a card's id must be, when given.
    static let nonEmptyID = "a non-empty string"

    /// Checks the card's id: when given, a non-empty string.
    func validate(at path: JSONPath) throws(CardLayoutError) {
        if let id, id.isEmpty { throw .invalid(path.appending(Fields.id.name), "\"\"", allowed: Self.nonEmptyID) }
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
                throw UniqueIDRule.repeated(
                    JSONValue.string(id).errorText, at: idPath,
                    firstAt: cardsPath.appending(index: first).appending(StorytellerCardInput.Card.Fields.id.name),
                    in: "the collection")
            }
            firstIndexByID[id] = index
        }
    }
}

extension StorytellerCardInput.Theme.CardStyle {
    /// Checks that the card, its text area and (for cards with a button)
    /// the button label are wider than 0.
    func validateRoom(
        for cards: some Collection<StorytellerCardInput.Card>, width: Double, over: Bool
    ) throws(CardLayoutError) {
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
        if areas.labelWidth <= 0, cards.contains(where: { $0.presentButtonText != nil }) {
            let limit = areas.hasSidePadding ? areas.cardWidth / 4 : areas.cardWidth / 2
            throw .invalid(
                JSONPath("theme.cards.style.padding"), number(padding),
                allowed:
                    "< \(number(limit)) (the button label, the text width minus twice the padding, needs a width > 0)")
        }
    }
}
