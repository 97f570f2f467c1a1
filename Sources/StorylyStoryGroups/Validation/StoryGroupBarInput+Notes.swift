import CardGeometryCore
extension StoryGroupBarInput {
    /// The values the input gives that the layout ignores, with the path
    /// each is about (for document order) and the warning's words.
    var readingNotes: [(path: JSONPath, text: String)] {
        guard let custom else { return [] }
        var notes: [(path: JSONPath, text: String)] = []
        let path = JSONPath("custom")
        if style != .custom {
            notes.append((path, "custom is ignored unless style is \"custom\""))
        }
        if custom.sizing == .fit, custom.height != nil {
            notes.append((path.appending("size").appending("height"), "custom.size.height is ignored with sizing \"fit\""))
        }
        return notes
    }
}
