/// A color that may differ between light and dark appearance: written
/// `#RRGGBB`, `#RRGGBBAA`, or `{ "light": color, "dark": color }` with
/// both keys (SharedConventions article, "Values").
public struct DynamicColor: Hashable, Sendable {
    /// The color in light mode.
    public var light: RGBAColor
    /// The color in dark mode.
    public var dark: RGBAColor

    /// A color with a light and a dark variant.
    public init(light: RGBAColor, dark: RGBAColor) {
        self.light = light
        self.dark = dark
    }

    /// The same color in both appearances.
    public init(_ color: RGBAColor) {
        self.init(light: color, dark: color)
    }

    /// The color for `scheme`.
    public func resolved(for scheme: ColorScheme) -> RGBAColor {
        scheme == .light ? light : dark
    }

    package static let allowed = "a color #RRGGBB or #RRGGBBAA, or an object { \"light\": color, \"dark\": color }"

    /// Reads a color or a light/dark pair at `path`; a pair's unknown keys
    /// are reported to `warnings`.
    package init(_ value: JSONValue, at path: JSONPath, warnings: WarningLog) throws(CardLayoutError) {
        switch value {
        case .string(let text):
            guard let color = RGBAColor(hex: text) else { throw .invalid(path, value, allowed: Self.allowed) }
            self.init(color)
        case .object:
            try self.init(reading: ObjectReader(value, at: path, warnings: warnings))
        default:
            throw .invalid(path, value, allowed: Self.allowed)
        }
    }

    /// Reads a light/dark pair from its object's reader; its unknown keys
    /// are reported to the reader's warnings.
    package init(reading reader: ObjectReader) throws(CardLayoutError) {
        guard let light = try reader.literalColor("light") else {
            throw .missing(reader.path("light"), allowed: ObjectReader.colorFormat)
        }
        guard let dark = try reader.literalColor("dark") else {
            throw .missing(reader.path("dark"), allowed: ObjectReader.colorFormat)
        }
        reader.finish()
        self.init(light: light, dark: dark)
    }
}
