import CardGeometryCore

/// The title's and the description's styles: one type, ``BrazeFeedInput/Theme/LabelStyle``,
/// with the same fields and ranges but two sets of defaults, so two object
/// descriptions (`titleStyle`, `descriptionStyle`) that one declaration per
/// property cannot give. The theme's `title` and `description` name the
/// hooks here.
extension BrazeFeedInput.Theme.LabelStyle {
    /// The fields of a style whose defaults are `defaults`'.
    struct Fields: Sendable {
        let weight: FieldDescription
        let textStyle: FieldDescription
        let size: FieldDescription
        let maxLines: FieldDescription
        let color: FieldDescription

        init(_ defaults: BrazeFeedInput.Theme.LabelStyle) {
            weight = FieldDescription(
                "weight", .integerChoice(FontWeights.allowed), default: .number(Double(defaults.weight)),
                "The font weight.")
            textStyle = FieldDescription(
                "textStyle", .choice(TextStyleName.self), default: .string(defaults.textStyle.rawValue),
                "The iOS text style the size follows under Dynamic Type.")
            size = FieldDescription(
                "size", .number(.positiveLength), defaultNote: "the text style's size at `L`", "The size at `L`.")
            maxLines = FieldDescription(
                "maxLines", .integer(0...100), default: .number(Double(defaults.maxLines)),
                "The most lines shown, 0 meaning no limit; beyond it the text is truncated with an ellipsis.")
            color = FieldDescription("color", .dynamicColor, default: defaults.color.fieldDefault, "The text's color.")
        }

        var all: [FieldDescription] { [weight, textStyle, size, maxLines, color] }
    }

    static let titleFields = Fields(defaultTitle)
    static let descriptionFields = Fields(defaultDescription)

    static let titleDescription = ObjectDescription(
        "titleStyle", "The title's style: bold, callout (16 pt at L), no line limit.", fields: titleFields.all)
    static let descriptionDescription = ObjectDescription(
        "descriptionStyle", "The description's style: regular, footnote (13 pt at L), no line limit.",
        fields: descriptionFields.all)

    /// Reads a style's members in document order over `defaults`, each
    /// checked by its description as it is read.
    static func read(
        _ reader: ObjectReader, _ description: ObjectDescription, _ fields: Fields, over defaults: Self
    ) throws(CardLayoutError) -> Self {
        var style = defaults
        try reader.readMembers(of: description) { key throws(CardLayoutError) in
            switch key {
            case fields.weight.name: style.weight = try reader.integer(fields.weight) ?? style.weight
            case fields.textStyle.name:
                style.textStyle = try reader.choice(fields.textStyle, TextStyleName.self) ?? style.textStyle
            case fields.size.name: style.size = try reader.number(fields.size)
            case fields.maxLines.name: style.maxLines = try reader.integer(fields.maxLines) ?? style.maxLines
            case fields.color.name: style.color = try reader.dynamicColor(fields.color) ?? style.color
            default: return false
            }
            return true
        }
        return style
    }

    /// Checks a typed style as reading does; both styles have the same
    /// ranges. `path` is built only when a check fails.
    func checkFields(at path: @autoclosure () -> JSONPath) throws(CardLayoutError) {
        let fields = Self.titleFields
        try fields.weight.check(weight, in: path())
        if let size { try fields.size.check(size, in: path()) }
        try fields.maxLines.check(maxLines, in: path())
    }
}

extension BrazeFeedInput.Theme {
    /// Reads `title` over the title's defaults.
    static func readTitle(_ reader: ObjectReader, _ field: FieldDescription) throws(CardLayoutError) -> LabelStyle? {
        guard let object = try reader.object(field) else { return nil }
        return try LabelStyle.read(object, LabelStyle.titleDescription, LabelStyle.titleFields, over: .defaultTitle)
    }

    /// Reads `description` over the description's defaults.
    static func readDescription(_ reader: ObjectReader, _ field: FieldDescription) throws(CardLayoutError)
        -> LabelStyle?
    {
        guard let object = try reader.object(field) else { return nil }
        return try LabelStyle.read(
            object, LabelStyle.descriptionDescription, LabelStyle.descriptionFields, over: .defaultDescription)
    }

    /// Checks a title or description style (`field`) of a typed theme.
    static func checkLabel(_ style: LabelStyle, _ field: FieldDescription, in parent: @autoclosure () -> JSONPath)
        throws(CardLayoutError)
    {
        try style.checkFields(at: parent().appending(field.name))
    }
}
