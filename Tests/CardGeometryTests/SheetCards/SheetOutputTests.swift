import Foundation
import Testing

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

/// The `card-layout/1` JSON, the shapes a picture draws, and the Swift API.
@Suite("Sheet cards: output and API")
struct SheetOutputTests {
    func keys(_ value: JSONValue?) -> [String] {
        guard case .object(let object)? = value else { return [] }
        return object.keys
    }

    func member(_ value: JSONValue, _ key: String) -> JSONValue? {
        guard case .object(let object) = value else { return nil }
        return object[key]
    }

    @Test("Keys are written in the spec's order, at every level")
    func keyOrder() throws {
        let json = try Sheet.layout(
            Sheet.workedExample.replacingOccurrences(
                of: #""floatyButton": true"#, with: #""floatyButton": true, "accessoryHeight": 10"#)
        ).jsonValue
        #expect(
            keys(json) == [
                "schema", "kind", "size", "mode", "sizeClasses", "stackDepth", "type", "requestedPosition", "position",
                "availablePositions", "positions", "card", "header", "grabHandle", "title", "subtitle", "accessory",
                "closeButton", "separator", "content", "floatyButton", "map", "statusBarBlur", "mapButtons",
                "transition", "snap", "warnings",
            ])
        #expect(keys(member(json, "sizeClasses")) == ["horizontal", "vertical"])
        #expect(keys(member(json, "positions")) == ["extended", "peaking", "collapsed"])
        let card = try #require(member(json, "card"))
        #expect(keys(card) == ["frame", "cornerRadius", "corners", "backgroundColor", "shadow"])
        #expect(keys(member(card, "shadow")) == ["color", "offsetX", "offsetY", "radius", "opacity"])
        #expect(keys(member(json, "header")) == ["frame", "height"])
        #expect(keys(member(json, "grabHandle")) == ["frame", "cornerRadius", "color", "alpha"])
        #expect(keys(member(json, "accessory")) == ["frame"])
        let close = try #require(member(json, "closeButton"))
        #expect(keys(close) == ["frame", "icon"])
        #expect(keys(member(close, "icon")) == ["frame", "cornerRadius", "backgroundColor", "crossColor"])
        #expect(keys(member(json, "separator")) == ["frame", "color", "visible"])
        #expect(
            keys(member(json, "content"))
                == ["frame", "viewport", "contentHeight", "scrollOffset", "scrollEnabled", "alpha"])
        #expect(keys(member(json, "floatyButton")) == ["frame", "cornerRadius", "backgroundColor", "alpha"])
        let map = try #require(member(json, "map"))
        #expect(keys(map) == ["frame", "dimming", "edgePadding"])
        #expect(keys(member(map, "dimming")) == ["frame", "color", "alpha"])
        #expect(keys(member(map, "edgePadding")) == ["top", "left", "bottom", "right"])
        #expect(keys(member(json, "statusBarBlur")) == ["frame"])
        let buttons = try #require(member(json, "mapButtons"))
        #expect(keys(buttons) == ["alpha", "top", "bottom"])
        let top = try #require(member(buttons, "top"))
        #expect(keys(top) == ["frame", "cornerRadius", "buttons", "separators"])
        guard case .array(let separators)? = member(top, "separators") else {
            Issue.record("no separators")
            return
        }
        #expect(keys(separators.first) == ["frame", "color"])
        let transition = try #require(member(json, "transition"))
        #expect(keys(transition) == ["push", "pop", "restorePosition"])
        #expect(keys(member(transition, "push")) == ["duration", "damping", "dimColor", "dimAlpha"])
        #expect(
            keys(member(json, "snap")) == [
                "fromY", "velocity", "projectedY", "position", "y", "duration", "damping", "contentAlpha",
                "mapButtonsAlpha",
            ])
    }

    @Test("Absent parts are null; fixed values are written as the spec gives them")
    func written() throws {
        let text = try Sheet.layout(environment: ["safeAreaInsets": ["top": 0]]).jsonString(pretty: false)
        for part in [
            #""accessory":null"#, #""closeButton":null"#, #""floatyButton":null"#, #""statusBarBlur":null"#,
            #""top":null,"bottom":null"#, #""transition":null"#, #""snap":null"#, #""subtitle":null"#,
            #""schema":"card-layout/1","kind":"tgcard.sheet""#, #""corners":"top""#,
            ##""shadow":{"color":"#000000FF","offsetX":0,"offsetY":2,"radius":4,"opacity":0.16}"##,
        ] {
            #expect(text.contains(part), "\(part)")
        }
        let stack = try Sheet.layout(cards: [["title": "A"], ["title": "B"]]).jsonString(pretty: false)
        #expect(
            stack.contains(
                ##""push":{"duration":0.25,"damping":0.75,"dimColor":"#000000FF","dimAlpha":[0,0.25]},"##
                    + ##""pop":{"duration":0.313,"damping":1,"dimColor":"#000000FF","dimAlpha":[0.25,0]}"##))
    }

    @Test("The engine's JSON entry point gives a sheet layout, the same as the typed one")
    func engineDispatch() throws {
        let layout = try engine.layout(json: Data(Sheet.workedExample.utf8))
        #expect(layout.kind == .sheetCards)
        #expect(layout.storyteller == nil)
        let typed = try engine.layout(SheetCardInput(json: Data(Sheet.workedExample.utf8)))
        #expect(layout.sheetCards == typed)
        #expect(layout.jsonString() == typed.jsonString())
        #expect(layout.size == typed.size)
    }

    @Test("Examples/sheet-cards.json lays out without warnings, as the worked example with table cards")
    func example() throws {
        let url = try #require(GoldenFiles.root).deletingLastPathComponent()
            .appendingPathComponent("Examples/sheet-cards.json")
        let layout = try Sheet.layout(String(decoding: try Data(contentsOf: url), as: UTF8.self))
        #expect(layout.warnings.isEmpty)
        #expect(layout.type == .table)
        var worked = try Sheet.layout(Sheet.workedExample)
        worked.type = .table
        #expect(layout == worked)
    }

    @Test("A Swift-built input reads and lays out like the same input in JSON")
    func swiftInput() throws {
        let input = SheetCardInput(
            environment: LayoutEnvironment(
                width: 402, height: 874, displayScale: 3, safeAreaInsets: EdgeInsets(top: 62, bottom: 34)),
            cards: [
                SheetCardInput.Card(title: "Home"),
                SheetCardInput.Card(
                    title: "Central Station", subtitle: "Platform 3 · 2 min walk", contentHeight: 900,
                    floatyButton: true, mapButtons: SheetMapButtons(top: 2, bottom: 1)),
            ],
            drag: SheetCardInput.Drag(y: 420, velocity: -900))
        #expect(try SheetCardInput(json: Data(Sheet.workedExample.utf8)) == input)
        #expect(try engine.layout(input) == (try Sheet.layout(Sheet.workedExample)))
    }

    @Test("A Swift-built input is validated like JSON, naming the JSON path")
    func swiftValidation() {
        func error(_ change: (inout SheetCardInput) -> Void) -> String? {
            var input = SheetCardInput(environment: LayoutEnvironment(width: 402, height: 874), cards: [SheetCardInput.Card()])
            change(&input)
            do {
                _ = try engine.layout(input)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(error { _ in } == nil)
        #expect(
            error { $0.environment.height = nil }
                == "environment.height: is required; must be a number > 0 and <= 10000")
        #expect(error { $0.cards = [] } == "cards: must be a non-empty array of at most 50 cards, got []")
        #expect(error { $0.cards[0].mapButtons.top = 9 } == "cards[0].mapButtons.top: must be an integer 0...8, got 9")
        #expect(
            error { $0.cards[0].contentHeight = .nan } == "cards[0].contentHeight: must be 0...1000000, got nan")
        #expect(error { $0.scrollOffset = -1 } == "scrollOffset: must be 0...1000000, got -1")
        #expect(
            error { $0.drag = SheetCardInput.Drag(y: 0, velocity: .infinity) }
                == "drag.velocity: must be -100000...100000, got inf")
        #expect(
            error { $0.style.fontFamily = "" }?.hasPrefix("style.fontFamily: must be one of the registered") == true)
    }

    @Test("A picture: three panels side by side, collapsed, peaking, extended, named by position and path")
    func shapes() throws {
        let layout = try Sheet.layout(Sheet.workedExample)
        #expect(layout.drawingSize == LayoutSize(width: 3 * 402 + 2 * 40, height: 874))
        #expect(layout.sheetsAtEveryPosition.map(\.position) == [.collapsed, .peaking, .extended])
        #expect(layout.sheetsAtEveryPosition[1] == layout.sheet)
        let names = layout.shapes.map(\.name)
        for position in ["collapsed", "peaking", "extended"] {
            for path in [
                "map", "mapButtons.top.buttons[0]", "mapButtons.top.buttons[1]", "mapButtons.top.separators[0]",
                "mapButtons.bottom.buttons[0]", "statusBarBlur", "card", "grabHandle", "title", "subtitle",
                "closeButton.icon", "floatyButton",
            ] {
                #expect(names.contains("\(position).\(path)"), "\(position).\(path)")
            }
        }
        // The map is drawn first in each panel; the extended one is dimmed.
        #expect(names.first == "collapsed.map")
        #expect(names.contains("extended.map.dimming") && !names.contains("peaking.map.dimming"))
        // Content shows where its alpha is 1.
        #expect(!names.contains("collapsed.content.viewport") && names.contains("peaking.content.viewport"))
        // Panels are offset by W + 40; texts keep their baselines.
        let peakingCard = try #require(layout.shapes.first { $0.name == "peaking.card" })
        guard case .surface(let surface) = peakingCard else { throw SheetTestFailure("the card is not a surface") }
        #expect(same(surface.frame, rect(442, 400, 402, 800)))
        #expect(surface.cornerRadius == 12 && surface.shadow?.opacity == 0.16)
        let title = try #require(layout.textBlocks.first { $0.name == "extended.title" }?.block)
        #expect(same(title.frame, rect(16 + 884, 98, 330, 20.667)))
        #expect(
            same(title.lines[0].frame, layout.sheetsAtEveryPosition[2].title!.lines[0].frame.offsetBy(dx: 884, dy: 0)))
        #expect(title.lines[0].baseline == layout.sheetsAtEveryPosition[2].title!.lines[0].baseline)
        // Map buttons carry the fade: 0 at extended in bottom mode.
        let faded = try #require(layout.shapes.first { $0.name == "extended.mapButtons.top.buttons[0]" })
        guard case .badge(let badge) = faded else { throw SheetTestFailure("a map button is not a badge") }
        #expect(badge.opacity == 0)
        #expect(same(badge.frame, rect(350 + 884, 70, 44, 44)))
    }
}
