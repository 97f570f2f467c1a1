import CardGeometryCore

extension StoryGroup {
    enum Fields {
        static let id = FieldDescription(
            required: "id", .anyOf([.integer(-maximumID...maximumID), .string]),
            "The group's id, unique in `groups`: an integer of magnitude at most 2^53 - 1 or a non-empty string (7 and \"7\" are two ids).")
        static let title = FieldDescription(
            "title", .string, defaultNote: "no title", "The title; none when empty or only whitespace.")
        static let iconUrl = FieldDescription("iconUrl", .string, default: .null, "The icon's image URL.")
        static let thematicIconUrls = FieldDescription(
            "thematicIconUrls", .anyObject, default: .null,
            "Icon URLs (strings) by thematic label; `theme.icon.thematicLabel` picks one.")
        static let coverUrl = FieldDescription(
            "coverUrl", .string, defaultNote: "null: the icon's", "The cover's image URL.")
        static let index = FieldDescription(
            "index", .integer(0...2_147_483_647), defaultNote: "null: the group's position in `groups`",
            "The dashboard order.")
        static let seen = FieldDescription("seen", .bool, default: .bool(false), "Whether the user has watched the group.")
        static let stories = FieldDescription(
            "stories", .array(.anyObject, count: ArrayCount(minimum: 0, maximum: .max, noun: "stories")),
            default: .null, "The group's stories (objects in the schema; the layout accepts any value); only their count is used.")
        static let pinned = FieldDescription(
            "pinned", .bool, default: .bool(false), "Whether the group is pinned to the front.")
        static let type = FieldDescription(
            "type", .choice(StoryGroupType.self), default: .string("default"), "`ivod` groups show the IVOD badge.")

        /// The largest magnitude of an integer id.
        static let maximumID = Int(StoryGroupID.maximumInteger)
        /// What an id must be, as its errors say.
        static let idAllowed = "an integer of magnitude at most 9007199254740991 or a non-empty string"
    }

    static let fieldDescription = ObjectDescription(
        "group", "One story group, with the Storyly SDK's field names.",
        fields: [
            Fields.id, Fields.title, Fields.iconUrl, Fields.thematicIconUrls, Fields.coverUrl, Fields.index,
            Fields.seen, Fields.stories, Fields.pinned, Fields.type,
        ])
}
