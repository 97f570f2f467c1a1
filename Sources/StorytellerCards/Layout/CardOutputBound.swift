import CardGeometryCore

/// A card against the output bound (common.md, Values; see
/// ``OutputBound``): one item whose only unbounded parts are its texts
/// (their lines, set wide by letter spacing), so a card passes the bound at
/// the path of the text that reaches furthest.
enum CardOutputBound {
    static func check(_ layout: StorytellerCardLayout, cardPath: JSONPath) throws(CardLayoutError) {
        var reach = OutputReach(layout.card.frame)
        reach.include(down: layout.size.height)
        reach.include(layout.media.frame)
        reach.include(layout.textContainer?.frame)
        reach.include(layout.heading)
        reach.include(layout.subheading)
        reach.include(layout.button?.frame)
        reach.include(layout.button?.label)
        var causes: [OutputBound.Cause] = []
        for (key, block) in [("title", layout.heading), ("subtitle", layout.subheading), ("buttonText", layout.button?.label)] {
            if let block { causes.append(.text(block, at: cardPath.appending(key))) }
        }
        try OutputBound.check(
            reach, offset: OutputReach(origin: layout.card.frame), causes: causes,
            fallback: OutputBound.Cause(path: cardPath, value: "a card", subject: "a card", reach: OutputReach()))
    }
}
