import CardGeometry
import CardText
import Foundation
import Testing

@testable import CardRendering

/// The renderer on shapes made by hand: what any kind's layout gives it.
@Suite("SVG of hand-made shapes")
struct ShapeSVGTests {
    let renderer = CardSVG(measurer: engine.measurer)
    let size = LayoutSize(width: 320, height: 240)

    func color(_ hex: UInt32, alpha: UInt8 = 255) -> RGBAColor {
        RGBAColor(red: UInt8(hex >> 16 & 0xFF), green: UInt8(hex >> 8 & 0xFF), blue: UInt8(hex & 0xFF), alpha: alpha)
    }

    /// A text block at (x, y) set by the text layer, with glyphs.
    func textBlock(_ text: String, x: Double, y: Double, color: RGBAColor) throws -> TextBlockLayout {
        let measured = try engine.measurer.measure(
            TextRequest(
                text: text, style: TextStyle(family: "Inter", weight: 400, size: 17), width: 200,
                includesGlyphs: true))
        let lines = measured.lines.map { line in
            TextBlockLayout.Line(
                text: line.text, frame: LayoutRect(x: x + line.x, y: y + line.top, width: line.width, height: line.height),
                baseline: y + line.baseline, width: line.width, range: line.range, fonts: line.fontFiles,
                glyphRuns: line.glyphRuns)
        }
        return TextBlockLayout(
            frame: LayoutRect(x: x, y: y, width: 200, height: measured.height), text: text, color: color,
            alignment: .start, font: .init(family: "Inter", weight: 400, size: 17, file: "Inter-Regular.otf"),
            truncated: false, resized: false, lines: lines)
    }

    /// A story ring (three colors), a faded card with a shadow, an image, a
    /// badge with a label, a text.
    func shapes() throws -> [LayoutShape] {
        [
            .surface(
                .init(
                    frame: LayoutRect(x: 10, y: 10, width: 300, height: 220), cornerRadius: 12, fill: color(0xFFFFFF),
                    shadow: .init(color: color(0x000000), offsetX: 0, offsetY: 2, radius: 8, opacity: 0.5),
                    opacity: 0.4, name: "cards[0]")),
            .surface(
                .init(
                    frame: LayoutRect(x: 20, y: 20, width: 64, height: 64), cornerRadius: 32, fill: nil,
                    border: .init(width: 3, colors: [color(0xFED169), color(0xFA7C20), color(0xC9287B, alpha: 0x80)]),
                    name: "groups[0].icon.ring")),
            .image(
                .init(
                    frame: LayoutRect(x: 100, y: 20, width: 160, height: 90), cornerRadius: 8, label: "video",
                    name: "cards[0].image")),
            .badge(
                .init(
                    frame: LayoutRect(x: 270, y: 20, width: 24, height: 16), cornerRadius: 8, fill: color(0xE4002B),
                    label: "3", name: "cards[0].pin")),
            .text(name: "cards[0].title", block: try textBlock("Hello there", x: 20, y: 120, color: color(0x1A1A1A))),
        ]
    }

