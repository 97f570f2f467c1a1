import CardGeometryCore

extension StorytellerCardLayout {
    /// The card as common shapes, back to front: the media placeholder
    /// (clipped by the card's corners), the text container, the button,
    /// then the texts.
    public var shapes: [LayoutShape] {
        var shapes: [LayoutShape] = [
            .image(
                LayoutShape.ImagePlaceholder(
                    frame: media.frame, cornerRadius: max(media.cornerRadius, card.cornerRadius),
                    label: media.type.rawValue, name: "media"))
        ]
        if let container = textContainer, let background = container.backgroundColor {
            shapes.append(
                .surface(LayoutShape.Surface(frame: container.frame, fill: background, name: "textContainer")))
        }
        if let button {
            shapes.append(
                .surface(
                    LayoutShape.Surface(
                        frame: button.frame, cornerRadius: button.cornerRadius, fill: button.backgroundColor,
                        border: button.outlineWidth > 0
                            ? LayoutShape.Border(width: button.outlineWidth, colors: [button.outlineColor]) : nil,
                        name: "button")))
        }
        shapes += textBlocks.map { LayoutShape.text(name: $0.name, block: $0.block) }
        return shapes
    }

    /// The texts of ``shapes``, in its order, without building the rest
    /// (a device matrix reads them in every environment).
    public var textBlocks: [(name: String, block: TextBlockLayout)] {
        var blocks: [(name: String, block: TextBlockLayout)] = []
        blocks.reserveCapacity(3)
        if let heading { blocks.append(("heading", heading)) }
        if let subheading { blocks.append(("subheading", subheading)) }
        if let button { blocks.append(("button.label", button.label)) }
        return blocks
    }
}

extension StorytellerCardLayout {
    /// The card's frame, and the text container when it has no fill: a
    /// picture draws neither, a frames overlay outlines both.
    public var outlinedParts: [OutlinedPart] {
        var parts = [OutlinedPart(name: "card", frame: card.frame)]
        if let container = textContainer, container.backgroundColor == nil {
            parts.append(OutlinedPart(name: "textContainer", frame: container.frame, role: .container))
        }
        return parts
    }
}
