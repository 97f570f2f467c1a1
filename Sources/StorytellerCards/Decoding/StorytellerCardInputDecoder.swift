import CardGeometryCore
import CardText

import Foundation

/// Turns the input JSON into a ``StorytellerCardInput`` by the fields'
/// descriptions (StorytellerCardInput+Description.swift): types,
/// enumeration values, colors and references are checked here; ranges and
/// the rules between values by the validation step
/// (``StorytellerCardsSystem/validate(_:)``), from the same descriptions.
struct StorytellerCardInputDecoder {
    private typealias Root = StorytellerCardInput.Fields
    private typealias Theme = StorytellerCardInput.Theme
    private typealias Style = StorytellerCardInput.Theme.CardStyle.Fields
    private typealias Text = StorytellerCardInput.Theme.CardTextStyle.Fields
    private typealias Button = StorytellerCardInput.Theme.ButtonStyle.Fields
    private typealias Card = StorytellerCardInput.Card.Fields

    func decode(_ root: ObjectReader) throws(CardLayoutError) -> StorytellerCardInput {
        guard let environmentReader = try root.object(Root.environment.name) else {
            throw Root.environment.missing(in: root.path)
        }
        let environment = try LayoutEnvironment(reading: environmentReader)
        let theme =
            try root.object(Root.theme.name).map { reader throws(CardLayoutError) in try decodeTheme(reader) }
            ?? StorytellerCardInput.Theme()

        let card = try root.object(Root.card.name)
        let collection = try root.object(Root.collection.name)
        let content: StorytellerCardInput.Content
        switch (card, collection) {
        case (let card?, nil):
            content = .card(try decodeCard(card))
        case (nil, let collection?):
            content = .collection(try decodeCollection(collection))
        case (.some, .some):
            throw .invalid(.root, "both", allowed: Root.exactlyOneContent)
        case (nil, nil):
            throw .invalid(.root, "neither", allowed: Root.exactlyOneContent)
        }
        root.finish()
        return StorytellerCardInput(
            environment: environment, theme: theme, content: content,
            warnings: CardLayoutWarning.inDocumentOrder(root.warnings.warnings, of: root.value))
    }

    // MARK: - Theme

    private func decodeTheme(_ reader: ObjectReader) throws(CardLayoutError) -> StorytellerCardInput.Theme {
        typealias Fields = Theme.Fields
        var theme = StorytellerCardInput.Theme()
        if let colors = try reader.object(Fields.colors.name) {
            typealias Colors = Theme.Colors.Fields
            if let white = try colors.object(Colors.white.name) {
                theme.colors.white = try decodeColorSet(white, default: .white)
            }
            if let black = try colors.object(Colors.black.name) {
                theme.colors.black = try decodeColorSet(black, default: .nearBlack)
            }
            colors.finish()
        }
        if let primitives = try reader.object(Fields.primitives.name) {
            typealias Primitives = Theme.Primitives.Fields
            if let radius = try primitives.number(Primitives.cornerRadius.name) {
                theme.primitives.cornerRadius = radius
            }
            primitives.finish()
        }
        if let font = try reader.string(Fields.customFont.name) { theme.customFont = font }
        if let cards = try reader.object(Fields.cards.name) {
            typealias Cards = Theme.Cards.Fields
            if let over = try cards.bool(Cards.textOverContent.name) { theme.cards.textOverContent = over }
            if let style = try cards.object(Cards.style.name) { theme.cards.style = try decodeStyle(style) }
            if let behavior = try cards.object(Cards.behavior.name) {
                typealias Reloading = Theme.ReloadingBehavior.Fields
                if let reloading = try behavior.object(Theme.CardBehavior.Fields.reloading.name) {
                    let defaults = StorytellerCardInput.Theme.ReloadingBehavior()
                    theme.cards.behavior.reloading = StorytellerCardInput.Theme.ReloadingBehavior(
                        reloadOnExit: try reloading.bool(Reloading.reloadOnExit.name) ?? defaults.reloadOnExit,
                        reloadOnForeground: try reloading.bool(Reloading.reloadOnForeground.name)
                            ?? defaults.reloadOnForeground)
                    reloading.finish()
                }
                behavior.finish()
            }
            cards.finish()
        }
        reader.finish()
        return theme
    }

    /// A palette; both palettes have the fields of the white one.
    private func decodeColorSet(_ reader: ObjectReader, default primary: RGBAColor) throws(CardLayoutError)
        -> StorytellerCardInput.Theme.ColorSet
    {
        let fields = Theme.ColorSet.Fields.white
        let set = StorytellerCardInput.Theme.ColorSet(
            primary: try reader.literalColor(fields[0].name) ?? primary,
            secondary: try reader.literalColor(fields[1].name))
        reader.finish()
        return set
    }

