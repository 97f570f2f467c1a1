import CardGeometryGoldens
import Testing

@Suite("Golden cases: finding them in a folder")
struct DiscoveryTests {
    @Test("Inputs become cases, matrix options a second case, and leftovers are obsolete")
    func casesAndObsolete() {
        let folder = GoldenFolder(
            root: "cases",
            files: [
                "README.md",
                "a/one.input.json", "a/one.expected.json",
                "a/two.input.json",
                "b/three.input.json", "b/three.expected.json", "b/three.matrix.json", "b/three.matrix.expected.json",
                "b/old.expected.json",
                "b/gone.matrix.json",
                "b/one.matrix.expected.json", "b/one.input.json", "b/one.expected.json",
            ])
        #expect(
            folder.cases.map(\.key) == [
                "cases/a/one", "cases/a/two", "cases/b/one", "cases/b/three", "cases/b/three (matrix)",
            ])
        #expect(folder.cases[4].expectedPath == "cases/b/three.matrix.expected.json")
        #expect(folder.cases[4].matrixOptionsPath == "cases/b/three.matrix.json")
        #expect(folder.cases[1].expectedPath == "cases/a/two.expected.json")
        #expect(
            folder.obsolete.map(\.description) == [
                "cases/b/gone.matrix.json: has no .input.json beside it",
                "cases/b/old.expected.json: has no .input.json beside it",
                "cases/b/one.matrix.expected.json: has no .matrix.json beside it",
            ])
    }

    @Test("A case's folders: the top one is its suite")
    func folders() {
        let nested = GoldenCase(root: "Goldens", name: "storyteller-cards/text/long-title")
        #expect(nested.topFolder == "storyteller-cards")
        #expect(nested.folder == "storyteller-cards/text")
        #expect(nested.baseName == "long-title")
        #expect(nested.inputPath == "Goldens/storyteller-cards/text/long-title.input.json")
        let top = GoldenCase(root: "my/cases", name: "card")
        #expect(top.topFolder == "cases")
        #expect(GoldenCase(root: ".", name: "x").inputPath == "x.input.json")
    }
}
