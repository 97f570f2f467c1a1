extension RGBAColor {
    /// The color as a field's default in the schema and the reference
    /// tables: `"#RRGGBB"` when opaque, else `"#RRGGBBAA"`.
    package var fieldDefault: JSONValue {
        alpha == 0xFF ? .string(String(hex.dropLast(2))) : .string(hex)
    }
}
