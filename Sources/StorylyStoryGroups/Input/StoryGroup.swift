import CardGeometryCore

/// One story group, with the Storyly SDK's field names.
public struct StoryGroup: Hashable, Sendable {
    /// The group's id, unique in the bar.
    public var id: StoryGroupID
    /// `nil`, empty or only whitespace: the group has no title.
    public var title: String?
    /// The icon's image URL.
    public var iconUrl: String?
    /// Icon URLs by thematic label (`theme.icon.thematicLabel` picks one).
    public var thematicIconUrls: [String: String]?
    /// The cover's image URL; `nil` uses the icon's.
    public var coverUrl: String?
    /// The dashboard order, 0...2147483647; `nil`: the group's position in
    /// the input.
    public var index: Int?
    /// Whether the user has watched the group.
    public var seen: Bool
    /// Whether the group is pinned to the front.
    public var pinned: Bool
    /// How many stories the group has (the length of `stories`).
    public var storyCount: Int
    /// Default or IVOD.
    public var type: StoryGroupType

    /// A group; everything but the id has the default a JSON input gets.
    public init(
        id: StoryGroupID, title: String? = nil, iconUrl: String? = nil, thematicIconUrls: [String: String]? = nil,
        coverUrl: String? = nil, index: Int? = nil, seen: Bool = false, pinned: Bool = false, storyCount: Int = 0,
        type: StoryGroupType = .default
    ) {
        self.id = id
        self.title = title
        self.iconUrl = iconUrl
        self.thematicIconUrls = thematicIconUrls
        self.coverUrl = coverUrl
        self.index = index
        self.seen = seen
        self.pinned = pinned
        self.storyCount = storyCount
        self.type = type
    }
}

/// A group's id: an integer (magnitude at most 2^53 - 1) or a non-empty
/// string. An integer never equals a string: 7 and "7" are two ids.
public enum StoryGroupID: Hashable, Sendable, CustomStringConvertible {
    /// An integer id, at most 2^53 - 1 in magnitude.
    case integer(Int64)
    /// A non-empty string id.
    case string(String)

    /// The largest magnitude of an integer id (2^53 - 1, the largest
    /// integer every JSON reader holds exactly).
    public static let maximumInteger: Int64 = 9_007_199_254_740_991

    /// The id as JSON: a number or a string.
    public var jsonValue: JSONValue {
        switch self {
        case .integer(let value): .number(Double(value))
        case .string(let value): .string(value)
        }
    }

    /// The id as JSON text: `7` or `"7"`.
    public var description: String { JSONWriter.write(jsonValue, pretty: false, numberFormat: JSONNumberFormat.exact) }
}

/// A group's kind: a default group, or an Interactive Video On Demand one.
public enum StoryGroupType: String, Hashable, Sendable, CaseIterable {
    /// A group of stories.
    case `default`
    /// An interactive video group; shows the IVOD badge.
    case ivod
}
