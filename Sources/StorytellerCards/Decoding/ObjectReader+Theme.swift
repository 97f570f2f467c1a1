import CardGeometryCore

/// Reading the theme's values that may be references, by their field
/// descriptions (``ValueOrReference``): the texts of their errors come
/// from the description.
extension ObjectReader {
    // MARK: - Theme values

    /// A literal color or a theme color reference.
    func color(_ field: FieldDescription) throws(CardLayoutError) -> StorytellerCardInput.Theme.ColorValue? {
        guard let value = value(field.name) else { return nil }
        guard case .string(let text) = value else {
            throw .invalid(path(field.name), value, allowed: field.allowed)
        }
        if Self.isReference(text) {
            guard let name = StorytellerCardInput.Theme.ColorName(rawValue: text) else {
                throw .invalid(path(field.name), value, allowed: Self.reference(field).allowedReferences)
            }
            return .theme(name)
        }
        guard let color = RGBAColor(hex: text) else {
            throw .invalid(path(field.name), value, allowed: Self.colorFormat)
        }
        return .color(color)
    }

    /// A number in its field's range, checked as it is read; a value of
    /// another type is told it "must be a number", as the theme's numbers
    /// always were.
    func themeNumber(_ field: FieldDescription) throws(CardLayoutError) -> Double? {
        guard let number = try number(field.name) else { return nil }
        try field.check(number, in: path)
        return number
    }

    /// A family name or `{theme.customFont}`.
    func fontFamily(_ field: FieldDescription) throws(CardLayoutError) -> StorytellerCardInput.Theme.FontFamilyValue? {
        guard let value = value(field.name) else { return nil }
        guard case .string(let text) = value else {
            throw .invalid(path(field.name), value, allowed: field.allowed)
        }
        if text == StorytellerCardInput.Theme.FontFamilyValue.themeFontReference { return .themeFont }
        guard !Self.isReference(text) else { throw .invalid(path(field.name), value, allowed: field.allowed) }
        try StorytellerCardInput.Theme.validateFamily(text, at: path(field.name))
        return .family(text)
    }

    /// A number of points or `{theme.primitives.cornerRadius}`.
    func cornerRadius(_ field: FieldDescription) throws(CardLayoutError)
        -> StorytellerCardInput.Theme.CornerRadiusValue?
    {
        guard let value = value(field.name) else { return nil }
        switch value {
        case .number(let points):
            try field.valueRange.check(points, at: path(field.name))
            return .points(points)
        case .string(StorytellerCardInput.Theme.CornerRadiusValue.themeCornerRadiusReference): return .themeCornerRadius
        default: throw .invalid(path(field.name), value, allowed: field.allowed)
        }
    }

    /// The field's value-or-reference type.
    private static func reference(_ field: FieldDescription) -> ValueOrReference {
        guard case .orReference(let reference) = field.type else {
            preconditionFailure("\(field.name) is not a value-or-reference field")
        }
        return reference
    }

    /// Whether a string is written as a reference, `{…}`.
    private static func isReference(_ text: String) -> Bool {
        text.hasPrefix("{") && text.hasSuffix("}")
    }
}
