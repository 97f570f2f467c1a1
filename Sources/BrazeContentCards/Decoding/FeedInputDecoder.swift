import CardGeometryCore

import Foundation

/// Reads a `braze.contentCards` input document into a ``BrazeFeedInput``:
/// every value is checked as it is met, in document order; a required
/// member that is missing (or null) is reported when its object ends.
struct FeedInputDecoder {
    typealias Card = BrazeFeedInput.Card

    func decode(_ root: ObjectReader) throws(CardLayoutError) -> BrazeFeedInput {
        var environment: LayoutEnvironment?
        var theme = BrazeFeedInput.Theme()
        var feed = BrazeFeedInput.Feed()
        var cards: [Card]?
        try root.readMembers(known: ["kind", "environment", "theme", "feed", "cards"]) { key throws(CardLayoutError) in
            switch key {
            case "kind": break  // checked by the dispatch
            case "environment": environment = try root.object(key).map(LayoutEnvironment.init(reading:))
            case "theme": theme = try root.object(key).map(ThemeDecoder().decode) ?? theme
            case "feed": feed = try root.object(key).map(decodeFeed) ?? feed
            case "cards": cards = try decodeCards(root)
            default: return false
            }
            return true
        }
        guard let environment else {
            throw .missing(root.path("environment"), allowed: "an object with at least a width")
        }
        guard let cards else { throw .missing(root.path("cards"), allowed: Self.cardsAllowed) }
        return BrazeFeedInput(
            environment: environment, theme: theme, feed: feed, cards: cards,
            warnings: root.warnings.warnings.map(\.description))
    }

    static let cardsAllowed = "an array of 0 to \(BrazeFeedInput.maximumCardCount) cards"

    private func decodeFeed(_ reader: ObjectReader) throws(CardLayoutError) -> BrazeFeedInput.Feed {
        var feed = BrazeFeedInput.Feed()
        try reader.readMembers(known: ["context", "title", "disableUnreadIndicator"]) { key throws(CardLayoutError) in
            switch key {
            case "context": feed.context = try reader.choice(key, BrazeFeedInput.Feed.Context.self) ?? feed.context
            case "title": feed.title = try reader.string(key)
            case "disableUnreadIndicator":
                feed.disableUnreadIndicator = try reader.bool(key) ?? feed.disableUnreadIndicator
            default: return false
            }
            return true
        }
        return feed
    }

    private func decodeCards(_ root: ObjectReader) throws(CardLayoutError) -> [Card]? {
        guard let elements = try root.array("cards") else { return nil }
        let path = root.path("cards")
        guard elements.count <= BrazeFeedInput.maximumCardCount else {
            throw .invalid(path, "an array of \(elements.count) cards", allowed: Self.cardsAllowed)
        }
        var cards: [Card] = []
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
        var id: String?
        var type: Card.CardType?
        var card = Card(id: "", type: .classic)
        try reader.readMembers(known: ["id", "type", "title", "cardDescription", "domain", "image", "imageAspectRatio", "pinned", "viewed", "dismissed", "dismissible", "isControl", "created", "expiresAt", "url", "openURLInWebView", "extras"]) { key throws(CardLayoutError) in
            switch key {
            case "id":
                id = try reader.string(key)
                if let id { try FeedLimits.checkID(id, at: reader.path(key), earlier: indexOfID[id]) }
            case "type": type = try reader.choice(key, Card.CardType.self)
            case "title": card.title = try reader.string(key)
            case "cardDescription": card.cardDescription = try reader.string(key)
            case "domain": card.domain = try reader.string(key)
            case "image": card.image = try decodeImage(reader)
            case "imageAspectRatio":
                card.imageAspectRatio = try reader.aspectRatio(key)
                card.imageAspectRatioAsWritten = reader.unrepresentableNumber(key)
            case "pinned": card.pinned = try reader.bool(key) ?? false
            case "viewed": card.viewed = try reader.bool(key) ?? false
            case "dismissed": card.dismissed = try reader.bool(key) ?? false
            case "dismissible": card.dismissible = try reader.bool(key) ?? false
            case "isControl": card.isControl = try reader.bool(key) ?? false
            case "created": card.created = try reader.number(key, FeedLimits.created) ?? 0
            case "expiresAt": card.expiresAt = try reader.number(key, FeedLimits.time)
            case "url": card.url = try reader.string(key)
            case "openURLInWebView": card.openURLInWebView = try reader.bool(key) ?? false
            case "extras": card.extras = try decodeExtras(reader)
            default: return false
            }
            return true
        }
        guard let id else { throw .missing(reader.path("id"), allowed: "a non-empty string") }
        guard let type else {
            throw .missing(
                reader.path("type"), allowed: "one of " + Card.CardType.allCases.map(\.rawValue).joined(separator: ", "))
        }
        card.id = id
        card.type = type
        return card
    }

    /// `image`: null, the image URL, or `{ "url", "aspectRatio" }`.
    private func decodeImage(_ card: ObjectReader) throws(CardLayoutError) -> Card.Image? {
        switch card.value("image") {
        case nil:
            return nil
        case .string(let url):
            return Card.Image(url: url)
        case .object(let object):
            let reader = try card.reader(.object(object), at: card.path("image"))
            var image = Card.Image()
            try reader.readMembers(known: ["url", "aspectRatio"]) { key throws(CardLayoutError) in
                switch key {
                case "url": image.url = try reader.string(key)
                case "aspectRatio":
                    image.aspectRatio = try reader.aspectRatio(key)
                    image.aspectRatioAsWritten = reader.unrepresentableNumber(key)
                default: return false
                }
                return true
            }
            return image
        case let value?:
            throw .invalid(
                card.path("image"), value,
                allowed: #"null, a string (the image URL) or an object { "url": string, "aspectRatio": ratio }"#)
        }
    }

    /// `extras`: null or an object of strings, whose keys are the card's own
    /// (never unknown keys).
    private func decodeExtras(_ card: ObjectReader) throws(CardLayoutError) -> [String: String]? {
        guard let value = card.value("extras") else { return nil }
        let path = card.path("extras")
        guard case .object(let object) = value else {
            throw .invalid(path, value, allowed: "null or an object whose values are strings")
        }
        var extras: [String: String] = [:]
        for member in object.members {
            extras[member.key] = try ObjectReader.string(member.value, at: path.appending(member.key))
        }
        return extras
    }
}

extension BrazeFeedInput {
    /// Reads an input written as JSON (braze-content-cards.md, input).
    /// Unknown keys become ``warnings``; anything invalid throws, naming its
    /// JSON path.
    public init(json: Data) throws(CardLayoutError) {
        self = try BrazeContentCardsSystem.decode(json: JSONParser.parse(json))
    }
}
