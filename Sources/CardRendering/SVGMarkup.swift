import CardGeometry

/// Pieces of SVG markup every drawing uses.
enum SVGMarkup {
    /// A number as the SVG writes it (at most three decimals).
    static func n(_ value: Double) -> String { NumberText.format(value) }

    /// A rectangle with rounded corners as path data.
    static func rounded(_ rect: LayoutRect, _ radius: Double) -> String {
        SVGPathData.roundedRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height, radius: radius)
    }

    /// A rectangle rounded on its top corners only, as path data.
    static func roundedTop(_ rect: LayoutRect, _ radius: Double) -> String {
        SVGPathData.roundedRect(
            x: rect.x, y: rect.y, width: rect.width, height: rect.height, radius: radius, bottomRounded: false)
    }

    /// ` data-frame="x y width height"`: the layout's frame of a drawn
    /// element, for checks that compare the rendered picture with the layout.
    static func frameAttribute(_ rect: LayoutRect) -> String {
        #" data-frame="\#(n(rect.x)) \#(n(rect.y)) \#(n(rect.width)) \#(n(rect.height))""#
    }

    /// `rect` shrunk by `inset` on every side (never below zero size).
    static func inset(_ rect: LayoutRect, by inset: Double) -> LayoutRect {
        LayoutRect(
            x: rect.x + inset, y: rect.y + inset, width: max(0, rect.width - 2 * inset),
            height: max(0, rect.height - 2 * inset))
    }

    /// `fill="#RRGGBB"` (or stroke), with `fill-opacity` when not opaque.
    static func paint(_ paint: SVGPaint, _ color: RGBAColor) -> String {
        paint.markup(color)
    }

    /// `#RRGGBB`: a color as a picture paints it.
    static func hexRGB(_ color: RGBAColor) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(7)
        color.appendHex(withAlpha: false, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ` opacity="o"` for a group that is not opaque, else "".
    static func opacity(_ value: Double) -> String {
        let clamped = value.isNaN ? 1 : min(1, max(0, value))
        return clamped < 1 ? #" opacity="\#(n(clamped))""# : ""
    }
}
