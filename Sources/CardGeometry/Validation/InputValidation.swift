import CardText

extension CardLayoutInput {
    /// Checks every rule a decoded or hand-built input must meet: ranges,
    /// weights, the collection's ids, and that the card leaves room for its
    /// text. Throws the first problem found, naming its JSON path.
    ///
    /// Font families are checked by the engine, which knows the registry.
    public func validate() throws(CardLayoutError) {
        try environment.validate()
        try theme.validate()
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

/// Range checks on numbers, with the messages errors use.
enum NumberRule {
    case positive
    case nonNegative
    case finite

    var allowed: String {
        switch self {
        case .positive: "> 0"
        case .nonNegative: ">= 0"
        case .finite: "a finite number"
        }
    }

    /// `path` is only turned into a ``JSONPath`` when the check fails: this
    /// runs for every layout, and valid input is the common case.
    func check(_ value: Double, at path: @autoclosure () -> String) throws(CardLayoutError) {
        guard value.isFinite else {
            throw .invalid(JSONPath(path()), JSONNumberFormat.exact(value), allowed: "a finite number")
        }
        let accepted =
            switch self {
            case .positive: value > 0
            case .nonNegative: value >= 0
            case .finite: true
            }
        guard accepted else { throw .invalid(JSONPath(path()), JSONNumberFormat.exact(value), allowed: allowed) }
    }
}

extension LayoutEnvironment {
    func validate() throws(CardLayoutError) {
        try NumberRule.positive.check(width, at: "environment.width")
        guard InputDecoder.displayScales.contains(displayScale) else {
            throw .invalid(JSONPath("environment.displayScale"), String(displayScale), allowed: "one of 1, 2, 3")
        }
        guard Self.isLanguageTag(locale) else {
            throw .invalid(
                JSONPath("environment.locale"), JSONValue.string(locale).errorText,
                allowed: "a BCP 47 language tag such as en or pt-BR")
        }
    }

    /// Whether `tag` has the shape of a BCP 47 tag: a 2-8 letter language,
    /// then subtags of 1-8 letters or digits, separated by hyphens.
    static func isLanguageTag(_ tag: String) -> Bool {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = subtags.first, (2...8).contains(language.count),
            language.utf8.allSatisfy({ $0.isASCIILetter })
        else { return false }
        return subtags.dropFirst().allSatisfy { subtag in
            (1...8).contains(subtag.count) && subtag.utf8.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit }
        }
    }
}

extension UInt8 {
    fileprivate var isASCIILetter: Bool { (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) }
    fileprivate var isASCIIDigit: Bool { (0x30...0x39).contains(self) }
}

extension Theme {
    func validate() throws(CardLayoutError) {
        try NumberRule.nonNegative.check(primitives.cornerRadius, at: "theme.primitives.cornerRadius")
        try Self.validateFamily(customFont, at: "theme.customFont")
        let style = cards.style
        let prefix = "theme.cards.style."
        try NumberRule.nonNegative.check(style.padding, at: prefix + "padding")
        try NumberRule.nonNegative.check(style.marginHorizontal, at: prefix + "marginHorizontal")
        try Self.validateRadius(style.cornerRadius, at: prefix + "cornerRadius")
        try NumberRule.nonNegative.check(style.headingsSpacing, at: prefix + "headingsSpacing")
        try NumberRule.nonNegative.check(style.buttonSpacing, at: prefix + "buttonSpacing")
        try style.heading.validate(at: prefix + "heading")
        try style.subHeading.validate(at: prefix + "subHeading")
        try style.button.title.validate(at: prefix + "button.title")
        try NumberRule.nonNegative.check(style.button.outlineWidth, at: prefix + "button.outlineWidth")
        try Self.validateRadius(style.button.cornerRadius, at: prefix + "button.cornerRadius")
    }

    static func validateRadius(_ radius: CornerRadiusValue, at path: String) throws(CardLayoutError) {
        if case .points(let points) = radius { try NumberRule.nonNegative.check(points, at: path) }
    }

    static func validateFamily(_ family: String, at path: String) throws(CardLayoutError) {
        guard !family.isEmpty else { throw .invalid(JSONPath(path), "\"\"", allowed: "a font family name") }
    }
}

extension CardTextStyle {
    func validate(at path: String) throws(CardLayoutError) {
        if case .family(let family) = font { try Theme.validateFamily(family, at: path + ".font") }
        guard InputDecoder.fontWeights.contains(fontWeight) else {
            throw .invalid(
                JSONPath(path + ".fontWeight"), String(fontWeight),
                allowed: "one of " + InputDecoder.fontWeights.map(String.init).joined(separator: ", "))
        }
        try NumberRule.positive.check(textSize, at: path + ".textSize")
        if let lineHeight { try NumberRule.positive.check(lineHeight, at: path + ".lineHeight") }
        try NumberRule.finite.check(letterSpacing, at: path + ".letterSpacing")
    }
}

extension Card {
    /// Checks the card's id: when given, a non-empty string.
    func validate(at path: JSONPath) throws(CardLayoutError) {
        if let id, id.isEmpty { throw .invalid(path.appending("id"), "\"\"", allowed: "a non-empty string") }
    }
}

extension CardCollection {
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

extension CardStyle {
    /// Checks that the card, its text area and (for cards with a button)
    /// the button label are wider than 0.
    func validateRoom(for cards: [Card], width: Double, over: Bool) throws(CardLayoutError) {
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
