import CardGeometryCore

/// Every color a feed's layout carries, resolved for one color scheme: the
/// only thing the scheme decides in a feed (docs/performance.md, "The
/// matrix's floor"). The builder paints with it, and a feed laid out in
/// the other scheme takes these colors (``recolor(_:)``).
struct FeedColors: Sendable {
    let feedBackground: RGBAColor
    let cardBackground: RGBAColor
    let border: RGBAColor
    let shadow: RGBAColor
    let imageBackground: RGBAColor
    let title: RGBAColor
    let description: RGBAColor
    /// The domain's color, else the tint.
    let domain: RGBAColor
    let message: RGBAColor
    /// The pin's color, else the tint.
    let pin: RGBAColor
    /// The unread bar's color, else the tint.
    let unreadIndicator: RGBAColor

    init(theme: BrazeFeedInput.Theme, scheme: ColorScheme) {
        let tint = theme.tintColor.resolved(for: scheme)
        feedBackground = theme.feedBackgroundColor.resolved(for: scheme)
        cardBackground = theme.backgroundColor.resolved(for: scheme)
        border = theme.borderColor.resolved(for: scheme)
        shadow = theme.shadow.color.resolved(for: scheme)
        imageBackground = theme.imageBackgroundColor.resolved(for: scheme)
        title = theme.title.color.resolved(for: scheme)
        description = theme.description.color.resolved(for: scheme)
        domain = theme.domain.color?.resolved(for: scheme) ?? tint
        message = theme.emptyState.color.resolved(for: scheme)
        pin = theme.pin.color?.resolved(for: scheme) ?? tint
        unreadIndicator = theme.unreadIndicator.color?.resolved(for: scheme) ?? tint
    }

    /// `layout`, a feed laid out in another scheme, in these colors: each
    /// part that has a color takes its own (which parts are drawn does not
    /// depend on the scheme).
    func recolor(_ layout: inout BrazeFeedLayout) {
        layout.feed.backgroundColor = feedBackground
        layout.message?.color = message
        for index in layout.cards.indices {
            recolor(&layout.cards[index])
        }
    }

    private func recolor(_ card: inout BrazeFeedLayout.Card) {
        // A control card is a bare row: nothing of it is drawn.
        if card.backgroundColor != nil { card.backgroundColor = cardBackground }
        card.border?.color = border
        card.shadow?.color = shadow
        card.image?.backgroundColor = imageBackground
        card.title?.color = title
        card.description?.color = description
        card.domain?.color = domain
        card.pin?.color = pin
        card.unreadIndicator?.color = unreadIndicator
    }
}
