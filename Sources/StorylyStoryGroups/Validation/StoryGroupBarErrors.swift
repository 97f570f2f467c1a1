import CardGeometryCore

/// The errors decoding and ``StoryGroupBarInput/validate()`` both give
/// beyond the descriptions' own, so
/// that JSON and Swift inputs read the same.
enum StoryGroupBarErrors {

    /// More than 500 groups.
    static func tooManyGroups(_ count: Int, at path: JSONPath) -> CardLayoutError {
        .invalid(path, "\(count) groups", allowed: StoryGroupBarInput.Fields.groupsAllowed)
    }

    /// An id that an earlier group (at `first`) has too.
    static func repeatedID(_ id: StoryGroupID, at path: JSONPath, firstAt first: JSONPath) -> CardLayoutError {
        UniqueIDRule.repeated(id.description, at: path, firstAt: first, in: "groups")
    }

    /// The custom style without its template.
    static let missingTemplate = CardLayoutError.missing(
        JSONPath("custom"), allowed: "an object (the cell template) when style is \"custom\"")

    /// A fixed template without its height.
    static func missingFixedHeight(at path: JSONPath) -> CardLayoutError {
        .missing(path, allowed: StoryGroupTemplate.SizeFields.height.allowed + " with sizing \"fixed\"")
    }

    /// An empty `elements`.
    static func noElements(at path: JSONPath) -> CardLayoutError {
        .invalid(path, "[]", allowed: StoryGroupTemplate.Fields.elementsAllowed)
    }

    /// A second element of a type (the first at `first`).
    static func repeatedType(_ type: String, at path: JSONPath, firstAt first: JSONPath) -> CardLayoutError {
        .invalid(path, JSONValue.string(type).errorText, allowed: "a type no other element has (\(first) is a \(type))")
    }
}
