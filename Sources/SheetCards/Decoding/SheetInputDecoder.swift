import CardGeometryCore
import Foundation

/// Turns an input document into a ``SheetCardInput``, member by member in
/// document order: types, enumerations, colors and ranges are checked as
/// they are met; whole-input rules are the layout's.
struct SheetInputDecoder {
    func decode(_ root: ObjectReader) throws(CardLayoutError) -> SheetCardInput {
        var environment: LayoutEnvironment?
        var style = SheetCardStyle()
        var cards: [SheetCard]?
        var position: SheetCardPosition?
        var scrollOffset = 0.0
        var drag: SheetCardDrag?
        try root.readMembers(known: ["kind", "environment", "style", "cards", "position", "scrollOffset", "drag"]) { key throws(CardLayoutError) in
            switch key {
            case "kind":
                break
            case "environment":
                environment = try decodeEnvironment(root)
            case "style":
                if let reader = try root.object("style") { style = try decodeStyle(reader) }
            case "cards":
                cards = try decodeCards(root)
            case "position":
                position = try root.choice("position", SheetCardPosition.self)
            case "scrollOffset":
                scrollOffset = try root.number("scrollOffset", SheetCardInput.contentRange) ?? 0
            case "drag":
                if let reader = try root.object("drag") { drag = try decodeDrag(reader) }
            default:
                return false
            }
            return true
        }
        guard let environment else {
            throw .missing(root.path("environment"), allowed: "an object with at least a width and a height")
        }
        guard let cards else { throw .missing(root.path("cards"), allowed: Self.cardsAllowed) }
        return SheetCardInput(
            environment: environment, style: style, cards: cards, position: position, scrollOffset: scrollOffset,
            drag: drag, warnings: root.warnings.warnings)
    }

    static let cardsAllowed = "a non-empty array of at most \(SheetCardInput.maximumCards) cards"

    /// common.md's environment, with the height this kind requires.
    private func decodeEnvironment(_ root: ObjectReader) throws(CardLayoutError) -> LayoutEnvironment? {
        guard let reader = try root.object("environment") else { return nil }
        let environment = try LayoutEnvironment(reading: reader)
        guard environment.height != nil else {
            throw .missing(reader.path("height"), allowed: "a number " + NumberRange.positiveLength.allowed)
        }
        return environment
    }

    private func decodeStyle(_ reader: ObjectReader) throws(CardLayoutError) -> SheetCardStyle {
        var style = SheetCardStyle()
        try reader.readMembers(known: ["fontFamily", "dynamicTypeEnabled", "titleColor", "subtitleColor", "backgroundColor", "grabHandleColor", "separatorColor", "closeButtonBackgroundColor", "closeButtonCrossColor"]) { key throws(CardLayoutError) in
            let color: WritableKeyPath<SheetCardStyle, DynamicColor>
            switch key {
            case "fontFamily":
                if let family = try reader.string("fontFamily") { style.fontFamily = family }
                return true
            case "dynamicTypeEnabled":
                if let enabled = try reader.bool("dynamicTypeEnabled") { style.dynamicTypeEnabled = enabled }
                return true
            case "titleColor": color = \.titleColor
            case "subtitleColor": color = \.subtitleColor
            case "backgroundColor": color = \.backgroundColor
            case "grabHandleColor": color = \.grabHandleColor
            case "separatorColor": color = \.separatorColor
            case "closeButtonBackgroundColor": color = \.closeButtonBackgroundColor
            case "closeButtonCrossColor": color = \.closeButtonCrossColor
            default: return false
            }
            if let value = try reader.dynamicColor(key) { style[keyPath: color] = value }
            return true
        }
        return style
    }

    private func decodeCards(_ root: ObjectReader) throws(CardLayoutError) -> [SheetCard]? {
        guard let elements = try root.array("cards") else { return nil }
        let path = root.path("cards")
        guard !elements.isEmpty else { throw .invalid(path, "[]", allowed: Self.cardsAllowed) }
        guard elements.count <= SheetCardInput.maximumCards else {
            throw .invalid(path, "an array of \(elements.count) cards", allowed: Self.cardsAllowed)
        }
        var cards: [SheetCard] = []
        for (index, element) in elements.enumerated() {
            cards.append(try decodeCard(root.reader(element, at: path.appending(index: index))))
        }
        return cards
    }

    private func decodeCard(_ reader: ObjectReader) throws(CardLayoutError) -> SheetCard {
        var card = SheetCard()
        try reader.readMembers(known: ["title", "subtitle", "type", "hasMapContent", "preferredPosition", "lastPosition", "contentHeight", "accessoryHeight", "floatyButton", "showCloseButton", "mapButtons"]) { key throws(CardLayoutError) in
            switch key {
            case "title":
                card.title = try reader.string(key)
            case "subtitle":
                card.subtitle = try reader.string(key)
            case "type":
                card.type = try reader.choice(key, SheetCardType.self) ?? .plain
            case "hasMapContent":
                card.hasMapContent = try reader.bool(key) ?? true
            case "preferredPosition":
                card.preferredPosition = try reader.choice(key, SheetCardPosition.self) ?? .peaking
            case "lastPosition":
                card.lastPosition = try reader.choice(key, SheetCardPosition.self)
            case "contentHeight":
                card.contentHeight = try reader.number(key, SheetCardInput.contentRange) ?? 0
            case "accessoryHeight":
                card.accessoryHeight = try reader.number(key, .nonNegativeLength)
            case "floatyButton":
                card.floatyButton = try reader.bool(key) ?? false
            case "showCloseButton":
                card.showCloseButton = try reader.bool(key) ?? true
            case "mapButtons":
                if let buttons = try reader.object(key) { card.mapButtons = try decodeMapButtons(buttons) }
            default:
                return false
            }
            return true
        }
        return card
    }

    private func decodeMapButtons(_ reader: ObjectReader) throws(CardLayoutError) -> SheetMapButtons {
        var buttons = SheetMapButtons()
        let range = 0...SheetMapButtons.maximum
        try reader.readMembers(known: ["top", "bottom"]) { key throws(CardLayoutError) in
            switch key {
            case "top": buttons.top = try reader.integer(key, in: range) ?? 0
            case "bottom": buttons.bottom = try reader.integer(key, in: range) ?? 0
            default: return false
            }
            return true
        }
        return buttons
    }

    private func decodeDrag(_ reader: ObjectReader) throws(CardLayoutError) -> SheetCardDrag {
        var y: Double?
        var velocity: Double?
        try reader.readMembers(known: ["y", "velocity"]) { key throws(CardLayoutError) in
            switch key {
            case "y": y = try reader.number(key, .length)
            case "velocity": velocity = try reader.number(key, SheetCardInput.velocityRange)
            default: return false
            }
            return true
        }
        guard let y else { throw .missing(reader.path("y"), allowed: "a number " + NumberRange.length.allowed) }
        guard let velocity else {
            throw .missing(reader.path("velocity"), allowed: "a number " + SheetCardInput.velocityRange.allowed)
        }
        return SheetCardDrag(y: y, velocity: velocity)
    }
}

extension SheetCardInput {
    /// Reads and validates an input written as JSON (sheet-cards.md's
    /// input). Unknown keys become ``warnings``; anything invalid throws.
    public init(json: Data) throws(CardLayoutError) {
        try self.init(jsonValue: JSONParser.parse(json))
    }

    /// Reads and validates an input from a parsed JSON tree.
    public init(jsonValue: JSONValue) throws(CardLayoutError) {
        self = try SheetCardsSystem.decode(json: jsonValue)
        try validate()
    }
}
