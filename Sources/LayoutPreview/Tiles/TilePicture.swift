// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import Foundation
import CardGeometry
import CardRendering
import CardText

/// The one place the preview draws a layout: with CardRendering's renderer,
/// the one `layout-dump --format svg` uses, so a tile is the picture the
/// command writes, except that it is written to sit inline in the page
/// beside other pictures: no XML declaration nor final newline, the root
/// element of class `picture`, every id (and every reference to one)
/// after the tile's own prefix, and its glyph outlines defined once for the
/// whole page (``SharedGlyphOutlines``) instead of once per tile.
enum TilePicture {
    /// Space around the card, in points (the renderer's own default).
    static let margin = 16.0
    /// The class of a picture's root element in the page.
    static let htmlClass = "picture"

    /// The renderer for an engine's fonts.
    static func renderer(for engine: CardLayoutEngine) -> CardSVG {
        CardSVG(measurer: engine.measurer)
    }

    /// What starts the ids of a tile's picture: the tile's id and a dash
    /// (ids are shared by the whole page).
    static func idPrefix(_ environment: TileEnvironment) -> String {
        environment.identifier + "-"
    }

    /// The picture of `layout` in `environment`, its glyphs referring to
    /// `glyphs`, and the glyphs it uses.
    static func svg(
        _ layout: Layout, in environment: TileEnvironment, renderer: CardSVG, glyphs: SharedGlyphOutlines
    ) -> CardSVG.SharedGlyphPicture {
        let options = CardSVG.Options(
            colorScheme: environment.scheme, margin: margin, idPrefix: idPrefix(environment), htmlClass: htmlClass)
        return renderer.render(layout, options: options, sharing: glyphs)
    }

    /// The picture of `layout` drawn once for every layout of its geometry
    /// (``CardSVG/ColorTemplate``), its glyphs referring to `glyphs`; each
    /// tile fills it with its colors and its id prefix (``write(_:of:in:into:)``).
    static func template(_ layout: Layout, renderer: CardSVG, glyphs: SharedGlyphOutlines) -> CardSVG.ColorTemplate? {
        template(layout, shapes: layout.shapes, renderer: renderer, glyphs: glyphs)
    }

    /// ``template(_:renderer:glyphs:)``; `shapes` are `layout.shapes`.
    static func template(
        _ layout: Layout, shapes: [LayoutShape], renderer: CardSVG, glyphs: SharedGlyphOutlines
    ) -> CardSVG.ColorTemplate? {
        renderer.colorTemplate(
            layout, shapes: shapes, options: CardSVG.Options(margin: margin, htmlClass: htmlClass), sharing: glyphs)
    }

    /// Appends the picture of `layout` in `environment` from `template` to
    /// `output`: the bytes ``svg(_:in:renderer:glyphs:)`` writes; false,
    /// `output` unchanged, when the template does not take `layout`.
    /// `shapes` are `layout.shapes`; `drawnFrom` says that `layout` is the
    /// one the template was drawn from (its geometry is not compared again).
    static func write(
        _ template: CardSVG.ColorTemplate, of layout: Layout, shapes: [LayoutShape], drawnFrom: Bool = false,
        in environment: TileEnvironment, into output: inout [UInt8]
    ) -> Bool {
        if drawnFrom {
            return template.write(
                drawnFrom: shapes, colorScheme: environment.scheme, idPrefix: idPrefix(environment), into: &output)
        }
        return template.write(
            for: layout, shapes: shapes, colorScheme: environment.scheme, idPrefix: idPrefix(environment), into: &output)
    }

    /// The root element's `viewBox` and size, in the picture's units, so
    /// marks can be drawn over it in the layout's coordinates.
    struct Box: Hashable, Sendable {
        var viewBox: String
        var width: Double
        var height: Double
    }

    static func box(of svg: String) -> Box? {
        box(of: Array(svg.utf8.prefix(2048)))
    }

    static func box(of svg: [UInt8]) -> Box? {
        // The root element comes first: look at the start only, byte by byte.
        let start = svg.prefix(2048)
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
