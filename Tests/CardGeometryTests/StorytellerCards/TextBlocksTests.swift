import Testing

@testable import CardGeometryCore
@testable import StorytellerCards

/// A Storyteller layout gives its text blocks without building its shapes
/// (a device matrix reads them in every environment): the same names and
/// blocks, in the same order, as the shapes' texts.
@Suite("Storyteller text blocks")
struct TextBlocksTests {
    @Test(
        "textBlocks are the shapes' texts",
        arguments: [
            ["id": "c1", "title": "Title", "subtitle": "Subtitle", "buttonText": "Open"],
            ["id": "c1", "title": "Title"],
            ["id": "c1", "subtitle": "Subtitle", "buttonText": "Open"],
            ["id": "c1", "buttonText": "Open"],
            ["id": "c1"],
        ])
    func sameAsShapes(_ card: [String: String]) throws {
        let layout = try layout(["card": card, "theme": theme(over: false)])
        let fromShapes: [(String, TextBlockLayout)] = layout.shapes.compactMap { shape in
            guard case .text(let name, let block) = shape else { return nil }
            return (name, block)
        }
        #expect(layout.textBlocks.map(\.name) == fromShapes.map(\.0))
        #expect(layout.textBlocks.map(\.block) == fromShapes.map(\.1))
        #expect(layout.textBlocks.count == card.count - 1)
    }
}
