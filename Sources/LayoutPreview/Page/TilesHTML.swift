// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import CardGeometry
import CardRendering
import Foundation

/// The part of the page that changes with FILE (`GET /tiles`, and inside
/// `GET /`): FILE's problem if it has one, its warnings, a summary, the
/// glyph outlines the pictures share, and the tiles, a row per width and
/// category.
///
/// After a save, a page that shows the view before (`since`) is sent only
/// the tiles that changed, and only the glyph outlines it does not have
/// (`data-partial="true"`); its script puts them in place.
///
/// Written as UTF-8 bytes: each tile's part (``tile(_:content:)``) is
/// made once, its picture copied in as drawn, and the fragment copies the
/// tiles' parts.
enum TilesHTML {
    static func fragment(
        source: String, snapshot: SourceSnapshot, view: RenderedView?, matrix: DeviceMatrix,
        since before: RenderedView? = nil
    ) -> [UInt8] {
        let partial = view.flatMap { view in before.flatMap { canSend(view, since: $0) ? $0 : nil } }
        var html: [UInt8] = []
        // The tiles, the lines and about 400 bytes per glyph outline.
        html.reserveCapacity(
            view.map {
                $0.tileHTML.reduce(0) { $0 + $1.count + 1 } + $0.lines.values.reduce(0) { $0 + $1.utf8.count }
                    + $0.glyphs.count * 400 + 4096
            } ?? 4096)
        html +=
            "<div id=\"view\" data-version=\"\(snapshot.version)\" data-valid=\"\(snapshot.problem == nil)\" "
            + "data-tiles=\"\(view?.tiles.count ?? 0)\""
        if let partial { html += " data-partial=\"true\" data-since=\"\(partial.version)\"" }
        html += ">\n"
        if let problem = snapshot.problem {
            html += problemBanner(problem, source: source, snapshot: snapshot)
        }
        if !snapshot.warnings.isEmpty, snapshot.document != nil {
            let count = snapshot.warnings.count == 1 ? "1 warning" : "\(snapshot.warnings.count) warnings"
            html += "<details class=\"warnings\"><summary>\(count): keys the layout ignores</summary><ul>"
            html += snapshot.warnings.map { "<li>\(HTMLText.escaped($0))</li>" }.joined()
            html += "</ul></details>\n"
        }
        guard let view else {
            html += "<p class=\"empty\">Nothing to show until \(HTMLText.escaped(source)) lays out.</p>\n</div>\n"
            return html
        }
        html += summary(view)
        if let partial {
            let missing = view.glyphs.filter { !partial.glyphs.contains($0) }
            let missingLines = view.lines.filter { partial.lines[$0.key] == nil }
            glyphDefinitions(missing, lines: missingLines, snapshot: snapshot, into: &html)
            for (index, tile) in view.tileHTML.enumerated() where tile != partial.tileHTML[index] {
                html += tile
                html += "\n"
            }
        } else {
            glyphDefinitions(view.glyphs, lines: view.lines, snapshot: snapshot, into: &html)
            rows(view, matrix: matrix, into: &html)
        }
        html += "</div>\n"
        return html
    }

    /// Whether a page showing `before` can be sent only what changed in
    /// `view`: the same tiles, in the same order, with the same glyph ids.
    static func canSend(_ view: RenderedView, since before: RenderedView) -> Bool {
        before.matrix == view.matrix && before.version < view.version && before.glyphPrefix == view.glyphPrefix
            && before.tileHTML.count == view.tileHTML.count
    }

    /// The shared glyph outlines and the lines of them, once for the page,
    /// in an SVG of no size (the lines in the order of their ids).
    private static func glyphDefinitions(
        _ glyphs: some Collection<SharedGlyphOutlines.Glyph>, lines: [String: String], snapshot: SourceSnapshot,
        into html: inout [UInt8]
    ) {
        html += "<svg class=\"glyph-defs\" xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\" aria-hidden=\"true\"><defs>"
        for definition in snapshot.glyphs.definitions(of: glyphs) { html += definition }
        for id in lines.keys.sorted() { html += lines[id]! }
        html += "</defs></svg>\n"
    }

    // MARK: - Parts

    private static func problemBanner(_ problem: SourceProblem, source: String, snapshot: SourceSnapshot) -> String {
        var html = "<div class=\"problem\" role=\"alert\">"
        html += "<p class=\"problem-title\"><strong>\(HTMLText.escaped(source)) cannot be laid out as saved.</strong> "
        if snapshot.document != nil, let read = snapshot.documentRead {
            html += "Showing the last version that laid out (read at \(clockTime(read)))."
        } else {
            html += "Fix it and save: the page redraws by itself."
        }
        html += "</p><p class=\"problem-message\">"
        if let path = problem.path {
            html += "<code class=\"path\">\(HTMLText.escaped(path))</code> "
        }
        html += "<span class=\"message\">\(HTMLText.escaped(problem.message))</span></p></div>\n"
        return html
    }

