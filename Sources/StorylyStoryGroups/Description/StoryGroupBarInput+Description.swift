import CardGeometryCore

/// A Storyly bar's input (StorylyStoryGroups article), described once
/// (docs/field-descriptions.md): the decoder reads these fields,
/// ``StorylyStoryGroupsSystem/validate(_:)`` checks them, and the schema
/// and the article's tables are generated from them.
extension StoryGroupBarInput {
    enum Fields {
        static let kind = CommonFields.kind(.storylyStoryGroups)
        static let environment = FieldDescription(
            required: "environment", .object(LayoutEnvironment.fieldDescription),
            "The screen: `height` fixes the bar's height; `safeAreaInsets.left` and `.right` keep the first item out of a landscape notch.")
        static let scrollOffset = FieldDescription(
            "scrollOffset", .number(.closed(0, 1_000_000)), default: .number(0),
            "How far the bar is scrolled from its start (from the right end in RTL).")
        static let style = FieldDescription(
            "style", .choice(StoryGroupBarStyle.self), default: .string("large"),
            "The cell style; `custom` requires `custom`.")
        static let theme = FieldDescription(
            "theme", .object(StoryGroupBarTheme.fieldDescription), defaultNote: "all defaults", "The bar's look.")
        static let custom = FieldDescription(
            "custom", .object(StoryGroupTemplate.fieldDescription), default: .null,
            "The cell template of the `custom` style; given with another style it is validated and ignored, with a warning.")
        static let groups = FieldDescription(
            required: "groups",
            .array(.object(StoryGroup.fieldDescription), count: ArrayCount(minimum: 0, maximum: 500, noun: "groups")),
            "The story groups, in the order the host has them.")

        /// What `groups` must be, as its errors say.
        static let groupsAllowed: String = {
            guard case .array(_, let count) = groups.type else { return "" }
            return "an array of 0 to \(count.maximum) story groups"
        }()

        /// The most groups a bar may have.
        static let maximumGroups: Int = {
            guard case .array(_, let count) = groups.type else { return 0 }
            return count.maximum
        }()
    }

    /// The input document's top level.
    static let fieldDescription = ObjectDescription(
        "storyGroupBar", "A Storyly story-group bar: a horizontally scrolling list of story groups.",
        fields: [
            CommonFields.schema, Fields.kind, Fields.environment, Fields.scrollOffset, Fields.style, Fields.theme,
            Fields.custom, Fields.groups,
        ])
}
