import CardGeometry

/// What Storyteller keeps of its own for a picture: the card's frame and an
/// unfilled text container are no shapes (nothing draws them), but the
/// frames overlay outlines them as it always has.
extension CardSVG {
    static func partFrames(of layout: Layout) -> [SVGCanvas.NamedFrame] {
        guard let card = layout.storyteller else { return [] }
        var parts = [SVGCanvas.NamedFrame(name: "card", frame: card.card.frame)]
        if let container = card.textContainer, container.backgroundColor == nil {
            parts.append(SVGCanvas.NamedFrame(name: "textContainer", frame: container.frame, kind: "container"))
        }
        return parts
    }
}
