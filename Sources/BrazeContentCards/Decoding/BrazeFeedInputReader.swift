import CardGeometryCore

import Foundation

/// Turns a `braze.contentCards` input document into a ``BrazeFeedInput``,
/// member by member in document order, by the fields' descriptions
/// (BrazeFeedInput+Description.swift): each value is checked as it is met,
/// so that the first error in document order is the one reported; a
/// required member that is missing (or null) is reported when its object
/// ends. The validation step (``BrazeContentCardsSystem/validate(_:)``)
/// checks the typed value by the same descriptions before every layout.
struct BrazeFeedInputReader {
    private typealias Root = BrazeFeedInput.Fields
    private typealias Card = BrazeFeedInput.Card

    func decode(_ root: ObjectReader) throws(CardLayoutError) -> BrazeFeedInput {
        var environment: LayoutEnvironment?
        var theme = BrazeFeedInput.Theme()
        var feed = BrazeFeedInput.Feed()
        var cards: [Card]?
        try root.readMembers(of: BrazeFeedInput.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Root.kind.name: break  // checked by the dispatch
            case Root.environment.name: environment = try root.object(Root.environment).map(LayoutEnvironment.init(reading:))
            case Root.theme.name: theme = try root.object(Root.theme).map(decodeTheme) ?? theme
            case Root.feed.name: feed = try root.object(Root.feed).map(decodeFeed) ?? feed
            case Root.cards.name: cards = try decodeCards(root)
            default: return false
            }
            return true
        }
        guard let environment else { throw Root.environment.missing(in: root.path) }
        guard let cards else { throw Root.cards.missing(in: root.path) }
        return BrazeFeedInput(
            environment: environment, theme: theme, feed: feed, cards: cards, warnings: root.warnings.warnings)
    }

    private func decodeFeed(_ reader: ObjectReader) throws(CardLayoutError) -> BrazeFeedInput.Feed {
        typealias Fields = BrazeFeedInput.Feed.Fields
        var feed = BrazeFeedInput.Feed()
        try reader.readMembers(of: BrazeFeedInput.Feed.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Fields.context.name:
                feed.context = try reader.choice(Fields.context, BrazeFeedInput.Feed.Context.self) ?? feed.context
            case Fields.title.name: feed.title = try reader.string(Fields.title)
            case Fields.disableUnreadIndicator.name:
                feed.disableUnreadIndicator = try reader.bool(Fields.disableUnreadIndicator) ?? feed.disableUnreadIndicator
            default: return false
            }
            return true
        }
        return feed
    }

    private func decodeCards(_ root: ObjectReader) throws(CardLayoutError) -> [Card]? {
        guard let elements = try root.array(Root.cards) else { return nil }
        let path = root.path(Root.cards.name)
        var cards: [Card] = []
        cards.reserveCapacity(elements.count)
        var indexOfID: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            let card = try decodeCard(root.reader(element, at: path.appending(index: index)), indexOfID: indexOfID)
            indexOfID[card.id] = index
            cards.append(card)
        }
        return cards
    }

    /// One card; `indexOfID` holds the ids of the cards before it.
    private func decodeCard(_ reader: ObjectReader, indexOfID: [String: Int]) throws(CardLayoutError) -> Card {
        typealias Fields = Card.Fields
        var id: String?
        var type: Card.CardType?
        var card = Card(id: "", type: .classic)
        try reader.readMembers(of: Card.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Fields.id.name:
                id = try reader.string(Fields.id)
                if let id { try BrazeFeedInput.checkID(id, at: reader.path(key), earlier: indexOfID[id]) }
            case Fields.type.name: type = try reader.choice(Fields.type, Card.CardType.self)
            case Fields.title.name: card.title = try reader.string(Fields.title)
            case Fields.cardDescription.name: card.cardDescription = try reader.string(Fields.cardDescription)
            case Fields.domain.name: card.domain = try reader.string(Fields.domain)
            case Fields.image.name: card.image = try decodeImage(reader)
            case Fields.imageAspectRatio.name:
                card.imageAspectRatio = try reader.aspectRatio(Fields.imageAspectRatio)
                card.imageAspectRatioAsWritten = reader.unrepresentableNumber(key)
            case Fields.pinned.name: card.pinned = try reader.bool(Fields.pinned) ?? false
            case Fields.viewed.name: card.viewed = try reader.bool(Fields.viewed) ?? false
            case Fields.dismissed.name: card.dismissed = try reader.bool(Fields.dismissed) ?? false
            case Fields.dismissible.name: card.dismissible = try reader.bool(Fields.dismissible) ?? false
            case Fields.isControl.name: card.isControl = try reader.bool(Fields.isControl) ?? false
            case Fields.created.name: card.created = try reader.number(Fields.created) ?? 0
            case Fields.expiresAt.name: card.expiresAt = try reader.number(Fields.expiresAt)
            case Fields.url.name: card.url = try reader.string(Fields.url)
            case Fields.openURLInWebView.name: card.openURLInWebView = try reader.bool(Fields.openURLInWebView) ?? false
            case Fields.extras.name: card.extras = try decodeExtras(reader)
            default: return false
            }
            return true
        }
        guard let id else { throw Fields.id.missing(in: reader.path) }
        guard let type else { throw Fields.type.missing(in: reader.path) }
        card.id = id
        card.type = type
        return card
    }

    /// `image`: null, the image URL, or `{ "url", "aspectRatio" }`.
    private func decodeImage(_ card: ObjectReader) throws(CardLayoutError) -> Card.Image? {
        let field = Card.Fields.image
        switch card.value(field.name) {
        case nil:
            return nil
        case .string(let url):
            return Card.Image(url: url)
        case .object(let object):
            typealias Fields = Card.Image.Fields
            let reader = try card.reader(.object(object), at: card.path(field.name))
            var image = Card.Image()
            try reader.readMembers(of: Card.Image.fieldDescription) { key throws(CardLayoutError) in
                switch key {
                case Fields.url.name: image.url = try reader.string(Fields.url)
                case Fields.aspectRatio.name:
                    image.aspectRatio = try reader.aspectRatio(Fields.aspectRatio)
                    image.aspectRatioAsWritten = reader.unrepresentableNumber(key)
                default: return false
                }
                return true
            }
            return image
        case let value?:
            throw .invalid(card.path(field.name), value, allowed: field.allowed)
        }
    }

    /// `extras`: null or an object of strings, whose keys are the card's own
    /// (never unknown keys).
    private func decodeExtras(_ card: ObjectReader) throws(CardLayoutError) -> [String: String]? {
        let field = Card.Fields.extras
        guard let value = card.value(field.name) else { return nil }
        let path = card.path(field.name)
        guard case .object(let object) = value else { throw .invalid(path, value, allowed: field.allowed) }
        var extras: [String: String] = [:]
        for member in object.members {
            extras[member.key] = try ObjectReader.string(member.value, at: path.appending(member.key))
        }
        return extras
    }
}

extension BrazeFeedInput {
    /// Reads and validates an input written as JSON, by the one reading
    /// contract of every kind: each value is checked as it is read, so the
    /// first invalid value in document order throws, naming its JSON path;
    /// then the validation step the engine runs before every layout.
    /// Unknown keys become ``warnings``.
    public init(json: Data) throws(CardLayoutError) {
        self = try BrazeContentCardsSystem.input(json: json)
    }

    /// Reads and validates an input from a parsed JSON tree, as ``init(json:)``.
    public init(jsonValue: JSONValue) throws(CardLayoutError) {
        self = try BrazeContentCardsSystem.input(jsonValue: jsonValue)
    }
}
