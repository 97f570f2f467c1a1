import CardGeometry
import CardText
import Foundation
import Testing

@testable import CardRendering

/// The drawing rules (README, "Pictures") on the examples: each defect of
/// issue 18 as it was seen in `Examples/<kind>.json`.
@Suite("Pictures draw what the layout says")
struct PictureRulesTests {
    let renderer = CardSVG(measurer: engine.measurer)

    /// `Examples/NAME.json` laid out with glyphs, in `scheme` when given.
    func example(_ name: String, scheme: String? = nil) throws -> Layout {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var data = try Data(contentsOf: root.appendingPathComponent("Examples/\(name).json"))
        if let scheme {
            var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            var environment = object["environment"] as? [String: Any] ?? [:]
            environment["colorScheme"] = scheme
            object["environment"] = environment
            data = try JSONSerialization.data(withJSONObject: object)
        }
        return try engine.layout(json: data, includesGlyphs: true)
    }

    func picture(_ layout: Layout, frames: Bool = false, dark: Bool = false) throws -> [XMLElementRecord] {
        try parseXML(
            renderer.render(layout, options: CardSVG.Options(showsFrames: frames, colorScheme: dark ? .dark : .light)))
    }

    /// A `data-frame` ("x y width height") as a rectangle.
    func frame(_ value: String?) -> LayoutRect? {
        guard let parts = value?.split(separator: " ").compactMap({ Double($0) }), parts.count == 4 else { return nil }
        return LayoutRect(x: parts[0], y: parts[1], width: parts[2], height: parts[3])
    }

    func sameFrame(_ a: LayoutRect?, _ b: LayoutRect) -> Bool {
        guard let a else { return false }
        return [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 0.001 }
    }

    /// The path data of the clip path a group refers to.
    func clipPathData(of element: XMLElementRecord, in elements: [XMLElementRecord]) -> String? {
        guard let reference = element.attributes["clip-path"], reference.hasPrefix("url(#") else { return nil }
        let id = String(reference.dropFirst(5).dropLast())
        guard let index = elements.firstIndex(where: { $0.name == "clipPath" && $0.attributes["id"] == id }),
            index + 1 < elements.count
        else { return nil }
        return elements[index + 1].attributes["d"]
    }

    /// The drawn shapes: surfaces, images, texts and badges.
    func drawn(_ elements: [XMLElementRecord]) -> [XMLElementRecord] {
        elements.filter { ["surface", "image", "text", "badge"].contains($0.attributes["class"] ?? "") }
    }

    @Test("Braze: the pin is drawn as a pin, and the image's caption keeps clear of it")
    func brazePin() throws {
        let layout = try example("braze-content-cards")
        let feed = try #require(layout.brazeContentCards)
        let index = try #require(feed.cards.firstIndex { $0.pin != nil })
        let pin = try #require(feed.cards[index].pin).frame
        let elements = try picture(layout)
        let badge = try #require(elements.firstIndex { $0.attributes["data-name"] == "cards[\(index)].pin" })
        #expect(elements[badge].attributes["data-symbol"] == "pin")
        let inside = elements[(badge + 1)...].prefix { $0.ancestorClasses.contains("badge") }
        #expect(inside.contains { $0.attributes["class"] == "symbol pin" })
        // Not the square the frame is.
        #expect(!inside.contains { $0.attributes["d"] == SVGMarkup.rounded(pin, 0) })
        let captions = elements.filter { $0.attributes["class"] == "caption" }
        #expect(!captions.isEmpty)
        for caption in captions {
            let box = try #require(frame(caption.attributes["data-frame"]))
            #expect(!box.intersects(pin), "caption \(caption.attributes["data-text"] ?? "") at \(box)")
        }
    }

