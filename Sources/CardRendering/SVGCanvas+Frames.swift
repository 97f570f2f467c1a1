import CardGeometry
import CardText

/// The frames overlay: every shape's frame and every text line outlined
/// (`<rect class="frame KIND" data-name="NAME">`), each frame numbered by a
/// small tag set where it covers no glyph, badge, caption nor other tag
/// (outside the frame when there is room, else inside a free corner), and
/// the numbers named in a legend below the screen. Labels never cover
/// glyphs: a frame with no free place for its tag is named in the legend
/// only.
extension SVGCanvas {
    /// A frame a kind keeps that no shape draws (a Storyteller card): a
    /// `part` or a `container` (a text container without a fill).
    struct NamedFrame: Hashable, Sendable {
        var name: String
        var frame: LayoutRect
        var kind: String = "part"
    }

    /// A line of the legend: the tag's number, the frame's name and kind,
    /// and whether the tag found a place on the picture.
    struct LegendEntry: Hashable {
        var number: Int
        var name: String
        var kind: String
        var tagged: Bool
    }

    /// Outline colors by kind of frame.
    static let frameColors: [String: String] = [
        "part": "#FF3B30", "container": "#34C759", "image": "#FF9500", "surface": "#AF52DE", "badge": "#FF2D55", "text": "#007AFF",
        "line": "#32ADE6",
    ]

    /// The tags' text size, in points.
    static let tagSize = 6.0

