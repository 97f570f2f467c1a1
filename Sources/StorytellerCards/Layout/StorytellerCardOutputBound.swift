import CardGeometryCore

/// A card against the output bound (SharedConventions article, "Output
/// numbers"; see ``OutputBound``): one item whose only unbounded parts are its
/// texts (their lines, set wide by letter spacing), so a card passes the bound
/// at the path of the text that reaches furthest.
enum StorytellerCardOutputBound {
    static func check(_ layout: StorytellerCardLayout, cardPath: JSONPath) throws(CardLayoutError) {
        var reach = OutputReach(layout.card.frame)
        reach.include(down: layout.size.height)
        reach.include(layout.media.frame)
        reach.include(layout.textContainer?.frame)
        reach.include(layout.heading)
        reach.include(layout.subheading)
        reach.include(layout.button?.frame)
        reach.include(layout.button?.label)
        try OutputBound.check(
            reach, offset: OutputReach(origin: layout.card.frame), causes: causes(of: layout, at: cardPath),
            fallback: OutputBound.Cause(path: cardPath, value: "a card", subject: "a card", reach: OutputReach()))
    }

    /// The card's texts, the only unbounded parts of it.
    private static func causes(of layout: StorytellerCardLayout, at cardPath: JSONPath) -> [OutputBound.Cause] {
        var causes: [OutputBound.Cause] = []
        for (key, block) in [("title", layout.heading), ("subtitle", layout.subheading), ("buttonText", layout.button?.label)] {
            if let block { causes.append(.text(block, at: cardPath.appending(key))) }
        }
        return causes
    }
}
