import CardGeometry
import CardText
import Foundation
import Testing

@testable import CardRendering

@Suite("Card SVG")
struct CardSVGTests {
    let renderer = CardSVG(measurer: engine.measurer)

    func lineGroups(_ elements: [XMLElementRecord]) -> [XMLElementRecord] {
        elements.filter { $0.name == "g" && ($0.attributes["class"] ?? "").hasPrefix("line ") }
    }

    @Test("The SVG is well-formed XML with one text path group per line, in order")
    func lines() throws {
        let layout = try sampleLayout(title: "Summer Finals: every goal, every save, every story from the weekend")
        let card = try #require(layout.storyteller)
        let svg = renderer.render(layout)
        let elements = try parseXML(svg)
        #expect(elements.first?.name == "svg")
        // The canvas: the container and a 16 pt margin, rounded up to whole points.
        let root = elements[0].attributes
        #expect(root["width"] == NumberText.format((layout.size.width + 32).rounded(.up)))
        #expect(root["height"] == NumberText.format((layout.size.height + 32).rounded(.up)))
        #expect(root["viewBox"]?.hasPrefix("-16 -16 ") == true)
        let groups = lineGroups(elements)
        var expected: [String] = []
        for (name, text) in [("heading", card.heading), ("subheading", card.subheading), ("button.label", card.button?.label)] {
            for index in (text?.lines ?? []).indices { expected.append("\(name)-\(index)") }
        }
        #expect(groups.map { $0.attributes["id"] ?? "" } == expected)
        #expect(expected.count >= 4)
        // Each group places its glyphs' outlines, colored like its text.
        let heading = groups[0]
        #expect(heading.attributes["fill"] == "#1A1A1A")
        #expect(heading.attributes["fill-opacity"] == nil)
        #expect(heading.attributes["data-text"] == card.heading!.lines[0].text)
        #expect(heading.ancestorClasses.last == "text")
        let subheading = groups.first { $0.attributes["id"] == "subheading-0" }!
        #expect(subheading.attributes["fill-opacity"] == "0.851")  // #1A1A1AD9
        let groupIndices = elements.indices.filter { elements[$0].name == "g" && (elements[$0].attributes["class"] ?? "").hasPrefix("line ") }
        #expect(groupIndices.allSatisfy { !glyphPoints(ofLineAt: $0, in: elements).isEmpty })
        // Each glyph's outline is defined once and placed as often as it is
        // set: fewer definitions than glyphs drawn.
        let uses = elements.filter { $0.name == "use" && $0.ancestorClasses.last?.hasPrefix("line ") == true }
        let definitions = elements.filter { $0.name == "path" && $0.ancestors.contains("defs") && $0.attributes["id"]?.hasPrefix("glyph-") == true }
        #expect(Set(uses.compactMap { $0.attributes["href"] }) == Set(definitions.map { "#" + $0.attributes["id"]! }))
        #expect(definitions.count < uses.count)
        #expect(definitions.allSatisfy { ($0.attributes["d"] ?? "").hasPrefix("M") })
        // No frames unless asked.
        #expect(!elements.contains { $0.attributes["class"]?.hasPrefix("frame") == true })
        #expect(svg.contains("<title>card c1, 390 × \(NumberText.format(layout.size.height)) pt</title>"))
    }

    @Test("Glyphs sit on the line's baseline, inside the line's frame")
    func glyphPositions() throws {
        let layout = try sampleLayout(title: "HILL")
        let svg = renderer.render(layout)
        let elements = try parseXML(svg)
        let index = elements.firstIndex { $0.attributes["id"] == "heading-0" }!
        let points = glyphPoints(ofLineAt: index, in: elements)
        try #require(!points.isEmpty)
        let xs = points.map(\.x), ys = points.map(\.y)
        let line = layout.storyteller!.heading!.lines[0]
        // "HILL" stands flat on the baseline: its lowest point is the baseline.
        #expect(abs(ys.max()! - line.baseline) < 0.02)
        #expect(ys.min()! < line.baseline - 14)  // capitals rise about 0.73 em (22 pt text)
        #expect(ys.min()! >= line.frame.y - 1)
        #expect(xs.min()! >= line.frame.x && xs.max()! <= line.frame.maxX + 0.5)
    }

