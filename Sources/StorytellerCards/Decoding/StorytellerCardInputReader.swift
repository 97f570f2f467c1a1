import CardGeometryCore
import CardText

import Foundation

/// Turns the input JSON into a ``StorytellerCardInput``, member by member
/// in document order, by the fields' descriptions
/// (StorytellerCardInput+Description.swift): every value (its type, its
/// range, an enumeration's names, colors and references) is checked as it
/// is met, so that the first error in document order is the one reported;
/// a required member that is missing (or null) is reported when its object
/// ends. The validation step (``StorytellerCardsSystem/validate(_:)``)
/// checks a typed value by the same descriptions, and the rules between
/// values.
struct StorytellerCardInputReader {
    private typealias Root = StorytellerCardInput.Fields
    private typealias Theme = StorytellerCardInput.Theme
    private typealias Style = StorytellerCardInput.Theme.CardStyle.Fields
    private typealias Text = StorytellerCardInput.Theme.CardTextStyle.Fields
    private typealias Button = StorytellerCardInput.Theme.ButtonStyle.Fields
    private typealias Card = StorytellerCardInput.Card.Fields

    func decode(_ root: ObjectReader) throws(CardLayoutError) -> StorytellerCardInput {
        var environment: LayoutEnvironment?
        var theme = StorytellerCardInput.Theme()
        var content: StorytellerCardInput.Content?
        try root.readMembers(of: StorytellerCardInput.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Root.kind.name: break  // checked by the dispatch
            case Root.environment.name:
                environment = try root.object(Root.environment).map(LayoutEnvironment.init(reading:))
            case Root.theme.name: theme = try root.object(Root.theme).map(decodeTheme) ?? theme
            case Root.card.name, Root.collection.name:
                // Null reads as absent; the second of the two is the error.
                guard let reader = try root.object(key) else { break }
                guard content == nil else { throw .invalid(.root, "both", allowed: Root.exactlyOneContent) }
                content =
                    key == Root.card.name ? .card(try decodeCard(reader)) : .collection(try decodeCollection(reader))
            default: return false
            }
            return true
        }
        guard let environment else { throw Root.environment.missing(in: root.path) }
        guard let content else { throw .invalid(.root, "neither", allowed: Root.exactlyOneContent) }
        // Read in document order, the warnings are in document order.
        return StorytellerCardInput(
            environment: environment, theme: theme, content: content, warnings: root.warnings.warnings)
    }

    // MARK: - Theme

    private func decodeTheme(_ reader: ObjectReader) throws(CardLayoutError) -> StorytellerCardInput.Theme {
        typealias Fields = Theme.Fields
        var theme = StorytellerCardInput.Theme()
        try reader.readMembers(of: Theme.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Fields.colors.name:
                guard let colors = try reader.object(Fields.colors) else { break }
                theme.colors = try decodeColors(colors, defaults: theme.colors)
            case Fields.primitives.name:
                guard let primitives = try reader.object(Fields.primitives) else { break }
                typealias Primitives = Theme.Primitives.Fields
                try primitives.readMembers(of: Theme.Primitives.fieldDescription) { key throws(CardLayoutError) in
                    guard key == Primitives.cornerRadius.name else { return false }
                    if let radius = try primitives.themeNumber(Primitives.cornerRadius) { theme.primitives.cornerRadius = radius }
                    return true
                }
            case Fields.customFont.name:
                if let font = try reader.string(key) {
                    try Theme.validateFamily(font, at: reader.path(key))
                    theme.customFont = font
                }
            case Fields.cards.name:
                guard let cards = try reader.object(Fields.cards) else { break }
                try decodeCards(cards, into: &theme.cards)
            default: return false
            }
            return true
        }
        return theme
    }

    private func decodeColors(_ reader: ObjectReader, defaults: StorytellerCardInput.Theme.Colors)
        throws(CardLayoutError) -> StorytellerCardInput.Theme.Colors
    {
        typealias Colors = Theme.Colors.Fields
        var colors = defaults
        try reader.readMembers(of: Theme.Colors.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Colors.white.name:
                guard let white = try reader.object(Colors.white) else { break }
                colors.white = try decodeColorSet(white, Theme.ColorSet.whiteDescription, default: .white)
            case Colors.black.name:
                guard let black = try reader.object(Colors.black) else { break }
                colors.black = try decodeColorSet(black, Theme.ColorSet.blackDescription, default: .nearBlack)
            default: return false
            }
            return true
        }
        return colors
    }

    /// A palette; both palettes have the fields of the white one.
    private func decodeColorSet(
        _ reader: ObjectReader, _ description: ObjectDescription, default primary: RGBAColor
    ) throws(CardLayoutError) -> StorytellerCardInput.Theme.ColorSet {
        let fields = Theme.ColorSet.Fields.white
        var set = StorytellerCardInput.Theme.ColorSet(primary: primary, secondary: nil)
        try reader.readMembers(of: description) { key throws(CardLayoutError) in
            switch key {
            case fields[0].name: set.primary = try reader.literalColor(key) ?? primary
            case fields[1].name: set.secondary = try reader.literalColor(key)
            default: return false
            }
            return true
        }
        return set
    }

    private func decodeCards(_ reader: ObjectReader, into cards: inout StorytellerCardInput.Theme.Cards)
        throws(CardLayoutError)
    {
        typealias Fields = Theme.Cards.Fields
        try reader.readMembers(of: Theme.Cards.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Fields.textOverContent.name:
                if let over = try reader.bool(key) { cards.textOverContent = over }
            case Fields.style.name:
                if let style = try reader.object(Fields.style) { cards.style = try decodeStyle(style) }
            case Fields.behavior.name:
                if let behavior = try reader.object(Fields.behavior) {
                    cards.behavior.reloading = try decodeBehavior(behavior, defaults: cards.behavior.reloading)
                }
            default: return false
            }
            return true
        }
    }

    /// `behavior`, whose one member is `reloading`.
    private func decodeBehavior(_ reader: ObjectReader, defaults: StorytellerCardInput.Theme.ReloadingBehavior)
        throws(CardLayoutError) -> StorytellerCardInput.Theme.ReloadingBehavior
    {
        typealias Reloading = Theme.ReloadingBehavior.Fields
        let field = Theme.CardBehavior.Fields.reloading
        var result = defaults
        try reader.readMembers(of: Theme.CardBehavior.fieldDescription) { key throws(CardLayoutError) in
            guard key == field.name else { return false }
            guard let reloading = try reader.object(field) else { return true }
            var read = StorytellerCardInput.Theme.ReloadingBehavior()
            try reloading.readMembers(of: Theme.ReloadingBehavior.fieldDescription) { key throws(CardLayoutError) in
                switch key {
                case Reloading.reloadOnExit.name: read.reloadOnExit = try reloading.bool(key) ?? read.reloadOnExit
                case Reloading.reloadOnForeground.name:
                    read.reloadOnForeground = try reloading.bool(key) ?? read.reloadOnForeground
                default: return false
                }
                return true
            }
            result = read
            return true
        }
        return result
    }

    private func decodeStyle(_ reader: ObjectReader) throws(CardLayoutError) -> StorytellerCardInput.Theme.CardStyle {
        var style = StorytellerCardInput.Theme.CardStyle()
        try reader.readMembers(of: Theme.CardStyle.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Style.textLengthMode.name:
                if let mode = try reader.choice(key, TextFitting.self) { style.textLengthMode = mode }
            case Style.textAlignment.name:
                if let alignment = try reader.choice(key, TextAlignment.self) { style.textAlignment = alignment }
            case Style.padding.name:
                if let padding = try reader.themeNumber(Style.padding) { style.padding = padding }
            case Style.marginHorizontal.name:
                if let margin = try reader.themeNumber(Style.marginHorizontal) { style.marginHorizontal = margin }
            case Style.cornerRadius.name:
                if let radius = try reader.cornerRadius(Style.cornerRadius) { style.cornerRadius = radius }
            case Style.headingsSpacing.name:
                if let spacing = try reader.themeNumber(Style.headingsSpacing) { style.headingsSpacing = spacing }
            case Style.buttonSpacing.name:
                if let spacing = try reader.themeNumber(Style.buttonSpacing) { style.buttonSpacing = spacing }
            case Style.dynamicTypeEnabled.name:
                if let enabled = try reader.bool(key) { style.dynamicTypeEnabled = enabled }
            case Style.backgroundColorLight.name: style.backgroundColorLight = try reader.color(Style.backgroundColorLight)
            case Style.backgroundColorDark.name: style.backgroundColorDark = try reader.color(Style.backgroundColorDark)
            case Style.heading.name:
                if let heading = try reader.object(Style.heading) {
                    style.heading = try decodeTextStyle(heading, Theme.CardTextStyle.headingDescription, defaults: .heading)
                }
            case Style.subHeading.name:
                if let subheading = try reader.object(Style.subHeading) {
                    style.subHeading = try decodeTextStyle(
                        subheading, Theme.CardTextStyle.subheadingDescription, defaults: .subheading)
                }
            case Style.button.name:
                if let button = try reader.object(Style.button) { style.button = try decodeButton(button) }
            default: return false
            }
            return true
        }
        return style
    }

    private func decodeTextStyle(
        _ reader: ObjectReader, _ description: ObjectDescription, defaults: StorytellerCardInput.Theme.CardTextStyle
    ) throws(CardLayoutError) -> StorytellerCardInput.Theme.CardTextStyle {
        var style = defaults
        try reader.readMembers(of: description) { key throws(CardLayoutError) in
            switch key {
            case Text.font.name: style.font = try reader.fontFamily(Text.font) ?? defaults.font
            case Text.fontWeight.name:
                if let weight = try reader.integer(Text.fontWeight) { style.fontWeight = weight }
            case Text.textSize.name:
                if let size = try reader.themeNumber(Text.textSize) { style.textSize = size }
            case Text.lineHeight.name: style.lineHeight = try reader.themeNumber(Text.lineHeight) ?? defaults.lineHeight
            case Text.textCase.name:
                if let textCase = try reader.choice(key, TextCase.self) { style.textCase = textCase }
            case Text.letterSpacing.name:
                if let spacing = try reader.themeNumber(Text.letterSpacing) { style.letterSpacing = spacing }
            case Text.textColor.name:
                if let color = try reader.color(Text.textColor) { style.textColor = color }
            case Text.textBelowContentColorLight.name:
                style.textBelowContentColorLight = try reader.color(Text.textBelowContentColorLight)
            case Text.textBelowContentColorDark.name:
                style.textBelowContentColorDark = try reader.color(Text.textBelowContentColorDark)
            default: return false
            }
            return true
        }
        return style
    }

    private func decodeButton(_ reader: ObjectReader) throws(CardLayoutError) -> StorytellerCardInput.Theme.ButtonStyle {
        var button = StorytellerCardInput.Theme.ButtonStyle()
        try reader.readMembers(of: Theme.ButtonStyle.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Button.title.name:
                if let title = try reader.object(Button.title) {
                    button.title = try decodeTextStyle(
                        title, Theme.CardTextStyle.buttonTitleDescription, defaults: .buttonTitle)
                }
            case Button.backgroundColor.name: button.backgroundColor = try reader.color(Button.backgroundColor)
            case Button.outlineColor.name: button.outlineColor = try reader.color(Button.outlineColor)
            case Button.outlineWidth.name:
                if let width = try reader.themeNumber(Button.outlineWidth) { button.outlineWidth = width }
            case Button.cornerRadius.name:
                if let radius = try reader.cornerRadius(Button.cornerRadius) { button.cornerRadius = radius }
            case Button.textAlignment.name: button.textAlignment = try reader.choice(key, TextAlignment.self)
            default: return false
            }
            return true
        }
        return button
    }

    // MARK: - Cards

    private func decodeCard(_ reader: ObjectReader) throws(CardLayoutError) -> StorytellerCardInput.Card {
        var card = StorytellerCardInput.Card()
        try reader.readMembers(of: StorytellerCardInput.Card.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Card.id.name:
                card.id = try reader.string(key)
                if card.id?.isEmpty == true {
                    throw .invalid(reader.path(key), "\"\"", allowed: StorytellerCardInput.Card.nonEmptyID)
                }
            case Card.title.name: card.title = try reader.string(key)
            case Card.subtitle.name: card.subtitle = try reader.string(key)
            case Card.buttonText.name: card.buttonText = try reader.string(key)
            case Card.media.name:
                guard let media = try reader.object(Card.media) else { break }
                typealias Media = StorytellerCardInput.Media.Fields
                try media.readMembers(of: StorytellerCardInput.Media.fieldDescription) { key throws(CardLayoutError) in
                    switch key {
                    case Media.type.name:
                        card.media.type =
                            try media.storytellerChoice(key, StorytellerCardInput.MediaType.self) ?? card.media.type
                    case Media.aspectRatio.name:
                        card.media.aspectRatio =
                            try media.storytellerChoice(key, StorytellerCardInput.AspectRatio.self)
                            ?? card.media.aspectRatio
                    default: return false
                    }
                    return true
                }
            case Card.action.name: card.action = reader.value(key)
            default: return false
            }
            return true
        }
        return card
    }

    private func decodeCollection(_ reader: ObjectReader) throws(CardLayoutError) -> StorytellerCardInput.Collection {
        typealias Fields = StorytellerCardInput.Collection.Fields
        var ordering = StorytellerCardInput.CollectionOrdering.unordered
        var cards: [StorytellerCardInput.Card]?
        var state = StorytellerCardInput.CollectionState()
        try reader.readMembers(of: StorytellerCardInput.Collection.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Fields.ordering.name:
                ordering = try reader.storytellerChoice(key, StorytellerCardInput.CollectionOrdering.self) ?? ordering
            case Fields.cards.name:
                // The count is the validation step's (an empty collection).
                guard let elements = try reader.array(key) else { break }
                let path = reader.path(key)
                var read: [StorytellerCardInput.Card] = []
                read.reserveCapacity(elements.count)
                for (index, element) in elements.enumerated() {
                    read.append(try decodeCard(reader.reader(element, at: path.appending(index: index))))
                }
                cards = read
            case Fields.state.name:
                guard let stateReader = try reader.object(Fields.state) else { break }
                typealias State = StorytellerCardInput.CollectionState.Fields
                try stateReader.readMembers(of: StorytellerCardInput.CollectionState.fieldDescription) {
                    key throws(CardLayoutError) in
                    switch key {
                    case State.viewed.name: state.viewed = try decodeIDs(stateReader, State.viewed)
                    case State.tapped.name: state.tapped = try decodeIDs(stateReader, State.tapped)
                    default: return false
                    }
                    return true
                }
            default: return false
            }
            return true
        }
        guard let cards else { throw Fields.cards.missing(in: reader.path) }
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
    /// Reads and validates an input written as JSON, by the one reading
    /// contract of every kind: each value is checked as it is read, so the
    /// first invalid value in document order throws, naming its JSON path;
    /// then the validation step the engine runs before every layout.
    /// Unknown keys become ``warnings``.
    public init(json: Data) throws(CardLayoutError) {
        self = try StorytellerCardsSystem.input(json: json)
    }

    /// Reads and validates an input from a parsed JSON tree, as ``init(json:)``.
    public init(jsonValue: JSONValue) throws(CardLayoutError) {
        self = try StorytellerCardsSystem.input(jsonValue: jsonValue)
    }
}

extension JSONValue {
    /// Parses JSON text (UTF-8), keeping object keys in document order.
    public init(json: Data) throws(CardLayoutError) {
        self = try JSONParser.parse(json)
    }
}
