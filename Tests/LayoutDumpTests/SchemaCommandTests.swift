import Foundation
import Testing

/// `layout-dump schema`: prints the committed schemas, writes them all,
/// prints field tables, and says which kinds are described.
@Suite("layout-dump schema")
struct SchemaCommandTests {
    static let schemas = packageRoot.appendingPathComponent("schemas")

    @Test("A kind's input schema and the output schema are the committed files")
    func printsCommittedSchemas() throws {
        for (argument, file) in [("tgcard.sheet", "sheet-cards.schema.json"), ("output", "card-layout.schema.json")] {
            let result = try run(["schema", argument])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == (try String(contentsOf: Self.schemas.appendingPathComponent(file), encoding: .utf8)))
        }
    }

    @Test("--write writes every committed schema")
    func writesAll() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try run(["schema", "--write", directory.path])
        #expect(result.status == 0, "\(result.stderr)")
        // The golden check report's schema is written by hand, not generated.
        let committed = try FileManager.default.contentsOfDirectory(atPath: Self.schemas.path)
            .filter { $0 != "card-layout-check.schema.json" }.sorted()
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == committed)
    }

    @Test("--field-tables prints Markdown tables; an unknown kind is a usage error")
    func tablesAndErrors() throws {
        let tables = try run(["schema", "tgcard.sheet", "--field-tables"])
        #expect(tables.status == 0)
        #expect(tables.stdout.hasPrefix("| key | type and range | default | meaning |\n"))
        #expect(tables.stdout.contains("| `contentHeight` | number 0...1000000 | `0` |"))
        let unknown = try run(["schema", "tgcard.sheets"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("tgcard.sheets: not a kind"))
    }
}

@Suite("layout-dump schema: the reports' schemas")
struct ReportSchemaTests {
    @Test("The reports' schemas are the committed files")
    func committed() throws {
        for name in ["layout-matrices", "layout-fit"] {
            let result = try run(["schema", name])
            #expect(result.status == 0)
            let file = packageRoot.appendingPathComponent("schemas/\(name).schema.json")
            #expect(result.stdout == (try String(contentsOf: file, encoding: .utf8)), "run scripts/generate-schemas")
        }
    }
}
