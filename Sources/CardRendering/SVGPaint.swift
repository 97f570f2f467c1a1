import CardGeometry

/// An attribute a picture paints a color with: `fill="#RRGGBB"`, `stroke=…`
/// or a gradient stop's ` stop-color=…`, with its opacity attribute after
/// it when the color is not opaque. Written as bytes in place, so that a
/// color template's fills (``CardSVG/ColorTemplate``) copy no string.
enum SVGPaint: Hashable, Sendable {
    case fill
    case stroke
    /// A gradient stop's color (written after a space).
    case stop

    /// What comes before the color's hex digits.
    private var head: StaticString {
        switch self {
        case .fill: #"fill=""#
        case .stroke: #"stroke=""#
        case .stop: #" stop-color=""#
        }
    }

    /// What comes between the color and its opacity.
    private var opacityHead: StaticString {
        switch self {
        case .fill: #"" fill-opacity=""#
        case .stroke: #"" stroke-opacity=""#
        case .stop: #"" stop-opacity=""#
        }
    }

    /// Appends the attribute (and its opacity's) of `color` to `bytes`.
    func write(_ color: RGBAColor, to bytes: inout [UInt8]) {
        head.withUTF8Buffer { bytes.append(contentsOf: $0) }
        color.appendHex(withAlpha: false, to: &bytes)
        if color.alpha < 255 {
            opacityHead.withUTF8Buffer { bytes.append(contentsOf: $0) }
            NumberText.append(Double(color.alpha) / 255, to: &bytes)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// ``write(_:to:)`` as a string.
    func markup(_ color: RGBAColor) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(48)
        write(color, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
