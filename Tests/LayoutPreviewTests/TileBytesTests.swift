// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import CardGeometry
import CardRendering
import Foundation
import Testing

@testable import LayoutPreview

/// A tile's HTML is written as bytes piece by piece, and what moved is
/// found from the paths' steps: both must give what the former writing
/// gave, `String`s joined (kept here as the reference) and paths read as
/// text by Core's `LayoutDifference.framePath`.
@Suite("Tiles written as bytes, frames found from paths' steps", .timeLimit(.minutes(3)))
struct TileBytesTests {
    @Test("escaping as bytes is escaping as a String, for any text")
    func escaping() {
        let texts = [
            "", "plain", "a & b", "<b>\"quoted\"</b>", "&&&", "é & ü > 😀 \"x\"", "end&", "&start", "\u{301}<",
            String(repeating: "ab<", count: 50),
        ]
        for text in texts {
            var bytes: [UInt8] = Array("prefix".utf8)
            HTMLText.append(text, to: &bytes)
            #expect(bytes == Array(("prefix" + HTMLText.escaped(text)).utf8), "\(text)")
        }
    }

    @Test("a moved frame's element is its path without `.frame`, cut before `.lines`")
    func movedElement() {
        let paths = [
            "heading.frame", "heading.lines[1].frame", "heading.lines", "cards[2].title.lines[0].frame", "frame",
            "media", "a.linesb.frame", "x.frame.frame", ".frame", "title.lines.frame", "é.lines[0].frame",
        ]
        for path in paths {
            var name = path.hasSuffix(".frame") ? String(path.dropLast(".frame".count)) : path
            if let lines = name.firstRange(of: ".lines") { name = String(name[..<lines.lowerBound]) }
            #expect(MovedFrames.Move(path: path, changes: []).element == name, "\(path)")
        }
    }

