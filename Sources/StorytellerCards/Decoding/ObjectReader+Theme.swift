import CardGeometryCore

extension ObjectReader {
    // MARK: - Theme values

    /// A literal color or a theme color reference.
    func color(_ key: String) throws(CardLayoutError) -> StorytellerCardInput.Theme.ColorValue? {
        guard let value = value(key) else { return nil }
        guard case .string(let text) = value else {
            throw .invalid(path(key), value, allowed: Self.colorFormat + " or a theme color reference")
        }
        if Self.isReference(text) {
            guard let reference = StorytellerCardInput.Theme.ColorName(rawValue: text) else {
                throw .invalid(
                    path(key), value,
                    allowed: "one of " + StorytellerCardInput.Theme.ColorName.allCases.map(\.reference).joined(separator: ", "))
            }
            return .theme(reference)
        }
        guard let color = RGBAColor(hex: text) else { throw .invalid(path(key), value, allowed: Self.colorFormat) }
        return .color(color)
    }

    /// A family name or `{theme.customFont}`.
    func fontFamily(_ key: String) throws(CardLayoutError) -> StorytellerCardInput.Theme.FontFamilyValue? {
        guard let value = value(key) else { return nil }
        let allowed = "a font family name or \(StorytellerCardInput.Theme.FontFamilyValue.themeFontReference)"
        guard case .string(let text) = value else { throw .invalid(path(key), value, allowed: allowed) }
        if text == StorytellerCardInput.Theme.FontFamilyValue.themeFontReference { return .themeFont }
        guard !Self.isReference(text) else { throw .invalid(path(key), value, allowed: allowed) }
        return .family(text)
    }

    /// A number of points or `{theme.primitives.cornerRadius}`.
    func cornerRadius(_ key: String) throws(CardLayoutError) -> StorytellerCardInput.Theme.CornerRadiusValue? {
        guard let value = value(key) else { return nil }
        switch value {
        case .number(let points): return .points(points)
        case .string(StorytellerCardInput.Theme.CornerRadiusValue.themeCornerRadiusReference): return .themeCornerRadius
        default:
            throw .invalid(path(key), value, allowed: "a number or \(StorytellerCardInput.Theme.CornerRadiusValue.themeCornerRadiusReference)")
        }
    }

    /// Whether a string is written as a reference, `{…}`.
    private static func isReference(_ text: String) -> Bool {
        text.hasPrefix("{") && text.hasSuffix("}")
    }
}
