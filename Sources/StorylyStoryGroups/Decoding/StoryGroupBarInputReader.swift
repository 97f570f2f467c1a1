import CardGeometryCore

import CardText
import Foundation

/// Turns an input document into a ``StoryGroupBarInput``, member by member
/// in document order, by the fields' descriptions (Description/): each
/// value is checked as it is met (types, ranges, required keys, the
/// element and id rules), so that the first error in document order is
/// the one reported. The validation step
/// (``StorylyStoryGroupsSystem/validate(_:)``) checks the typed value by
/// the same descriptions before every layout; the rules that need the
/// whole input (rules 3 to 5) are the layout's.
struct StoryGroupBarInputReader {
    typealias Root = StoryGroupBarInput.Fields
    typealias Group = StoryGroup.Fields

    func decode(_ root: ObjectReader) throws(CardLayoutError) -> StoryGroupBarInput {
        var environment: LayoutEnvironment?
        var scrollOffset = 0.0
        var style = StoryGroupBarStyle.large
        var theme = StoryGroupBarTheme()
        var custom: StoryGroupTemplate?
        var groups: [StoryGroup]?
        try root.readMembers(of: StoryGroupBarInput.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Root.kind.name:
                break
            case Root.environment.name:
                guard let reader = try root.object(Root.environment) else { throw Root.environment.missing(in: root.path) }
                environment = try LayoutEnvironment(reading: reader)
            case Root.scrollOffset.name:
                scrollOffset = try root.number(Root.scrollOffset) ?? 0
            case Root.style.name:
                style = try root.choice(Root.style, StoryGroupBarStyle.self) ?? .large
            case Root.theme.name:
                if let reader = try root.object(Root.theme) { theme = try decodeTheme(reader) }
            case Root.custom.name:
                custom = try root.object(Root.custom).map { reader throws(CardLayoutError) in try decodeTemplate(reader) }
            case Root.groups.name:
                guard let elements = try root.array(Root.groups.name) else { throw Self.missingGroups(root) }
                groups = try decodeGroups(elements, at: root.path(key), warnings: root.warnings)
            default:
                return false
            }
            return true
        }
        guard let environment else { throw Root.environment.missing(in: root.path) }
        if style == .custom, custom == nil { throw StoryGroupBarErrors.missingTemplate }
        guard let groups else { throw Self.missingGroups(root) }

        var input = StoryGroupBarInput(
            environment: environment, scrollOffset: scrollOffset, style: style, theme: theme, custom: custom,
            groups: groups)
        input.warnings = CardLayoutWarning.inDocumentOrder(root.warnings.warnings + input.readingNotes, of: root.value)
        return input
    }

    private static func missingGroups(_ root: ObjectReader) -> CardLayoutError {
        .missing(root.path(Root.groups.name), allowed: Root.groupsAllowed)
    }

    // MARK: - Groups

    private func decodeGroups(_ elements: [JSONValue], at path: JSONPath, warnings: WarningLog)
        throws(CardLayoutError) -> [StoryGroup]
    {
        guard elements.count <= Root.maximumGroups else {
            throw StoryGroupBarErrors.tooManyGroups(elements.count, at: path)
        }
        var groups: [StoryGroup] = []
        var firstIndexByID: [StoryGroupID: Int] = [:]
        for (index, element) in elements.enumerated() {
            let reader = try ObjectReader(element, at: path.appending(index: index), warnings: warnings)
            let group = try decodeGroup(reader) { id, idPath throws(CardLayoutError) in
                if let first = firstIndexByID[id] {
                    throw StoryGroupBarErrors.repeatedID(
                        id, at: idPath, firstAt: path.appending(index: first).appending(Group.id.name))
                }
                firstIndexByID[id] = index
            }
            groups.append(group)
        }
        return groups
    }

    /// One group; `checkID` is called with its id as soon as it is read.
    private func decodeGroup(
        _ reader: ObjectReader, checkID: (StoryGroupID, JSONPath) throws(CardLayoutError) -> Void
    ) throws(CardLayoutError) -> StoryGroup {
        var id: StoryGroupID?
        var group = StoryGroup(id: .integer(0))
        try reader.readMembers(of: StoryGroup.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Group.id.name:
                guard let value = reader.value(key) else { throw Self.missingID(reader) }
                let groupID = try Self.groupID(value, at: reader.path(key))
                try checkID(groupID, reader.path(key))
                id = groupID
            case Group.title.name: group.title = try reader.string(Group.title)
            case Group.iconUrl.name: group.iconUrl = try reader.string(Group.iconUrl)
            case Group.thematicIconUrls.name:
                group.thematicIconUrls = try reader.object(Group.thematicIconUrls).map { urls throws(CardLayoutError) in
                    try thematicIconUrls(urls)
                }
            case Group.coverUrl.name: group.coverUrl = try reader.string(Group.coverUrl)
            case Group.index.name: group.index = try reader.integer(Group.index)
            case Group.seen.name: group.seen = try reader.bool(Group.seen) ?? false
            case Group.stories.name:
                guard let value = reader.value(key) else { break }
                guard case .array(let stories) = value else {
                    throw .invalid(reader.path(key), value, allowed: "an array or null")
                }
                group.storyCount = stories.count
            case Group.pinned.name: group.pinned = try reader.bool(Group.pinned) ?? false
            case Group.type.name: group.type = try reader.choice(Group.type, StoryGroupType.self) ?? .default
            default: return false
            }
            return true
        }
        guard let id else { throw Self.missingID(reader) }
        group.id = id
        return group
    }

    private static func missingID(_ reader: ObjectReader) -> CardLayoutError {
        .missing(reader.path(Group.id.name), allowed: Group.idAllowed + ", unique in groups")
    }

    /// An id: an integer of magnitude at most 2^53 - 1 (`7.0` is 7) or a
    /// non-empty string.
    static func groupID(_ value: JSONValue, at path: JSONPath) throws(CardLayoutError) -> StoryGroupID {
        switch value {
        case .number(let number):
            if let integer = Int64(exactly: number), integer.magnitude <= StoryGroupID.maximumInteger.magnitude {
                return .integer(integer)
            }
        case .string(let string) where !string.isEmpty:
            return .string(string)
        default:
            break
        }
        throw .invalid(path, value, allowed: Group.idAllowed)
    }

    /// Labels and URLs: every key is a label; every value a string.
    private func thematicIconUrls(_ reader: ObjectReader) throws(CardLayoutError) -> [String: String] {
        var urls: [String: String] = [:]
        try reader.readMembers(known: []) { label throws(CardLayoutError) in
            let value = reader.rawValue(label) ?? .null
            guard case .string(let url) = value else {
                throw .invalid(reader.path(label), value, allowed: "a string (the icon's URL for this label)")
            }
            urls[label] = url
            return true
        }
        return urls
    }
}

extension StoryGroupBarInput {
    /// Reads and validates an input written as JSON, by the one reading
    /// contract of every kind: each value is checked as it is read, so the
    /// first invalid value in document order throws, naming its JSON path;
    /// then the validation step the engine runs before every layout.
    /// Unknown keys become ``warnings``.
    public init(json: Data) throws(CardLayoutError) {
        self = try StorylyStoryGroupsSystem.input(json: json)
    }

    /// Reads and validates an input from a parsed JSON tree, as ``init(json:)``.
    public init(jsonValue: JSONValue) throws(CardLayoutError) {
        self = try StorylyStoryGroupsSystem.input(jsonValue: jsonValue)
    }
}
