import CardGeometryCore

/// The errors of the rules between an input's values
/// (``StoryGroupBarInput/validate()``), the same for JSON and Swift inputs.
enum StoryGroupBarErrors {
    /// The custom style without its template.
    static let missingTemplate = CardLayoutError.missing(
        JSONPath(fields: StoryGroupBarInput.Fields.custom), allowed: "an object (the cell template) when style is \"custom\"")

    /// `custom.size.height`, which a fixed template needs and a fitting one
    /// ignores.
    static let fixedHeightPath = JSONPath(
        fields: StoryGroupBarInput.Fields.custom, StoryGroupBarInput.Template.Fields.size,
        StoryGroupBarInput.Template.Size.Fields.height)

    /// A fixed template without its height.
    static let missingFixedHeight = CardLayoutError.missing(
        fixedHeightPath,
        allowed: StoryGroupBarInput.Template.Size.Fields.height.allowed + " with sizing \"fixed\"")
}
