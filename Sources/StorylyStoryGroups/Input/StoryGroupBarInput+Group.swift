import CardGeometryCore

extension StoryGroupBarInput {
    // @input group
    /// One story group, with the Storyly SDK's field names.
    public struct Group: Hashable, Sendable {
        // @field .custom(idType) | required | read: readID | check: checkID | unique in: groups
        /// The group's id, unique in `groups`: an integer of magnitude at most 2^53 - 1 or a non-empty string (7 and "7" are two ids).
        public var id: StoryGroupID
        // @field .string | note: no title
        /// The title; none when empty or only whitespace.
        ///
        /// `nil`, empty or only whitespace: the group has no title.
        public var title: String?
        // @field .string
        /// The icon's image URL.
        public var iconUrl: String?
        // @field .anyObject | read: readThematicIconUrls
        /// Icon URLs (strings) by thematic label; `theme.icon.thematicLabel` picks one.
        public var thematicIconUrls: [String: String]?
        // @field .string | note: null: the icon's
        /// The cover's image URL.
        public var coverUrl: String?
        // @field .integer(0...2_147_483_647) | note: null: the group's position in `groups`
        /// The dashboard order.
        public var index: Int?
        // @field .bool
        /// Whether the user has watched the group.
        public var seen: Bool = false
        // @field .bool
        /// Whether the group is pinned to the front.
        public var pinned: Bool = false
        // @field .array(.anyObject, count: ArrayCount(minimum: 0, maximum: .max, noun: "stories")) | name: stories | note: null: no stories | read: readStoryCount | check: checkStoryCount
        /// The group's stories (objects in the schema; the layout accepts any value); only their count is used.
        ///
        /// In Swift, how many stories the group has: the length of the
        /// JSON's `stories`.
        public var storyCount: Int = 0
        // @field .choice(StoryGroupType.self)
        /// `ivod` groups show the IVOD badge.
        public var type: StoryGroupType = .default

        /// Reads one from JSON: the generated reader, declared here so that
        /// Swift synthesizes no memberwise initializer beside the generated one.
        init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
    }
}

/// A group's kind: a default group, or an Interactive Video On Demand one.
public enum StoryGroupType: String, Hashable, Sendable, CaseIterable {
    /// A group of stories.
    case `default`
    /// An interactive video group; shows the IVOD badge.
    case ivod
}