    /// Outlines `parts`, then each shape (a text's lines after it, dashed),
    /// then tags each frame with its number; returns the legend.
    ///
    /// The outlines are clipped to `screens` (a frame past the screen's edge
    /// is outlined where it is on screen); tags stay within `bounds` (the
    /// page) and off `reserved` (a title bar).
    mutating func drawFrames(
        shapes: [LayoutShape], parts: [NamedFrame], direction: LayoutDirection, screens: [LayoutRect],
        bounds: LayoutRect, reserved: [LayoutRect]
    ) -> [LegendEntry] {
        let clip = newID("frames")
        defs.append(
            #"<clipPath id="\#(scoped(clip))">"# + screens.map { #"<path d="\#(SVGMarkup.rounded($0, 0))"/>"# }.joined()
                + "</clipPath>")
        body.append(#"<g class="frames" fill="none">"#)
        body.append(#"<g class="frame-outlines" clip-path="url(#\#(scoped(clip)))">"#)
        var named: [(name: String, kind: String, frame: LayoutRect)] = parts.map { ($0.name, $0.kind, $0.frame) }
        for part in parts { outline(part.frame, name: part.name, kind: part.kind) }
        // What a tag must not cover: every text line, badge and caption.
        var obstacles = labelBoxes
        for shape in shapes {
            switch shape {
            case .surface(let surface):
                outline(surface.frame, name: surface.name, kind: "surface")
                named.append((surface.name, "surface", surface.frame))
            case .image(let image):
                outline(image.frame, name: image.name, kind: "image")
                named.append((image.name, "image", image.frame))
            case .badge(let badge):
                outline(badge.frame, name: badge.name, kind: "badge")
                named.append((badge.name, "badge", badge.frame))
                obstacles.append(badge.frame)
            case .text(let name, let block):
                outline(block.frame, name: name, kind: "text")
                named.append((name, "text", block.frame))
                for (index, line) in block.lines.enumerated() {
                    outline(line.frame, name: "\(name)-\(index)", kind: "line", dashed: true)
                    obstacles.append(line.frame)
                }
            }
        }
        body.append("</g>")
        obstacles += reserved
        var legend: [LegendEntry] = []
        for (offset, item) in named.enumerated() {
            let number = offset + 1
            let tagged = placeTag(
                number, for: item.frame, kind: item.kind, obstacles: &obstacles, bounds: bounds, direction: direction)
            legend.append(LegendEntry(number: number, name: item.name, kind: item.kind, tagged: tagged))
        }
        body.append("</g>")
        return legend
    }

    /// Sets tag `number` at the first free place around `frame` (above,
    /// below, beside, then inside a corner); false when none is free.
    private mutating func placeTag(
        _ number: Int, for f: LayoutRect, kind: String, obstacles: inout [LayoutRect], bounds: LayoutRect,
        direction: LayoutDirection
    ) -> Bool {
        let text = "\(number)"
        guard let (w, h) = pillSize(text, size: Self.tagSize, weight: 600) else { return false }
        let gap = 1.0
        let middle = f.y + (f.height - h) / 2
        var places: [(Double, Double)] = [
            (f.x, f.y - gap - h), (f.maxX - w, f.y - gap - h), (f.x, f.maxY + gap), (f.maxX - w, f.maxY + gap),
            (f.x - gap - w, middle), (f.maxX + gap, middle),
            (f.x + gap, f.y + gap), (f.maxX - gap - w, f.y + gap), (f.x + gap, f.maxY - gap - h),
            (f.maxX - gap - w, f.maxY - gap - h),
        ]
        if direction == .rtl { places = places.map { ($0.0 == f.x ? f.maxX - w : $0.0 == f.maxX - w ? f.x : $0.0, $0.1) } }
        let color = Self.frameColors[kind] ?? "#FF00FF"
        for (x, y) in places {
            let box = LayoutRect(x: x, y: y, width: w, height: h)
            guard box.x >= bounds.x, box.y >= bounds.y, box.maxX <= bounds.maxX, box.maxY <= bounds.maxY else { continue }
            if obstacles.contains(where: { $0.intersects(box) }) { continue }
            guard
                let placed = placedPill(
                    text, size: Self.tagSize, weight: 600, textColor: "#FFFFFF", background: color,
                    backgroundOpacity: 0.9, anchor: .topLeading(x: x, y: y), className: "frame-name")
            else { return false }
            body.append(placed.markup)
            obstacles.append(placed.box)
            return true
        }
        return false
    }

    /// The legend below the screen, from `top`: each tag's number on its
    /// color and the frame's name, in rows across `width`. Returns the
    /// height it takes, with the margin below it.
    mutating func drawLegend(_ legend: [LegendEntry], top: Double, width: Double, dark: Bool) -> Double {
        guard !legend.isEmpty else { return 0 }
        let size = 7.0, rowHeight = 11.0, gap = 8.0
        var x = 0.0, y = top
        body.append(#"<g class="legend">"#)
        let ink = dark ? "#FFFFFF" : "#1A1A1A"
        for entry in legend {
            let name = entry.tagged ? entry.name : entry.name + " (no tag)"
            guard let tag = pillSize("\(entry.number)", size: Self.tagSize, weight: 600),
                let line = setLine(name, size: size, weight: 400)
            else { continue }
            let entryWidth = tag.width + 3 + line.width
            if x > 0, x + entryWidth > width {
                x = 0
                y += rowHeight
            }
            if let pill = pill(
                "\(entry.number)", size: Self.tagSize, weight: 600, textColor: "#FFFFFF",
                background: Self.frameColors[entry.kind] ?? "#FF00FF", backgroundOpacity: 0.9,
                anchor: .topLeading(x: x, y: y + (rowHeight - tag.height) / 2), className: "legend-tag")
            {
                body.append(pill)
            }
            let textTop = y + (rowHeight - line.height) / 2
            body.append(
                #"<g class="legend-name" data-text="\#(MarkupText.escaped(name))"><path d="\#(outlinePath(line, x: x + tag.width + 3 - line.x, top: textTop))" fill="\#(ink)"/></g>"#)
            x += entryWidth + gap
        }
        body.append("</g>")
        return y + rowHeight - top + 16
    }

    private mutating func outline(_ rect: LayoutRect, name: String, kind: String, dashed: Bool = false) {
        let n = SVGMarkup.n
        let color = Self.frameColors[kind] ?? "#FF00FF"
        body.append(
            #"<rect class="frame \#(kind)" data-name="\#(MarkupText.escaped(name))" x="\#(n(rect.x))" y="\#(n(rect.y))" "#
                + #"width="\#(n(rect.width))" height="\#(n(rect.height))" stroke="\#(color)" "#
                + #"stroke-width="0.5"\#(dashed ? #" stroke-dasharray="2 1.5""# : "")/>"#)
    }
}
