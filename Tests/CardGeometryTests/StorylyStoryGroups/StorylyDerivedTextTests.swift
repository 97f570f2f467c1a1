import Testing

@testable import CardGeometryCore
@testable import StorylyStoryGroups

/// The template's texts that name a range take it from where the rule is
/// declared: the number of elements from the element types, a ratio's
/// sides from the range the reader checks; the JSON paths of the rules
/// between values from the fields' declarations.
@Suite("Storyly story groups: texts and paths from the declarations")
struct StorylyDerivedTextTests {
    typealias Template = StoryGroupBarInput.Template

    @Test("`elements`: its count is one to one of each element type, in the table, the schema and the error")
    func elementCount() throws {
        #expect(Template.elementCount == 1...Template.ElementType.allCases.count)
        let type = Template.elementsType
        #expect(type.tableText == "array of 1...3 `element` objects")
        #expect(type.schema["minItems"] == .number(1) && type.schema["maxItems"] == .number(3))
        #expect(type.allowed == "a non-empty array of elements (icon, cover, title)")
        // The declaration's field holds this type, so the reference says so.
        guard case .custom(let declared) = Template.Fields.elements.type else {
            Issue.record("elements is not a custom field")
            return
        }
        #expect(declared.tableText == type.tableText)
    }

    @Test("A cover's ratio: its sides' range in the error and in the field's meaning is the one the reader checks")
    func aspectRatioSides() {
        let sides = Template.Cover.aspectRatioSide
        #expect(Template.Cover.aspectRatioSideText == "\(sides.lowerBound)...\(sides.upperBound)")
        #expect(Template.Cover.aspectRatioAllowed.contains(" \(Template.Cover.aspectRatioSideText) "))
        // The meaning is the property's doc comment, copied by the
        // generator: this fails when the range changes and it does not.
        #expect(Template.Cover.Fields.aspectRatio.meaning.contains(" \(Template.Cover.aspectRatioSideText) "))
    }

    @Test("Paths written from the field descriptions are the dotted keys, and follow the declared JSON names")
    func pathsFromFields() {
        #expect(StoryGroupBarErrors.fixedHeightPath.description == "custom.size.height")
        #expect(StoryGroupBarErrors.missingTemplate.path == "custom")
        // `storyCount` is written `stories` in JSON: the path says so.
        let stories = JSONPath(fields: StoryGroupBarInput.Fields.groups).appending(index: 2)
            .appending(StoryGroupBarInput.Group.Fields.storyCount)
        #expect(stories.description == "groups[2].stories")
        #expect(JSONPath(fields: StoryGroupBarInput.Fields.theme, StoryGroupBarInput.Theme.Fields.title).description == "theme.title")
    }
}
