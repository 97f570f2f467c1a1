import CardGeometry
import CardText

/// The frames overlay: every shape's frame and every text line outlined
/// (`<rect class="frame KIND" data-name="NAME">`), then named.
extension SVGCanvas {
    /// A frame a kind keeps that no shape draws (a Storyteller card): a
    /// `part` is named above its frame, a `container` inside it.
    struct NamedFrame: Hashable, Sendable {
        var name: String
        var frame: LayoutRect
        var kind: String = "part"
    }

    /// Outline colors by kind of frame.
    static let frameColors: [String: String] = [
        "part": "#FF3B30", "container": "#34C759", "image": "#FF9500", "surface": "#AF52DE", "badge": "#FF2D55", "text": "#007AFF",
        "line": "#32ADE6",
    ]

    /// Outlines `parts`, then each shape (a text's lines after it), then
    /// their names: a part's, a surface's and a badge's above its frame, a
    /// container's and an image's inside its top-left corner, a text's inside its
    /// top-trailing corner with its lines numbered outside the leading edge
    /// (sides swap in `direction` rtl).
    mutating func drawFrames(shapes: [LayoutShape], parts: [NamedFrame], direction: LayoutDirection) {
        body.append(#"<g class="frames" fill="none">"#)
        var names: [(text: String, kind: String, anchor: Anchor)] = []
        let rtl = direction == .rtl
        for part in parts {
            let f = part.frame
            outline(f, name: part.name, kind: part.kind)
            names.append(
                (part.name, part.kind,
                 part.kind == "container" ? .topLeading(x: f.x + 3, y: f.y + 2) : .bottomLeading(x: f.x, y: f.y - 1)))
        }
        for shape in shapes {
            switch shape {
            case .surface(let surface):
                outline(surface.frame, name: surface.name, kind: "surface")
                names.append((surface.name, "surface", .bottomLeading(x: surface.frame.x, y: surface.frame.y - 1)))
            case .image(let image):
                outline(image.frame, name: image.name, kind: "image")
                names.append((image.name, "image", .topLeading(x: image.frame.x + 3, y: image.frame.y + 3)))
            case .badge(let badge):
                outline(badge.frame, name: badge.name, kind: "badge")
                names.append((badge.name, "badge", .bottomLeading(x: badge.frame.x, y: badge.frame.y - 1)))
            case .text(let name, let block):
                let f = block.frame
                outline(f, name: name, kind: "text")
                names.append(
                    (name, "text", rtl ? .topLeading(x: f.x + 1, y: f.y + 1) : .topTrailing(x: f.maxX - 1, y: f.y + 1)))
                for (index, line) in block.lines.enumerated() {
                    outline(line.frame, name: "\(name)-\(index)", kind: "line", dashed: true)
                    let middle = line.frame.y + line.frame.height / 2
                    names.append(
                        ("\(index + 1)", "line",
                         rtl ? .middleLeading(x: f.maxX + 1, y: middle) : .middleTrailing(x: f.x - 1, y: middle)))
                }
            }
        }
        for name in names {
            let color = Self.frameColors[name.kind] ?? "#FF00FF"
            if let pill = pill(
                name.text, size: 6, weight: 600, textColor: "#FFFFFF", background: color, backgroundOpacity: 0.9,
                anchor: name.anchor, className: "frame-name")
            {
                body.append(pill)
            }
        }
        body.append("</g>")
    }

    private mutating func outline(_ rect: LayoutRect, name: String, kind: String, dashed: Bool = false) {
        let n = SVGMarkup.n
        let color = Self.frameColors[kind] ?? "#FF00FF"
        body.append(
            #"<rect class="frame \#(kind)" data-name="\#(SVGMarkup.escaped(name))" x="\#(n(rect.x))" y="\#(n(rect.y))" "#
                + #"width="\#(n(rect.width))" height="\#(n(rect.height))" stroke="\#(color)" "#
                + #"stroke-width="0.5"\#(dashed ? #" stroke-dasharray="2 1.5""# : "")/>"#)
    }
}
