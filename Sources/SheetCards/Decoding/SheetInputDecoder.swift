import CardGeometryCore

import Foundation

/// Turns an input document into a ``SheetCardInput``, member by member in
/// document order, by the fields' descriptions
/// (SheetCardInput+Description.swift): each value is checked as it is met,
/// so that the first error in document order is the one reported
/// (sheet-cards.md, values). The validation step
/// (`SheetCardsSystem/validate(_:)`) checks the typed value by the same
/// descriptions before every layout; whole-input rules are the layout's.
struct SheetInputDecoder {
    private typealias Root = SheetCardInput.Fields
    private typealias Style = SheetCardStyle.Fields
    private typealias Card = SheetCard.Fields

    func decode(_ root: ObjectReader) throws(CardLayoutError) -> SheetCardInput {
        var environment: LayoutEnvironment?
        var style = SheetCardStyle()
        var cards: [SheetCard]?
        var position: SheetCardPosition?
        var scrollOffset = 0.0
        var drag: SheetCardDrag?
        try root.readMembers(of: SheetCardInput.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Root.kind.name:
                break
            case Root.environment.name:
                environment = try decodeEnvironment(root)
            case Root.style.name:
                if let reader = try root.object(Root.style) { style = try decodeStyle(reader) }
            case Root.cards.name:
                cards = try decodeCards(root)
            case Root.position.name:
                position = try root.choice(Root.position, SheetCardPosition.self)
            case Root.scrollOffset.name:
                scrollOffset = try root.number(Root.scrollOffset) ?? 0
            case Root.drag.name:
                if let reader = try root.object(Root.drag) { drag = try decodeDrag(reader) }
            default:
                return false
            }
            return true
        }
        guard let environment else { throw Root.environment.missing(in: root.path) }
        guard let cards else { throw Root.cards.missing(in: root.path) }
        return SheetCardInput(
            environment: environment, style: style, cards: cards, position: position, scrollOffset: scrollOffset,
            drag: drag, warnings: root.warnings.warnings)
    }

    /// common.md's environment, with the height this kind requires.
    private func decodeEnvironment(_ root: ObjectReader) throws(CardLayoutError) -> LayoutEnvironment? {
        guard let reader = try root.object(Root.environment) else { return nil }
        let environment = try LayoutEnvironment(reading: reader)
        guard environment.height != nil else { throw LayoutEnvironment.Fields.height.missing(in: reader.path) }
        return environment
    }

    private func decodeStyle(_ reader: ObjectReader) throws(CardLayoutError) -> SheetCardStyle {
        var style = SheetCardStyle()
        try reader.readMembers(of: SheetCardStyle.fieldDescription) { key throws(CardLayoutError) in
            let color: WritableKeyPath<SheetCardStyle, DynamicColor>
            switch key {
            case Style.fontFamily.name:
                if let family = try reader.string(Style.fontFamily) { style.fontFamily = family }
                return true
            case Style.dynamicTypeEnabled.name:
                if let enabled = try reader.bool(Style.dynamicTypeEnabled) { style.dynamicTypeEnabled = enabled }
                return true
            case Style.titleColor.name: color = \.titleColor
            case Style.subtitleColor.name: color = \.subtitleColor
            case Style.backgroundColor.name: color = \.backgroundColor
            case Style.grabHandleColor.name: color = \.grabHandleColor
            case Style.separatorColor.name: color = \.separatorColor
            case Style.closeButtonBackgroundColor.name: color = \.closeButtonBackgroundColor
            case Style.closeButtonCrossColor.name: color = \.closeButtonCrossColor
            default: return false
            }
            if let value = try reader.dynamicColor(key) { style[keyPath: color] = value }
            return true
        }
        return style
    }

    private func decodeCards(_ root: ObjectReader) throws(CardLayoutError) -> [SheetCard]? {
        guard let elements = try root.array(Root.cards) else { return nil }
        let path = root.path(Root.cards.name)
        var cards: [SheetCard] = []
        cards.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            cards.append(try decodeCard(root.reader(element, at: path.appending(index: index))))
        }
        return cards
    }

    private func decodeCard(_ reader: ObjectReader) throws(CardLayoutError) -> SheetCard {
        var card = SheetCard()
        try reader.readMembers(of: SheetCard.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Card.title.name:
                card.title = try reader.string(Card.title)
            case Card.subtitle.name:
                card.subtitle = try reader.string(Card.subtitle)
            case Card.type.name:
                card.type = try reader.choice(Card.type, SheetCardType.self) ?? .plain
            case Card.hasMapContent.name:
                card.hasMapContent = try reader.bool(Card.hasMapContent) ?? true
            case Card.preferredPosition.name:
                card.preferredPosition = try reader.choice(Card.preferredPosition, SheetCardPosition.self) ?? .peaking
            case Card.lastPosition.name:
                card.lastPosition = try reader.choice(Card.lastPosition, SheetCardPosition.self)
            case Card.contentHeight.name:
                card.contentHeight = try reader.number(Card.contentHeight) ?? 0
            case Card.accessoryHeight.name:
                card.accessoryHeight = try reader.number(Card.accessoryHeight)
            case Card.floatyButton.name:
                card.floatyButton = try reader.bool(Card.floatyButton) ?? false
            case Card.showCloseButton.name:
                card.showCloseButton = try reader.bool(Card.showCloseButton) ?? true
            case Card.mapButtons.name:
                if let buttons = try reader.object(Card.mapButtons) { card.mapButtons = try decodeMapButtons(buttons) }
            default:
                return false
            }
            return true
        }
        return card
    }

    private func decodeMapButtons(_ reader: ObjectReader) throws(CardLayoutError) -> SheetMapButtons {
        typealias Buttons = SheetMapButtons.Fields
        var buttons = SheetMapButtons()
        try reader.readMembers(of: SheetMapButtons.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Buttons.top.name: buttons.top = try reader.integer(Buttons.top) ?? 0
            case Buttons.bottom.name: buttons.bottom = try reader.integer(Buttons.bottom) ?? 0
            default: return false
            }
            return true
        }
        return buttons
    }

    private func decodeDrag(_ reader: ObjectReader) throws(CardLayoutError) -> SheetCardDrag {
        typealias Drag = SheetCardDrag.Fields
        var y: Double?
        var velocity: Double?
        try reader.readMembers(of: SheetCardDrag.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Drag.y.name: y = try reader.number(Drag.y)
            case Drag.velocity.name: velocity = try reader.number(Drag.velocity)
            default: return false
            }
            return true
        }
        guard let y else { throw Drag.y.missing(in: reader.path) }
        guard let velocity else { throw Drag.velocity.missing(in: reader.path) }
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
