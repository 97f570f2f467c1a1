import CardGeometryCore

/// The groups' array and the group fields a declaration cannot say: the
/// id (an integer or a string), the thematic icons (an object whose keys
/// are free) and the stories (only their count is kept).
extension StoryGroupBarInput {
    /// `groups`: each group read by its generated reader, given the ids
    /// before it; more than 500 is an error before any group is read.
    static func readGroups(_ reader: ObjectReader, _ field: FieldDescription) throws(CardLayoutError) -> [Group]? {
        guard let elements = try reader.array(field.name) else { return nil }
        // The array's path is made only for an error.
        try checkGroupCount(elements.count, field, at: reader.path(field.name))
        var groups: [Group] = []
        groups.reserveCapacity(elements.count)
        var ids: [StoryGroupID: Int] = [:]
        for (index, element) in elements.enumerated() {
            let group = try Group.read(
                reader.element(element, of: field.name, at: index), after: ids, in: reader.path(field.name))
            ids[group.id] = index
            groups.append(group)
        }
        return groups
    }

    /// The same rules for typed groups: the count, each group's fields, and
    /// no id twice.
    static func checkGroups(_ groups: [Group], _ field: FieldDescription, in parent: @autoclosure () -> JSONPath)
        throws(CardLayoutError)
    {
        let path = parent().appending(field.name)
        try checkGroupCount(groups.count, field, at: path)
        var ids: [StoryGroupID: Int] = [:]
        for (index, group) in groups.enumerated() {
            try group.checkFields(at: path.appending(index: index))
            if let first = ids[group.id] {
                throw UniqueIDRule.repeated(
                    group.id.description, at: path.appending(index: index).appending(Group.Fields.id.name),
                    firstAt: path.appending(index: first).appending(Group.Fields.id.name), in: "groups")
            }
            ids[group.id] = index
        }
    }

    /// At most 500 groups; the error counts them ("501 groups").
    private static func checkGroupCount(_ count: Int, _ field: FieldDescription, at path: @autoclosure () -> JSONPath)
        throws(CardLayoutError)
    {
        guard case .array(_, let rule) = field.type, count > rule.maximum else { return }
        throw .invalid(path(), "\(count) groups", allowed: field.allowed)
    }
}

extension StoryGroupBarInput.Fields {
    /// The most groups a bar may have.
    static let maximumGroups = 500
}

extension StoryGroupBarInput.Group {
    /// What an id must be, as its errors say.
    static let idAllowed = "an integer of magnitude at most 9007199254740991 or a non-empty string"

    /// An id's type: an integer of magnitude at most 2^53 - 1, or a string
    /// (the meaning says it is not empty).
    static let idType = CustomFieldType(
        allowed: idAllowed, tableText: "integer -9007199254740991...9007199254740991, or string",
        schema: JSONObject([
            .init(
                key: "anyOf",
                value: .array([
                    .object(
                        JSONObject([
                            .init(key: "type", value: .string("integer")),
                            .init(key: "minimum", value: .number(-Double(StoryGroupID.maximumInteger))),
                            .init(key: "maximum", value: .number(Double(StoryGroupID.maximumInteger))),
                        ])),
                    .object(JSONObject([.init(key: "type", value: .string("string"))])),
                ]))
        ]))

    /// An id: an integer of magnitude at most 2^53 - 1 (`7.0` is 7) or a
    /// non-empty string.
    static func readID(_ reader: ObjectReader, _ field: FieldDescription) throws(CardLayoutError) -> StoryGroupID? {
        guard let value = reader.value(field.name) else { return nil }
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
        throw .invalid(reader.path(field.name), value, allowed: idAllowed)
    }

    /// A typed id is in range, or not empty.
    static func checkID(_ id: StoryGroupID, _ field: FieldDescription, in parent: @autoclosure () -> JSONPath)
        throws(CardLayoutError)
    {
        let isValid =
            switch id {
            case .integer(let value): value.magnitude <= StoryGroupID.maximumInteger.magnitude
            case .string(let value): !value.isEmpty
            }
        guard !isValid else { return }
        throw .invalid(parent().appending(field.name), id.description, allowed: idAllowed)
    }

    /// Labels and URLs: every key is a label; every value a string.
    static func readThematicIconUrls(_ reader: ObjectReader, _ field: FieldDescription) throws(CardLayoutError)
        -> [String: String]?
    {
        guard let urls = try reader.object(field) else { return nil }
        var byLabel: [String: String] = [:]
        try urls.readMembers(known: []) { label throws(CardLayoutError) in
            let value = urls.rawValue(label) ?? .null
            guard case .string(let url) = value else {
                throw .invalid(urls.path(label), value, allowed: "a string (the icon's URL for this label)")
            }
            byLabel[label] = url
            return true
        }
        return byLabel
    }

    /// `stories`: an array (of anything) or null; only its length is kept.
    static func readStoryCount(_ reader: ObjectReader, _ field: FieldDescription) throws(CardLayoutError) -> Int? {
        guard let value = reader.value(field.name) else { return nil }
        guard case .array(let stories) = value else {
            throw .invalid(reader.path(field.name), value, allowed: "an array or null")
        }
        return stories.count
    }

    /// A typed story count is not negative.
    static func checkStoryCount(_ count: Int, _ field: FieldDescription, in parent: @autoclosure () -> JSONPath)
        throws(CardLayoutError)
    {
        guard count < 0 else { return }
        throw .invalid(parent().appending(field.name), String(count), allowed: "a count >= 0")
    }
}