    @Test("A row that scrolls is clipped at the screen's edge", arguments: ["storifyme-widgets", "storyly-story-groups"])
    func scrollingRowClipped(example name: String) throws {
        let layout = try example(name)
        let elements = try picture(layout)
        let screens = elements.filter { $0.attributes["class"] == "screen" }
        #expect(screens.count == 1)
        let screen = try #require(screens.first)
        let size = layout.size
        let expected = LayoutRect(x: 0, y: 0, width: size.width, height: size.height)
        #expect(sameFrame(frame(screen.attributes["data-frame"]), expected))
        #expect(clipPathData(of: screen, in: elements) == SVGMarkup.rounded(expected, 0))
        // Something is past the edge, and everything is in the screen.
        #expect(layout.shapes.contains { shape in
            if case .image(let image) = shape { return image.frame.maxX > size.width }
            return false
        })
        for element in drawn(elements) {
            #expect(element.ancestorClasses.contains("screen"), "\(element.attributes["data-name"] ?? "")")
        }
    }

    @Test("StorifyMe: a widget the layout reports clipped is drawn clipped to its frame, and only that one")
    func clippedWidget() throws {
        let layout = try example("storifyme-widgets")
        let stack = try #require(layout.storifyMeWidgets)
        let widget = try #require(stack.widgets.first { $0.clipped })
        let widgetFrame = try #require(widget.frame)
        let name = "widgets[\(widget.index)]"
        let elements = try picture(layout)
        let clips = elements.filter { $0.attributes["class"] == "clip" }
        #expect(clips.map { $0.attributes["data-name"] ?? "" } == [name])
        let clip = try #require(clips.first)
        #expect(sameFrame(frame(clip.attributes["data-frame"]), widgetFrame))
        #expect(clipPathData(of: clip, in: elements) == SVGMarkup.rounded(widgetFrame, 0))
        let titles = elements.filter {
            $0.attributes["class"] == "text" && ($0.attributes["data-name"] ?? "").hasPrefix(name + ".")
        }
        #expect(!titles.isEmpty)
        for title in titles {
            #expect(title.ancestorAttributes.contains { $0["class"] == "clip" && $0["data-name"] == name })
        }
        // A title drawn past the widget's bottom: what the clip cuts.
        #expect(titles.contains { (frame($0.attributes["data-frame"])?.maxY ?? 0) > widgetFrame.maxY })
    }

    @Test("Sheets: each position is drawn on its own screen; the card rounds its top corners only")
    func sheetScreensAndCorners() throws {
        let layout = try example("sheet-cards")
        let sheet = try #require(layout.sheetCards)
        let elements = try picture(layout)
        let screens = elements.filter { $0.attributes["class"] == "screen" }
        #expect(screens.map { $0.attributes["data-name"] ?? "" } == sheet.sheetsAtEveryPosition.map(\.position.rawValue))
        for (screen, panel) in zip(screens, sheet.panels) {
            #expect(panel.screen.height == sheet.size.height && panel.screen.width == sheet.size.width)
            #expect(sameFrame(frame(screen.attributes["data-frame"]), panel.screen))
            #expect(clipPathData(of: screen, in: elements) == SVGMarkup.rounded(panel.screen, 0))
        }
        // Every shape of a position is in that position's screen (the card
        // reaches below the screen's bottom; the screen cuts it).
        for element in drawn(elements) {
            let name = element.attributes["data-name"] ?? ""
            let position = String(name.prefix { $0 != "." })
            #expect(element.ancestorAttributes.contains { $0["class"] == "screen" && $0["data-name"] == position }, "\(name)")
        }
        let extended = try #require(sheet.sheetsAtEveryPosition.firstIndex { $0.position == .extended })
        let card = sheet.sheetsAtEveryPosition[extended].card
        let surface = try #require(elements.firstIndex { $0.attributes["data-name"] == "extended.card" })
        #expect(elements[surface].attributes["data-corners"] == "top")
        let cardFrame = card.frame.offsetBy(dx: sheet.panels[extended].screen.x, dy: 0)
        let fill = try #require(elements[(surface + 1)...].first { $0.name == "path" })
        #expect(fill.attributes["d"] == SVGMarkup.roundedTop(cardFrame, card.cornerRadius))
        #expect(fill.attributes["d"]?.filter { $0 == "A" }.count == 2)
    }

    @Test("--frames: no tag covers a glyph, lines get no bullets, and the legend names every frame")
    func frameTagsOffGlyphs() throws {
        for name in ["promo-card", "braze-content-cards", "storifyme-widgets"] {
            let layout = try example(name)
            let elements = try picture(layout, frames: true)
            let lines = elements.filter { ($0.attributes["class"] ?? "").hasPrefix("line ") }
                .compactMap { frame($0.attributes["data-frame"]) }
            #expect(!lines.isEmpty)
            let tags = elements.filter { $0.attributes["class"] == "frame-name" }
            #expect(!tags.isEmpty)
            for tag in tags {
                let box = try #require(frame(tag.attributes["data-frame"]))
                #expect(!lines.contains { $0.intersects(box) }, "\(name): tag \(tag.attributes["data-text"] ?? "") at \(box)")
            }
            let legend = elements.filter { $0.attributes["class"] == "legend-name" }.map { $0.attributes["data-text"] ?? "" }
            let named = layout.shapes.map(\.name)
            for shape in named { #expect(legend.contains(shape) || legend.contains(shape + " (no tag)"), "\(name): \(shape)") }
            // Lines are outlined, not numbered: every tag is a frame's.
            #expect(tags.count <= legend.count)
        }
    }

    @Test("exclamationmark.triangle is drawn as a warning triangle, not a square")
    func warningTriangle() throws {
        let layout = try example("storifyme-widgets")
        let stack = try #require(layout.storifyMeWidgets)
        let widget = try #require(stack.widgets.first { $0.error != nil })
        let icon = try #require(widget.error).icon.frame
        let elements = try picture(layout)
        let badge = try #require(elements.firstIndex { $0.attributes["data-name"] == "widgets[\(widget.index)].error.icon" })
        #expect(elements[badge].attributes["data-symbol"] == "exclamationmark.triangle")
        let inside = elements[(badge + 1)...].prefix { $0.ancestorClasses.contains("badge") }
        let triangle = try #require(inside.first { $0.attributes["class"] == "symbol warning-triangle" })
        #expect(triangle.attributes["d"]?.filter { $0 == "L" }.count == 2)
        #expect(inside.contains { $0.attributes["class"] == "symbol exclamation" })
        #expect(!inside.contains { $0.attributes["d"] == SVGMarkup.rounded(icon, 0) })
    }

    /// Relative luminance of `#RRGGBB` (sRGB weights, no gamma), 0...1.
    func luminance(_ hex: String) -> Double? {
        guard hex.count == 7, let value = UInt32(hex.dropFirst(), radix: 16) else { return nil }
        return (0.2126 * Double(value >> 16 & 0xFF) + 0.7152 * Double(value >> 8 & 0xFF) + 0.0722 * Double(value & 0xFF))
            / 255
    }

    @Test("Placeholders stand apart from their fill and from the feed behind them, light and dark", arguments: [false, true])
    func placeholdersStandApart(dark: Bool) throws {
        let layout = try example("braze-content-cards", scheme: dark ? "dark" : "light")
        let feed = try #require(layout.brazeContentCards)
        let elements = try picture(layout, dark: dark)
        let images = elements.indices.filter { elements[$0].attributes["class"] == "image" }
        #expect(images.count == feed.cards.filter { $0.image != nil }.count)
        for index in images {
            let inside = elements[(index + 1)...].prefix { $0.ancestorClasses.contains("image") }
            let fill = try #require(inside.first { $0.name == "rect" }?.attributes["fill"])
            let fillLuminance = try #require(luminance(fill))
            // Against the feed's background too: the fill is the same color.
            let background = try #require(luminance(String(feed.feed.backgroundColor.hex.prefix(7))))
            for kind in ["cross", "edge"] {
                let mark = try #require(inside.first { $0.attributes["class"] == kind }, "\(kind)")
                let ink = try #require(luminance(mark.attributes["stroke"] ?? ""))
                let opacity = Double(mark.attributes["stroke-opacity"] ?? "1") ?? 1
                let over = { (base: Double) in base + (ink - base) * opacity }
                #expect(abs(over(fillLuminance) - fillLuminance) >= 0.2, "\(kind) on \(fill)")
                #expect(abs(over(fillLuminance) - background) >= 0.2, "\(kind) on the feed")
            }
        }
    }

    @Test("Braze: the feed's title is drawn, in a title bar above the screen")
    func feedTitle() throws {
        let layout = try example("braze-content-cards")
        let title = try #require(layout.brazeContentCards?.feed.title)
        #expect(title == "콘텐츠 카드")
        let svg = renderer.render(layout)
        let elements = try parseXML(svg)
        let drawnTitle = try #require(elements.firstIndex { $0.attributes["class"] == "title-bar-title" })
        #expect(elements[drawnTitle].attributes["data-text"] == title)
        let path = try #require(elements[drawnTitle + 1].attributes["d"])
        #expect(path.filter { $0 == "M" }.count >= 5)  // the outlines of 5 syllables (several contours each)
        let box = try #require(frame(elements[drawnTitle].attributes["data-frame"]))
        #expect(box.maxY <= 0)
        // The picture shows the bar: the view box starts above it.
        let root = try #require(elements.first { $0.name == "svg" })
        let viewBoxY = try #require(root.attributes["viewBox"]?.split(separator: " ").dropFirst().first.flatMap { Double($0) })
        #expect(viewBoxY <= -CardSVG.titleBarHeight)
    }
}
