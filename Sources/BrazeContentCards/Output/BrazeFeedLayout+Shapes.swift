import CardGeometryCore

extension BrazeFeedLayout {
    /// The feed as common shapes, back to front: the feed's background,
    /// then per card its surface (with border and shadow), its image or
    /// thumbnail, its texts, the unread indicator and the pin; the empty
    /// state's message last. Control cards draw nothing.
    public var shapes: [LayoutShape] {
        var shapes: [LayoutShape] = [
            .surface(LayoutShape.Surface(frame: feed.frame, fill: feed.backgroundColor, name: "feed"))
        ]
        for (index, card) in cards.enumerated() where !card.control {
            let name = "cards[\(index)]"
            shapes.append(
                .surface(
                    LayoutShape.Surface(
                        frame: card.frame, cornerRadius: card.cornerRadius, fill: card.backgroundColor,
                        border: card.border.map { LayoutShape.Border(width: $0.width, colors: [$0.color]) },
                        shadow: card.shadow, name: name)))
            if let image = card.image {
                // A card's own image is clipped by the card's corners.
                let radius = card.type == .classic ? image.cornerRadius : max(image.cornerRadius, card.cornerRadius)
                shapes.append(
                    .image(
                        LayoutShape.ImagePlaceholder(
                            frame: image.frame, cornerRadius: radius, fill: image.backgroundColor,
                            name: name + ".image")))
            }
            for (key, block) in [("title", card.title), ("description", card.description), ("domain", card.domain)] {
                if let block { shapes.append(.text(name: "\(name).\(key)", block: block)) }
            }
            if let indicator = card.unreadIndicator {
                shapes.append(
                    .badge(LayoutShape.Badge(frame: indicator.frame, fill: indicator.color, name: name + ".unreadIndicator")))
            }
            if let pin = card.pin {
                shapes.append(.badge(LayoutShape.Badge(frame: pin.frame, fill: pin.color, name: name + ".pin")))
            }
        }
        if let message { shapes.append(.text(name: "message", block: message)) }
        return shapes
    }
}
