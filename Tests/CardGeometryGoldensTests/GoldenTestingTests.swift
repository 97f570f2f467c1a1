import CardGeometry
import CardGeometryTesting
import Foundation
import Testing

@Suite("CardGeometryTesting: one call for Swift tests")
struct GoldenTestingTests {
    func layout(_ title: String) throws -> Layout {
        try engine.layout(json: Data(cardInput(title: title).utf8))
    }

    @Test("A layout that matches its file passes; one that differs records an issue naming the first cause")
    func expectGoldenPassesAndFails() throws {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("card.expected.json").path
        var data = try layout("Hello").jsonData(pretty: true)
        data.append(UInt8(ascii: "\n"))
        try data.write(to: URL(fileURLWithPath: path))
        #expect(expectGolden(try layout("Hello"), at: path))
        try withKnownIssue {
            let passed = expectGolden(try layout("Hello there"), at: path, name: "card")
            #expect(!passed)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return text.contains("card: ") && text.contains("from \(path)") && text.contains("first cause: ")
                && text.contains("heading.text \"Hello\" → \"Hello there\"")
        }
        try withKnownIssue {
            expectGolden(try layout("Hello"), at: folder.appendingPathComponent("none.json").path)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("is missing; record it on purpose")
        }
    }

    @Test("Recording writes the file and fails, saying what it wrote; missing mode leaves a differing file alone")
    func recording() throws {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("sub/card.expected.json").path
        var data = try layout("Hello").jsonData(pretty: true)
        data.append(UInt8(ascii: "\n"))
        let tree = try layout("Hello").jsonValue
        let new = GoldenTesting.verify(actual: data, tree: { tree }, expectedAt: path, name: "card", recordMode: .missing)
        #expect(new.first?.hasPrefix("card: recorded \(path) (new file)") == true, "\(new)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == data)
        #expect(GoldenTesting.verify(actual: data, tree: { tree }, expectedAt: path, name: "card", recordMode: .failed) == [])

        var other = try layout("Bye").jsonData(pretty: true)
        other.append(UInt8(ascii: "\n"))
        let otherTree = try layout("Bye").jsonValue
        let kept = GoldenTesting.verify(
            actual: other, tree: { otherTree }, expectedAt: path, name: "card", recordMode: .missing)
        #expect(kept.first?.hasPrefix("card: ") == true && kept.first?.contains("differences from") == true, "\(kept)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == data)
        let changed = GoldenTesting.verify(
            actual: other, tree: { otherTree }, expectedAt: path, name: "card", recordMode: .failed)
        #expect(changed.first?.contains("(changed, ") == true, "\(changed)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == other)
    }
}
