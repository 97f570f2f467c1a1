import CardGeometry
import CardRendering
import Foundation

/// The pictures of one failed case in the HTML report, as SVG documents:
/// the expected and the actual frames drawn alike from each side's JSON,
/// and the actual card drawn by `CardSVG` with the frames that moved
/// outlined (expected dashed, actual solid).
///
/// An expected file holds frames, texts and colors but no glyphs, and only
/// some kinds can be read back into a typed layout; so both sides are
/// drawn the same way from their JSON (every frame outlined, each text
/// line a band with its text), and the real picture is the actual one.
struct GoldenPictures {
    /// The color of what was expected (dashed) and of what there is now (solid).
    static let expectedColor = "#D70015"
    static let actualColor = "#0071E3"

    /// `#`, for colors inside raw strings.
    static let hash = "#"

    let drawer: CardSVG

    /// The frames of a layout's JSON, with the frames in `moved` in `color`.
    func frames(_ tree: JSONValue, moved: Set<String>, color: String, dashed: Bool, bounds: LayoutRect) -> String {
        let n = { (value: Double) in NumberText.format(value) }
        let frames = LayoutFrames(tree)
        let margin = 8.0
        var svg = [
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(n(bounds.width + 2 * margin))" "#
                + #"height="\#(n(bounds.height + 2 * margin))" viewBox="\#(n(bounds.x - margin)) "#
                + #"\#(n(bounds.y - margin)) \#(n(bounds.width + 2 * margin)) \#(n(bounds.height + 2 * margin))">"#,
            #"<rect x="\#(n(bounds.x - margin))" y="\#(n(bounds.y - margin))" width="\#(n(bounds.width + 2 * margin))" "#
                + #"height="\#(n(bounds.height + 2 * margin))" fill="\#(Self.hash)F2F2F7"/>"#,
        ]
        if let size = frames.size {
            svg.append(
                #"<rect class="size" x="0" y="0" width="\#(n(size.width))" height="\#(n(size.height))" "#
                    + #"fill="\#(Self.hash)FFFFFF" stroke="\#(Self.hash)AEAEB2" stroke-width="0.5"/>"#)
        }
        for frame in frames.frames {
            let r = frame.rect
            let box = #"x="\#(n(r.x))" y="\#(n(r.y))" width="\#(n(r.width))" height="\#(n(r.height))""#
            let isMoved = moved.contains(frame.path)
            let stroke =
                isMoved
                ? #"stroke="\#(color)" stroke-width="1.5"\#(dashed ? #" stroke-dasharray="4 3""# : "")"#
                : #"stroke="\#(Self.hash)8E8E93" stroke-width="0.5""#
            if let text = frame.text {
                svg.append(#"<rect \#(box) fill="\#(Self.hash)DCE6F5" \#(stroke)><title>\#(MarkupText.escaped(frame.path))</title></rect>"#)
                if r.width > 0, r.height > 0, !text.isEmpty {
                    svg.append(
                        #"<text x="\#(n(r.x))" y="\#(n(r.y + r.height * 0.75))" font-family="sans-serif" "#
                            + #"font-size="\#(n(r.height * 0.7))" textLength="\#(n(r.width))" "#
                            + #"lengthAdjust="spacingAndGlyphs" fill="\#(Self.hash)1C1C1E">\#(MarkupText.escaped(text))</text>"#)
                }
            } else {
                svg.append(#"<rect \#(box) fill="none" \#(stroke)><title>\#(MarkupText.escaped(frame.path))</title></rect>"#)
            }
        }
        svg.append("</svg>")
        return svg.joined(separator: "\n")
    }

    /// The actual card drawn by `CardSVG`, with each moved frame outlined
    /// where it was expected (dashed) and where it is now (solid).
    func overlay(_ layout: Layout, moved: [String], expected: JSONValue, actual: JSONValue) -> String {
        let n = { (value: Double) in NumberText.format(value) }
        var svg = drawer.render(layout, options: CardSVG.Options(colorScheme: .light))
        if svg.hasPrefix("<?xml"), let newline = svg.firstIndex(of: "\n") {
            svg = String(svg[svg.index(after: newline)...])
        }
        var marks = [#"<g class="moved">"#]
        var bounds = Self.viewBox(of: svg)
        for path in moved {
            if let r = LayoutFrames.frame(at: path, in: expected) {
                bounds = bounds.map { $0.union(r) }
                marks.append(
                    #"<rect class="expected" x="\#(n(r.x))" y="\#(n(r.y))" width="\#(n(r.width))" "#
                        + #"height="\#(n(r.height))" fill="none" stroke="\#(Self.expectedColor)" stroke-width="1.5" "#
                        + #"stroke-dasharray="4 3"><title>expected \#(MarkupText.escaped(path))</title></rect>"#)
            }
            if let r = LayoutFrames.frame(at: path, in: actual) {
                marks.append(
                    #"<rect class="actual" x="\#(n(r.x))" y="\#(n(r.y))" width="\#(n(r.width))" "#
                        + #"height="\#(n(r.height))" fill="none" stroke="\#(Self.actualColor)" stroke-width="1.5">"#
                        + #"<title>actual \#(MarkupText.escaped(path))</title></rect>"#)
            }
        }
        marks.append("</g>")
        guard let inner = Self.viewBox(of: svg), let outer = bounds else { return svg }
        // The card's picture as drawn, inside a canvas large enough for
        // frames that were expected outside it (a card that shrank).
        let margin = 4.0
        let box = LayoutRect(
            x: outer.x - margin, y: outer.y - margin, width: outer.width + 2 * margin, height: outer.height + 2 * margin)
        var document = [
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(n(box.width))" height="\#(n(box.height))" "#
                + #"viewBox="\#(n(box.x)) \#(n(box.y)) \#(n(box.width)) \#(n(box.height))">"#,
            #"<rect x="\#(n(box.x))" y="\#(n(box.y))" width="\#(n(box.width))" height="\#(n(box.height))" fill="\#(Self.hash)F2F2F7"/>"#,
        ]
        let placed = svg.replacingOccurrences(
            of: "<svg xmlns=\"http://www.w3.org/2000/svg\" ",
            with: #"<svg xmlns="http://www.w3.org/2000/svg" x="\#(n(inner.x))" y="\#(n(inner.y))" "#)
        document.append(placed)
        document += marks
        document.append("</svg>")
        return document.joined(separator: "\n")
    }

    /// The `viewBox` of an SVG document's root.
    static func viewBox(of svg: String) -> LayoutRect? {
        guard let start = svg.range(of: "viewBox=\"") else { return nil }
        guard let end = svg[start.upperBound...].firstIndex(of: "\"") else { return nil }
        let numbers = svg[start.upperBound..<end].split(separator: " ").compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return LayoutRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// The actual card alone (a missing case).
    func picture(_ layout: Layout) -> String {
        drawer.render(layout, options: CardSVG.Options(colorScheme: .light))
    }

    /// An `<img>` of an SVG document: each picture keeps its own ids.
    static func image(_ svg: String, alt: String) -> String {
        let data = Data(svg.utf8).base64EncodedString()
        return #"<img alt="\#(MarkupText.escaped(alt))" src="data:image/svg+xml;base64,\#(data)">"#
    }
}