    @Test("With frames, every shape's frame and text line is one rectangle, named and placed like the layout's")
    func frames() throws {
        let layout = try sampleLayout()
        let card = try #require(layout.storyteller)
        let svg = renderer.render(layout, options: CardSVG.Options(showsFrames: true))
        let rects = try parseXML(svg).filter { $0.name == "rect" && ($0.attributes["class"] ?? "").hasPrefix("frame") }
        // Storyteller's card and unfilled text container (no shapes) first, then the shapes in drawing order.
        var expected: [(String, StorytellerCardLayout.Rect)] = [("card", card.card.frame)]
        if let container = card.textContainer { expected.append(("textContainer", container.frame)) }
        expected.append(("media", card.media.frame))
        expected.append(("button", card.button!.frame))
        for (name, text) in [("heading", card.heading!), ("subheading", card.subheading!), ("button.label", card.button!.label)] {
            expected.append((name, text.frame))
            for (index, line) in text.lines.enumerated() { expected.append(("\(name)-\(index)", line.frame)) }
        }

        #expect(rects.map { $0.attributes["data-name"] ?? "" } == expected.map(\.0))
        for (rect, (name, frame)) in zip(rects, expected) {
            let values = ["x", "y", "width", "height"].map { Double(rect.attributes[$0] ?? "") }
            #expect(values == [frame.x, frame.y, frame.width, frame.height].map { Double(NumberText.format($0)) }, "\(name)")
        }
        #expect(rects[0].attributes["class"] == "frame part")
        #expect(rects.first { $0.attributes["data-name"] == "media" }?.attributes["class"] == "frame image")
        #expect(rects.first { $0.attributes["data-name"] == "button" }?.attributes["class"] == "frame surface")
        #expect(rects.first { $0.attributes["data-name"] == "heading-0" }?.attributes["class"] == "frame line")
        // Each frame is named in the legend too.
        let names = try parseXML(svg).filter { $0.attributes["class"] == "legend-name" }
            .map { ($0.attributes["data-text"] ?? "").replacingOccurrences(of: " (no tag)", with: "") }
        for name in ["card", "textContainer", "media", "heading", "subheading", "button", "button.label"] {
            #expect(names.contains(name))
        }
    }

