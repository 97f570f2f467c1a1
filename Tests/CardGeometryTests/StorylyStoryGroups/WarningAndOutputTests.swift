import CardText
import Foundation
import Testing

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

@Suite("Storyly story groups: warnings, output JSON and the Swift API")
struct StorylyWarningAndOutputTests {
    @Test("Unknown keys are warnings with their path, in document order, at every level; labels are never unknown")
    func unknownKeys() throws {
        let json = #"""
            {"kind":"storyly.storyGroups","version":2,
             "environment":{"width":390,"safeArea":4},
             "theme":{"motion":{},"icon":{"colour":"#FFFFFF"},"title":{"kerning":1},"list":{"snap":true}},
             "style":"custom",
             "custom":{"size":{"width":100,"height":200,"depth":1},"shadow":true,
                       "elements":[{"type":"title","dynamicTypeEnabled":false,"maximumContentSizeCategory":"AX5"},
                                   {"type":"cover","scale":2}]},
             "groups":[{"id":1,"thematicIconUrls":{"anything":"u"},"story":{}},{"id":2,"extra":null}],
             "trailing":0}
            """#
        let layout = try Storyly.layout(json)
        #expect(
            layout.warningTexts == [
                "version: unknown key, ignored",
                "environment.safeArea: unknown key, ignored",
                "theme.motion: unknown key, ignored",
                "theme.icon.colour: unknown key, ignored",
                "theme.title.kerning: unknown key, ignored",
                "theme.list.snap: unknown key, ignored",
                "custom.size.depth: unknown key, ignored",
                "custom.shadow: unknown key, ignored",
                "custom.elements[0].dynamicTypeEnabled: unknown key, ignored",
                "custom.elements[0].maximumContentSizeCategory: unknown key, ignored",
                "custom.elements[1].scale: unknown key, ignored",
                "groups[0].story: unknown key, ignored",
                "groups[1].extra: unknown key, ignored",
                "trailing: unknown key, ignored",
            ])
    }

    @Test("A custom object with another style is ignored with a warning; a fit height too; in document order")
    func ignoredValues() throws {
        let json = #"""
            {"kind":"storyly.storyGroups","environment":{"width":390},
             "custom":{"sizing":"fit","size":{"width":100,"height":120},"glow":1,"elements":[{"type":"title"}]},
             "style":"small","groups":[{"id":1}],"more":1}
            """#
        let layout = try Storyly.layout(json)
        #expect(
            layout.warningTexts == [
                #"custom is ignored unless style is "custom""#,
                #"custom.size.height is ignored with sizing "fit""#,
                "custom.glow: unknown key, ignored",
                "more: unknown key, ignored",
            ])
        #expect(layout.groups[0].frame.width == 70)

        // The input holds them with their paths, in the same order; the
        // notes' messages continue their paths (a property of the warning,
        // not of its text).
        let input = try StoryGroupBarInput(json: Data(json.utf8))
        #expect(
            input.warnings == [
                CardLayoutWarning(path: "custom", code: .unusedValue, message: #"is ignored unless style is "custom""#, joining: .sentence),
                CardLayoutWarning(
                    path: "custom.size.height", code: .unusedValue, message: #"is ignored with sizing "fit""#, joining: .sentence),
                CardLayoutWarning(path: "custom.glow", code: .unknownKey, message: "unknown key, ignored"),
                CardLayoutWarning(path: "more", code: .unknownKey, message: "unknown key, ignored"),
            ])
        #expect(try engine.layout(input).warnings == layout.warnings)
        #expect(LayoutInput.storylyStoryGroups(input).warnings == Array(layout.warnings))

        let used = try Storyly.layout(json.replacingOccurrences(of: #""small""#, with: #""custom""#))
        #expect(used.warningTexts.first == #"custom.size.height is ignored with sizing "fit""#)
        #expect(used.groups[0].frame.width == 100)
        #expect(used.groups[0].frame.height == 0)
    }

    @Test("Layout warnings follow reading warnings, in rule order: clipped items, the offset, the bar height")
    func warningOrder() throws {
        // Items 100 x 10 whose icon is 50 tall; the bar 15 tall for an NH of
        // 4 + 10 + 4; CW = 4 + 100 + 8 + 100 + 4 = 216, so o is at most 16.
        let layout = try Storyly.layout([
            "environment": ["width": 200, "height": 15],
            "style": "custom", "scrollOffset": 5000, "extra": true,
            "custom": ["size": ["width": 100, "height": 10], "elements": [["type": "icon", "width": 50, "height": 50]]],
            "groups": [["id": "b", "index": 1], ["id": "a", "index": 0]],
        ])
        #expect(
            layout.warningTexts == [
                "extra: unknown key, ignored",
                #"groups[0] (id "a"): content is 40 pt taller than its fixed size"#,
                #"groups[1] (id "b"): content is 40 pt taller than its fixed size"#,
                "scrollOffset 5000 is past the end; using 16",
                "bar height 15 is 3 pt shorter than its content",
            ])
        #expect(layout.bar.overflow == 3)
        #expect(layout.overflows.map(\.name) == ["groups[0]", "groups[1]", "bar"])
        #expect(layout.overflows.map(\.points) == [40, 40, 3])
    }

    @Test("The JSON has the spec's keys in the spec's order; ids are written as given")
    func jsonShape() throws {
        let json = #"""
            {"kind":"storyly.storyGroups","environment":{"width":390},
             "groups":[{"id":7.0,"stories":[{},{},{}]},{"id":"7"},{"id":9007199254740991},{"id":-3}]}
            """#
        let layout = try Storyly.layout(json)
        guard case .object(let root) = layout.jsonValue else { Issue.record("not an object"); return }
        #expect(root.keys == ["schema", "kind", "style", "size", "bar", "groups", "warnings"])
        #expect(root["schema"] == .string("card-layout/1"))
        #expect(root["kind"] == .string("storyly.storyGroups"))
        guard case .object(let bar) = root["bar"] else { Issue.record("no bar"); return }
        #expect(bar.keys == ["frame", "contentSize", "scrollOffset", "naturalHeight", "overflow", "backgroundColor"])
        guard case .array(let groups) = root["groups"], case .object(let first) = groups.first else {
            Issue.record("no groups")
            return
        }
        #expect(
            first.keys == [
                "id", "index", "position", "seen", "pinned", "type", "storyCount", "frame", "cornerRadius",
                "backgroundColor", "visible", "fullyVisible", "clipped", "icon", "cover", "title", "pin", "ivod",
            ])
        guard case .object(let icon) = first["icon"], case .object(let image) = icon["image"],
            case .object(let ring) = icon["ring"]
        else {
            Issue.record("no icon")
            return
        }
        #expect(icon.keys == ["frame", "cornerRadius", "ring", "image"])
        #expect(ring.keys == ["frame", "width", "cornerRadius", "colors"])
        #expect(image.keys == ["frame", "cornerRadius", "backgroundColor", "url"])
        #expect(first["storyCount"] == .number(3))
        let text = layout.jsonString(pretty: false)
        #expect(text.contains(#"{"id":7,"index":0,"#))
        #expect(text.contains(#"{"id":"7","index":1,"#))
        #expect(text.contains(#"{"id":9007199254740991,"index":2,"#))
        #expect(text.contains(#"{"id":-3,"index":3,"#))
        #expect(text.contains(#""pin":null,"ivod":null"#))
    }

    @Test("The shapes: the bar, then each item's cell, ring, image, title and badges")
    func shapes() throws {
        let layout = try Storyly.layout(Storyly.workedExample)
        let names: [String] = layout.shapes.map { shape in
            switch shape {
            case .surface(let surface): surface.name
            case .image(let image): image.name
            case .text(let name, _): name
            case .badge(let badge): badge.name
            }
        }
        #expect(
            Array(names.prefix(8)) == [
                "bar", "groups[0]", "groups[0].icon.ring", "groups[0].icon.image", "groups[0].title", "groups[0].pin",
                "groups[0].ivod", "groups[1]",
            ])
        guard case .surface(let ring) = layout.shapes[2] else { Issue.record("no ring"); return }
        #expect(ring.border?.colors.count == 5)
        #expect(ring.border?.width == 2)
        #expect(ring.fill == nil)
        guard case .image(let image) = layout.shapes[3] else { Issue.record("no image"); return }
        #expect(image.cornerRadius == 36)
        #expect(image.fill?.hex == "#DDDDDDFF")
        #expect(layout.textBlocks.count == 5)
        let generic = try engine.layout(json: Data(Storyly.workedExample.utf8))
        #expect(generic.kind == .storylyStoryGroups)
        #expect(generic.size == layout.size)
    }

    @Test("An input built in Swift lays out like its JSON, and is validated the same way")
    func swiftInput() throws {
        let input = StoryGroupBarInput(
            environment: LayoutEnvironment(width: 390),
            groups: [
                StoryGroupBarInput.Group(id: .integer(1), title: "New in", index: 0, seen: true),
                StoryGroupBarInput.Group(id: .integer(2), title: "Summer Sale: up to 50% off everything", index: 1),
                StoryGroupBarInput.Group(id: .integer(3), title: "Live", index: 2, pinned: true, type: .ivod),
                StoryGroupBarInput.Group(id: .integer(4), title: "Kids", index: 3),
                StoryGroupBarInput.Group(id: .integer(5), title: "Travel deals", index: 4),
            ])
        let built = try engine.layout(input)
        let decoded = try engine.layout(try StoryGroupBarInput(json: Data(Storyly.workedExample.utf8)))
        #expect(built == decoded)
        #expect(try engine.height(for: input, width: 390) == 131)
        var hosted = input
        hosted.environment.height = 60
        #expect(try engine.height(for: hosted, width: 390) == 131)
        // The width given is the one laid out, not the input's (here out
        // of range).
        var narrow = input
        narrow.environment.width = 10_001
        #expect(try engine.height(for: narrow, width: 390) == 131)

        func error(_ change: (inout StoryGroupBarInput) -> Void) -> String? {
            var copy = input
            change(&copy)
            do {
                _ = try engine.layout(copy)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(error { $0.scrollOffset = .nan } == "scrollOffset: must be 0...1000000, got nan")
        #expect(error { $0.theme.title.lines = 0 } == "theme.title.lines: must be an integer 1...10, got 0")
        #expect(error { $0.theme.border.colorSeen.dark = [] } == "theme.border.colorSeen.dark: must be a non-empty array of colors #RRGGBB or #RRGGBBAA, got []")
        #expect(error { $0.groups[3].id = .integer(2) } == "groups[3].id: must be unique in groups (groups[1].id has it too), got 2")
        #expect(error { $0.groups[0].id = .string("") } == #"groups[0].id: must be an integer of magnitude at most 9007199254740991 or a non-empty string, got """#)
        #expect(error { $0.style = .custom } == #"custom: is required; must be an object (the cell template) when style is "custom""#)
        #expect(
            error {
                $0.style = .custom
                $0.custom = StoryGroupBarInput.Template(width: 100, elements: [.title(.init())])
            } == #"custom.size.height: is required; must be a number > 0 and <= 10000 with sizing "fixed""#)
        #expect(
            error {
                $0.custom = StoryGroupBarInput.Template(
                    sizing: .fit, width: 100, elements: [.cover(.init(aspectRatio: .init(width: 0, height: 1)))])
            } == #"custom.elements[0].aspectRatio: must be a string "w:h" of two integers 1...10000 (digits only), got "0:1""#)
        #expect(
            error {
                $0.custom = StoryGroupBarInput.Template(sizing: .fit, width: 100, elements: [.title(.init()), .title(.init())])
            } == #"custom.elements[1].type: must be a type no other element has (custom.elements[0] is a title), got "title""#)

        // Swift-built inputs get the reading warnings too.
        var ignored = input
        ignored.custom = StoryGroupBarInput.Template(sizing: .fit, width: 100, height: 50, elements: [.title(.init())])
        #expect(
            try engine.layout(ignored).warningTexts == [
                #"custom is ignored unless style is "custom""#, #"custom.size.height is ignored with sizing "fit""#,
            ])
    }
}
