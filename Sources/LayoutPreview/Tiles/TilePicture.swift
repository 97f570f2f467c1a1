import Foundation
import CardGeometry
import CardRendering
import CardText

/// The one place the preview draws a layout: with CardRendering's renderer,
/// the one `layout-dump --format svg` uses, so a tile is the picture the
/// command writes. (When the renderer takes any kind's `Layout`, the call in
/// ``svg(_:scheme:renderer:)`` is the line to change.)
enum TilePicture {
    /// Space around the card, in points (the renderer's own default).
    static let margin = 16.0

    /// The renderer for an engine's fonts.
    static func renderer(for engine: CardLayoutEngine) -> CardSVG {
        CardSVG(measurer: engine.measurer)
    }

    /// The picture of `layout` as an SVG document, or nil when the renderer
    /// cannot draw the layout's kind yet.
    static func svg(_ layout: Layout, scheme: ColorScheme, renderer: CardSVG) -> String? {
        guard let card = layout.storyteller else { return nil }
        return renderer.render(card, options: CardSVG.Options(colorScheme: scheme, margin: margin))
    }

    /// `svg` made fit to sit inline in a page beside other pictures: no XML
    /// declaration, every id (and every reference to one) prefixed with
    /// `prefix`, since ids are shared by the whole page; and the root
    /// element given `class="picture"`.
    static func inline(_ svg: String, prefix: String) -> String {
        var text = Substring(svg)
        if text.hasPrefix("<?xml"), let end = text.firstIndex(of: ">") {
            text = text[text.index(after: end)...].drop { $0 == "\n" }
        }
        var output = String(text)
        // Every `"` inside an attribute value is escaped, so these only match
        // where an attribute starts.
        output = output.replacingAll(" id=\"", with: " id=\"\(prefix)-")
        for attribute in referencingAttributes {
            output = output.replacingAll(" \(attribute)=\"url(#", with: " \(attribute)=\"url(#\(prefix)-")
        }
        output = output.replacingAll(" href=\"#", with: " href=\"#\(prefix)-")
        output = output.replacingAll(" xlink:href=\"#", with: " xlink:href=\"#\(prefix)-")
        if output.hasPrefix("<svg ") {
            output = "<svg class=\"picture\" " + output.dropFirst("<svg ".count)
        }
        return output
    }

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
        guard let start = svg.range(of: "<svg ") else { return nil }
        let head = svg[start.upperBound...].prefix { $0 != ">" }
        func attribute(_ name: String) -> String? {
            guard let range = head.range(of: " \(name)=\"") ?? (head.hasPrefix("\(name)=\"") ? head.range(of: "\(name)=\"") : nil)
            else { return nil }
            return String(head[range.upperBound...].prefix { $0 != "\"" })
        }
        guard let viewBox = attribute("viewBox"), let width = attribute("width").flatMap(Double.init),
            let height = attribute("height").flatMap(Double.init)
        else { return nil }
        return Box(viewBox: viewBox, width: width, height: height)
    }
}

extension String {
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        guard contains(target) else { return self }
        return components(separatedBy: target).joined(separator: replacement)
    }
}
