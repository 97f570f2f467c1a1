import CardGeometry
import Foundation
import Testing

/// Every example input (one per kind in Examples/), through every format:
/// what holds for any kind, so each kind is covered as soon as its example
/// lands.
@Suite("layout-dump, any kind")
struct AnyKindTests {
    static let examples: [URL] = {
        let folder = packageRoot.appendingPathComponent("Examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }()

    @Test("There is an example to run")
    func examplesExist() {
        #expect(Self.examples.contains { $0.lastPathComponent == "promo-card.json" })
    }

    @Test("JSON is the library's layout; environment options apply", arguments: examples)
    func json(_ example: URL) throws {
        let document = try JSONValue(json: Data(contentsOf: example))
        let result = try run([example.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == (try engine.layout(jsonValue: document)).jsonString(pretty: true) + "\n")

        let overridden = try run([
            example.path, "--width", "320", "--category", "AX5", "--scheme", "dark", "--direction", "rtl", "--scale", "2",
        ])
        let expected = try engine.layout(
            jsonValue: withEnvironment(
                document,
                [
                    "width": .number(320), "contentSizeCategory": .string("AX5"), "colorScheme": .string("dark"),
                    "layoutDirection": .string("rtl"), "displayScale": .number(2),
                ]))
        #expect(overridden.status == 0, "\(overridden.stderr)")
        #expect(overridden.stdout == expected.jsonString(pretty: true) + "\n")
    }

    @Test("The table has a row per text block of the JSON, named by its path, and a row per line", arguments: examples)
    func table(_ example: URL) throws {
        let layout = try engine.layout(json: Data(contentsOf: example))
        let result = try run([example.path, "--format", "table"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("\(example.path): "))
        #expect(lines[0].hasSuffix("(card-layout/1, \(layout.kind.rawValue))"))
        let blocks = textBlocks(in: layout.jsonValue, path: "")
        for (name, _) in blocks {
            #expect(lines.contains { $0.hasPrefix(name + " ") }, "\(name)")
        }
        let lineRows = lines.filter { $0.hasPrefix("  line ") }
        #expect(lineRows.count == blocks.reduce(0) { $0 + $1.lines })
    }

    @Test("The SVG draws every shape and a glyph group per text line; --frames outlines them", arguments: examples)
    func svg(_ example: URL) throws {
        let layout = try engine.layout(json: Data(contentsOf: example), includesGlyphs: true)
        let result = try run([example.path, "--format", "svg"])
        #expect(result.status == 0, "\(result.stderr)")
        let elements = try xmlElements(result.stdout)
        #expect(elements.first?.name == "svg")
        let lineGroups = elements.filter { $0.name == "g" && $0.attributes["class"]?.hasPrefix("line ") == true }
        #expect(lineGroups.count == layout.textBlocks.reduce(0) { $0 + $1.block.lines.count })
        let drawn = elements.compactMap { element -> String? in
            guard ["surface", "image", "badge", "text"].contains(element.attributes["class"] ?? "") else { return nil }
            return element.attributes["data-name"]
        }
        #expect(drawn.count == layout.shapes.count)

        let framed = try run([example.path, "--format", "svg", "--frames"])
        let rects = try xmlElements(framed.stdout).filter { $0.name == "rect" && $0.attributes["class"]?.hasPrefix("frame ") == true }
        #expect(rects.count >= layout.shapes.count + lineGroups.count)
    }

    @Test("The matrix gives each environment the height of its layout", arguments: examples)
    func matrix(_ example: URL) throws {
        let document = try JSONValue(json: Data(contentsOf: example))
        let result = try run([
            "matrix", example.path, "--widths", "320,390", "--categories", "L,AX5", "--directions", "rtl", "--format", "json",
        ])
        #expect([0, 1].contains(result.status), "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["kind"] as? String == (try engine.layout(jsonValue: document)).kind.rawValue)
        let layouts = try #require(object["layouts"] as? [[String: Any]])
        #expect(layouts.count == 8)
        for entry in layouts {
            let environment = try #require(entry["environment"] as? [String: Any])
            let single = withEnvironment(
                document,
                [
                    "width": .number(environment["width"] as? Double ?? 0),
                    "contentSizeCategory": .string(environment["contentSizeCategory"] as? String ?? ""),
                    "colorScheme": .string(environment["colorScheme"] as? String ?? ""),
                    "layoutDirection": .string("rtl"),
                ])
            switch Result(catching: { try engine.layout(jsonValue: single) }) {
            case .success(let layout):
                #expect(entry["height"] as? Double == Double(format(layout.size.height)))
                let texts = try #require(entry["texts"] as? [[String: Any]])
                #expect(texts.map { $0["name"] as? String ?? "" } == layout.textBlocks.map(\.name))
                #expect((entry["overflows"] as? [Any])?.count == layout.overflows.count)
            case .failure:
                #expect(entry["error"] is String)
                #expect(result.status == 1)
            }
        }
        let checked = try run([
            "matrix", example.path, "--widths", "320,390", "--categories", "L,AX5", "--directions", "rtl",
            "--fail-on", "truncation,resize,overflow",
        ])
        let failing = ["truncated", "resized", "overflowing", "failed"].contains { (object[$0] as? Int ?? 0) > 0 }
        #expect(checked.status == (failing ? 1 : 0))
    }

    @Test("Help says the tool takes any kind and lists the kinds")
    func help() throws {
        func flat(_ text: String) -> String {
            text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        let help = flat(try run(["--help"]).stdout)
        #expect(help.contains("card layouts of any kind"))
        for kind in LayoutKind.allCases { #expect(help.contains(kind.rawValue), "\(kind)") }
        let layoutHelp = flat(try run(["layout", "--help"]).stdout)
        #expect(layoutHelp.contains("an input of any kind"))
        let matrixHelp = flat(try run(["matrix", "--help"]).stdout)
        #expect(matrixHelp.contains("an input of any kind"))
        #expect(matrixHelp.contains("truncation, resize, overflow"))
    }

    /// Every text block in a layout's JSON: its path and line count.
    func textBlocks(in value: JSONValue, path: String) -> [(name: String, lines: Int)] {
        switch value {
        case .object(let object):
            if object["frame"] != nil, case .array(let lines)? = object["lines"], case .object? = object["font"] {
                return [(path, lines.count)]
            }
            return object.members.flatMap { textBlocks(in: $0.value, path: path.isEmpty ? $0.key : path + "." + $0.key) }
        case .array(let elements):
            return elements.enumerated().flatMap { textBlocks(in: $1, path: path + "[\($0)]") }
        default:
            return []
        }
    }
}

/// `document` with `values` set in its `environment` (added when absent).
func withEnvironment(_ document: JSONValue, _ values: [String: JSONValue]) -> JSONValue {
    guard case .object(let root) = document else { return document }
    var environment: [JSONObject.Member] = []
    if case .object(let object)? = root["environment"] { environment = object.members }
    for (key, value) in values.sorted(by: { $0.key < $1.key }) {
        if let index = environment.firstIndex(where: { $0.key == key }) {
            environment[index].value = value
        } else {
            environment.append(.init(key: key, value: value))
        }
    }
    var members = root.members.filter { $0.key != "environment" }
    members.insert(.init(key: "environment", value: .object(JSONObject(environment))), at: 0)
    return .object(JSONObject(members))
}
