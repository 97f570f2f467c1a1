import CardGeometryCore

import CardText

/// Lays out a checked feed input: picks and orders the cards, checks the
/// whole-input rules in rule order, stacks the rows, places every part
/// (mirrored in RTL) and snaps every frame (BrazeContentCards
/// article, "How the feed is built").
struct BrazeFeedLayoutBuilder {
    let input: BrazeFeedInput
    let placer: TextBlockPlacer

    private var environment: LayoutEnvironment { input.environment }
    private var theme: BrazeFeedInput.Theme { input.theme }
    private var width: Double { environment.width }
    private var grid: PixelGrid { placer.grid }
    private static let cardsPath = JSONPath(fields: BrazeFeedInput.Fields.cards)

    func build() throws(CardLayoutError) -> BrazeFeedLayout {
        let colors = FeedColors(theme: theme, scheme: environment.colorScheme)
        let styles = FeedTextStyles(theme: theme, environment: environment, colors: colors)
        let order = FeedOrder(cards: input.cards, now: environment.now)
        let column = FeedColumn(theme: theme, width: width)
        let laidOut = order.shown.filter { !input.cards[$0].isControl }
        try checkRoom(for: laidOut, in: column)

        var ratios: [Int: CardAspectRatio] = [:]
        for index in laidOut where input.cards[index].type != .classic {
            ratios[index] = CardAspectRatio(card: input.cards[index], at: Self.cardsPath.appending(index: index))
        }

        var cards: [BrazeFeedLayout.Card] = []
        var y = 0.0
        let bound = BrazeFeedOutputBound(cardCount: input.cards.count)
        var tallestRow: (height: Double, causes: BrazeFeedOutputBound.CardCauses?) = (0, nil)
        if laidOut.contains(where: { input.cards[$0].type == .classic && input.cards[$0].hasThumbnail }) {
            try bound.check(thumbnail: theme.classicImage)
        }
        for (position, index) in order.shown.enumerated() {
            let card = input.cards[index]
            if card.isControl {
                // Rule 4: a hairline row across the feed, nothing drawn.
                let height = 1 / Double(environment.displayScale)
                let frame = grid.snap(LayoutRect(x: 0, y: y, width: width, height: height))
                let output = bareCard(card, position: position, frame: frame)
                try bound.check(output, causes: [])
                cards.append(output)
                y += height
                continue
            }
            let body = try CardBody(
                card: card, cardWidth: column.cardWidth, ratio: ratios[index]?.value ?? 1, theme: theme,
                styles: styles
            ) { text, style, textWidth, kind throws(CardLayoutError) in
                try placer.measure(
                    text, style, width: textWidth, path: Self.cardsPath.appending(index: index).appending(kind.inputKey))
            }
            let cardFrame = LayoutRect(
                x: column.cardX, y: y + theme.margin.top, width: column.cardWidth, height: body.height)
            let output = place(card, body, position: position, frame: cardFrame, colors: colors)
            // The causes hold a copy of the card: made when a check fails,
            // and for the tallest row so far, not for every card.
            try bound.check(output, causes: bound.causes(of: output, at: index, ratio: ratios[index], body: body).all)
            let rowHeight = theme.margin.top + body.height + theme.margin.bottom
            if rowHeight > tallestRow.height {
                tallestRow = (rowHeight, bound.causes(of: output, at: index, ratio: ratios[index], body: body))
            }
            cards.append(output)
            y += rowHeight
        }

        var height = y
        var message: TextBlockLayout?
        if order.shown.isEmpty {
            let empty = try EmptyStateLayout(
                text: emptyMessage, style: styles.message, environment: environment, placer: placer)
            height = empty.feedHeight
            message = empty.block
            try bound.check(emptyState: empty.block, feedHeight: grid.snap(height))
        } else {
            try bound.check(feedHeight: grid.snap(height), tallestRow: tallestRow)
        }

        return BrazeFeedLayout(
            size: LayoutSize(width: width, height: grid.snap(height)),
            feed: BrazeFeedLayout.Feed(
                frame: grid.snap(LayoutRect(x: 0, y: 0, width: width, height: height)),
                backgroundColor: colors.feedBackground, context: input.feed.context,
                doneButton: input.feed.context == .modal, title: input.feed.title,
                disableUnreadIndicator: input.feed.disableUnreadIndicator, empty: order.shown.isEmpty),
            cards: cards,
            hidden: order.hidden.map { BrazeFeedLayout.HiddenCard(id: input.cards[$0.index].id, reason: $0.reason) },
            message: message,
            warnings: input.warnings + modelWarnings(ratios: ratios))
    }

    // MARK: - Whole-input rules

    /// Rules 3 and 5, in that order: the cards need an available width,
    /// and each shown card with a text stack a text width, > 0.
    /// `laidOut` are the shown non-control cards.
    private func checkRoom(for laidOut: [Int], in column: FeedColumn) throws(CardLayoutError) {
        guard !laidOut.isEmpty else { return }
        let number = JSONNumberFormat.threeDecimals
        guard column.available > 0 else {
            throw .invalid(
                JSONPath(fields: BrazeFeedInput.Fields.theme, BrazeFeedInput.Theme.Fields.margin),
                "leading \(number(column.leading)) and trailing \(number(column.trailing)) at width "
                    + "\(number(width)), an available width of \(number(column.available))",
                allowed: "insets that leave the cards an available width > 0")
        }
        for index in laidOut.sorted() {
            guard let textWidth = CardBody.textWidth(of: input.cards[index], cardWidth: column.cardWidth, theme: theme),
                textWidth <= 0
            else { continue }
            throw .invalid(
                JSONPath(fields: BrazeFeedInput.Fields.theme, BrazeFeedInput.Theme.Fields.padding),
                "leading \(number(theme.padding.leading)) and trailing \(number(theme.padding.trailing)), "
                    + "leaving cards[\(index)] a text width of \(number(textWidth)) in a card "
                    + "\(number(column.cardWidth)) wide",
                allowed: "paddings that leave every card's text a width > 0")
        }
    }

