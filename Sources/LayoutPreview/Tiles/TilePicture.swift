// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import Foundation
import CardGeometry
import CardRendering
import CardText

/// The one place the preview draws a layout: with CardRendering's renderer,
/// the one `layout-dump --format svg` uses, so a tile is the picture the
/// command writes, except that its glyph outlines are defined once for the
/// whole page (``SharedGlyphOutlines``) instead of once per tile.
enum TilePicture {
    /// Space around the card, in points (the renderer's own default).
    static let margin = 16.0

    /// The renderer for an engine's fonts.
    static func renderer(for engine: CardLayoutEngine) -> CardSVG {
        CardSVG(measurer: engine.measurer)
    }

    /// The picture of `layout` as an SVG document whose glyphs refer to
    /// `glyphs`, and the glyphs it uses.
    static func svg(
        _ layout: Layout, scheme: ColorScheme, renderer: CardSVG, glyphs: SharedGlyphOutlines
    ) -> CardSVG.SharedGlyphPicture {
        renderer.render(layout, options: CardSVG.Options(colorScheme: scheme, margin: margin), sharing: glyphs)
    }

    /// The picture of `layout` drawn once for every layout of its geometry
    /// (``CardSVG/ColorTemplate``), its glyphs referring to `glyphs`.
    static func template(_ layout: Layout, renderer: CardSVG, glyphs: SharedGlyphOutlines) -> CardSVG.ColorTemplate? {
        renderer.colorTemplate(layout, options: CardSVG.Options(margin: margin), sharing: glyphs)
    }

    /// `svg` made fit to sit inline in a page beside other pictures: no XML
    /// declaration nor final newline, every id (and every reference to one) prefixed with
    /// `prefix`, since ids are shared by the whole page, except references
    /// to the page's shared glyphs (ids starting with `sharedPrefix`); and
    /// the root element given `class="picture"`.
    static func inline(_ svg: String, prefix: String, sharedPrefix: String? = nil) -> String {
        let shared = sharedPrefix.map { Array($0.utf8) } ?? []
        var bytes = Array(svg.utf8)[...]
        if bytes.starts(with: "<?xml".utf8), let end = bytes.firstIndex(of: UInt8(ascii: ">")) {
            bytes = bytes[(end + 1)...].drop { $0 == UInt8(ascii: "\n") }
        }
        let marker = Array((prefix + "-").utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 1024)
        if bytes.starts(with: "<svg ".utf8) {
            output += "<svg class=\"picture\" ".utf8
            bytes = bytes.dropFirst("<svg ".count)
        }
        // One pass: after each space, an attribute that names an id gets the
        // prefix. Every `"` inside an attribute value is escaped, so these
        // only match where an attribute starts.
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            output.append(byte)
            index += 1
            guard byte == UInt8(ascii: " ") else { continue }
            for pattern in idPatterns where bytes[index...].starts(with: pattern) {
                output += pattern
                index += pattern.count
                if shared.isEmpty || !bytes[index...].starts(with: shared) { output += marker }
                break
            }
        }
        while output.last == UInt8(ascii: "\n") { output.removeLast() }
        return String(decoding: output, as: UTF8.self)
    }

    /// What precedes an id, or a reference to one, after a space.
    private static let idPatterns: [[UInt8]] =
        ["id=\"", "href=\"#", "xlink:href=\"#"].map { Array($0.utf8) }
        + referencingAttributes.map { Array("\($0)=\"url(#".utf8) }

    /// Attributes whose value may be `url(#id)`.
    private static let referencingAttributes = [
        "clip-path", "fill", "stroke", "mask", "filter", "marker-start", "marker-mid", "marker-end",
    ]

    /// The root element's `viewBox` and size, in the picture's units, so
    /// marks can be drawn over it in the layout's coordinates.
    struct Box: Hashable, Sendable {
        var viewBox: String
        var width: Double
        var height: Double
    }

    static func box(of svg: String) -> Box? {
        // The root element comes first: look at the start only, byte by byte.
        let start = Array(svg.utf8.prefix(2048))
        let open = Array("<svg ".utf8)
        guard let at = (0...max(0, start.count - open.count)).first(where: { start[$0...].starts(with: open) }),
            start.count >= open.count
        else { return nil }
        let head = start[(at + open.count)...].prefix { $0 != UInt8(ascii: ">") }
        func attribute(_ name: String) -> String? {
            let pattern = Array("\(name)=\"".utf8)
            var index = head.startIndex
            while index < head.endIndex {
                let atStart = index == head.startIndex || head[index - 1] == UInt8(ascii: " ")
                if atStart, head[index...].starts(with: pattern) {
                    let value = head[(index + pattern.count)...].prefix { $0 != UInt8(ascii: "\"") }
                    return String(decoding: value, as: UTF8.self)
                }
                index += 1
            }
            return nil
        }
        guard let viewBox = attribute("viewBox"), let width = attribute("width").flatMap(Double.init),
            let height = attribute("height").flatMap(Double.init)
        else { return nil }
        return Box(viewBox: viewBox, width: width, height: height)
    }
}
#endif
