import CardGeometry
import CardText
import Foundation
import Testing

@testable import CardRendering

/// A picture drawn once as a ``CardSVG/ColorTemplate`` gives, for every
/// layout it takes, the very SVG that layout is drawn as alone; and it
/// refuses every layout drawn otherwise.
@Suite struct ColorTemplateTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Goldens")

    /// Every golden input file, in a stable order.
    static var goldenInputs: [URL] {
        let files = FileManager.default.enumerator(at: goldens, includingPropertiesForKeys: nil)?.compactMap {
            $0 as? URL
        }
        return (files ?? []).filter { $0.lastPathComponent.hasSuffix(".input.json") }.sorted { $0.path < $1.path }
    }

    static let options = CardSVG.Options(margin: 16)

    /// Each golden input in eight environments (two widths, two schemes, two
    /// directions; a text size that changes with the input), laid out as one
    /// batch with glyphs: every environment's template is given every
    /// layout of its width. Where it takes one, the SVG is the one that
    /// layout is drawn as alone (glyphs and lines too); it takes nearly
    /// every layout the batch laid out as one geometry with the template's.
    @Test func everyGoldenInputFilledFromATemplateIsDrawnAsAlone() throws {
        let inputs = Self.goldenInputs
        try #require(inputs.count > 400)
        let outlines = SharedGlyphOutlines(fonts: fonts)
        let renderer = CardSVG(measurer: engine.measurer)
        let categories = ContentSizeCategory.allCases
        var filled = 0
        var refused = 0
        var sharedByTheBatch = 0
        var filledSharedByTheBatch = 0
        for (number, file) in inputs.enumerated() {
            guard let input = try? engine.input(json: Data(contentsOf: file)) else { continue }
            var environments: [LayoutEnvironment] = []
            for width in [320.0, 744] {
                for scheme in ColorScheme.allCases {
                    for direction in LayoutDirection.allCases {
                        var environment = input.environment
                        environment.width = width
                        environment.contentSizeCategory = categories[number % categories.count]
                        environment.colorScheme = scheme
                        environment.layoutDirection = direction
                        environments.append(environment)
                    }
                }
            }
            let layouts = engine.layout(input, in: environments, includesGlyphs: true) { $0 }
            let places = input.geometryGroups(in: environments).places
            for block in stride(from: 0, to: environments.count, by: 4) {
                let indexes = Array(block..<(block + 4))
                for source in indexes {
                    guard case .success(let layout) = layouts[source],
                        let template = renderer.colorTemplate(layout, options: Self.options, sharing: outlines)
                    else { continue }
                    for target in indexes {
                        guard case .success(let other) = layouts[target] else { continue }
                        let scheme = environments[target].colorScheme
                        var options = Self.options
                        options.colorScheme = scheme
                        let alone = renderer.render(other, options: options, sharing: outlines)
                        let oneGeometry = places[source].group == places[target].group
                        if oneGeometry { sharedByTheBatch += 1 }
                        if let svg = template.svg(for: other, colorScheme: scheme) {
                            #expect(svg == alone.svg, "\(file.lastPathComponent): \(environments[target])")
                            #expect(template.glyphs == alone.glyphs && template.lines == alone.lines)
                            filled += 1
                            if oneGeometry { filledSharedByTheBatch += 1 }
                        } else {
                            refused += 1
                        }
                    }
                }
            }
        }
        // Each template takes its own layout and, where the batch laid the
        // two schemes out as one geometry, nearly always the other scheme's:
        // it refuses it only where a color is there in one scheme and not
        // in the other (a background in light only). Right to left refuses
        // left to right unless the card is symmetric.
        #expect(filled > inputs.count * 8)
        #expect(refused > 0)
        #expect(sharedByTheBatch > inputs.count * 8)
        #expect(filledSharedByTheBatch > sharedByTheBatch * 95 / 100)
    }

    /// The template of a light layout gives the dark layout's colors.
    @Test func aLightTemplateFilledWithTheDarkLayoutIsTheDarkPicture() throws {
        let outlines = SharedGlyphOutlines(fonts: fonts)
        let renderer = CardSVG(measurer: engine.measurer)
        let light = try sampleLayout(scheme: "light")
        let dark = try sampleLayout(scheme: "dark")
        let template = try #require(renderer.colorTemplate(light, options: Self.options, sharing: outlines))
        let darkAlone = renderer.render(dark, options: CardSVG.Options(colorScheme: .dark), sharing: outlines).svg
        let lightAlone = renderer.render(light, options: CardSVG.Options(colorScheme: .light), sharing: outlines).svg
        #expect(darkAlone != lightAlone)
        #expect(template.svg(for: dark, colorScheme: .dark) == darkAlone)
        #expect(template.svg(for: light, colorScheme: .light) == lightAlone)
        // The container is black in dark.
        #expect(try #require(template.svg(for: dark, colorScheme: .dark)).contains(#"class="container""#))
        #expect(try #require(template.svg(for: dark, colorScheme: .dark)).contains(##"fill="#000000""##))
    }

    /// Every id a picture defines or refers to is after its prefix; the
    /// template leaves the prefix as a hole each picture fills. Its bytes,
    /// appended, are the picture's; a layout it does not take leaves them
    /// as they were.
    @Test func aTemplateFilledWithAnIDPrefixIsThePictureDrawnWithIt() throws {
        let outlines = SharedGlyphOutlines(fonts: fonts)
        let renderer = CardSVG(measurer: engine.measurer)
        let dark = try sampleLayout(scheme: "dark")
        let template = try #require(
            renderer.colorTemplate(try sampleLayout(scheme: "light"), options: Self.options, sharing: outlines))
        var options = Self.options
        options.colorScheme = .dark
        options.idPrefix = "tile-7-"
        let alone = renderer.render(dark, options: options, sharing: outlines).svg
        #expect(alone.contains(#"clip-path="url(#tile-7-"#))
        #expect(alone.contains(#"<clipPath id="tile-7-"#))
        #expect(!alone.contains(#"url(#clip"#) && !alone.contains(#"id="clip"#))
        #expect(template.svg(for: dark, colorScheme: .dark, idPrefix: "tile-7-") == alone)
        #expect(template.svg(for: dark, colorScheme: .dark) != alone)
        var bytes = Array("<p>".utf8)
        #expect(template.write(for: dark, colorScheme: .dark, idPrefix: "tile-7-", into: &bytes))
        #expect(String(decoding: bytes, as: UTF8.self) == "<p>" + alone)
        var untouched = Array("<p>".utf8)
        #expect(!template.write(for: try sampleLayout(width: 391), colorScheme: .light, into: &untouched))
        #expect(untouched == Array("<p>".utf8))
        // As an element of a page: no XML declaration, no final newline.
        options.htmlClass = "picture"
        let element = renderer.render(dark, options: options, sharing: outlines).svg
        #expect(element.hasPrefix(#"<svg class="picture" xmlns="http://www.w3.org/2000/svg" "#))
        #expect(element.hasSuffix("</svg>"))
        #expect(alone.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#) && alone.hasSuffix("</svg>\n"))
    }

    /// A layout whose geometry is not the template's is refused: another
    /// width, a frame moved by a point, a shape more or fewer, right to left.
    @Test func aLayoutDrawnOtherwiseIsRefused() throws {
        let outlines = SharedGlyphOutlines(fonts: fonts)
        let renderer = CardSVG(measurer: engine.measurer)
        let layout = try sampleLayout()
        let template = try #require(renderer.colorTemplate(layout, options: Self.options, sharing: outlines))
        #expect(template.svg(for: layout, colorScheme: .light) != nil)
        #expect(template.svg(for: try sampleLayout(width: 391), colorScheme: .light) == nil)
        #expect(template.svg(for: try sampleLayout(title: "Summer Finalz"), colorScheme: .light) == nil)
        #expect(template.svg(for: try sampleLayout(button: ""), colorScheme: .light) == nil)
        var input = try engine.input(json: Data(sampleJSON().utf8))
        input.environment.layoutDirection = .rtl
        let rightToLeft = try engine.layout(input, includesGlyphs: true)
        #expect(template.svg(for: rightToLeft, colorScheme: .light) == nil)
    }

    /// A shape's colors decide more than a color: a border of two colors is
    /// a gradient, a shadow without alpha is not drawn. A layout whose
    /// colors choose otherwise is refused; one that chooses alike is drawn.
    @Test func aColorThatChoosesOtherwiseIsRefused() throws {
        let outlines = SharedGlyphOutlines(fonts: fonts)
        let renderer = CardSVG(measurer: engine.measurer)
        let frame = LayoutRect(x: 10, y: 10, width: 100, height: 60)
        func surface(shadowAlpha: UInt8, borderColors: [RGBAColor], fill: RGBAColor) -> [LayoutShape] {
            let shadow = LayoutShape.Shadow(
                color: RGBAColor(red: 0, green: 0, blue: 0, alpha: shadowAlpha), offsetX: 0, offsetY: 2, radius: 6,
                opacity: 1)
            let surface = LayoutShape.Surface(
                frame: frame, cornerRadius: 8, fill: fill, border: LayoutShape.Border(width: 2, colors: borderColors),
                shadow: shadow, name: "card")
            return [.surface(surface)]
        }
        let red = RGBAColor(red: 255, green: 0, blue: 0), blue = RGBAColor(red: 0, green: 0, blue: 255)
        let size = LayoutSize(width: 120, height: 80)
        let drawn = surface(shadowAlpha: 80, borderColors: [red], fill: blue)
        let template = try #require(
            renderer.colorTemplate(shapes: drawn, size: size, options: Self.options, sharing: outlines))
        #expect(
            template.svg(for: drawn, size: size, colorScheme: .light)
                == renderer.render(shapes: drawn, size: size, options: Self.options))
        for (shapes, takes) in [
            (surface(shadowAlpha: 40, borderColors: [blue], fill: red), true),
            (surface(shadowAlpha: 0, borderColors: [blue], fill: red), false),
            (surface(shadowAlpha: 40, borderColors: [blue, red], fill: red), false),
        ] {
            let svg = template.svg(for: shapes, size: size, colorScheme: .dark)
            #expect((svg != nil) == takes)
            if let svg {
                #expect(svg == renderer.render(shapes: shapes, size: size, options: CardSVG.Options(colorScheme: .dark)))
            }
        }
    }

    /// A template's shapes are kept as drawn and copied into the next
    /// template that draws them alike: every golden input's template, drawn
    /// twice with one set of shared outlines (the second time copied whole,
    /// the first partly from the other environments' templates), is the
    /// picture drawn alone, for each scheme and with an id prefix.
    @Test func keptShapeDrawingsAreThePicturesDrawnAlone() throws {
        let outlines = SharedGlyphOutlines(fonts: fonts)
        let renderer = CardSVG(measurer: engine.measurer)
        let categories: [ContentSizeCategory] = [.large, .accessibilityMedium]
        var compared = 0
        for file in Self.goldenInputs {
            guard let input = try? engine.input(json: Data(contentsOf: file)) else { continue }
            var environments: [LayoutEnvironment] = []
            for category in categories {
                for direction in LayoutDirection.allCases {
                    var environment = input.environment
                    environment.contentSizeCategory = category
                    environment.layoutDirection = direction
                    environments.append(environment)
                }
            }
            for case .success(let layout) in engine.layout(input, in: environments, includesGlyphs: true, { $0 }) {
                for round in 0..<2 {
                    guard let template = renderer.colorTemplate(layout, options: Self.options, sharing: outlines)
                    else { continue }
                    for scheme in ColorScheme.allCases {
                        var options = Self.options
                        options.colorScheme = scheme
                        options.idPrefix = "t\(round)-"
                        let alone = renderer.render(layout, options: options, sharing: outlines)
                        #expect(
                            template.svg(for: layout, colorScheme: scheme, idPrefix: options.idPrefix) == alone.svg,
                            "\(file.lastPathComponent), round \(round), \(scheme)")
                        #expect(template.glyphs == alone.glyphs && template.lines == alone.lines)
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > Self.goldenInputs.count * 8)
        // Every shape of a second round is copied, and many of a first.
        #expect(outlines.shapeDrawings.hits > compared)
        #expect(outlines.shapeDrawings.keptBytes > 0)
        #expect(outlines.shapeDrawings.keptBytes <= outlines.byteLimit / 2)
    }

    /// Shared outlines that keep nothing keep no drawing either: each
    /// template is drawn whole, the same.
    @Test func outlinesThatKeepNothingKeepNoDrawing() throws {
        let outlines = SharedGlyphOutlines(fonts: fonts, byteLimit: 0)
        let renderer = CardSVG(measurer: engine.measurer)
        let layout = try sampleLayout()
        let first = try #require(renderer.colorTemplate(layout, options: Self.options, sharing: outlines))
        let second = try #require(renderer.colorTemplate(layout, options: Self.options, sharing: outlines))
        #expect(first.svg(for: layout, colorScheme: .light) == second.svg(for: layout, colorScheme: .light))
        #expect(outlines.shapeDrawings.hits == 0 && outlines.shapeDrawings.keptBytes == 0)
    }

    /// A kept drawing is copied only where what it decided comes out the
    /// same: a shadow too faint to draw in the new colors, or a caption
    /// whose corner a badge now covers, is drawn anew.
    @Test func aKeptDrawingThatWouldDecideOtherwiseIsDrawnAnew() throws {
        let outlines = SharedGlyphOutlines(fonts: fonts)
        let renderer = CardSVG(measurer: engine.measurer)
        let frame = LayoutRect(x: 10, y: 10, width: 160, height: 90)
        func shapes(shadowAlpha: UInt8, badge: Bool) -> [LayoutShape] {
            let shadow = LayoutShape.Shadow(
                color: RGBAColor(red: 0, green: 0, blue: 0, alpha: shadowAlpha), offsetX: 0, offsetY: 2, radius: 6,
                opacity: 1)
            var shapes: [LayoutShape] = [
                .surface(
                    LayoutShape.Surface(
                        frame: frame, cornerRadius: 8, fill: RGBAColor(red: 0, green: 0, blue: 255), border: nil,
                        shadow: shadow, name: "card")),
                .image(
                    LayoutShape.ImagePlaceholder(
                        frame: frame, cornerRadius: 8, fill: nil, border: nil, label: "image", name: "media")),
            ]
            if badge {
                // Over the caption's first corner, the top-trailing one.
                shapes.append(
                    .badge(
                        LayoutShape.Badge(
                            frame: LayoutRect(x: frame.maxX - 40, y: frame.y + 2, width: 36, height: 20),
                            cornerRadius: 4, fill: RGBAColor(red: 255, green: 0, blue: 0), label: "NEW", opacity: 1,
                            name: "badge")))
            }
            return shapes
        }
        let size = LayoutSize(width: 180, height: 110)
        for drawn in [shapes(shadowAlpha: 80, badge: false), shapes(shadowAlpha: 0, badge: false),
            shapes(shadowAlpha: 80, badge: true), shapes(shadowAlpha: 80, badge: false)]
        {
            let template = try #require(
                renderer.colorTemplate(shapes: drawn, size: size, options: Self.options, sharing: outlines))
            // Drawn alone with the same shared glyphs (the caption's line).
            let alone = renderer.render(
                shapes: drawn, size: size, title: "layout", parts: [], facts: PictureFacts(size: size),
                options: Self.options, sharedGlyphs: SharedGlyphUse(outlines))
            #expect(template.svg(for: drawn, size: size, colorScheme: .light) == alone)
        }
        // The last drawing was copied: the first one's shapes again.
        #expect(outlines.shapeDrawings.hits >= 2)
    }

    /// A title with a bitmap emoji, drawn as a template whose outlines
    /// found the emoji face before, is the picture drawn alone: the emoji
    /// a rounded box, its line placed glyph by glyph.
    @Test func anEmojiTitleFromATemplateIsDrawnAsAlone() throws {
        let outlines = SharedGlyphOutlines(fonts: fonts)
        let renderer = CardSVG(measurer: engine.measurer)
        let light = try sampleLayout(title: "Goal 🏆 today", scheme: "light")
        let dark = try sampleLayout(title: "Goal 🏆 today", scheme: "dark")
        // The emoji face found once for the outlines, then asked again.
        #expect(outlines.isBitmapFace("NotoColorEmoji.ttf"))
        let template = try #require(renderer.colorTemplate(light, options: Self.options, sharing: outlines))
        var options = Self.options
        options.colorScheme = .dark
        let alone = renderer.render(dark, options: options, sharing: SharedGlyphOutlines(fonts: fonts)).svg
        let filled = try #require(template.svg(for: dark, colorScheme: .dark))
        #expect(filled == alone)
        #expect(filled.components(separatedBy: #"class="emoji""#).count == 2)
    }

    /// A text holding what the template marks its holes with is drawn, but
    /// not as a template.
    @Test func aTextHoldingAHoleMarkIsNotATemplate() throws {
        let renderer = CardSVG(measurer: engine.measurer)
        let mark = { (scalar: UInt32) in String(Character(Unicode.Scalar(scalar)!)) }
        let layout = try sampleLayout(title: "Finals " + mark(0xFDD0) + "0" + mark(0xFDD1))
        #expect(renderer.colorTemplate(layout, sharing: SharedGlyphOutlines(fonts: fonts)) == nil)
        #expect(!renderer.render(layout).isEmpty)
    }

    /// The sample card's input (see `sampleLayout`).
    private func sampleJSON() -> String {
        """
        {"environment": {"width": 390, "colorScheme": "light"},
         "theme": {"cards": {"textOverContent": false, "style": {"marginHorizontal": 16}}},
         "card": {"id": "c1", "title": "Summer Finals", "subtitle": "Catch up on the highlights",
                  "buttonText": "Watch now", "media": {"aspectRatio": "16:9"}}}
        """
    }
}
