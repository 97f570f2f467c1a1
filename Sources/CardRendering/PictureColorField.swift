import CardGeometry

/// Where a color a picture paints comes from in one of the layout's
/// shapes: the one place a drawing reads a shape's colors by name, so that
/// a picture drawn once can take another layout's colors at the same places
/// (``CardSVG/ColorTemplate``).
enum PictureColorField: Hashable, Sendable {
    /// A surface's, an image's or a badge's fill.
    case fill
    /// A surface's or an image's border, its `index`-th color.
    case border(Int)
    /// A surface's shadow.
    case shadow
    /// A text's color.
    case text

    /// The color at this place in `shape`; nil when the shape has none there.
    func color(in shape: LayoutShape) -> RGBAColor? {
        switch (self, shape) {
        case (.fill, .surface(let surface)): surface.fill
        case (.fill, .image(let image)): image.fill
        case (.fill, .badge(let badge)): badge.fill
        case (.border(let index), .surface(let surface)): Self.color(index, of: surface.border)
        case (.border(let index), .image(let image)): Self.color(index, of: image.border)
        case (.shadow, .surface(let surface)): surface.shadow?.color
        case (.text, .text(_, let block)): block.color
        default: nil
        }
    }

    private static func color(_ index: Int, of border: LayoutShape.Border?) -> RGBAColor? {
        guard let colors = border?.colors, colors.indices.contains(index) else { return nil }
        return colors[index]
    }
}

extension LayoutShape {
    /// The shape with every color it paints set to one value (the presence
    /// of a fill, a shadow, and the number of a border's colors kept): two
    /// shapes whose `uncolored` are equal are drawn alike but for their
    /// colors.
    var uncolored: LayoutShape {
        let none = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
        func uncolored(_ border: Border?) -> Border? {
            guard var border else { return nil }
            border.colors = border.colors.map { _ in none }
            return border
        }
        switch self {
        case .surface(var surface):
            surface.fill = surface.fill.map { _ in none }
            surface.border = uncolored(surface.border)
            surface.shadow?.color = none
            return .surface(surface)
        case .image(var image):
            image.fill = image.fill.map { _ in none }
            image.border = uncolored(image.border)
            return .image(image)
        case .text(let name, var block):
            block.color = none
            return .text(name: name, block: block)
        case .badge(var badge):
            badge.fill = none
            return .badge(badge)
        }
    }
}
