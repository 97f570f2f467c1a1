import CardGeometryCore

/// The theme's hand-written readers and checks, which its fields' `read:`
/// and `check:` name (docs/field-descriptions.md): values that may be
/// references (``StorytellerCardInput/Theme/ColorValue``, …), whose errors'
/// texts come from the field's ``ValueOrReference``, and the theme's
/// numbers.
extension StorytellerCardInput.Theme {
    /// A number, checked against its field's range as it is read; a value
    /// of another type is told it "must be a number", as the theme's
    /// numbers always were.
    static func readNumber(_ reader: ObjectReader, _ field: FieldDescription) throws(CardLayoutError) -> Double? {
        guard let number = try reader.number(field.key) else { return nil }
        try field.check(number, in: reader.path)
        return number
    }

    /// A literal color or a theme color reference.
    static func readColor(_ reader: ObjectReader, _ field: FieldDescription) throws(CardLayoutError) -> ColorValue? {
        guard let value = reader.value(field) else { return nil }
        guard case .string(let text) = value else {
            throw .invalid(reader.path(field.name), value, allowed: field.allowed)
        }
        if isReference(text) {
            guard let name = ColorName(rawValue: text) else {
                guard case .orReference(let reference) = field.type else { preconditionFailure("not a reference field") }
                throw .invalid(reader.path(field.name), value, allowed: reference.allowedReferences)
            }
            return .theme(name)
        }
        guard let color = RGBAColor(hex: text) else {
            throw .invalid(reader.path(field.name), value, allowed: ObjectReader.colorFormat)
        }
        return .color(color)
    }

    /// A family name or `{theme.customFont}`; ``checkFontFamily(_:_:in:)``
    /// then refuses an empty name.
    static func readFontFamily(_ reader: ObjectReader, _ field: FieldDescription) throws(CardLayoutError)
        -> FontFamilyValue?
    {
        guard let value = reader.value(field) else { return nil }
        guard case .string(let text) = value else {
            throw .invalid(reader.path(field.name), value, allowed: field.allowed)
        }
        if text == FontFamilyValue.themeFontReference { return .themeFont }
        guard !isReference(text) else { throw .invalid(reader.path(field.name), value, allowed: field.allowed) }
        return .family(text)
    }

    /// A family named in a style is not empty (the engine checks it against
    /// the registry).
    static func checkFontFamily(_ font: FontFamilyValue, _ field: FieldDescription, in parent: @autoclosure () -> JSONPath)
        throws(CardLayoutError)
    {
        guard case .family(let family) = font else { return }
        try checkFamily(family, field, in: parent())
    }

    /// The theme's `customFont` is not empty.
    static func checkFamily(_ family: String, _ field: FieldDescription, in parent: @autoclosure () -> JSONPath)
        throws(CardLayoutError)
    {
        guard family.isEmpty else { return }
        throw .invalid(parent().appending(field.name), "\"\"", allowed: "a font family name")
    }

    /// A number of points or `{theme.primitives.cornerRadius}`;
    /// ``checkCornerRadius(_:_:in:)`` then checks the points' range.
    static func readCornerRadius(_ reader: ObjectReader, _ field: FieldDescription) throws(CardLayoutError)
        -> CornerRadiusValue?
    {
        guard let value = reader.value(field) else { return nil }
        switch value {
        case .number(let points): return .points(points)
        case .string(CornerRadiusValue.themeCornerRadiusReference): return .themeCornerRadius
        default: throw .invalid(reader.path(field.name), value, allowed: field.allowed)
        }
    }

    /// A radius in points is in its field's range.
    static func checkCornerRadius(
        _ radius: CornerRadiusValue, _ field: FieldDescription, in parent: @autoclosure () -> JSONPath
    ) throws(CardLayoutError) {
        guard case .points(let points) = radius else { return }
        try field.valueRange.check(points, at: parent().appending(field.name))
    }

    /// Whether a string is written as a reference, `{…}`.
    private static func isReference(_ text: String) -> Bool {
        text.hasPrefix("{") && text.hasSuffix("}")
    }
}
