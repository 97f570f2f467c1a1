/// An sRGB color with 8-bit channels, written `#RRGGBBAA`.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8
    /// Opacity, 0 (transparent) ... 255 (opaque).
    public var alpha: UInt8

    /// A color from its components; opaque unless `alpha` says otherwise.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Reads `#RRGGBB` (opaque) or `#RRGGBBAA`; hex digits in either case.
    public init?(hex: String) {
        let bytes = Array(hex.utf8)
        guard bytes.first == UInt8(ascii: "#"), bytes.count == 7 || bytes.count == 9 else { return nil }
        var channels: [UInt8] = []
        var index = 1
        while index < bytes.count {
            guard let high = JSONParser.hexValue(bytes[index]), let low = JSONParser.hexValue(bytes[index + 1])
            else { return nil }
            channels.append(high << 4 | low)
            index += 2
        }
        self.init(
            red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 255)
    }

    /// `#RRGGBBAA` in upper case, as layouts write colors.
    public var hex: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(9)
        appendHex(withAlpha: true, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    public var description: String { hex }

    /// The color with its alpha multiplied by `percent` / 100, rounded to
    /// the nearest of 0...255 with halves up (computed exactly, in integers):
    /// `#FFFFFF` at 85% is `#FFFFFFD9`.
    public func multiplyingAlpha(byPercent percent: Int) -> RGBAColor {
        precondition((0...100).contains(percent), "an opacity percentage is 0...100")
        var color = self
        color.alpha = UInt8((Int(alpha) * percent * 2 + 100) / 200)
        return color
    }

    /// `#FFFFFF`.
    public static let white = RGBAColor(red: 0xFF, green: 0xFF, blue: 0xFF)
    /// `#1A1A1A`, the theme's default black.
    public static let nearBlack = RGBAColor(red: 0x1A, green: 0x1A, blue: 0x1A)
}