    @Test("The canvas is the drawing size with its margin; every shape is drawn, in order")
    func canvas() throws {
        let svg = renderer.render(shapes: try shapes(), size: size)
        let elements = try parseXML(svg)
        #expect(elements[0].attributes["width"] == "352" && elements[0].attributes["height"] == "272")
        let container = try #require(elements.first { $0.attributes["class"] == "container" })
        #expect(container.attributes["width"] == "320" && container.attributes["height"] == "240")
        let drawn = elements.filter { ["surface", "image", "badge", "text"].contains($0.attributes["class"] ?? "") }
        #expect(drawn.map { $0.attributes["data-name"] ?? "" } == [
            "cards[0]", "groups[0].icon.ring", "cards[0].image", "cards[0].pin", "cards[0].title",
        ])
    }

    @Test("Several border colors make a gradient ring inside the frame")
    func gradientRing() throws {
        let elements = try parseXML(renderer.render(shapes: try shapes(), size: size))
        let ring = try #require(elements.firstIndex { $0.attributes["data-name"] == "groups[0].icon.ring" })
        let stroke = elements[ring + 1]
        #expect(stroke.attributes["class"] == "border")
        #expect(stroke.attributes["fill"] == "none")
        #expect(stroke.attributes["stroke-width"] == "3")
        // Inset by half the width: a 61 pt circle (radius 30.5) at 21.5.
        #expect(stroke.attributes["d"]?.hasPrefix("M52 21.5H52A30.5 30.5 0 0 1 82.5 52") == true)
        let reference = try #require(stroke.attributes["stroke"])
        #expect(reference.hasPrefix("url(#") && reference.hasSuffix(")"))
        let gradient = try #require(elements.firstIndex { $0.attributes["id"] == String(reference.dropFirst(5).dropLast()) })
        #expect(elements[gradient].name == "linearGradient")
        let stops = elements[(gradient + 1)...].prefix { $0.name == "stop" }
        #expect(stops.map { $0.attributes["offset"] ?? "" } == ["0", "0.5", "1"])
        #expect(stops.map { $0.attributes["stop-color"] ?? "" } == ["#FED169", "#FA7C20", "#C9287B"])
        #expect(stops.map { $0.attributes["stop-opacity"] } == [nil, nil, "0.502"])
    }

    @Test("Opacity fades the whole surface; a shadow is a drop-shadow filter")
    func opacityAndShadow() throws {
        let elements = try parseXML(renderer.render(shapes: try shapes(), size: size))
        let card = try #require(elements.firstIndex { $0.attributes["data-name"] == "cards[0]" })
        #expect(elements[card].attributes["opacity"] == "0.4")
        #expect(elements.first { $0.attributes["data-name"] == "groups[0].icon.ring" }?.attributes["opacity"] == nil)
        let filtered = elements[card + 1]
        let filter = try #require(filtered.attributes["filter"])
        let definition = try #require(elements.firstIndex { $0.attributes["id"] == String(filter.dropFirst(5).dropLast()) })
        let primitives = elements[(definition + 1)...].prefix { $0.ancestors.contains("filter") }
        #expect(primitives.map(\.name) == [
            "feGaussianBlur", "feOffset", "feFlood", "feComposite", "feMerge", "feMergeNode", "feMergeNode",
        ])
        let blur = primitives[primitives.startIndex], offset = primitives[primitives.startIndex + 1]
        let flood = primitives[primitives.startIndex + 2]
        #expect(blur.attributes["in"] == "SourceAlpha" && blur.attributes["stdDeviation"] == "4")
        #expect(offset.attributes["dx"] == "0" && offset.attributes["dy"] == "2")
        #expect(flood.attributes["flood-color"] == "#000000" && flood.attributes["flood-opacity"] == "0.5")
        #expect(elements[card + 2].attributes["fill"] == "#FFFFFF")
    }

    @Test("An image is a clipped, tinted, crossed placeholder captioned with its label and ratio")
    func imagePlaceholder() throws {
        let elements = try parseXML(renderer.render(shapes: try shapes(), size: size))
        let image = try #require(elements.firstIndex { $0.attributes["data-name"] == "cards[0].image" })
        #expect(elements[image].attributes["clip-path"]?.hasPrefix("url(#clip-") == true)
        #expect(elements[image + 1].attributes["fill"] == "url(#image-tint)")
        #expect(elements[image + 2].attributes["class"] == "cross")
        #expect(elements[image + 3].attributes["class"] == "edge")
        #expect(elements[image + 4].attributes["data-text"] == "video 16:9")

        // A fill color replaces the tint; a frame of no common ratio has its label alone; a tiny one none.
        let others: [LayoutShape] = [
            .image(.init(frame: LayoutRect(x: 0, y: 0, width: 100, height: 37), fill: color(0xDDDDDD), name: "a")),
            .image(.init(frame: LayoutRect(x: 0, y: 50, width: 12, height: 12), name: "b")),
        ]
        let small = try parseXML(renderer.render(shapes: others, size: size))
        #expect(small.contains { $0.name == "rect" && $0.attributes["fill"] == "#DDDDDD" })
        #expect(small.filter { $0.attributes["class"] == "caption" }.map { $0.attributes["data-text"] } == ["image"])
        #expect(SVGCanvas.ratioName(width: 358, height: 201.333) == "16:9")
        #expect(SVGCanvas.ratioName(width: 72, height: 72.3) == "1:1")
        #expect(SVGCanvas.ratioName(width: 100, height: 37) == nil)
        #expect(SVGCanvas.ratioName(width: 0, height: 10) == nil)
    }

    @Test("A badge is filled at its radius with its label centered, light on a dark fill")
    func badge() throws {
        let elements = try parseXML(renderer.render(shapes: try shapes(), size: size))
        let badge = try #require(elements.firstIndex { $0.attributes["data-name"] == "cards[0].pin" })
        #expect(elements[badge].attributes["class"] == "badge")
        #expect(elements[badge + 1].attributes["fill"] == "#E4002B")
        #expect(elements[badge + 1].attributes["d"]?.hasPrefix("M278 20H286A8 8 0 0 1 294 28") == true)
        let label = elements[badge + 2]
        #expect(label.attributes["class"] == "badge-label" && label.attributes["data-text"] == "3")
        let glyphs = elements[badge + 3]
        #expect(glyphs.attributes["fill"] == "#FFFFFF")
        let numbers = (glyphs.attributes["d"] ?? "").split(whereSeparator: { "MLQCZ ".contains($0) }).compactMap { Double($0) }
        let xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        #expect(!xs.isEmpty)
        // Centered in the badge (270...294 × 20...36).
        #expect(abs((xs.min()! + xs.max()!) / 2 - 282) < 1)
        #expect(ys.min()! > 20 && ys.max()! < 36)

        // No label, no label group; a light fill gets dark text.
        let plain = try parseXML(
            renderer.render(
                shapes: [
                    .badge(.init(frame: LayoutRect(x: 0, y: 0, width: 8, height: 8), cornerRadius: 4, fill: color(0x0A84FF), name: "dot")),
                    .badge(.init(frame: LayoutRect(x: 0, y: 20, width: 30, height: 16), fill: color(0xFFD60A), label: "NEW", opacity: 0.5, name: "tag")),
                ], size: size))
        #expect(plain.filter { $0.attributes["class"] == "badge-label" }.map { $0.attributes["data-text"] } == ["NEW"])
        let tag = try #require(plain.firstIndex { $0.attributes["data-name"] == "tag" })
        #expect(plain[tag].attributes["opacity"] == "0.5")
        #expect(plain[tag + 3].attributes["fill"] == "#1A1A1A")
    }

    @Test("A text is its lines' glyph outlines in its color")
    func text() throws {
        let elements = try parseXML(renderer.render(shapes: try shapes(), size: size))
        let text = try #require(elements.firstIndex { $0.attributes["data-name"] == "cards[0].title" })
        #expect(elements[text].attributes["class"] == "text")
        let line = elements[text + 1]
        #expect(line.attributes["class"] == "line cards[0].title")
        #expect(line.attributes["id"] == "cards[0].title-0")
        #expect(line.attributes["data-text"] == "Hello there")
        #expect(line.attributes["fill"] == "#1A1A1A")
        #expect(elements[text + 2].name == "use")
        #expect(!glyphPoints(ofLineAt: text + 1, in: elements).isEmpty)

        // A text drawn twice (a sheet at two positions) keeps its ids unique.
        let block = try textBlock("Hi", x: 0, y: 0, color: color(0x000000))
        let twice = try parseXML(
            renderer.render(shapes: [.text(name: "title", block: block), .text(name: "title", block: block)], size: size))
        #expect(twice.compactMap { $0.attributes["class"] == "line title" ? $0.attributes["id"] : nil } == ["title-0", "title-0~2"])
    }

    @Test("--frames outlines every shape's frame and text line, and names them")
    func frames() throws {
        let shapes = try shapes()
        let svg = renderer.render(shapes: shapes, size: size, options: CardSVG.Options(showsFrames: true))
        let elements = try parseXML(svg)
        let rects = elements.filter { $0.name == "rect" && ($0.attributes["class"] ?? "").hasPrefix("frame ") }
        #expect(rects.map { $0.attributes["data-name"] ?? "" } == [
            "cards[0]", "groups[0].icon.ring", "cards[0].image", "cards[0].pin", "cards[0].title", "cards[0].title-0",
        ])
        #expect(rects.map { $0.attributes["class"] ?? "" } == [
            "frame surface", "frame surface", "frame image", "frame badge", "frame text", "frame line",
        ])
        let ring = rects[1].attributes
        #expect([ring["x"], ring["y"], ring["width"], ring["height"]] == ["20", "20", "64", "64"])
        // Named in the legend, numbered by tags (lines get none).
        let names = elements.filter { $0.attributes["class"] == "legend-name" }
            .map { ($0.attributes["data-text"] ?? "").replacingOccurrences(of: " (no tag)", with: "") }
        #expect(names == ["cards[0]", "groups[0].icon.ring", "cards[0].image", "cards[0].pin", "cards[0].title"])
        let tags = elements.filter { $0.attributes["class"] == "frame-name" }.map { $0.attributes["data-text"] ?? "" }
        #expect(Set(tags).isSubset(of: ["1", "2", "3", "4", "5"]))
        #expect(svg.contains("<title>layout, 320 × 240 pt</title>"))
    }
}
