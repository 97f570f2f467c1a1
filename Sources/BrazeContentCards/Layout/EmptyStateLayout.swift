import CardGeometryCore

/// The message an empty feed shows, centered (rule 10).
struct EmptyStateLayout {
    /// H: the environment's height when it is given and tall enough, else
    /// the message's height plus 16 above and below. Unsnapped.
    let feedHeight: Double
    let block: TextBlockLayout

    /// The space above and below the message when the height is not given
    /// or too small.
    static let minimumInset = 16.0

    init(text: String, style: TextBlockStyle, environment: LayoutEnvironment, placer: TextBlockPlacer)
        throws(CardLayoutError)
    {
        let width = environment.width
        let margin = FeedColumn.systemMargin(width: width)
        let textWidth = width - 2 * margin
        guard textWidth > 0 else {
            throw .invalid(
                JSONPath(fields: BrazeFeedInput.Fields.environment, LayoutEnvironment.Fields.width),
                JSONNumberFormat.exact(width),
                allowed: "> \(JSONNumberFormat.exact(2 * margin)) for the empty feed's message, whose text area is "
                    + "the width less \(JSONNumberFormat.exact(margin)) on each side")
        }
        let measured = try placer.measure(
            text, style, width: textWidth, path: Self.messagePath)
        feedHeight = max(environment.height ?? 0, measured.height + 2 * Self.minimumInset)
        block = placer.place(
            measured, style, x: margin, top: (feedHeight - measured.height) / 2, width: textWidth)
    }

    /// `theme.emptyState.message`, its keys named by their declarations:
    /// made once, not for every empty feed.
    static let messagePath = JSONPath(
        fields: BrazeFeedInput.Fields.theme, BrazeFeedInput.Theme.Fields.emptyState,
        BrazeFeedInput.Theme.EmptyState.Fields.message)
}
