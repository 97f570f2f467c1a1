import CardGeometry

/// A color's hex text (`#RRGGBBAA` in upper case, as layouts write it, or
/// its first seven characters, as pictures paint it) written from its
/// components as bytes, rather than joined from a string per channel:
/// pictures and the preview's layouts write thousands of colors.
package enum ColorHex {
    /// Appends `#RRGGBB`, and `AA` after it when `withAlpha`, to `bytes`.
    package static func append(_ color: RGBAColor, withAlpha: Bool, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "#"))
        append(color.red, to: &bytes)
        append(color.green, to: &bytes)
        append(color.blue, to: &bytes)
        if withAlpha { append(color.alpha, to: &bytes) }
    }

    /// A channel's two digits, upper case.
    private static func append(_ channel: UInt8, to bytes: inout [UInt8]) {
        bytes.append(digit(channel >> 4))
        bytes.append(digit(channel & 0x0F))
    }

    private static func digit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + (value - 10)
    }

    /// `color.hex` (`#RRGGBBAA`), made from bytes.
    package static func text(_ color: RGBAColor) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(9)
        append(color, withAlpha: true, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
