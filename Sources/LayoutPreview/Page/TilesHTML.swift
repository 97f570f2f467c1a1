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
        fileprivate var html = ""
    }

    /// One tile: its environment, the picture with its marks over it, and
    /// the list of marks; the picture opens the frames table. A tile whose
    /// frames the last save moved says so (class `moved`) and outlines them.
    static func tile(_ tile: RenderedTile, content: RenderedTile.Content) -> [UInt8] {
        var overlays = OverlayMemo()
        return self.tile(tile, content: content, overlays: &overlays)
    }

    /// ``tile(_:content:)``, the overlay taken from `overlays` when it is the
    /// one written there last (and kept there).
    static func tile(_ tile: RenderedTile, content: RenderedTile.Content, overlays: inout OverlayMemo) -> [UInt8] {
        let environment = tile.environment
        var classes = ["tile", environment.scheme.rawValue, environment.direction.rawValue]
        if tile.failed { classes.append("failed") }
        let markKinds = TileMarks.Kind.allCases.filter(tile.marks.contains)
        classes += markKinds.map { "marked-\($0.rawValue)" }
        if !tile.moved.isEmpty { classes.append("moved") }
        var html: [UInt8] = []
        if case .picture(let svg, _) = content { html.reserveCapacity(svg.count + 2048) }
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
            html += svg
            if let box, !tile.marks.isEmpty || !tile.moved.isEmpty {
                if overlays.box != box || overlays.marks != tile.marks || overlays.moved != tile.moved {
                    overlays = OverlayMemo(
                        marks: tile.marks, moved: tile.moved, box: box,
                        html: overlay(tile.marks, moved: tile.moved, box: box))
                }
                html += overlays.html
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
        return html
    }

    /// The marked elements outlined over the picture, in its coordinates,
    /// and the elements whose frames moved, dashed.
    private static func overlay(
        _ marks: TileMarks, moved: MovedFrames, box: TilePicture.Box
    ) -> String {
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

    /// "14:03:27" in the server's time zone.
    static func clockTime(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: date)
    }
}
#endif