    @Test("what moved between two trees, keys of every shape, is Core's differences with Core's frame paths")
    func framePathsFromSteps() throws {
        let pairs: [(String, String)] = [
            (#"{"a":{"frame":{"x":1,"y":2}}}"#, #"{"a":{"frame":{"x":1,"y":3}}}"#),
            (#"{"a.b":{"frame":{"x":1}}}"#, #"{"a.b":{"frame":{"x":2}}}"#),
            (#"{"q":{"k.frame.":{"x":1}}}"#, #"{"q":{"k.frame.":{"x":2}}}"#),
            (#"{"frame":[{"x":1}]}"#, #"{"frame":[{"x":2},{"x":3}]}"#),
            (#"{"l":[{"frame":{"x":1}}]}"#, #"{"l":[{"frame":{"x":5}}]}"#),
            (#"{"frame":{"inner":{"x":1}}}"#, #"{"frame":{"inner":{"x":2}}}"#),
            (#"{"a":{"frame":null}}"#, #"{"a":{"frame":{"x":1}}}"#),
            (#"{"a":{}}"#, #"{"a":{"frame":{"x":1}}}"#),
            (#"{"a":{"frame":{"x":1}}}"#, #"{"a":{}}"#),
            (#"{"size":{"width":1}}"#, #"{"size":{"width":2}}"#),
            (#"{"":{"frame":{"x":1}}}"#, #"{"":{"frame":{"x":2}}}"#),
            (#"{"9a":{"frame":{"x":1}},"b":[1,2]}"#, #"{"9a":{"frame":{"x":2}},"b":[1]}"#),
            (#"{"a":{"frame":{"x":"s"}}}"#, #"{"a":{"frame":{"x":[1]}}}"#),
            (#"{"frames":{"x":1},"x":{"frame":{"w":1}}}"#, #"{"frames":{"x":2},"x":{"frame":{"w":1.0005}}}"#),
        ]
        var located = 0
        for (before, after) in pairs {
            let old = try JSONValue(json: Data(before.utf8)), new = try JSONValue(json: Data(after.utf8))
            for (expected, actual) in [(old, new), (new, old)] {
                let core = LayoutDifference.differences(
                    between: actual, and: expected, frameTolerance: MovedFrames.frameTolerance
                ).filter {
                    $0.framePath != nil || ($0.expected.hasSuffix(" element") || $0.expected.hasSuffix(" elements"))
                        && ($0.actual.hasSuffix(" element") || $0.actual.hasSuffix(" elements"))
                }
                let found = FrameDifferences.located(
                    FlatLayoutJSON(json: actual), from: FlatLayoutJSON(json: expected),
                    frameTolerance: MovedFrames.frameTolerance)
                #expect(found.map(\.difference) == core, "\(before) → \(after)")
                #expect(found.map(\.framePath) == core.map(\.framePath), "\(before) → \(after)")
                located += found.count { $0.framePath != nil }
            }
        }
        #expect(located > 15)
    }

    @Test("a tile's HTML as bytes is the HTML the former String writing gave: marks, moves, failures, escapes")
    func tileHTML() throws {
        let engine = try CardLayoutEngine(fonts: .bundled())
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Examples/promo-card.json"), encoding: .utf8)
        let renderer = TileRenderer(engine: engine, glyphs: SharedGlyphOutlines(fonts: engine.measurer.fonts))
        let before = try engine.input(json: Data(text.utf8))
        let after = try engine.input(
            json: Data(text.replacingOccurrences(of: #""title": ""#, with: #""title": "A <longer> & \"new\" title: "#).utf8))
        var compared = 0
        var withMoves = 0
        var withMarks = 0
        for width in [320.0, 390, 1024] {
            for category in [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge] {
                for scheme in [ColorScheme.light, .dark] {
                    let environment = TileEnvironment(width: width, category: category, scheme: scheme, direction: .rtl)
                    let old = try renderer.layout(before, in: environment, includesGlyphs: false)
                    let new = try renderer.layout(after, in: environment, includesGlyphs: true)
                    let svg = Array(TilePicture.svg(new, in: environment, renderer: TilePicture.renderer(for: engine), glyphs: renderer.glyphs).svg.utf8)
                    let moved = MovedFrames(from: old, to: new)
                    for moves in [moved, .none] {
                        let tile = RenderedTile(
                            environment: environment, size: new.size, marks: TileMarks(new), moved: moves, failed: false)
                        for box in [TilePicture.box(of: svg), nil] {
                            let content = RenderedTile.Content.picture(svg: svg, box: box)
                            #expect(TilesHTML.tile(tile, content: content) == ReferenceTileHTML.tile(tile, content: content))
                            compared += 1
                        }
                        if !moves.isEmpty { withMoves += 1 }
                        if !tile.marks.isEmpty { withMarks += 1 }
                    }
                    let problem = SourceProblem(path: "heading.text", message: "a <bad> & \"odd\" value")
                    let failed = RenderedTile(
                        environment: environment, size: nil, marks: TileMarks(marks: []), moved: .none, failed: true)
                    #expect(
                        TilesHTML.tile(failed, content: .failed(problem))
                            == ReferenceTileHTML.tile(failed, content: .failed(problem)))
                }
            }
        }
        #expect(compared == 72 && withMoves > 6 && withMarks > 6)
    }
}

/// The tile's HTML as it was written before it was written as bytes:
/// `String`s interpolated and joined, then appended.
private enum ReferenceTileHTML {
    static func tile(_ tile: RenderedTile, content: RenderedTile.Content) -> [UInt8] {
        let environment = tile.environment
        var classes = ["tile", environment.scheme.rawValue, environment.direction.rawValue]
        if tile.failed { classes.append("failed") }
        let markKinds = TileMarks.Kind.allCases.filter(tile.marks.contains)
        classes += markKinds.map { "marked-\($0.rawValue)" }
        if !tile.moved.isEmpty { classes.append("moved") }
        var html = ""
        html += "<figure class=\"\(classes.joined(separator: " "))\" id=\"\(environment.identifier)\""
        html += " data-frames=\"\(HTMLText.escaped(environment.query))\""
        html += " data-marks=\"\(markKinds.map(\.rawValue).joined(separator: " "))\""
        if !tile.moved.isEmpty { html += " data-moved=\"\(tile.moved.moves.count)\"" }
        if let size = tile.size { html += " data-height=\"\(NumberText.format(size.height))\"" }
        html += ">"
        html += "<figcaption><span class=\"tile-env\"><b>\(NumberText.format(environment.width))</b> pt"
        html += " <span class=\"chip\">\(environment.category.rawValue)</span>"
        html += " <span class=\"chip scheme\">\(environment.scheme.rawValue)</span>"
        html += " <span class=\"chip direction\">\(environment.direction.rawValue)</span></span>"
        if let size = tile.size {
            html += "<span class=\"tile-size\">\(NumberText.format(size.height)) pt tall</span>"
        }
        if !tile.moved.isEmpty {
            let count = tile.moved.moves.count
            html += "<span class=\"moved-badge\" title=\"Frames the last save moved: open the frames table\">"
            html += count == 1 ? "1 frame moved" : "\(count) frames moved"
            html += "</span>"
        }
        html += "</figcaption>"
        let title = HTMLText.escaped("Frames of \(environment.label)")
        switch content {
        case .picture(let svg, let box):
            let width = box?.width ?? tile.size?.width ?? environment.width
            html += "<button type=\"button\" class=\"canvas\" style=\"--w:\(NumberText.format(width))\" "
            html += "title=\"\(title)\" aria-label=\"\(title)\">"
            html += String(decoding: svg, as: UTF8.self)
            if let box, !tile.marks.isEmpty || !tile.moved.isEmpty {
                html += overlay(tile.marks, moved: tile.moved, box: box)
            }
            html += "</button>"
        case .failed(let problem):
            html += "<div class=\"tile-error\"><p>Cannot be laid out here:</p><p>"
            if let path = problem.path { html += "<code class=\"path\">\(HTMLText.escaped(path))</code> " }
            html += HTMLText.escaped(problem.message) + "</p></div>"
        }
        if !tile.marks.isEmpty || !tile.moved.isEmpty {
            html += "<ul class=\"marks\">"
            for mark in tile.marks.marks {
                html += "<li class=\"mark \(mark.kind.rawValue)\"><code>\(HTMLText.escaped(mark.name))</code> "
                html += "\(HTMLText.escaped(mark.detail))</li>"
            }
            if !tile.moved.isEmpty {
                html += "<li class=\"mark moved\">moved by the last save: "
                html += tile.moved.elements.map { "<code>\(HTMLText.escaped($0))</code>" }.joined(separator: ", ")
                html += "</li>"
            }
            html += "</ul>"
        }
        html += "</figure>"
        return Array(html.utf8)
    }

    static func overlay(_ marks: TileMarks, moved: MovedFrames, box: TilePicture.Box) -> String {
        var html = "<svg class=\"overlay\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(box.viewBox)\" "
        html += "preserveAspectRatio=\"xMidYMid meet\" aria-hidden=\"true\">"
        var outlined: Set<String> = []
        for move in moved.moves {
            guard let frame = move.frame, outlined.insert("moved-\(move.element)").inserted else { continue }
            let n = { (value: Double) in NumberText.format(value) }
            html += "<rect class=\"mark-box moved\" x=\"\(n(frame.x - 3))\" y=\"\(n(frame.y - 3))\" "
            html += "width=\"\(n(frame.width + 6))\" height=\"\(n(frame.height + 6))\" rx=\"4\" "
            html += "vector-effect=\"non-scaling-stroke\"><title>\(HTMLText.escaped("\(move.element) moved"))</title></rect>"
        }
        for mark in marks.marks {
            guard let frame = mark.frame, outlined.insert("\(mark.kind)-\(mark.name)").inserted else { continue }
            let n = { (value: Double) in NumberText.format(value) }
            html += "<rect class=\"mark-box \(mark.kind.rawValue)\" x=\"\(n(frame.x - 1.5))\" y=\"\(n(frame.y - 1.5))\" "
            html += "width=\"\(n(frame.width + 3))\" height=\"\(n(frame.height + 3))\" rx=\"3\" "
            html += "vector-effect=\"non-scaling-stroke\"><title>\(HTMLText.escaped("\(mark.name) \(mark.detail)"))</title></rect>"
        }
        return html + "</svg>"
    }
}
#endif
