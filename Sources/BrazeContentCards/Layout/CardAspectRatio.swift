import CardGeometryCore

/// The aspect ratio r a banner or captioned-image card is laid out with
/// (rule 5), and the warning when the card's own could not be used.
struct CardAspectRatio: Sendable {
    /// Width / height, 0.01...100.
    let value: Double
    /// `cards[i].FIELD: ...` when the ratio was replaced.
    let warning: CardLayoutWarning?
    /// The field the ratio was read from and its value as written; nil
    /// when the card gives none.
    let given: (field: JSONPath, written: String)?

    /// The ratios a card may use.
    static let usable = 0.01...100.0

    /// - Parameter path: the card's path, `cards[i]`.
    init(card: BrazeFeedInput.Card, at path: JSONPath) {
        let (given, asWritten, field): (Double?, String?, JSONPath) =
            if let ratio = card.image?.aspectRatio {
                (
                    ratio, card.image?.aspectRatioAsWritten,
                    path.appending(BrazeFeedInput.Card.Fields.image).appending(BrazeFeedInput.Card.Image.Fields.aspectRatio)
                )
            } else {
                (card.imageAspectRatio, card.imageAspectRatioAsWritten, path.appending(BrazeFeedInput.Card.Fields.imageAspectRatio))
            }
        guard let given else {
            (value, warning, self.given) = (1, nil, nil)  // the SDK's default
            return
        }
        let written = asWritten ?? Self.written(given)
        self.given = (field, written)
        if !given.isFinite || given <= 0 {
            (value, warning) = (1, Self.replaced(field, "\(written) is not a usable aspect ratio; using 1"))
        } else if given < Self.usable.lowerBound || given > Self.usable.upperBound {
            let clamped = min(max(given, Self.usable.lowerBound), Self.usable.upperBound)
            value = clamped
            warning = Self.replaced(field, "\(written) is outside 0.01...100; using \(JSONNumberFormat.exact(clamped))")
        } else {
            (value, warning) = (given, nil)
        }
    }

    /// The warning for a ratio at `field` that was replaced.
    private static func replaced(_ field: JSONPath, _ message: String) -> CardLayoutWarning {
        CardLayoutWarning(path: field.description, code: .replacedValue, message: message)
    }

    /// A ratio as JSON writes it: a number, or the string spelling of a
    /// non-finite value in quotes.
    static func written(_ ratio: Double) -> String {
        if ratio.isNaN { return #""NaN""# }
        if ratio.isInfinite { return ratio > 0 ? #""Infinity""# : #""-Infinity""# }
        return JSONNumberFormat.exact(ratio)
    }
}
