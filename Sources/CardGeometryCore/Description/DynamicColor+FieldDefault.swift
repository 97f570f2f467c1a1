extension DynamicColor {
    /// The color as a field's default in the schema and the reference
    /// tables: `{ "light": "#…", "dark": "#…" }`.
    package var fieldDefault: JSONValue {
        .object(JSONObject([.init(key: "light", value: .string(light.hex)), .init(key: "dark", value: .string(dark.hex))]))
    }
}
