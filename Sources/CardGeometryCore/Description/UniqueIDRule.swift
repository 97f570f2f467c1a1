/// The one rule for ids that must be unique in a collection (a feed's
/// cards, a bar's groups, a stack's widgets and their stories, a
/// collection's cards), with one wording: the second element that has an
/// id is the error, and it names the first.
package enum UniqueIDRule {
    /// The error for an id (`value`, as errors show it) at `path` that the
    /// element at `first` in `collection` already has.
    package static func repeated(_ value: String, at path: JSONPath, firstAt first: JSONPath, in collection: String)
        -> CardLayoutError
    {
        .invalid(path, value, allowed: "unique in \(collection) (\(first) has it too)")
    }

    /// The error for a missing id that must be unique in `collection`: what
    /// the field allows, and that it is unique.
    package static func missing(_ field: FieldDescription, in parent: JSONPath, uniqueIn collection: String)
        -> CardLayoutError
    {
        .missing(parent.appending(field.name), allowed: field.allowed + ", unique in " + collection)
    }
}
