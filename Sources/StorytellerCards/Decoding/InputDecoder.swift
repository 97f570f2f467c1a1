import CardGeometryCore
import CardText

import Foundation

/// Turns the input JSON into a ``StorytellerCardInput``: types, enumeration
/// values, colors and references are checked here; ranges and the rules
/// between values by ``StorytellerCardInput/validate()``.
struct InputDecoder {

    func decodeInput(_ root: ObjectReader) throws(CardLayoutError) -> StorytellerCardInput {
        let environment = try LayoutEnvironment(
            reading: root.requiredObject("environment", allowed: "an object with at least a width"))
        let theme =
            try root.object("theme").map { reader throws(CardLayoutError) in try decodeTheme(reader) } ?? StorytellerCardInput.Theme()

        let card = try root.object("card")
        let collection = try root.object("collection")
        let content: StorytellerCardInput.Content
        switch (card, collection) {
        case (let card?, nil):
            content = .card(try decodeCard(card))
        case (nil, let collection?):
            content = .collection(try decodeCollection(collection))
        case (.some, .some):
            throw .invalid(.root, "both", allowed: "an object with exactly one of \"card\" and \"collection\"")
        case (nil, nil):
            throw .invalid(.root, "neither", allowed: "an object with exactly one of \"card\" and \"collection\"")
        }
        root.finish()
        return StorytellerCardInput(
            environment: environment, theme: theme, content: content,
            warnings: CardLayoutWarning.inDocumentOrder(root.warnings.warnings, of: root.value))
    }

    // MARK: - Theme

    private func decodeTheme(_ reader: ObjectReader) throws(CardLayoutError) -> StorytellerCardInput.Theme {
        var theme = StorytellerCardInput.Theme()
        if let colors = try reader.object("colors") {
            if let white = try colors.object("white") {
                theme.colors.white = try decodeColorSet(white, default: .white)
            }
            if let black = try colors.object("black") {
                theme.colors.black = try decodeColorSet(black, default: .nearBlack)
            }
            colors.finish()
        }
        if let primitives = try reader.object("primitives") {
            if let radius = try primitives.number("cornerRadius") { theme.primitives.cornerRadius = radius }
            primitives.finish()
        }
        if let font = try reader.string("customFont") { theme.customFont = font }
        if let cards = try reader.object("cards") {
            if let over = try cards.bool("textOverContent") { theme.cards.textOverContent = over }
            if let style = try cards.object("style") { theme.cards.style = try decodeStyle(style) }
            if let behavior = try cards.object("behavior") {
                if let reloading = try behavior.object("reloading") {
                    let defaults = StorytellerCardInput.Theme.ReloadingBehavior()
                    theme.cards.behavior.reloading = StorytellerCardInput.Theme.ReloadingBehavior(
                        reloadOnExit: try reloading.bool("reloadOnExit") ?? defaults.reloadOnExit,
                        reloadOnForeground: try reloading.bool("reloadOnForeground") ?? defaults.reloadOnForeground)
                    reloading.finish()
                }
                behavior.finish()
            }
            cards.finish()
        }
        reader.finish()
        return theme
    }

    private func decodeColorSet(_ reader: ObjectReader, default primary: RGBAColor) throws(CardLayoutError)
        -> StorytellerCardInput.Theme.ColorSet
    {
        let set = StorytellerCardInput.Theme.ColorSet(
            primary: try reader.literalColor("primary") ?? primary,
            secondary: try reader.literalColor("secondary"))
        reader.finish()
        return set
    }

    private func decodeStyle(_ reader: ObjectReader) throws(CardLayoutError) -> StorytellerCardInput.Theme.CardStyle {
        var style = StorytellerCardInput.Theme.CardStyle()
        if let mode = try reader.choice("textLengthMode", TextFitting.self) { style.textLengthMode = mode }
        if let alignment = try reader.choice("textAlignment", TextAlignment.self) { style.textAlignment = alignment }
        if let padding = try reader.number("padding") { style.padding = padding }
        if let margin = try reader.number("marginHorizontal") { style.marginHorizontal = margin }
        if let radius = try reader.cornerRadius("cornerRadius") { style.cornerRadius = radius }
        if let spacing = try reader.number("headingsSpacing") { style.headingsSpacing = spacing }
        if let spacing = try reader.number("buttonSpacing") { style.buttonSpacing = spacing }
        if let enabled = try reader.bool("dynamicTypeEnabled") { style.dynamicTypeEnabled = enabled }
        style.backgroundColorLight = try reader.color("backgroundColorLight")
        style.backgroundColorDark = try reader.color("backgroundColorDark")
        if let heading = try reader.object("heading") {
            style.heading = try decodeTextStyle(heading, defaults: .heading)
        }
        if let subheading = try reader.object("subHeading") {
            style.subHeading = try decodeTextStyle(subheading, defaults: .subheading)
        }
        if let button = try reader.object("button") { style.button = try decodeButton(button) }
        reader.finish()
        return style
    }

