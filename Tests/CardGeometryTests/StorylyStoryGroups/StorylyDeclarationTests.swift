import Foundation
import Testing

@testable import CardGeometry
@testable import CardGeometryCore
@testable import StorylyStoryGroups

/// What the input's declarations give: one badge type with two default
/// sets, `stories` read as a count, the template's `size`, the checks of
/// a typed value, and where the rules between values stand in the reading
/// contract.
@Suite("Storyly story groups: declared fields")
struct StorylyDeclarationTests {
    static func input(_ members: String) throws -> StoryGroupBarInput {
        try StoryGroupBarInput(json: Data(StorylyValidationTests.document(members).utf8))
    }

    @Test("The pin and the IVOD badge are one type; each keeps its own default color where the JSON leaves it out")
    func badgeDefaults() throws {
        let read = try Self.input(#""theme":{"pin":{"size":30},"ivod":{"isVisible":false}},"groups":[]"#)
        #expect(read.theme.pin == StoryGroupBarInput.Theme.Badge(size: 30, backgroundColor: StoryGroupBarInput.Theme.Badge.pinColor))
        #expect(read.theme.ivod == StoryGroupBarInput.Theme.Badge(isVisible: false, backgroundColor: StoryGroupBarInput.Theme.Badge.ivodColor))
        let given = try Self.input(##""theme":{"ivod":{"backgroundColor":"#112233"}},"groups":[]"##)
        #expect(given.theme.ivod.backgroundColor == DynamicColor(RGBAColor(red: 0x11, green: 0x22, blue: 0x33)))
        #expect(given.theme.pin.backgroundColor == StoryGroupBarInput.Theme.Badge.pinColor)
        let absent = try Self.input(#""groups":[]"#)
        #expect(absent.theme == StoryGroupBarInput.Theme())
        #expect(StoryGroupBarInput.Theme().ivod.backgroundColor == StoryGroupBarInput.Theme.Badge.ivodColor)
    }

    @Test("`stories` is read as the group's story count; its elements are not read")
    func storyCount() throws {
        let read = try Self.input(#""groups":[{"id":1,"stories":[{},{"x":1},3]},{"id":"b"}]"#)
        #expect(read.groups.map(\.storyCount) == [3, 0])
        #expect(read.warnings.isEmpty)
        var typed = read
        typed.groups[1].storyCount = -1
        #expect(throws: CardLayoutError.self) { try typed.validate() }
        do {
            try typed.validate()
        } catch {
            #expect(error.description == "groups[1].stories: must be a count >= 0, got -1")
        }
    }

    @Test("A group's thematic icons: any label, each a URL")
    func thematicIconUrls() throws {
        let read = try Self.input(#""groups":[{"id":1,"thematicIconUrls":{"xmas":"a.png","new year":"b.png"}}]"#)
        #expect(read.groups[0].thematicIconUrls == ["xmas": "a.png", "new year": "b.png"])
    }

    @Test("The template's size is read into `size`; `width` and `height` read and write it")
    func templateSize() throws {
        let read = try Self.input(
            #""style":"custom","custom":{"size":{"width":90,"height":120},"elements":[{"type":"icon"}]},"groups":[]"#)
        let custom = try #require(read.custom)
        #expect(custom.size == StoryGroupBarInput.Template.Size(width: 90, height: 120))
        #expect(custom.width == 90 && custom.height == 120)
        var built = StoryGroupBarInput.Template(width: 90, height: 120, elements: [.icon(.init())])
        #expect(built == custom)
        built.height = nil
        #expect(built.size.height == nil)
    }

    @Test("A typed template is checked as a read one: no elements, an element's range, the size's range")
    func typedTemplate() {
        func error(_ template: StoryGroupBarInput.Template) -> String? {
            let input = StoryGroupBarInput(
                environment: LayoutEnvironment(width: 390), style: .custom, custom: template, groups: [])
            do {
                try input.validate()
                return nil
            } catch {
                return error.description
            }
        }
        #expect(
            error(StoryGroupBarInput.Template(width: 90, height: 90, elements: []))
                == "custom.elements: must be a non-empty array of elements (icon, cover, title), got []")
        #expect(
            error(StoryGroupBarInput.Template(width: 90, height: 90, elements: [.icon(.init(width: 0))]))
                == "custom.elements[0].width: must be > 0 and <= 10000, got 0")
        #expect(
            error(StoryGroupBarInput.Template(width: -1, height: 90, elements: [.icon(.init())]))
                == "custom.size.width: must be > 0 and <= 10000, got -1")
        #expect(
            error(StoryGroupBarInput.Template(width: 90, height: 90, elements: [.title(.init(padding: .init(top: -2)))]))
                == "custom.elements[0].padding.top: must be 0...10000, got -2")
        #expect(error(StoryGroupBarInput.Template(width: 90, height: 90, elements: [.icon(.init())])) == nil)
    }

    @Test("The rules between values come after reading: a later bad value in the document is reported first")
    func rulesBetweenValuesAfterReading() {
        let noTemplate = StorylyValidationTests.document(#""style":"custom","groups":[{"id":""}]"#)
        #expect(
            Storyly.error(noTemplate)
                == #"groups[0].id: must be an integer of magnitude at most 9007199254740991 or a non-empty string, got """#)
        let noHeight = StorylyValidationTests.document(
            #""style":"custom","custom":{"size":{"width":90},"elements":[{"type":"icon"}]},"groups":[{"id":1,"seen":2}]"#)
        #expect(Storyly.error(noHeight) == "groups[0].seen: must be true or false, got 2")
        // Alone, each is reported.
        #expect(
            Storyly.error(StorylyValidationTests.document(#""style":"custom","groups":[]"#))
                == #"custom: is required; must be an object (the cell template) when style is "custom""#)
    }

    @Test("init(jsonValue:) reads and validates, as init(json:)")
    func jsonValueValidates() throws {
        let text = StorylyValidationTests.document(#""style":"custom","groups":[]"#)
        let value = try JSONParser.parse(Data(text.utf8))
        #expect(throws: CardLayoutError.self) { try StoryGroupBarInput(jsonValue: value) }
        #expect(throws: CardLayoutError.self) { try StoryGroupBarInput(json: Data(text.utf8)) }
    }
}
