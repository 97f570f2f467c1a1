import Foundation
import Testing

@testable import CardGeometry
@testable import CardGeometryCore
@testable import SheetCards

/// The committed schemas under `schemas/` are what the field descriptions
/// generate (`layout-dump schema --write schemas` regenerates them), and
/// the described kinds' articles' field tables are current.
@Suite("Schemas: committed files")
struct SchemaFileTests {
    static let kinds = LayoutKind.allCases.compactMap(\.kindDescription)

    @Test("Every committed schema equals what the descriptions generate, and no other file is there")
    func committedSchemasAreCurrent() throws {
        let generated = JSONSchemaGenerator.files(Self.kinds)
        for file in generated {
            let committed = try String(contentsOf: Repository.url("schemas/" + file.name), encoding: .utf8)
            #expect(committed == file.text, "schemas/\(file.name) is stale: run scripts/generate-schemas")
        }
        // The golden check report's schema is written by hand (its report is not described by fields).
        let names = try FileManager.default.contentsOfDirectory(atPath: Repository.url("schemas").path)
            .filter { $0.hasSuffix(".json") && $0 != "card-layout-check.schema.json" }.sorted()
        // Beside them, the schemas of layout-dump's reports (written from its
        // own code; SchemaCommandTests checks them).
        let reports = ["layout-fit.schema.json", "layout-matrices.schema.json"]
        #expect(names == (generated.map(\.name) + reports).sorted())
    }

    @Test("Every schema uses only the keywords the test validator knows, and its $refs resolve")
    func schemasAreWellFormed() throws {
        for file in JSONSchemaGenerator.files(Self.kinds) {
            let schema = try JSONParser.parse(Data(file.text.utf8))
            #expect(schema.objectMember("$schema") == .string("https://json-schema.org/draft/2020-12/schema"))
            #expect(schema.objectMember("$id") == .string("https://cardgeometry.dev/schemas/" + file.name))
            // A valid minimal document of each shape exercises every branch the validator walks.
            #expect(JSONSchemaValidator(root: schema).problems(.object(JSONObject())).allSatisfy {
                !$0.contains("not supported") && !$0.contains("unresolvable")
            })
        }
    }

    @Test("The shared conventions article's environment tables are generated from the descriptions")
    func environmentTablesAreCurrent() throws {
        let article = try String(
            contentsOf: Repository.url("Sources/CardGeometry/CardGeometry.docc/SharedConventions.md"), encoding: .utf8)
        let regenerated = try #require(FieldTable.replacing(in: article, with: FieldTable.environmentMarkdown))
        #expect(article == regenerated, "run scripts/generate-schemas")
        #expect(article.contains("| `width` | number > 0 and <= 10000 | required |"))
    }

    @Test(
        "Each described kind's article has the field tables its descriptions generate",
        arguments: [
            ("SheetCards.md", LayoutKind.sheetCards),
            ("BrazeContentCards.md", LayoutKind.brazeContentCards),
            ("StorytellerCards.md", LayoutKind.storyteller),
            ("StorylyStoryGroups.md", LayoutKind.storylyStoryGroups),
            ("StorifyMeWidgets.md", LayoutKind.storifyMeWidgets),
        ])
    func articleTablesAreCurrent(article name: String, kind: LayoutKind) throws {
        let article = try String(
            contentsOf: Repository.url("Sources/CardGeometry/CardGeometry.docc/" + name), encoding: .utf8)
        let description = try #require(kind.kindDescription)
        let regenerated = try #require(FieldTable.replacing(in: article, with: FieldTable.markdown(description)))
        #expect(article == regenerated, "run scripts/generate-schemas")
        let codes = try #require(WarningCodeTable.replacing(in: article, with: WarningCodeTable.markdown(description)))
        #expect(article == codes, "run scripts/generate-schemas")
        // Every code the kind gives is in its article, with what gives it.
        for warning in description.warnings {
            #expect(article.contains("| `\(warning.code.rawValue)` | \(warning.code.category.rawValue) |"))
        }
    }

    @Test("The shared conventions article lists every warning code, generated from the codes")
    func allWarningCodesAreListed() throws {
        let article = try String(
            contentsOf: Repository.url("Sources/CardGeometry/CardGeometry.docc/SharedConventions.md"), encoding: .utf8)
        let regenerated = try #require(WarningCodeTable.replacing(in: article, with: WarningCodeTable.allCodesMarkdown))
        #expect(article == regenerated, "run scripts/generate-schemas")
        #expect(article.contains("| `unknown-key` | input | A key the kind does not know; it is ignored. |"))
        #expect(article.contains("| `content-overflow` | layout |"))
    }
}

extension JSONValue {
    /// A member of an object value.
    func objectMember(_ key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }
}