    private func decodeTextStyle(_ reader: ObjectReader, defaults: StorytellerCardInput.Theme.CardTextStyle) throws(CardLayoutError)
        -> StorytellerCardInput.Theme.CardTextStyle
    {
        var style = defaults
        style.font = try reader.fontFamily("font") ?? defaults.font
        if let weight = try reader.integer("fontWeight", in: FontWeights.allowed) { style.fontWeight = weight }
        if let size = try reader.number("textSize") { style.textSize = size }
        style.lineHeight = try reader.number("lineHeight") ?? defaults.lineHeight
        if let textCase = try reader.choice("textCase", TextCase.self) { style.textCase = textCase }
        if let spacing = try reader.number("letterSpacing") { style.letterSpacing = spacing }
        if let color = try reader.color("textColor") { style.textColor = color }
        style.textBelowContentColorLight = try reader.color("textBelowContentColorLight")
        style.textBelowContentColorDark = try reader.color("textBelowContentColorDark")
        reader.finish()
        return style
    }

    private func decodeButton(_ reader: ObjectReader) throws(CardLayoutError) -> StorytellerCardInput.Theme.ButtonStyle {
        var button = StorytellerCardInput.Theme.ButtonStyle()
        if let title = try reader.object("title") { button.title = try decodeTextStyle(title, defaults: .buttonTitle) }
        button.backgroundColor = try reader.color("backgroundColor")
        button.outlineColor = try reader.color("outlineColor")
        if let width = try reader.number("outlineWidth") { button.outlineWidth = width }
        if let radius = try reader.cornerRadius("cornerRadius") { button.cornerRadius = radius }
        button.textAlignment = try reader.choice("textAlignment", TextAlignment.self)
        reader.finish()
        return button
    }

    // MARK: - Cards

    private func decodeCard(_ reader: ObjectReader) throws(CardLayoutError) -> StorytellerCardInput.Card {
        var card = StorytellerCardInput.Card()
        card.id = try reader.string("id")
        card.title = try reader.string("title")
        card.subtitle = try reader.string("subtitle")
        card.buttonText = try reader.string("buttonText")
        if let media = try reader.object("media") {
            card.media.type = try media.choice("type", StorytellerCardInput.MediaType.self) ?? card.media.type
            card.media.aspectRatio = try media.choice("aspectRatio", StorytellerCardInput.AspectRatio.self) ?? card.media.aspectRatio
            media.finish()
        }
        card.action = reader.value("action")
        reader.finish()
        return card
    }

    private func decodeCollection(_ reader: ObjectReader) throws(CardLayoutError) -> StorytellerCardInput.Collection {
        let ordering = try reader.choice("ordering", StorytellerCardInput.CollectionOrdering.self) ?? .unordered
        guard let elements = try reader.array("cards") else {
            throw .missing(reader.path("cards"), allowed: "a non-empty array of cards")
        }
        var cards: [StorytellerCardInput.Card] = []
        for (index, element) in elements.enumerated() {
            cards.append(try decodeCard(reader.reader(element, at: reader.path("cards").appending(index: index))))
        }
        var state = StorytellerCardInput.CollectionState()
        if let stateReader = try reader.object("state") {
            state.viewed = try decodeIDs(stateReader, "viewed")
            state.tapped = try decodeIDs(stateReader, "tapped")
            stateReader.finish()
        }
        reader.finish()
        return StorytellerCardInput.Collection(ordering: ordering, cards: cards, state: state)
    }

    private func decodeIDs(_ reader: ObjectReader, _ key: String) throws(CardLayoutError) -> [String] {
        guard let elements = try reader.array(key) else { return [] }
        var ids: [String] = []
        for (index, element) in elements.enumerated() {
            ids.append(try ObjectReader.string(element, at: reader.path(key).appending(index: index)))
        }
        return ids
    }
}

extension StorytellerCardInput {
    /// Reads and validates an input written as JSON (see the spec's input
    /// format). Unknown keys become ``warnings``; anything invalid throws.
    public init(json: Data) throws(CardLayoutError) {
        try self.init(jsonValue: JSONParser.parse(json))
    }

    /// Reads and validates an input from a parsed JSON tree.
    public init(jsonValue: JSONValue) throws(CardLayoutError) {
        self = try StorytellerSystem.decode(json: jsonValue)
        try validate()
    }
}

extension JSONValue {
    /// Parses JSON text (UTF-8), keeping object keys in document order.
    public init(json: Data) throws(CardLayoutError) {
        self = try JSONParser.parse(json)
    }
}
