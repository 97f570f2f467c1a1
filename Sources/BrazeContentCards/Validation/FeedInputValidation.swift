import CardGeometryCore

import CardText

/// The ranges of braze-content-cards.md's values that are not plain lengths.
enum FeedLimits {
    /// `expiresAt`: Unix seconds, at most 1e11 in magnitude.
    static let time = NumberRange.closed(-LayoutEnvironment.maximumTime, LayoutEnvironment.maximumTime)
    /// `created`: Unix seconds >= 0.
    static let created = NumberRange.closed(0, LayoutEnvironment.maximumTime)
    static let opacity = NumberRange.closed(0, 1)
    /// `maxLines`: 0 (unlimited) to 100.
    static let maxLines = 0...100

    /// Throws unless `id` is non-empty and no earlier card has it
    /// (`earlier` is that card's index).
    static func checkID(_ id: String, at path: JSONPath, earlier: Int?) throws(CardLayoutError) {
        guard !id.isEmpty else { throw .invalid(path, JSONValue.string(id), allowed: "a non-empty string") }
        if let earlier {
            throw .invalid(path, JSONValue.string(id), allowed: "an id no other card has (cards[\(earlier)] has it)")
        }
    }
}

extension BrazeFeedInput {
    /// Checks every value of an input built in Swift by the rules JSON
    /// input is read by (ranges, weights, ids, the number of cards),
    /// naming the JSON path each would have. Throws the first problem
    /// found. The font family, and the rules that need the whole input
    /// (room for the cards and their text), are checked when laying out.
    public func validate() throws(CardLayoutError) {
        try environment.validate()
        try theme.validate()
        let cardsPath = JSONPath("cards")
        guard cards.count <= Self.maximumCardCount else {
            throw .invalid(cardsPath, "an array of \(cards.count) cards", allowed: FeedInputDecoder.cardsAllowed)
        }
        var indexOfID: [String: Int] = [:]
        for (index, card) in cards.enumerated() {
            let path = cardsPath.appending(index: index)
            try FeedLimits.checkID(card.id, at: path.appending("id"), earlier: indexOfID[card.id])
            indexOfID[card.id] = index
            try FeedLimits.created.check(card.created, at: path.appending("created"))
            if let expiresAt = card.expiresAt { try FeedLimits.time.check(expiresAt, at: path.appending("expiresAt")) }
        }
    }
}

extension BrazeFeedInput.Theme {
    func validate() throws(CardLayoutError) {
        let theme = JSONPath("theme")
        func check(_ range: NumberRange, _ value: Double?, _ path: String) throws(CardLayoutError) {
            guard let value else { return }
            try range.check(value, at: JSONPath("theme." + path))
        }
        try check(.nonNegativeLength, margin.top, "margin.top")
        try check(.nonNegativeLength, margin.leading, "margin.leading")
        try check(.nonNegativeLength, margin.bottom, "margin.bottom")
        try check(.nonNegativeLength, margin.trailing, "margin.trailing")
        try check(.nonNegativeLength, padding.top, "padding.top")
        try check(.nonNegativeLength, padding.leading, "padding.leading")
        try check(.nonNegativeLength, padding.bottom, "padding.bottom")
        try check(.nonNegativeLength, padding.trailing, "padding.trailing")
        try check(.positiveLength, maxWidth, "maxWidth")
        try check(.nonNegativeLength, borderWidth, "borderWidth")
        try check(.nonNegativeLength, cornerRadius, "cornerRadius")
        try check(.length, shadow.offsetX, "shadow.offsetX")
        try check(.length, shadow.offsetY, "shadow.offsetY")
        try check(.nonNegativeLength, shadow.radius, "shadow.radius")
        try check(FeedLimits.opacity, shadow.opacity, "shadow.opacity")
        try check(.positiveLength, pin.size, "pin.size")
        try check(.nonNegativeLength, unreadIndicator.height, "unreadIndicator.height")
        for (name, weight, size) in [
            ("title", title.weight, title.size), ("description", description.weight, description.size),
            ("domain", domain.weight, domain.size), ("emptyState", emptyState.weight, emptyState.size),
        ] {
            guard FontWeights.allowed.contains(weight) else {
                throw .invalid(
                    theme.appending(name).appending("weight"), String(weight),
                    allowed: "one of " + FontWeights.allowed.map(String.init).joined(separator: ", "))
            }
            try check(.positiveLength, size, name + ".size")
        }
        for (name, maxLines) in [("title", title.maxLines), ("description", description.maxLines)]
        where !FeedLimits.maxLines.contains(maxLines) {
            throw .invalid(
                theme.appending(name).appending("maxLines"), String(maxLines),
                allowed: "an integer \(FeedLimits.maxLines.lowerBound)...\(FeedLimits.maxLines.upperBound)")
        }
        try check(.nonNegativeLength, textSpacing, "textSpacing")
        try check(.positiveLength, classicImage.width, "classicImage.width")
        try check(.positiveLength, classicImage.height, "classicImage.height")
        try check(.nonNegativeLength, classicImage.cornerRadius, "classicImage.cornerRadius")
        try check(.nonNegativeLength, classicImage.spacing, "classicImage.spacing")
    }
}
