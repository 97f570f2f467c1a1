import CardGeometryCore

extension BrazeFeedInput {
    /// The validation step (the kind's `LayoutSystem.validate(_:)`), which
    /// the engine runs before every layout, typed or from JSON: checks
    /// every value by its field description (ranges, weights, line limits,
    /// ids, the number of cards), naming the JSON path of the first one out
    /// of range. The font family, and the rules that need the whole input
    /// (room for the cards and their text), are checked when laying out;
    /// aspect ratios are never errors (rule 5 replaces an unusable one,
    /// with a warning).
    public func validate() throws(CardLayoutError) {
        try environment.validate()
        try theme.validate()
        try Fields.cards.checkCount(cards.count, in: .root)
        // A feed's few cards are compared by a scan; a long one by a table.
        var indexOfID: [String: Int] = [:]
        let usesTable = cards.count > Self.scannedCardCount
        for (index, card) in cards.enumerated() {
            let earlier: Int?
            if usesTable {
                earlier = indexOfID[card.id]
                indexOfID[card.id] = index
            } else {
                earlier = cards[..<index].firstIndex { $0.id == card.id }
            }
            // Paths are built only when a check fails.
            try Self.checkID(card.id, at: Self.cardPath(index).appending(Card.Fields.id.name), earlier: earlier)
            try Card.Fields.created.check(card.created, in: Self.cardPath(index))
            if let expiresAt = card.expiresAt { try Card.Fields.expiresAt.check(expiresAt, in: Self.cardPath(index)) }
        }
    }

    /// Up to this many cards, duplicate ids are found by scanning the
    /// earlier cards rather than hashing every id.
    private static let scannedCardCount = 16

    private static func cardPath(_ index: Int) -> JSONPath {
        JSONPath.root.appending(Fields.cards.name).appending(index: index)
    }

    /// Throws unless `id` is non-empty and no earlier card has it
    /// (`earlier` is that card's index).
    static func checkID(_ id: String, at path: @autoclosure () -> JSONPath, earlier: Int?) throws(CardLayoutError) {
        guard !id.isEmpty else { throw .invalid(path(), JSONValue.string(id), allowed: Card.Fields.id.allowed) }
        if let earlier {
            throw UniqueIDRule.repeated(
                JSONValue.string(id).errorText, at: path(),
                firstAt: cardPath(earlier).appending(Card.Fields.id.name), in: "cards")
        }
    }
}

extension BrazeFeedInput.Theme {
    /// Checks the theme's numbers; paths are built only when a check fails.
    func validate() throws(CardLayoutError) {
        func theme() -> JSONPath { JSONPath.root.appending(BrazeFeedInput.Fields.theme.name) }
        let margin = { theme().appending(Fields.margin.name) }
        try Margin.Fields.top.check(self.margin.top, in: margin())
        try Margin.Fields.leading.check(self.margin.leading, in: margin())
        try Margin.Fields.bottom.check(self.margin.bottom, in: margin())
        try Margin.Fields.trailing.check(self.margin.trailing, in: margin())
        let padding = { theme().appending(Fields.padding.name) }
        try Padding.Fields.top.check(self.padding.top, in: padding())
        try Padding.Fields.leading.check(self.padding.leading, in: padding())
        try Padding.Fields.bottom.check(self.padding.bottom, in: padding())
        try Padding.Fields.trailing.check(self.padding.trailing, in: padding())
        if let maxWidth { try Fields.maxWidth.check(maxWidth, in: theme()) }
        try Fields.borderWidth.check(borderWidth, in: theme())
        try Fields.cornerRadius.check(cornerRadius, in: theme())
        let shadow = { theme().appending(Fields.shadow.name) }
        try Shadow.Fields.offsetX.check(self.shadow.offsetX, in: shadow())
        try Shadow.Fields.offsetY.check(self.shadow.offsetY, in: shadow())
        try Shadow.Fields.radius.check(self.shadow.radius, in: shadow())
        try Shadow.Fields.opacity.check(self.shadow.opacity, in: shadow())
        try Pin.Fields.size.check(pin.size, in: theme().appending(Fields.pin.name))
        try UnreadIndicator.Fields.height.check(unreadIndicator.height, in: theme().appending(Fields.unreadIndicator.name))
        // The four texts' weights and sizes, then the two line limits.
        let title = { theme().appending(Fields.title.name) }
        let description = { theme().appending(Fields.description.name) }
        try LabelStyle.titleFields.weight.check(self.title.weight, in: title())
        if let size = self.title.size { try LabelStyle.titleFields.size.check(size, in: title()) }
        try LabelStyle.descriptionFields.weight.check(self.description.weight, in: description())
        if let size = self.description.size { try LabelStyle.descriptionFields.size.check(size, in: description()) }
        let domain = { theme().appending(Fields.domain.name) }
        try DomainStyle.Fields.weight.check(self.domain.weight, in: domain())
        if let size = self.domain.size { try DomainStyle.Fields.size.check(size, in: domain()) }
        let emptyState = { theme().appending(Fields.emptyState.name) }
        try EmptyState.Fields.weight.check(self.emptyState.weight, in: emptyState())
        if let size = self.emptyState.size { try EmptyState.Fields.size.check(size, in: emptyState()) }
        try LabelStyle.titleFields.maxLines.check(self.title.maxLines, in: title())
        try LabelStyle.descriptionFields.maxLines.check(self.description.maxLines, in: description())
        try Fields.textSpacing.check(textSpacing, in: theme())
        let classicImage = { theme().appending(Fields.classicImage.name) }
        try ClassicImage.Fields.width.check(self.classicImage.width, in: classicImage())
        try ClassicImage.Fields.height.check(self.classicImage.height, in: classicImage())
        try ClassicImage.Fields.cornerRadius.check(self.classicImage.cornerRadius, in: classicImage())
        try ClassicImage.Fields.spacing.check(self.classicImage.spacing, in: classicImage())
    }
}
