import CardGeometryCore

/// The card's fields that no `FieldType` says (its id, its image, its
/// aspect ratios and its extras), with the hooks their declarations name:
/// each is read, and checked, as it is met in document order.
extension BrazeFeedInput.Card {
    /// `id`: a string that is not empty (its uniqueness is the
    /// declaration's `unique in: cards`).
    static let idType = CustomFieldType(
        allowed: "a non-empty string", tableText: "non-empty string, unique in the array",
        schema: JSONObject([.init(key: "type", value: .string("string")), .init(key: "minLength", value: .number(1))]))

    /// `image`: the URL alone, or an object with the URL and the ratio.
    static let imageType = CustomFieldType(
        allowed: #"null, a string (the image URL) or an object { "url": string, "aspectRatio": ratio }"#,
        tableText: "string (the URL), or object (`image`)",
        schema: JSONObject([
            .init(
                key: "anyOf",
                value: .array([
                    .object(JSONObject([.init(key: "type", value: .string("string"))])),
                    .object(JSONObject([.init(key: "$ref", value: .string("#/$defs/image"))])),
                ]))
        ]), objects: [Image.fieldDescription])

    /// An aspect ratio: any number, or the strings some pipelines write for
    /// the values JSON cannot hold; an unusable one is replaced, with a
    /// warning, when the card is laid out (``CardAspectRatio``).
    static let aspectRatioType = CustomFieldType(
        allowed: #"a number, null, or one of "NaN", "Infinity", "-Infinity""#,
        tableText: #"number, or `"NaN"`, `"Infinity"` or `"-Infinity"`"#,
        schema: JSONObject([
            .init(
                key: "anyOf",
                value: .array([
                    .object(JSONObject([.init(key: "type", value: .string("number"))])),
                    .object(
                        JSONObject([
                            .init(key: "enum", value: .array([.string("NaN"), .string("Infinity"), .string("-Infinity")]))
                        ])),
                ]))
        ]))

    /// `extras`: an object whose values are strings.
    static let extrasType = CustomFieldType(
        allowed: "null or an object whose values are strings", tableText: "object whose values are strings",
        schema: JSONObject([
            .init(key: "type", value: .string("object")),
            .init(key: "additionalProperties", value: .object(JSONObject([.init(key: "type", value: .string("string"))]))),
        ]))

    /// Reads `id`, a string.
    static func readID(_ reader: ObjectReader, _ field: FieldDescription) throws(CardLayoutError) -> String? {
        try reader.string(field)
    }

    /// An id is not empty.
    static func checkID(_ id: String, _ field: FieldDescription, in parent: @autoclosure () -> JSONPath)
        throws(CardLayoutError)
    {
        guard id.isEmpty else { return }
        throw .invalid(parent().appending(field.name), JSONValue.string(id), allowed: field.allowed)
    }

    /// Reads `image`: null, the image URL, or `{ "url", "aspectRatio" }`.
    static func readImage(_ reader: ObjectReader, _ field: FieldDescription) throws(CardLayoutError) -> Image? {
        // Read where it is written: an object without a tree of its own.
        guard let value = reader.member(field.name) else { return nil }
        switch value.kind {
        case .string:
            return Image(url: value.string!)
        case .object:
            return try Image.read(reader.reader(value, ofMember: field.name))
        default:
            throw .invalid(reader.path(field.name), value.jsonValue, allowed: field.allowed)
        }
    }

    /// Reads `imageAspectRatio` (``ObjectReader/aspectRatio(_:)``).
    static func readAspectRatio(_ reader: ObjectReader, _ field: FieldDescription) throws(CardLayoutError) -> Double? {
        try reader.aspectRatio(field)
    }

    /// Reads `extras`: null or an object of strings, whose keys are the
    /// card's own (never unknown keys).
    static func readExtras(_ reader: ObjectReader, _ field: FieldDescription) throws(CardLayoutError)
        -> [String: String]?
    {
        guard let value = reader.value(field.name) else { return nil }
        // Paths are made only for an error.
        guard case .object(let object) = value else { throw .invalid(reader.path(field.name), value, allowed: field.allowed) }
        var extras: [String: String] = [:]
        for member in object.members {
            guard case .string(let string) = member.value else {
                throw .invalid(reader.path(field.name).appending(member.key), member.value, allowed: "a string")
            }
            extras[member.key] = string
        }
        return extras
    }

    /// The card read, with `imageAspectRatio` as written when a double
    /// cannot hold it, for its warning. Such a number reads as an infinity,
    /// so only then is the member looked up again.
    static func keepingRatioAsWritten(_ card: Self, _ reader: ObjectReader) -> Self {
        guard card.imageAspectRatio?.isInfinite == true else { return card }
        var card = card
        card.imageAspectRatioAsWritten = reader.unrepresentableNumber(Fields.imageAspectRatio.name)
        return card
    }
}

extension BrazeFeedInput.Card.Image {
    /// Reads `aspectRatio` (``ObjectReader/aspectRatio(_:)``).
    static func readAspectRatio(_ reader: ObjectReader, _ field: FieldDescription) throws(CardLayoutError) -> Double? {
        try reader.aspectRatio(field)
    }

    /// The image read, with `aspectRatio` as written when a double cannot
    /// hold it (read as an infinity), for its warning.
    static func keepingRatioAsWritten(_ image: Self, _ reader: ObjectReader) -> Self {
        guard image.aspectRatio?.isInfinite == true else { return image }
        var image = image
        image.aspectRatioAsWritten = reader.unrepresentableNumber(Fields.aspectRatio.name)
        return image
    }
}