    private static func summary(_ view: RenderedView) -> String {
        let tiles = view.tiles
        func count(_ kind: TileMarks.Kind) -> Int { tiles.count { $0.marks.contains(kind) } }
        var parts = ["<b>\(tiles.count)</b> tile\(tiles.count == 1 ? "" : "s")"]
        let counts: [(TileMarks.Kind, String)] = [
            (.truncated, "truncated"), (.resized, "resized"), (.overflow, "overflowing"),
        ]
        for (kind, word) in counts {
            let number = count(kind)
            parts.append("<span class=\"count \(kind.rawValue)\(number == 0 ? " zero" : "")\">\(number) \(word)</span>")
        }
        let failed = tiles.count(where: \.failed)
        if failed > 0 { parts.append("<span class=\"count failed\">\(failed) cannot be laid out</span>") }
        let milliseconds = Double(view.duration.components.attoseconds) / 1e15 + Double(view.duration.components.seconds) * 1000
        parts.append("<span class=\"timing\">laid out and drawn in \(NumberText.format(milliseconds, decimals: 0)) ms</span>")
        return "<p class=\"summary\">" + parts.joined(separator: " · ") + "</p>\n"
    }

    private static func rows(_ view: RenderedView, matrix: DeviceMatrix, into html: inout [UInt8]) {
        let perRow = max(1, matrix.schemes.count * matrix.directions.count)
        var index = 0
        while index < view.tiles.count {
            let range = index..<min(index + perRow, view.tiles.count)
            let first = view.tiles[index].environment
            html += "<section class=\"row\"><h2 class=\"row-title\"><b>\(NumberText.format(first.width))</b> pt"
            html += " <span class=\"chip\">\(first.category.rawValue)</span></h2><div class=\"tiles\">\n"
            for tile in range {
                if tile > range.lowerBound { html += "\n" }
                html += view.tileHTML[tile]
            }
            html += "\n</div></section>\n"
            index += perRow
        }
    }

    /// The marks and moved frames outlined over a picture, as last written:
    /// the tiles of one geometry (light and dark) have the same, written once.
    struct OverlayMemo {
        fileprivate var marks: TileMarks?
        fileprivate var moved = MovedFrames.none
        fileprivate var box: TilePicture.Box?
        fileprivate var html: [UInt8] = []
    }

    /// One tile: its environment, the picture with its marks over it, and
    /// the list of marks; the picture opens the frames table. A tile whose
    /// frames the last save moved says so (class `moved`) and outlines them.
    static func tile(_ tile: RenderedTile, content: RenderedTile.Content) -> [UInt8] {
        var overlays = OverlayMemo()
        return self.tile(tile, content: content, overlays: &overlays)
    }

