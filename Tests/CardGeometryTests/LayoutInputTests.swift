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

@Suite("Typed input of any kind")
struct LayoutInputTests {
    @Test("Read once and laid out, every golden input gives the layout laid out from its JSON")
    func goldenInputsReadOnce() throws {
        for goldenCase in GoldenCase.all {
            let data = try Data(contentsOf: goldenCase.input)
            let fromJSON = Result { () throws(CardLayoutError) in try engine.layout(json: data) }
            let typed = Result { () throws(CardLayoutError) in try engine.layout(engine.input(json: data)) }
            #expect(typed == fromJSON, "\(goldenCase.name)")
        }
    }

    @Test("Setting the environment on the typed input lays it out there, for every kind")
    func environmentSet() throws {
        for example in ["promo-card", "braze-content-cards", "storyly-story-groups", "sheet-cards", "storifyme-widgets"] {
            let data = try exampleData(example)
            var input = try engine.input(json: data)
            input.environment.width = 320
            input.environment.contentSizeCategory = .accessibilityExtraExtraExtraLarge
            input.environment.layoutDirection = .rtl
            let expected = try engine.layout(
                json: rewritingEnvironment(
                    data, ["width": 320, "contentSizeCategory": "AX5", "layoutDirection": "rtl"]))
            #expect(try engine.layout(input) == expected, "\(example)")
        }
    }

    @Test("An environment value set out of range is an error at its path")
    func environmentChecked() throws {
        var input = try engine.input(json: exampleData("braze-content-cards"))
        input.environment.width = 20_000
        #expect(throws: CardLayoutError.self) { try engine.layout(input) }
        do {
            _ = try engine.layout(input)
        } catch {
            #expect(error.description == "environment.width: must be > 0 and <= 10000, got 20000")
        }
    }

    @Test("Overrides replace the input's own values, which are then not read")
    func replacing() throws {
        let json = #"{"environment": {"width": "wide", "displayScale": 7}, "card": {"id": "c", "title": "T"}}"#
        let input = try engine.input(
            json: Data(json.utf8), replacing: EnvironmentOverrides(width: 300, displayScale: 2))
        #expect(input.environment.width == 300)
        #expect(input.environment.displayScale == 2)
        #expect(input.warnings.isEmpty)
    }

    @Test("An input that leaves out what an override supplies is valid (the environment too)")
    func leftOut() throws {
        let noWidth = #"{"environment": {"layoutDirection": "rtl"}, "card": {"id": "c", "title": "T"}}"#
        let noEnvironment = #"{"card": {"id": "c", "title": "T"}}"#
        for json in [noWidth, noEnvironment] {
            #expect(throws: CardLayoutError.self) { try engine.input(json: Data(json.utf8)) }
            let replaced = try engine.input(json: Data(json.utf8), replacing: EnvironmentOverrides(width: 330))
            let filled = try engine.input(json: Data(json.utf8), fillingMissing: EnvironmentOverrides(width: 330))
            #expect(replaced.environment.width == 330)
            #expect(filled == replaced)
            #expect(try engine.layout(filled).size.width == 330)
        }
    }

    @Test("Filling in keeps and checks the input's own values")
    func fillingChecksOwn() throws {
        let valid = #"{"environment": {"width": 350}, "card": {"id": "c", "title": "T"}}"#
        let filled = try engine.input(json: Data(valid.utf8), fillingMissing: EnvironmentOverrides(width: 330))
        #expect(filled.environment.width == 350)
        let invalid = #"{"environment": {"width": -1}, "card": {"id": "c", "title": "T"}}"#
        do {
            _ = try engine.input(json: Data(invalid.utf8), fillingMissing: EnvironmentOverrides(width: 330))
            Issue.record("no error")
        } catch {
            #expect(error.description == "environment.width: must be > 0 and <= 10000, got -1")
        }
    }

    @Test("A batch of typed inputs gives the layouts one by one, in order")
    func batch() throws {
        var inputs: [LayoutInput] = []
        for width in [300.0, 340, 390, 430] {
            var input = try engine.input(json: exampleData("storyly-story-groups"))
            input.environment.width = width
            inputs.append(input)
        }
        var bad = inputs[0]
        bad.environment.width = 0
        inputs.append(bad)
        let results = engine.layout(batch: inputs)
        #expect(results.count == 5)
        for (input, result) in zip(inputs, results) {
            #expect(result == Result { () throws(CardLayoutError) in try engine.layout(input) })
        }
    }

    private func exampleData(_ name: String) throws -> Data {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try Data(contentsOf: root.appendingPathComponent("Examples/\(name).json"))
    }

    /// `data` with its environment's members set to `values`.
    private func rewritingEnvironment(_ data: Data, _ values: [String: Any]) throws -> Data {
        var text = String(decoding: data, as: UTF8.self)
        var document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var environment = document["environment"] as? [String: Any] ?? [:]
        for (key, value) in values { environment[key] = value }
        document["environment"] = environment
        text = String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self)
        return Data(text.utf8)
    }
}
