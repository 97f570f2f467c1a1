import CardGeometryCore

/// The errors of the rules between an input's values
/// (``StoryGroupBarInput/validate()``), the same for JSON and Swift inputs.
enum StoryGroupBarErrors {
    /// The custom style without its template.
    static let missingTemplate = CardLayoutError.missing(
        JSONPath("custom"), allowed: "an object (the cell template) when style is \"custom\"")

    /// A fixed template without its height.
    static let missingFixedHeight = CardLayoutError.missing(
        JSONPath("custom.size.height"),
        allowed: StoryGroupBarInput.Template.Size.Fields.height.allowed + " with sizing \"fixed\"")
}
