import Foundation
import Testing

@testable import CardGeometry
@testable import CardGeometryCore

/// The output descriptions generated from the layouts' declarations say
/// every key a golden output writes, nested objects included, in the order
/// written; the output schema and the articles' output tables come from them.
@Suite("Output descriptions")
struct OutputDescriptionTests {
    /// The kinds whose output is generated from its declarations, with
    /// their goldens folder and article.
    static let generatedKinds: [(kind: LayoutKind, folder: String, article: String)] = [
        (.storifyMeWidgets, "Goldens/storifyme-widgets", "StorifyMeWidgets.md"),
        (.storylyStoryGroups, "Goldens/storyly-story-groups", "StorylyStoryGroups.md"),
        (.brazeContentCards, "Goldens/braze-content-cards", "BrazeContentCards.md"),
        (.sheetCards, "Goldens/sheet-cards", "SheetCards.md"),
        (.storyteller, "Goldens/storyteller-cards", "StorytellerCards.md"),
    ]

    /// Where `value` has keys other than `description`'s, or in another
    /// order, at any depth; and where a value is null that may not be.
    static func problems(_ value: JSONValue, _ description: ObjectDescription, at path: String) -> [String] {
        guard case .object(let object) = value else { return ["\(path): not an object"] }
        var problems: [String] = []
        let described = description.fields.filter { field in
            field.defaultNote != FieldDescription.omittedWhenNil || object[field.name] != nil
        }.map(\.name)
        if object.keys != described { problems.append("\(path): keys \(object.keys), described \(described)") }
        for field in description.fields {
            guard let member = object[field.name] else { continue }
            let memberPath = path + "." + field.name
            if member == .null {
                if field.isRequired { problems.append("\(memberPath): null, but described as never null") }
                continue
            }
            switch field.type {
            case .object(let nested, _):
                problems += Self.problems(member, nested, at: memberPath)
            case .array(.object(let nested, _), _):
                guard case .array(let elements) = member else {
                    problems.append("\(memberPath): not an array")
                    continue
                }
                for (index, element) in elements.enumerated() {
                    problems += Self.problems(element, nested, at: "\(memberPath)[\(index)]")
                }
            case .anyObject:
                problems.append("\(memberPath): described as any object; describe its keys")
            case .array(.anyObject, _):
                problems.append("\(memberPath): described as an array of any objects; describe their keys")
            default:
                break
            }
        }
        return problems
    }

    @Test("Every golden output has exactly the described keys at every depth, in the written order")
    func goldenOutputsHaveTheDescribedKeys() throws {
        for (kind, folder, _) in Self.generatedKinds {
            let description = try #require(kind.kindDescription).output
            var checked = 0
            for file in Repository.jsonFiles(under: folder, suffix: ".expected.json") {
                let problems = Self.problems(try Repository.json(file), description, at: file.lastPathComponent)
                #expect(problems.isEmpty, "\(problems.prefix(5))")
                checked += 1
            }
            #expect(checked > 50, "\(kind.rawValue)")
        }
    }

    @Test("The check finds a key that is not described, a missing one and one out of order")
    func checkCanFail() throws {
        let description = try #require(LayoutKind.storifyMeWidgets.kindDescription).output
        let file = try #require(Repository.jsonFiles(under: "Goldens/storifyme-widgets", suffix: ".expected.json").first)
        guard case .object(let object) = try Repository.json(file), case .object(let stack)? = object["stack"] else {
            Issue.record("no stack")
            return
        }
        func withStack(_ members: [JSONObject.Member]) -> JSONValue {
            .object(JSONObject(object.members.map { $0.key == "stack" ? .init(key: "stack", value: .object(JSONObject(members))) : $0 }))
        }
        #expect(Self.problems(.object(object), description, at: "").isEmpty)
        #expect(Self.problems(withStack(stack.members + [.init(key: "depth", value: .number(1))]), description, at: "") != [])
        #expect(Self.problems(withStack(stack.members.reversed()), description, at: "") != [])
        #expect(Self.problems(withStack(stack.members.filter { $0.key != "shown" }), description, at: "") != [])
    }

    @Test("Each generated kind's article has the output tables its description generates")
    func articleOutputTablesAreCurrent() throws {
        for (kind, _, name) in Self.generatedKinds {
            let article = try String(
                contentsOf: Repository.url("Sources/CardGeometry/CardGeometry.docc/" + name), encoding: .utf8)
            let description = try #require(kind.kindDescription)
            let regenerated = try #require(
                OutputTable.replacing(in: article, with: OutputTable.markdown(description)), "\(name): no output-tables markers")
            #expect(article == regenerated, "run scripts/generate-schemas")
            #expect(article.contains("| `schema` | `\"card-layout/1\"` | The output's schema name. |"))
        }
    }

    @Test("No two different output objects share a name in the output schema's $defs")
    func objectNamesAreUnique() throws {
        var seen: [String: ObjectDescription] = [:]
        for kind in LayoutKind.allCases {
            guard let output = kind.kindDescription?.output else { continue }
            for object in [output] + output.nestedObjects {
                if let earlier = seen[object.name] {
                    #expect(earlier === object, "\(object.name) names two objects")
                }
                seen[object.name] = object
            }
        }
        #expect(seen["textBlock"] != nil)
    }
}