    /// ``tile(_:content:)``, the overlay taken from `overlays` when it is the
    /// one written there last (and kept there). Written as bytes, piece by
    /// piece, without joining strings.
    static func tile(_ tile: RenderedTile, content: RenderedTile.Content, overlays: inout OverlayMemo) -> [UInt8] {
        let environment = tile.environment
        let markKinds = TileMarks.Kind.allCases.filter(tile.marks.contains)
        var html: [UInt8] = []
        if case .picture(let svg, _) = content { html.reserveCapacity(svg.count + 2048) }
        put("<figure class=\"tile ", &html)
        html += environment.scheme.rawValue
        put(" ", &html)
        html += environment.direction.rawValue
        if tile.failed { put(" failed", &html) }
        for kind in markKinds {
            put(" marked-", &html)
            html += kind.rawValue
        }
        if !tile.moved.isEmpty { put(" moved", &html) }
        put("\" id=\"", &html)
        environment.appendIdentifier(to: &html)
        put("\" data-frames=\"", &html)
        environment.appendQuery(escaped: true, to: &html)
        put("\" data-marks=\"", &html)
        for (index, kind) in markKinds.enumerated() {
            if index > 0 { put(" ", &html) }
            html += kind.rawValue
        }
        put("\"", &html)
        if !tile.moved.isEmpty {
            put(" data-moved=\"", &html)
            html += String(tile.moved.moves.count)
            put("\"", &html)
        }
        if let size = tile.size {
            put(" data-height=\"", &html)
            NumberText.append(size.height, to: &html)
            put("\"", &html)
        }
        put(">", &html)
        put("<figcaption><span class=\"tile-env\"><b>", &html)
        NumberText.append(environment.width, to: &html)
        put("</b> pt <span class=\"chip\">", &html)
        html += environment.category.rawValue
        put("</span> <span class=\"chip scheme\">", &html)
        html += environment.scheme.rawValue
        put("</span> <span class=\"chip direction\">", &html)
        html += environment.direction.rawValue
        put("</span></span>", &html)
        if let size = tile.size {
            put("<span class=\"tile-size\">", &html)
            NumberText.append(size.height, to: &html)
            put(" pt tall</span>", &html)
        }
        if !tile.moved.isEmpty {
            let count = tile.moved.moves.count
            put("<span class=\"moved-badge\" title=\"Frames the last save moved: open the frames table\">", &html)
            if count == 1 {
                put("1 frame moved", &html)
            } else {
                html += String(count)
                put(" frames moved", &html)
            }
            put("</span>", &html)
        }
        put("</figcaption>", &html)
        switch content {
        case .picture(let svg, let box):
            let width = box?.width ?? tile.size?.width ?? environment.width
            put("<button type=\"button\" class=\"canvas\" style=\"--w:", &html)
            NumberText.append(width, to: &html)
            put("\" title=\"", &html)
            put("Frames of ", &html)
            environment.appendLabel(to: &html)
            put("\" aria-label=\"Frames of ", &html)
            environment.appendLabel(to: &html)
            put("\">", &html)
            html += svg
            if let box, !tile.marks.isEmpty || !tile.moved.isEmpty {
                if overlays.box != box || overlays.marks != tile.marks || overlays.moved != tile.moved {
                    overlays = OverlayMemo(
                        marks: tile.marks, moved: tile.moved, box: box,
                        html: overlay(tile.marks, moved: tile.moved, box: box))
                }
                html += overlays.html
            }
            put("</button>", &html)
        case .failed(let problem):
            put("<div class=\"tile-error\"><p>Cannot be laid out here:</p><p>", &html)
            if let path = problem.path {
                put("<code class=\"path\">", &html)
                HTMLText.append(path, to: &html)
                put("</code> ", &html)
            }
            HTMLText.append(problem.message, to: &html)
            put("</p></div>", &html)
        }
        if !tile.marks.isEmpty || !tile.moved.isEmpty {
            put("<ul class=\"marks\">", &html)
            for mark in tile.marks.marks {
                put("<li class=\"mark ", &html)
                html += mark.kind.rawValue
                put("\"><code>", &html)
                HTMLText.append(mark.name, to: &html)
                put("</code> ", &html)
                HTMLText.append(mark.detail, to: &html)
                put("</li>", &html)
            }
            if !tile.moved.isEmpty {
                put("<li class=\"mark moved\">moved by the last save: ", &html)
                for (index, element) in tile.moved.elements.enumerated() {
                    if index > 0 { put(", ", &html) }
                    put("<code>", &html)
                    HTMLText.append(element, to: &html)
                    put("</code>", &html)
                }
                put("</li>", &html)
            }
            put("</ul>", &html)
        }
        put("</figure>", &html)
        return html
    }

    /// The marked elements outlined over the picture, in its coordinates,
    /// and the elements whose frames moved, dashed.
    private static func overlay(_ marks: TileMarks, moved: MovedFrames, box: TilePicture.Box) -> [UInt8] {
        var html: [UInt8] = []
        put("<svg class=\"overlay\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"", &html)
        html += box.viewBox
        put("\" preserveAspectRatio=\"xMidYMid meet\" aria-hidden=\"true\">", &html)
        var outlined: Set<String> = []
        for move in moved.moves {
            guard let frame = move.frame, outlined.insert("moved-" + move.element).inserted else { continue }
            rect("moved", frame, outset: 3, radius: "4", title: move.element + " moved", into: &html)
        }
        for mark in marks.marks {
            guard let frame = mark.frame, outlined.insert(mark.kind.rawValue + "-" + mark.name).inserted else { continue }
            rect(
                mark.kind.rawValue, frame, outset: 1.5, radius: "3", title: mark.name + " " + mark.detail, into: &html)
        }
        put("</svg>", &html)
        return html
    }

    /// One outline of `overlay(_:moved:box:)`: `frame` grown by `outset`.
    private static func rect(
        _ kind: String, _ frame: LayoutRect, outset: Double, radius: StaticString, title: String,
        into html: inout [UInt8]
    ) {
        put("<rect class=\"mark-box ", &html)
        html += kind
        put("\" x=\"", &html)
        NumberText.append(frame.x - outset, to: &html)
        put("\" y=\"", &html)
        NumberText.append(frame.y - outset, to: &html)
        put("\" width=\"", &html)
        NumberText.append(frame.width + 2 * outset, to: &html)
        put("\" height=\"", &html)
        NumberText.append(frame.height + 2 * outset, to: &html)
        put("\" rx=\"", &html)
        put(radius, &html)
        put("\" vector-effect=\"non-scaling-stroke\"><title>", &html)
        HTMLText.append(title, to: &html)
        put("</title></rect>", &html)
    }

    private static func put(_ text: StaticString, _ html: inout [UInt8]) {
        text.withUTF8Buffer { html.append(contentsOf: $0) }
    }

    /// "14:03:27" in the server's time zone.
    static func clockTime(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: date)
    }
}
#endif
