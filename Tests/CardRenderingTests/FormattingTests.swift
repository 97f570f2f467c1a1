import CardGeometry
import Foundation
import Testing

@testable import CardRendering

@Suite("Formatting")
struct FormattingTests {
    @Test("Numbers keep at most three decimals, without trailing zeros or -0")
    func numbers() {
        #expect(NumberText.format(10.33333) == "10.333")
        #expect(NumberText.format(2.5) == "2.5")
        #expect(NumberText.format(201.3755) == "201.376")
        #expect(NumberText.format(-0.0001) == "0")
        #expect(NumberText.format(-3) == "-3")
        #expect(NumberText.format(1.23456, decimals: 1) == "1.2")
        #expect(NumberText.format(0.05, decimals: 1) == "0.1")
    }

    @Test("Quoted strings escape quotes, backslashes and control characters")
    func quoted() {
        #expect(DisplayText.quoted("a\"b\\c\nd\te\u{1}") == #""a\"b\\c\nd\te\u{1}""#)
        #expect(DisplayText.quoted("مرحبا") == "\"مرحبا\"")
    }

    @Test("A grid aligns columns and right-aligns the ones asked for")
    func grid() {
        var grid = TextGrid(rightAligned: [1])
        grid.append(["a", "1", "x"])
        grid.append(["long", "100", ""])
        #expect(grid.render() == ["a       1  x", "long  100"])
    }

    @Test("JSON text keeps key order and writes numbers with three decimals")
    func jsonText() throws {
        var object = JSONObject()
        object.append("b", .number(1.23456))
        object.append("a", .array([.null, .bool(true), .string("q\"\n")]))
        object.append("empty", .object(JSONObject()))
        let text = JSONValue.object(object).text(pretty: false)
        #expect(text == #"{"b":1.235,"a":[null,true,"q\"\n"],"empty":{}}"#)
        let pretty = JSONValue.object(object).text()
        #expect(pretty.hasPrefix("{\n  \"b\": 1.235,\n  \"a\": [\n    null,"))
        #expect(try JSONSerialization.jsonObject(with: Data(pretty.utf8)) is [String: Any])
    }

    @Test("Environment overrides replace the input's values and add missing ones")
    func overrides() throws {
        let document = try JSONValue(
            json: Data(#"{"environment": {"width": 390, "colorScheme": "light"}, "card": {}}"#.utf8))
        let overrides = EnvironmentOverrides(width: 320, layoutDirection: .rtl, displayScale: 2)
        guard case .object(let root) = overrides.applied(to: document),
            case .object(let environment)? = root["environment"]
        else {
            Issue.record("the environment is not an object: \(overrides.applied(to: document))")
            return
        }
        #expect(environment.keys == ["width", "colorScheme", "layoutDirection", "displayScale"])
        #expect(environment["width"] == .number(320))
        #expect(environment["colorScheme"] == .string("light"))
        #expect(environment["layoutDirection"] == .string("rtl"))

        let bare = try JSONValue(json: Data(#"{"card": {}}"#.utf8))
        let input = try StorytellerCardInput(jsonValue: EnvironmentOverrides(width: 300).applied(to: bare))
        #expect(input.environment.width == 300)

        // A wrong type is left for the decoder to report at its path.
        let wrong = try JSONValue(json: Data(#"{"environment": 3, "card": {}}"#.utf8))
        #expect(EnvironmentOverrides(width: 300).applied(to: wrong) == wrong)
        #expect(EnvironmentOverrides().applied(to: bare) == bare)
    }
}

@Suite("Environment overrides where missing")
struct OverridesWhereMissingTests {
    @Test("Only absent or null members are filled in")
    func onlyWhereMissing() throws {
        let document = try JSONValue(json: Data(#"{"environment": {"width": "wide", "displayScale": null}}"#.utf8))
        let filled = EnvironmentOverrides(width: 320, displayScale: 2).applied(to: document, onlyWhereMissing: true)
        guard case .object(let root) = filled, case .object(let environment)? = root["environment"] else {
            Issue.record("the environment is not an object: \(filled)")
            return
        }
        #expect(environment["width"] == .string("wide"))
        #expect(environment["displayScale"] == .number(2))
    }
}
