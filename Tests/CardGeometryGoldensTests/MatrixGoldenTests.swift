import CardGeometry
import CardGeometryGoldens
import CardRendering
import Foundation
import Testing

@Suite("Device-matrix goldens")
struct MatrixGoldenTests {
    let checker = GoldenChecker(engine: engine)

    /// A case with matrix options; returns the matrix case.
    func matrixCase(options: String) throws -> (GoldenCase, URL) {
        let folder = try temporaryFolder()
        try Data(cardInput(title: "A title that may wrap onto a second line at small widths").utf8)
            .write(to: folder.appendingPathComponent("card.input.json"))
        try Data(options.utf8).write(to: folder.appendingPathComponent("card.matrix.json"))
        let cases = GoldenFolder(root: folder.path, files: files(under: folder)).cases
        return (try #require(cases.first { $0.form == .matrix }), folder)
    }

    @Test("The expected file is the matrix command's JSON report; heights within 0.01 pt, marks exactly")
    func recordAndCompare() throws {
        let (goldenCase, _) = try matrixCase(
            options: #"{"widths": [320, 390], "categories": ["L", "AX5"], "schemes": ["light"], "directions": ["ltr"]}"#)
        let missing = checker.check(goldenCase)
        #expect(missing.status == .missing)
        let actual = try #require(missing.actual)
        // What `layout-dump matrix --format json` writes for the same options.
        let input = try engine.input(json: Data(cardInput(title: "A title that may wrap onto a second line at small widths").utf8))
        let matrix = DeviceMatrix(widths: [320, 390], categories: [.large, .accessibilityExtraExtraExtraLarge], schemes: [.light], directions: [.ltr])
        #expect(String(decoding: actual, as: UTF8.self) == matrix.run(input, engine: engine).json() + "\n")
        #expect(String(decoding: actual, as: UTF8.self).contains(#""schema": "layout-matrix/1""#))
        let expected = URL(fileURLWithPath: goldenCase.expectedPath)
        try actual.write(to: expected)
        #expect(checker.check(goldenCase).status == .passed)

        // One environment's height moved by more than the tolerance.
        var report = try #require(try JSONValue(json: actual).objectValue)
        var layouts = try #require(report["layouts"]?.arrayValue)
        var first = try #require(layouts[0].objectValue)
        let height = try #require(first["height"]?.numberValue)
        first.set("height", .number(height + 0.5))
        first.set("truncated", .bool(true))
        layouts[0] = .object(first)
        // An environment the matrix no longer has, and one it has that was not expected.
        var last = try #require(layouts[layouts.count - 1].objectValue)
        var environment = try #require(last["environment"]?.objectValue)
        environment.set("width", .number(999))
        last.set("environment", .object(environment))
        layouts[layouts.count - 1] = .object(last)
        report.set("layouts", .array(layouts))
        try Data((JSONValue.object(report).text(pretty: true) + "\n").utf8).write(to: expected)
        let result = checker.check(goldenCase)
        #expect(result.status == .failed)
        #expect(
            result.differences.map(\.summary) == [
                "layouts[320 L light ltr].height \(NumberText.format(height + 0.5)) → \(NumberText.format(height)) (−0.5)",
                "layouts[320 L light ltr].truncated true → false",
                "layouts[999 AX5 light ltr] an environment → nothing",
                "layouts[390 AX5 light ltr] nothing → an environment",
            ])
    }

    @Test(
        "Bad matrix options name the file, the key and what is allowed",
        arguments: [
            (#"{"width": [320]}"#, #"unknown key "width"; the matrix options are widths, categories, schemes, directions"#),
            (#"{"widths": []}"#, "widths must be a non-empty array of numbers > 0"),
            (#"{"widths": [320, -1]}"#, "widths[1] is -1; allowed: numbers > 0"),
            (#"{"categories": ["L", "huge"]}"#, #"categories[1] is "huge"; allowed: xS, S, M, L, xL, xxL, xxxL, AX1"#),
            (#"[320]"#, "the matrix options must be an object"),
        ])
    func badOptions(options: String, message: String) throws {
        let (goldenCase, _) = try matrixCase(options: options)
        let result = checker.check(goldenCase)
        #expect(result.status == .error)
        #expect(result.message?.hasPrefix(goldenCase.matrixOptionsPath ?? "?") == true)
        #expect(result.message?.contains(message) == true, "\(result.message ?? "")")
    }
}

extension JSONValue {
    var objectValue: JSONObject? { if case .object(let object) = self { object } else { nil } }
    var arrayValue: [JSONValue]? { if case .array(let items) = self { items } else { nil } }
    var numberValue: Double? { if case .number(let number) = self { number } else { nil } }
}

extension JSONObject {
    mutating func set(_ key: String, _ value: JSONValue) {
        self = JSONObject(members.map { $0.key == key ? JSONObject.Member(key: key, value: value) : $0 })
    }
}
