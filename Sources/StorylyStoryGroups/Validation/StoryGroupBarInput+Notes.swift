import CardGeometryCore

extension StoryGroupBarInput {
    /// The values the input gives that the layout ignores, as warnings at
    /// the path each is about. Their text in a layout's `warnings` is
    /// `path message` (``warningText(_:)``), as the spec words them.
    var readingNotes: [CardLayoutWarning] {
        guard let custom else { return [] }
        var notes: [CardLayoutWarning] = []
        if style != .custom {
            notes.append(CardLayoutWarning(path: Fields.custom.name, message: Self.customIgnored))
        }
        if custom.sizing == .fit, custom.height != nil {
            notes.append(CardLayoutWarning(path: "custom.size.height", message: Self.heightIgnored))
        }
        return notes
    }

    private static let customIgnored = "is ignored unless style is \"custom\""
    private static let heightIgnored = "is ignored with sizing \"fit\""

    /// A warning as a layout's `warnings` write it: `path: message`, but
    /// `path message` for the reading notes, whose message continues the
    /// path (`custom is ignored unless style is "custom"`).
    static func warningText(_ warning: CardLayoutWarning) -> String {
        warning.message == customIgnored || warning.message == heightIgnored
            ? warning.path + " " + warning.message : warning.description
    }

    /// The input's warnings as a layout's `warnings` write them.
    package var warningTexts: [String] { warnings.map(Self.warningText) }
}