    @Test("The button has its background, an inside outline and its radius; the media its caption")
    func buttonAndMedia() throws {
        let layout = try sampleLayout(
            extraStyle: ##", "button": {"backgroundColor": "#E4002B80", "cornerRadius": 10, "outlineWidth": 2}"##)
        let card = try #require(layout.storyteller)
        let svg = renderer.render(layout)
        let elements = try parseXML(svg)
        let button = try #require(elements.firstIndex { $0.attributes["data-name"] == "button" })
        #expect(elements[button].attributes["class"] == "surface")
        let buttonPaths = elements[(button + 1)...].prefix { $0.ancestorClasses.last == "surface" }
        #expect(buttonPaths.count == 2)
        let background = buttonPaths.first!, outline = buttonPaths.last!
        #expect(background.attributes["fill"] == "#E4002B")
        #expect(background.attributes["fill-opacity"] == "0.502")
        let frame = card.button!.frame
        #expect(background.attributes["d"]!.hasPrefix("M\(NumberText.format(frame.x + 10)) \(NumberText.format(frame.y))H"))
        #expect(outline.attributes["stroke-width"] == "2")
        #expect(outline.attributes["fill"] == "none")
        // Inset by half the outline, radius reduced alike.
        #expect(outline.attributes["d"]!.hasPrefix("M\(NumberText.format(frame.x + 1 + 9)) \(NumberText.format(frame.y + 1))H"))

        let caption = elements.first { $0.attributes["class"] == "caption" }
        #expect(caption?.attributes["data-text"] == "image 16:9")
        // The media is clipped to its own rounded corners.
        let media = elements.first { $0.attributes["data-name"] == "media" }!
        #expect(media.attributes["class"] == "image")
        let clipID = try #require(media.attributes["clip-path"]?.dropFirst(5).dropLast())
        let clip = elements.firstIndex { $0.attributes["id"] == String(clipID) }!
        #expect(elements[clip].name == "clipPath")
        let radius = NumberText.format(card.media.cornerRadius)
        #expect(elements[clip + 1].attributes["d"]!.contains("A\(radius) \(radius) 0 0 1"))
    }

    @Test("Dark layouts get a dark container; a text container's background is filled")
    func darkAndContainer() throws {
        let layout = try sampleLayout(scheme: "dark", margin: 0, extraStyle: ##", "backgroundColorDark": "#202A44""##)
        let elements = try parseXML(renderer.render(layout, options: CardSVG.Options(colorScheme: .dark)))
        #expect(elements.first { $0.attributes["class"] == "container" }?.attributes["fill"] == "#000000")
        let container = try #require(elements.firstIndex { $0.attributes["data-name"] == "textContainer" })
        #expect(elements[container].attributes["class"] == "surface")
        #expect(elements[container + 1].attributes["fill"] == "#202A44")
        #expect(lineGroups(elements).first?.attributes["fill"] == "#FFFFFF")
        let light = try parseXML(renderer.render(layout))
        #expect(light.first { $0.attributes["class"] == "container" }?.attributes["fill"] == "#FFFFFF")
    }

    @Test("A bitmap emoji is a rounded box; markup in texts is escaped")
    func emojiAndEscaping() throws {
        let layout = try sampleLayout(title: "Goal 🏆 <b>&amp;</b>")
        let heading = try #require(layout.storyteller?.heading)
        let svg = renderer.render(layout, options: CardSVG.Options(showsFrames: true))
        let elements = try parseXML(svg)
        #expect(heading.lines[0].fonts.contains("NotoColorEmoji.ttf"))
        let group = lineGroups(elements).first { $0.attributes["id"] == "heading-0" }!
        #expect(group.attributes["data-text"] == heading.lines[0].text)
        let emoji = elements.filter { $0.attributes["class"] == "emoji" }
        #expect(emoji.count == 1)
        #expect(!elements.contains { $0.name == "b" })
    }

    @Test("Lines without glyphs (a layout made without them) draw no outlines")
    func withoutGlyphs() throws {
        let plain = try sampleLayout(includesGlyphs: false)
        let elements = try parseXML(renderer.render(plain))
        let groups = lineGroups(elements)
        #expect(!groups.isEmpty)
        #expect(!elements.contains { ["path", "use"].contains($0.name) && $0.ancestorClasses.last?.hasPrefix("line ") == true })
        #expect(!elements.contains { $0.attributes["id"]?.hasPrefix("glyph-") == true })
    }
}

@Suite("Card SVG direction")
struct CardSVGDirectionTests {
    @Test("A right-to-left layout is recognised from its start-aligned lines")
    func direction() throws {
        let json = """
            {"environment": {"width": 390, "layoutDirection": "rtl", "locale": "ar"},
             "card": {"title": "نهائيات الصيف", "buttonText": "شاهد"}}
            """
        let rtl = try engine.layout(json: Data(json.utf8))
        #expect(SVGCanvas.direction(of: rtl.textBlocks.map(\.block)) == .rtl)
        let ltr = try engine.layout(json: Data(#"{"environment": {"width": 390}, "card": {"title": "Hello"}}"#.utf8))
        #expect(SVGCanvas.direction(of: ltr.textBlocks.map(\.block)) == .ltr)
    }
}

@Suite("Layouts with glyphs")
struct GlyphLayoutTests {
    @Test("includesGlyphs adds glyph runs to every non-empty line and changes nothing else")
    func sameLayout() throws {
        for direction in ["ltr", "rtl"] {
            let parsed = try input(
                """
                {"environment": {"width": 375, "layoutDirection": "\(direction)", "displayScale": 2},
                 "theme": {"cards": {"style": {"textAlignment": "center"}}},
                 "card": {"title": "Summer Finals: نهائيات الصيف every goal", "subtitle": "Highlights", "buttonText": "Go"}}
                """)
            let plain = try engine.layout(parsed)
            let drawn = try engine.layout(parsed, includesGlyphs: true)
            #expect(drawn.jsonString() == plain.jsonString())
            let lines = [drawn.heading, drawn.subheading, drawn.button?.label].compactMap { $0 }.flatMap(\.lines)
            #expect(lines.allSatisfy { !$0.glyphRuns.isEmpty })
            #expect([plain.heading, plain.subheading].compactMap { $0 }.flatMap(\.lines).allSatisfy { $0.glyphRuns.isEmpty })
            // Glyph x is relative to the (snapped) frame: the glyphs span the line's width from it.
            for line in lines {
                let xs = line.glyphRuns.flatMap(\.glyphs).map(\.x)
                #expect(xs.min()! >= -0.5 && xs.min()! < 1.5, "\(line.text)")
                #expect(xs.max()! < line.frame.width)
            }
        }
    }
}
