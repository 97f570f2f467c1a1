import Foundation
import Testing

@testable import CardGeometry
@testable import CardGeometryCore
@testable import SheetCards

/// `$schema` names the JSON Schema a document follows, for editors: every
/// kind accepts it without a warning, whatever string it is (a URL, or a
/// path to a local copy of `schemas/`); anything but a string is an error.
@Suite("Schemas: the $schema key")
struct SchemaKeyTests {
    /// Each kind's example (Examples/), as text.
    static var documents: [(kind: String, json: String)] {
        get throws {
            try Repository.jsonFiles(under: "Examples").map { url in
                let text = try String(contentsOf: url, encoding: .utf8)
                let kind = try Repository.json(url).objectMember("kind").flatMap { value -> String? in
                    if case .string(let name) = value { name } else { nil }
                }
                return (kind ?? "storyteller", text)
            }
        }
    }

    /// The document with `"$schema": value` as its first member.
    static func withSchema(_ json: String, _ value: String) -> Data {
        let body = json.drop { $0 != "{" }.dropFirst()
        return Data(("{\"$schema\": " + value + ", " + body).utf8)
    }

    @Test("Every kind accepts a $schema string with no warning", arguments: [
        #""https://cardgeometry.dev/schemas/sheet-cards.schema.json""#, #""./schemas/anything.json""#,
    ])
    func accepted(value: String) throws {
        for document in try Self.documents {
            let plain = try engine.layout(json: Data(document.json.utf8))
            let layout = try engine.layout(json: Self.withSchema(document.json, value))
            #expect(layout.kind.rawValue == document.kind)
            #expect(layout.warnings == plain.warnings, "\(document.kind)")
            #expect(!layout.warningTexts.contains { $0.contains("$schema") }, "\(document.kind)")
        }
    }

    @Test("A $schema that is not a string is an error at its path, for every kind")
    func notAString() throws {
        for document in try Self.documents {
            do {
                _ = try engine.layout(json: Self.withSchema(document.json, "1"))
                Issue.record("\(document.kind): accepted a numeric $schema")
            } catch {
                #expect(error.description == "$schema: must be a string, got 1", "\(document.kind)")
            }
        }
    }
}
