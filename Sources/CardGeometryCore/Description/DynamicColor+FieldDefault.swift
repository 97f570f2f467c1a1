extension DynamicColor {
    /// The color as a field's default in the schema and the reference
    /// tables: `"#…"` for one color, else `{ "light": "#…", "dark": "#…" }`.
    package var fieldDefault: JSONValue {
        guard light != dark else { return .string(light.hex) }
        return .object(JSONObject([.init(key: "light", value: .string(light.hex)), .init(key: "dark", value: .string(dark.hex))]))
    }
}