    // MARK: - Placement

    /// `rect` mirrored in the feed in RTL (rule 8), unsnapped.
    private func mirroredIfRTL(_ rect: LayoutRect) -> LayoutRect {
        rect.placed(environment.layoutDirection, inWidth: width)
    }

    /// A rectangle in the card whose (LTR, unsnapped) frame is `card`, in
    /// the feed: offset by the card's origin, mirrored in RTL.
    private func absolute(_ local: LayoutRect, in card: LayoutRect) -> LayoutRect {
        mirroredIfRTL(local.offsetBy(dx: card.x, dy: card.y))
    }

    private func place(
        _ card: BrazeFeedInput.Card, _ body: CardBody, position: Int, frame: LayoutRect, colors: FeedColors
    ) -> BrazeFeedLayout.Card {
        var output = bareCard(card, position: position, frame: grid.snap(mirroredIfRTL(frame)))
        output.backgroundColor = colors.cardBackground
        output.cornerRadius = theme.cornerRadius
        output.border =
            theme.borderWidth > 0
            ? BrazeFeedLayout.Border(width: theme.borderWidth, color: colors.border) : nil
        let shadow = theme.shadow
        output.shadow =
            shadow.enabled
            ? BrazeFeedLayout.Shadow(
                color: colors.shadow, offsetX: shadow.offsetX, offsetY: shadow.offsetY,
                radius: shadow.radius, opacity: shadow.opacity) : nil
        output.image = body.image.map { image in
            BrazeFeedLayout.Image(
                frame: grid.snap(absolute(image.frame, in: frame)), cornerRadius: image.cornerRadius,
                aspectRatio: image.aspectRatio, backgroundColor: colors.imageBackground,
                url: card.imageURL)
        }
        for text in body.texts {
            let area = absolute(
                LayoutRect(x: body.stackX, y: text.top, width: body.textWidth, height: text.block.height), in: frame)
            let block = placer.place(text.block, text.style, x: area.x, top: area.y, width: body.textWidth)
            switch text.kind {
            case .title: output.title = block
            case .description: output.description = block
            case .domain: output.domain = block
            }
        }
        if card.pinned {
            let size = theme.pin.size
            output.pin = BrazeFeedLayout.Mark(
                frame: grid.snap(absolute(LayoutRect(x: frame.width - size, y: 0, width: size, height: size), in: frame)),
                color: colors.pin)
        }
        let bar = theme.unreadIndicator.height
        if !card.viewed, !input.feed.disableUnreadIndicator, bar > 0 {
            output.unreadIndicator = BrazeFeedLayout.Mark(
                frame: grid.snap(
                    absolute(LayoutRect(x: 0, y: body.height - bar, width: frame.width, height: bar), in: frame)),
                color: colors.unreadIndicator)
        }
        return output
    }

    /// A card's output with its flags and frame, nothing drawn (what a
    /// control card is).
    private func bareCard(_ card: BrazeFeedInput.Card, position: Int, frame: LayoutRect) -> BrazeFeedLayout.Card {
        BrazeFeedLayout.Card(
            id: card.id, type: card.type, control: card.isControl, position: position, pinned: card.pinned,
            viewed: card.viewed, dismissible: card.dismissible, clickable: card.isClickable, url: card.url,
            openURLInWebView: card.openURLInWebView, frame: frame, backgroundColor: nil, cornerRadius: 0, border: nil,
            shadow: nil, image: nil, title: nil, description: nil, domain: nil, pin: nil, unreadIndicator: nil)
    }

    // MARK: - Empty state and warnings

    /// Rule 10: the theme's message, else the SDK's in the locale's language.
    private var emptyMessage: String {
        if let message = theme.emptyState.message { return message }
        let language = environment.locale.prefix { $0 != "-" && $0 != "_" }
        return language.lowercased() == "ko"
            ? "업데이트가 없습니다.\n다음에 다시 확인해 주십시오."
            : "We have no updates.\nPlease check again later."
    }

    /// The warnings the cards themselves give, card by card in input order:
    /// texts on banners, two aspect ratios, and ratios replaced (rule 5).
    private func modelWarnings(ratios: [Int: CardAspectRatio]) -> [CardLayoutWarning] {
        var warnings: [CardLayoutWarning] = []
        // Most cards give no warning: the card is read in place, and its
        // path made only for a warning.
        for index in input.cards.indices {
            func path() -> JSONPath { Self.cardsPath.appending(index: index) }
            if input.cards[index].type == .banner {
                let card = input.cards[index]
                for (kind, text) in [
                    (CardBody.TextKind.title, card.title), (.description, card.cardDescription), (.domain, card.domain),
                ] where text != nil {
                    warnings.append(
                        CardLayoutWarning(
                            path: path().appending(kind.inputKey).description, code: .unusedValue,
                            message: "is not used by banner cards", joining: .sentence))
                }
            }
            if input.cards[index].image?.aspectRatio != nil, input.cards[index].imageAspectRatio != nil {
                warnings.append(
                    CardLayoutWarning(
                        path: path().description, code: .unusedValue,
                        message: "image.aspectRatio and imageAspectRatio are both given; using image.aspectRatio"))
            }
            if let warning = ratios[index]?.warning { warnings.append(warning) }
        }
        return warnings
    }
}