    private func decodeStyle(_ reader: ObjectReader) throws(CardLayoutError) -> StorytellerCardInput.Theme.CardStyle {
        var style = StorytellerCardInput.Theme.CardStyle()
        if let mode = try reader.choice(Style.textLengthMode.name, TextFitting.self) { style.textLengthMode = mode }
        if let alignment = try reader.choice(Style.textAlignment.name, TextAlignment.self) { style.textAlignment = alignment }
        if let padding = try reader.number(Style.padding.name) { style.padding = padding }
        if let margin = try reader.number(Style.marginHorizontal.name) { style.marginHorizontal = margin }
        if let radius = try reader.cornerRadius(Style.cornerRadius) { style.cornerRadius = radius }
        if let spacing = try reader.number(Style.headingsSpacing.name) { style.headingsSpacing = spacing }
        if let spacing = try reader.number(Style.buttonSpacing.name) { style.buttonSpacing = spacing }
        if let enabled = try reader.bool(Style.dynamicTypeEnabled.name) { style.dynamicTypeEnabled = enabled }
        style.backgroundColorLight = try reader.color(Style.backgroundColorLight)
        style.backgroundColorDark = try reader.color(Style.backgroundColorDark)
        if let heading = try reader.object(Style.heading.name) {
            style.heading = try decodeTextStyle(heading, defaults: .heading)
        }
        if let subheading = try reader.object(Style.subHeading.name) {
            style.subHeading = try decodeTextStyle(subheading, defaults: .subheading)
        }
        if let button = try reader.object(Style.button.name) { style.button = try decodeButton(button) }
        reader.finish()
        return style
    }

    private func decodeTextStyle(_ reader: ObjectReader, defaults: StorytellerCardInput.Theme.CardTextStyle)
        throws(CardLayoutError) -> StorytellerCardInput.Theme.CardTextStyle
    {
        var style = defaults
        style.font = try reader.fontFamily(Text.font) ?? defaults.font
        if let weight = try reader.integer(Text.fontWeight) { style.fontWeight = weight }
        if let size = try reader.number(Text.textSize.name) { style.textSize = size }
        style.lineHeight = try reader.number(Text.lineHeight.name) ?? defaults.lineHeight
        if let textCase = try reader.choice(Text.textCase.name, TextCase.self) { style.textCase = textCase }
        if let spacing = try reader.number(Text.letterSpacing.name) { style.letterSpacing = spacing }
        if let color = try reader.color(Text.textColor) { style.textColor = color }
        style.textBelowContentColorLight = try reader.color(Text.textBelowContentColorLight)
        style.textBelowContentColorDark = try reader.color(Text.textBelowContentColorDark)
        reader.finish()
        return style
    }

    private func decodeButton(_ reader: ObjectReader) throws(CardLayoutError) -> StorytellerCardInput.Theme.ButtonStyle {
        var button = StorytellerCardInput.Theme.ButtonStyle()
        if let title = try reader.object(Button.title.name) {
            button.title = try decodeTextStyle(title, defaults: .buttonTitle)
        }
        button.backgroundColor = try reader.color(Button.backgroundColor)
        button.outlineColor = try reader.color(Button.outlineColor)
        if let width = try reader.number(Button.outlineWidth.name) { button.outlineWidth = width }
        if let radius = try reader.cornerRadius(Button.cornerRadius) { button.cornerRadius = radius }
        button.textAlignment = try reader.choice(Button.textAlignment.name, TextAlignment.self)
        reader.finish()
        return button
    }

    // MARK: - Cards

    private func decodeCard(_ reader: ObjectReader) throws(CardLayoutError) -> StorytellerCardInput.Card {
        var card = StorytellerCardInput.Card()
        card.id = try reader.string(Card.id.name)
        card.title = try reader.string(Card.title.name)
        card.subtitle = try reader.string(Card.subtitle.name)
        card.buttonText = try reader.string(Card.buttonText.name)
        if let media = try reader.object(Card.media.name) {
            typealias Media = StorytellerCardInput.Media.Fields
            card.media.type = try media.storytellerChoice(Media.type.name, StorytellerCardInput.MediaType.self) ?? card.media.type
            card.media.aspectRatio =
                try media.storytellerChoice(Media.aspectRatio.name, StorytellerCardInput.AspectRatio.self) ?? card.media.aspectRatio
            media.finish()
        }
        card.action = reader.value(Card.action.name)
        reader.finish()
        return card
    }

    private func decodeCollection(_ reader: ObjectReader) throws(CardLayoutError) -> StorytellerCardInput.Collection {
        typealias Fields = StorytellerCardInput.Collection.Fields
        let ordering =
            try reader.storytellerChoice(Fields.ordering.name, StorytellerCardInput.CollectionOrdering.self) ?? .unordered
        // The count is the validation step's (an empty collection).
        guard let elements = try reader.array(Fields.cards.name) else { throw Fields.cards.missing(in: reader.path) }
        var cards: [StorytellerCardInput.Card] = []
        for (index, element) in elements.enumerated() {
            cards.append(
                try decodeCard(reader.reader(element, at: reader.path(Fields.cards.name).appending(index: index))))
        }
        var state = StorytellerCardInput.CollectionState()
        if let stateReader = try reader.object(Fields.state.name) {
            typealias State = StorytellerCardInput.CollectionState.Fields
            state.viewed = try decodeIDs(stateReader, State.viewed)
            state.tapped = try decodeIDs(stateReader, State.tapped)
            stateReader.finish()
        }
        reader.finish()
        return StorytellerCardInput.Collection(ordering: ordering, cards: cards, state: state)
    }

    private func decodeIDs(_ reader: ObjectReader, _ field: FieldDescription) throws(CardLayoutError) -> [String] {
        guard let elements = try reader.array(field.name) else { return [] }
        var ids: [String] = []
        for (index, element) in elements.enumerated() {
            ids.append(try ObjectReader.string(element, at: reader.path(field.name).appending(index: index)))
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
        self = try StorytellerCardsSystem.decode(json: jsonValue)
        try validate()
    }
}

extension JSONValue {
    /// Parses JSON text (UTF-8), keeping object keys in document order.
    public init(json: Data) throws(CardLayoutError) {
        self = try JSONParser.parse(json)
    }
}
