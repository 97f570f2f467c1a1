import CardGeometryCore
import CardText

/// Turns the input JSON into a ``StoryGroupBarInput``, checking every value
/// where it is written (types, ranges, required keys, the element and id
/// rules), in document order. The rules that need the whole input (rules 3
/// to 5) are checked by the layout.
struct StoryGroupBarDecoder {
    func decode(_ root: ObjectReader) throws(CardLayoutError) -> StoryGroupBarInput {
        var environment: LayoutEnvironment?
        var scrollOffset = 0.0
        var style = StoryGroupBarStyle.large
        var theme = StoryGroupBarTheme()
        var custom: StoryGroupTemplate?
        var groups: [StoryGroup]?
        try root.readMembers(known: ["kind", "environment", "scrollOffset", "style", "theme", "custom", "groups"]) { key throws(CardLayoutError) in
            switch key {
            case "kind":
                _ = root.value(key)
            case "environment":
                guard let reader = try root.object(key) else { throw Self.missingEnvironment(root) }
                environment = try LayoutEnvironment(reading: reader)
            case "scrollOffset":
                scrollOffset = try root.number(key, StoryGroupBarRanges.scrollOffset) ?? 0
            case "style":
                style = try root.choice(key, StoryGroupBarStyle.self) ?? .large
            case "theme":
                if let reader = try root.object(key) { theme = try decodeTheme(reader) }
            case "custom":
                custom = try root.object(key).map { reader throws(CardLayoutError) in try decodeTemplate(reader) }
            case "groups":
                guard let elements = try root.array(key) else { throw Self.missingGroups(root) }
                groups = try decodeGroups(elements, at: root.path(key), warnings: root.warnings)
            default:
                return false
            }
            return true
        }
        guard let environment else { throw Self.missingEnvironment(root) }
        if style == .custom, custom == nil { throw StoryGroupBarErrors.missingTemplate }
        guard let groups else { throw Self.missingGroups(root) }

        var input = StoryGroupBarInput(
            environment: environment, scrollOffset: scrollOffset, style: style, theme: theme, custom: custom,
            groups: groups)
        let unknownKeys = root.warnings.warnings.map { (path: $0.path, text: $0.description) }
        let notes = input.readingNotes.map { (path: $0.path.description, text: $0.text) }
        input.warnings = CardLayoutWarning.inDocumentOrder(unknownKeys + notes, of: root.value, path: \.path)
            .map(\.text)
        return input
    }

    private static func missingEnvironment(_ root: ObjectReader) -> CardLayoutError {
        .missing(root.path("environment"), allowed: "an object with at least a width")
    }

    private static func missingGroups(_ root: ObjectReader) -> CardLayoutError {
        .missing(root.path("groups"), allowed: StoryGroupBarErrors.groupsAllowed)
    }

    // MARK: - Groups

    private func decodeGroups(_ elements: [JSONValue], at path: JSONPath, warnings: WarningLog)
        throws(CardLayoutError) -> [StoryGroup]
    {
        guard elements.count <= StoryGroupBarRanges.maximumGroups else {
            throw StoryGroupBarErrors.tooManyGroups(elements.count, at: path)
        }
        var groups: [StoryGroup] = []
        var firstIndexByID: [StoryGroupID: Int] = [:]
        for (index, element) in elements.enumerated() {
            let reader = try ObjectReader(element, at: path.appending(index: index), warnings: warnings)
            let group = try decodeGroup(reader) { id, idPath throws(CardLayoutError) in
                if let first = firstIndexByID[id] {
                    throw StoryGroupBarErrors.repeatedID(
                        id, at: idPath, firstAt: path.appending(index: first).appending("id"))
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
        try reader.readMembers(known: ["id", "title", "iconUrl", "thematicIconUrls", "coverUrl", "index", "seen", "stories", "pinned", "type"]) { key throws(CardLayoutError) in
            switch key {
            case "id":
                guard let value = reader.value(key) else { throw Self.missingID(reader) }
                let groupID = try Self.groupID(value, at: reader.path(key))
                try checkID(groupID, reader.path(key))
                id = groupID
            case "title": group.title = try reader.string(key)
            case "iconUrl": group.iconUrl = try reader.string(key)
            case "thematicIconUrls":
                group.thematicIconUrls = try reader.object(key).map { urls throws(CardLayoutError) in
                    try thematicIconUrls(urls)
                }
            case "coverUrl": group.coverUrl = try reader.string(key)
            case "index": group.index = try reader.integer(key, in: StoryGroupBarRanges.index)
            case "seen": group.seen = try reader.bool(key) ?? false
            case "stories":
                guard let value = reader.value(key) else { break }
                guard case .array(let stories) = value else {
                    throw .invalid(reader.path(key), value, allowed: "an array or null")
                }
                group.storyCount = stories.count
            case "pinned": group.pinned = try reader.bool(key) ?? false
            case "type": group.type = try reader.choice(key, StoryGroupType.self) ?? .default
            default: return false
            }
            return true
        }
        guard let id else { throw Self.missingID(reader) }
        group.id = id
        return group
    }

    private static func missingID(_ reader: ObjectReader) -> CardLayoutError {
        .missing(reader.path("id"), allowed: StoryGroupBarRanges.idAllowed + ", unique in groups")
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
        throw .invalid(path, value, allowed: StoryGroupBarRanges.idAllowed)
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
