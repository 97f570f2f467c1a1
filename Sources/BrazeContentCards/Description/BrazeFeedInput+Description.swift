import CardGeometryCore

/// The feed's input, described once (docs/field-descriptions.md):
/// ``BrazeFeedInputReader`` reads these fields,
/// ``BrazeContentCardsSystem/validate(_:)`` checks them, and the schema and
/// the article's tables are generated from them. The theme's fields are in
/// BrazeTheme+Description.swift.
extension BrazeFeedInput {
    enum Fields {
        static let kind = CommonFields.kind(.brazeContentCards)
        static let environment = FieldDescription(
            required: "environment", .object(LayoutEnvironment.fieldDescription),
            "The screen: this kind uses `now` (expiry) and `height` (the empty state's height).")
        static let theme = FieldDescription(
            "theme", .object(Theme.fieldDescription), defaultNote: "all defaults", "The feed's look.")
        static let feed = FieldDescription(
            "feed", .object(Feed.fieldDescription), defaultNote: "all defaults", "How the feed is presented.")
        static let cards = FieldDescription(
            required: "cards",
            .array(
                .object(Card.fieldDescription),
                count: ArrayCount(minimum: 0, maximum: BrazeFeedInput.maximumCardCount, noun: "cards")),
            "Braze's cards, in the order Braze sent them.")
    }

    /// The input document's top level.
    static let fieldDescription = ObjectDescription(
        "brazeContentCards", "A Braze content-card feed: the vertical list of cards the Braze SDK's view controller shows.",
        fields: [CommonFields.schema, Fields.kind, Fields.environment, Fields.theme, Fields.feed, Fields.cards])
}

extension BrazeFeedInput.Feed {
    enum Fields {
        static let context = FieldDescription(
            "context", .choice(Context.self), default: .string(Context.navigation.rawValue),
            "How the feed is presented; it changes no frame, the layout says whether a Done button shows (`modal`).")
        static let title = FieldDescription(
            "title", .string, "The navigation bar's title; repeated in the layout, not laid out.")
        static let disableUnreadIndicator = FieldDescription(
            "disableUnreadIndicator", .bool, default: .bool(false), "When true, no card shows the unread indicator.")
    }

    static let fieldDescription = ObjectDescription(
        "feed", "How the feed is presented: it changes no frame.",
        fields: [Fields.context, Fields.title, Fields.disableUnreadIndicator])
}

extension BrazeFeedInput.Card {
    enum Fields {
        static let id = FieldDescription(
            required: "id",
            .custom(
                CustomFieldType(
                    allowed: "a non-empty string", tableText: "non-empty string, unique in the array",
                    schema: JSONObject([.init(key: "type", value: .string("string")), .init(key: "minLength", value: .number(1))]))),
            "Braze's `idString`.")
        static let type = FieldDescription(required: "type", .choice(CardType.self), "The card type.")
        static let title = FieldDescription("title", .string, "The title; absent when empty or only whitespace.")
        static let cardDescription = FieldDescription(
            "cardDescription", .string, "The description; absent likewise.")
        static let domain = FieldDescription(
            "domain", .string, "The link text shown under the description; absent likewise.")
        static let image = FieldDescription(
            "image",
            .custom(
                CustomFieldType(
                    allowed: #"null, a string (the image URL) or an object { "url": string, "aspectRatio": ratio }"#,
                    tableText: "string (the URL), or object (`image`)",
                    schema: JSONObject([
                        .init(
                            key: "anyOf",
                            value: .array([
                                .object(JSONObject([.init(key: "type", value: .string("string"))])),
                                .object(JSONObject([.init(key: "$ref", value: .string("#/$defs/image"))])),
                            ]))
                    ]), objects: [Image.fieldDescription])),
            "The image; a classic card has a thumbnail when the URL is not empty.")
        static let imageAspectRatio = FieldDescription(
            "imageAspectRatio", aspectRatio,
            "Braze's ratio hint (width / height); `image.aspectRatio` wins when both are given, with a warning.")
        static let pinned = flag("pinned", "Whether the card is pinned to the top of the feed and shows the pin.")
        static let viewed = flag("viewed", "Whether the user has seen the card; an unseen card shows the unread indicator.")
        static let dismissed = flag("dismissed", "Whether the user dismissed the card; a dismissed card is hidden.")
        static let dismissible = flag("dismissible", "Whether the user may dismiss the card; repeated in the layout.")
        static let isControl = flag(
            "isControl", "An A/B-test control card (Braze's `isControlCard`), laid out as a hairline row.")
        static let created = FieldDescription(
            "created", .number(.closed(0, LayoutEnvironment.maximumTime)), default: .number(0),
            "Unix seconds; orders the feed, newest first.")
        static let expiresAt = FieldDescription(
            "expiresAt", .number(.closed(-LayoutEnvironment.maximumTime, LayoutEnvironment.maximumTime)),
            "Unix seconds when the card expires; 0 or less means never (Braze sends -1).")
        static let url = FieldDescription(
            "url", .string, "Where a tap goes; a non-empty URL makes the card `clickable`.")
        static let openURLInWebView = flag(
            "openURLInWebView", "Whether the URL opens in a web view; repeated in the layout.")
        static let extras = FieldDescription(
            "extras",
            .custom(
                CustomFieldType(
                    allowed: "null or an object whose values are strings", tableText: "object whose values are strings",
                    schema: JSONObject([
                        .init(key: "type", value: .string("object")),
                        .init(
                            key: "additionalProperties",
                            value: .object(JSONObject([.init(key: "type", value: .string("string"))]))),
                    ]))),
            "Braze's key-value extras, not laid out; its keys are the card's own, never reported as unknown.")

        /// An aspect ratio (rule 5): any number, or the strings some
        /// pipelines write for the values JSON cannot hold; an unusable one
        /// is replaced, with a warning, when the card is laid out.
        static let aspectRatio = FieldType.custom(
            CustomFieldType(
                allowed: #"a number, null, or one of "NaN", "Infinity", "-Infinity""#,
                tableText: #"number, or `"NaN"`, `"Infinity"` or `"-Infinity"`"#,
                schema: JSONObject([
                    .init(
                        key: "anyOf",
                        value: .array([
                            .object(JSONObject([.init(key: "type", value: .string("number"))])),
                            .object(
                                JSONObject([
                                    .init(
                                        key: "enum",
                                        value: .array([.string("NaN"), .string("Infinity"), .string("-Infinity")]))
                                ])),
                        ]))
                ])))

        private static func flag(_ name: String, _ meaning: String) -> FieldDescription {
            FieldDescription(name, .bool, default: .bool(false), meaning)
        }
    }

    static let fieldDescription = ObjectDescription(
        "card", "One content card, with Braze's field names.",
        fields: [
            Fields.id, Fields.type, Fields.title, Fields.cardDescription, Fields.domain, Fields.image,
            Fields.imageAspectRatio, Fields.pinned, Fields.viewed, Fields.dismissed, Fields.dismissible,
            Fields.isControl, Fields.created, Fields.expiresAt, Fields.url, Fields.openURLInWebView, Fields.extras,
        ])
}

extension BrazeFeedInput.Card.Image {
    enum Fields {
        static let url = FieldDescription("url", .string, "The image's URL; null or empty for none.")
        static let aspectRatio = FieldDescription(
            "aspectRatio", BrazeFeedInput.Card.Fields.aspectRatio, "The image's width / height.")
    }

    static let fieldDescription = ObjectDescription(
        "image", "A card's image: its URL and its aspect-ratio hint.", fields: [Fields.url, Fields.aspectRatio])
}
