import CardGeometry
import CardText

/// Short texts the picture adds (captions, badge labels, frame names), set
/// in the default family and drawn as outlines.
extension SVGCanvas {
    /// Where a label stands: which corner or side of it is at the point.
    enum Anchor {
        case topLeading(x: Double, y: Double)
        case topTrailing(x: Double, y: Double)
        case bottomLeading(x: Double, y: Double)
        case bottomTrailing(x: Double, y: Double)
        case middleLeading(x: Double, y: Double)
        case middleTrailing(x: Double, y: Double)
        case center(x: Double, y: Double)
    }

    /// `text` set on one line at `size` points, with glyphs; nil when the
    /// text layer cannot set it.
    func setLine(_ text: String, size: Double, weight: Int) -> TextLine? {
        let request = TextRequest(
            text: text, style: TextStyle(family: FontRegistry.defaultFamily, weight: weight, size: size),
            width: 10_000, maxLines: 1, includesGlyphs: true)
        return (try? measurer.measure(request))?.lines.first
    }

    /// A short text on a rounded background (a pill), its `anchor` at the
    /// point; nil when it would be wider than `maxWidth` or cannot be set.
    mutating func pill(
        _ text: String, size: Double, weight: Int, textColor: String, background: String, backgroundOpacity: Double,
        anchor: Anchor, className: String, maxWidth: Double = .infinity
    ) -> String? {
        placedPill(
            text, size: size, weight: weight, textColor: textColor, background: background,
            backgroundOpacity: backgroundOpacity, anchor: anchor, className: className, maxWidth: maxWidth)?.markup
    }

    /// The size of `text`'s pill at `size` points; nil when it cannot be set.
    func pillSize(_ text: String, size: Double, weight: Int) -> (width: Double, height: Double)? {
        guard let line = setLine(text, size: size, weight: weight) else { return nil }
        return (line.width + 2 * size * 0.45, line.height + 2 * size * 0.2)
    }

    /// ``pill(_:size:weight:textColor:background:backgroundOpacity:anchor:className:maxWidth:)``
    /// with the box it takes (`data-frame` in the markup).
    mutating func placedPill(
        _ text: String, size: Double, weight: Int, textColor: String, background: String, backgroundOpacity: Double,
        anchor: Anchor, className: String, maxWidth: Double = .infinity
    ) -> (markup: String, box: LayoutRect)? {
        guard let line = setLine(text, size: size, weight: weight),
            let box = Self.pillBox(line, size: size, anchor: anchor, maxWidth: maxWidth)
        else { return nil }
        let markup = pillMarkup(
            text, line: line, box: box, size: size, textColor: textColor, background: background,
            backgroundOpacity: backgroundOpacity, className: className)
        return (markup, box)
    }

    /// The box of a pill of `line` (set at `size` points), its `anchor` at
    /// the point; nil when it would be wider than `maxWidth`.
    static func pillBox(_ line: TextLine, size: Double, anchor: Anchor, maxWidth: Double) -> LayoutRect? {
        let padX = size * 0.45, padY = size * 0.2
        let width = line.width + 2 * padX, height = line.height + 2 * padY
        guard width <= maxWidth else { return nil }
        let (x, y) = origin(of: anchor, width: width, height: height)
        return LayoutRect(x: x, y: y, width: width, height: height)
    }

    /// The markup of a pill of `text`, set as `line` at `size` points, in
    /// `box` (``pillBox(_:size:anchor:maxWidth:)``).
    mutating func pillMarkup(
        _ text: String, line: TextLine, box: LayoutRect, size: Double, textColor: String, background: String,
        backgroundOpacity: Double, className: String
    ) -> String {
        let padX = size * 0.45, padY = size * 0.2
        let glyphs = outlineMarkup(line, x: box.x + padX, top: box.y + padY, fill: textColor)
        let n = SVGMarkup.n
        return #"<g class="\#(className)" data-text="\#(MarkupText.escaped(text))"\#(SVGMarkup.frameAttribute(box))>"#
            + #"<path d="\#(SVGMarkup.rounded(box, box.height / 2))" fill="\#(background)" "#
            + #"fill-opacity="\#(n(backgroundOpacity))"/>\#(glyphs)</g>"#
    }

    /// The top-left corner of a `width` × `height` box placed by `anchor`.
    static func origin(of anchor: Anchor, width: Double, height: Double) -> (x: Double, y: Double) {
        switch anchor {
        case .topLeading(let x, let y): (x, y)
        case .topTrailing(let x, let y): (x - width, y)
        case .bottomLeading(let x, let y): (x, y - height)
        case .bottomTrailing(let x, let y): (x - width, y - height)
        case .middleLeading(let x, let y): (x, y - height / 2)
        case .middleTrailing(let x, let y): (x - width, y - height / 2)
        case .center(let x, let y): (x - width / 2, y - height / 2)
        }
    }
}
