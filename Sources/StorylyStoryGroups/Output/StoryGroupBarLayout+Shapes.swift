import CardGeometryCore

extension StoryGroupBarLayout {
    /// The bar as common shapes, back to front: the bar, then each item in
    /// the order shown: its cell, its media (ring, then image), its title,
    /// its badges.
    public var shapes: [LayoutShape] {
        var shapes: [LayoutShape] = [
            .surface(LayoutShape.Surface(frame: bar.frame, fill: bar.backgroundColor, name: "bar"))
        ]
        for (position, item) in groups.enumerated() {
            let name = "groups[\(position)]"
            shapes.append(
                .surface(
                    LayoutShape.Surface(
                        frame: item.frame, cornerRadius: item.cornerRadius, fill: item.backgroundColor, name: name)))
            for (key, media) in [("icon", item.icon), ("cover", item.cover)] {
                guard let media else { continue }
                if let ring = media.ring {
                    shapes.append(
                        .surface(
                            LayoutShape.Surface(
                                frame: ring.frame, cornerRadius: ring.cornerRadius, fill: nil,
                                border: LayoutShape.Border(width: ring.width, colors: ring.colors),
                                name: "\(name).\(key).ring")))
                }
                shapes.append(
                    .image(
                        LayoutShape.ImagePlaceholder(
                            frame: media.image.frame, cornerRadius: media.image.cornerRadius,
                            fill: media.image.backgroundColor, label: key, name: "\(name).\(key).image")))
            }
            if let title = item.title { shapes.append(.text(name: "\(name).title", block: title)) }
            for (key, badge) in [("pin", item.pin), ("ivod", item.ivod)] {
                guard let badge else { continue }
                shapes.append(
                    .badge(
                        LayoutShape.Badge(
                            frame: badge.frame, cornerRadius: badge.cornerRadius, fill: badge.backgroundColor,
                            name: "\(name).\(key)")))
            }
        }
        return shapes
    }
}
