extension RGBAColor {
    /// Appends `#RRGGBB` in upper case to `bytes`, and the alpha's two
    /// digits after it when `withAlpha` (``hex`` is the text with them;
    /// pictures paint the color without them and write the opacity apart).
    /// Written digit by digit, for the writers that put thousands of
    /// colors into bytes.
    @inlinable
    package func appendHex(withAlpha: Bool, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "#"))
        Self.appendHexDigits(of: red, to: &bytes)
        Self.appendHexDigits(of: green, to: &bytes)
        Self.appendHexDigits(of: blue, to: &bytes)
        if withAlpha { Self.appendHexDigits(of: alpha, to: &bytes) }
    }

    /// Appends the two hex digits of `channel`.
    @inlinable
    static func appendHexDigits(of channel: UInt8, to bytes: inout [UInt8]) {
        bytes.append(hexDigit(channel >> 4))
        bytes.append(hexDigit(channel & 0x0F))
    }

    /// The upper-case hex digit of `value`, 0...15.
    @inlinable
    package static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + (value - 10)
    }
}
