import CardGeometryCore

/// The feed against the output bound (SharedConventions article, "Output
/// numbers"; see ``OutputBound``): rows stack down, so a feed passes it by its
/// count of cards (at `cards`) or by one card's own content: a text's lines (at
/// the text's path) or an image's height (at the ratio the card gives).
struct BrazeFeedOutputBound {
    let cardCount: Int
    /// The cards' count, named when the feed passes the bound down: made
    /// once, not for every card checked.
    private let cardsCause: OutputBound.Cause

    init(cardCount: Int) {
        self.cardCount = cardCount
        cardsCause = .list(cardCount, "cards", at: Self.cardsPath)
    }

    /// `cards`, named by its declaration: made once, not for every layout.
    static let cardsPath = JSONPath(fields: BrazeFeedInput.Fields.cards)

    /// A laid-out card's unbounded parts: its texts and, when the card
    /// gives a ratio, its image (`index` the card's input index); made
    /// only when a check fails (``CardCauses``).
    func causes(of card: BrazeFeedLayout.Card, at index: Int, ratio: CardAspectRatio?, body: CardBody) -> CardCauses {
        CardCauses(card: card, index: index, given: ratio?.given, imageHeight: body.image?.frame.height)
    }

    /// A card's unbounded parts as the layout made them, turned into
    /// ``OutputBound/Cause``s (paths, closures) only when asked: a feed
    /// within the bound, as nearly all are, pays for none.
    struct CardCauses {
        let card: BrazeFeedLayout.Card
        let index: Int
        let given: (field: JSONPath, written: String)?
        /// The image's height, when the card has one.
        let imageHeight: Double?

        /// Its image's ratio, then its texts, in stacking order.
        var all: [OutputBound.Cause] {
            let path = BrazeFeedOutputBound.cardsPath.appending(index: index)
            var causes: [OutputBound.Cause] = []
            if let given, let imageHeight {
                causes.append(
                    OutputBound.Cause(
                        path: given.field, value: given.written, subject: "an aspect ratio",
                        reach: OutputReach(down: imageHeight)))
            }
            for (kind, block) in [
                (CardBody.TextKind.title, card.title), (.description, card.description), (.domain, card.domain),
            ] {
                if let block { causes.append(.text(block, at: path.appending(kind.inputKey))) }
            }
            return causes
        }
    }

    /// A classic card's thumbnail writes its aspect ratio, width / height:
    /// a height near 0 makes it huge. Checked when a shown card has one.
    func check(thumbnail: BrazeFeedInput.Theme.ClassicImage) throws(CardLayoutError) {
        let ratio = thumbnail.width / thumbnail.height
        guard !(ratio <= LayoutLimits.maximumMagnitude) else { return }
        let number = JSONNumberFormat.threeDecimals
        throw .invalid(
            JSONPath(
                fields: BrazeFeedInput.Fields.theme, BrazeFeedInput.Theme.Fields.classicImage,
                BrazeFeedInput.Theme.ClassicImage.Fields.height),
            JSONNumberFormat.exact(thumbnail.height),
            allowed: ">= \(JSONNumberFormat.exact(thumbnail.width / LayoutLimits.maximumMagnitude)) here: a thumbnail "
                + "\(number(thumbnail.width)) wide writes its aspect ratio (width / height), a number of the layout, "
                + "at most \(number(LayoutLimits.maximumMagnitude))")
    }

    /// Every number a card writes, against where its row stands.
    func check(_ card: BrazeFeedLayout.Card, causes: @autoclosure () -> [OutputBound.Cause]) throws(CardLayoutError) {
        var reach = OutputReach(card.frame)
        reach.include(card.image?.frame)
        reach.include(card.title)
        reach.include(card.description)
        reach.include(card.domain)
        reach.include(card.pin?.frame)
        reach.include(card.unreadIndicator?.frame)
        try OutputBound.check(
            reach, offset: OutputReach(origin: card.frame), causes: causes(), listDown: cardsCause,
            fallback: cardsCause)
    }

    /// The feed's height, the sum of its rows: the tallest row's content
    /// when that row is taller than all the others together, else the
    /// count's.
    func check(feedHeight: Double, tallestRow: (height: Double, causes: CardCauses?))
        throws(CardLayoutError)
    {
        try OutputBound.check(
            OutputReach(down: feedHeight), offset: OutputReach(down: feedHeight - tallestRow.height),
            causes: tallestRow.causes?.all ?? [], listDown: cardsCause, fallback: cardsCause)
    }

    /// An empty feed: its message, centered in a feed at least as tall.
    func check(emptyState message: TextBlockLayout, feedHeight: Double) throws(CardLayoutError) {
        var reach = OutputReach(down: feedHeight)
        reach.include(message)
        let cause = OutputBound.Cause.text(message, at: EmptyStateLayout.messagePath)
        try OutputBound.check(reach, offset: OutputReach(), causes: [cause], fallback: cause)
    }
}
