import CardGeometryCore

extension StoryGroupBarInput {
    /// The values the input gives that the layout ignores, as warnings at
    /// the path each is about, whose message continues the path as the
    /// spec words them (`custom is ignored unless style is "custom"`).
    var readingNotes: [CardLayoutWarning] {
        guard let custom else { return [] }
        var notes: [CardLayoutWarning] = []
        if style != .custom {
            notes.append(
                CardLayoutWarning(
                    path: Fields.custom.name, code: .unusedValue, message: "is ignored unless style is \"custom\"", joining: .sentence))
        }
        if custom.sizing == .fit, custom.height != nil {
            notes.append(
                CardLayoutWarning(
                    path: StoryGroupBarErrors.fixedHeightPath.description, code: .unusedValue, message: "is ignored with sizing \"fit\"",
                    joining: .sentence))
        }
        return notes
    }
}
