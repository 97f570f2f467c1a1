import CardGeometry
import Foundation
import Testing

@testable import CardGeometryCore

/// A layout's JSON is written two ways from one writing code per kind:
/// as a tree (`jsonValue`) and as bytes while it is made (`jsonData`,
/// `jsonString`, `writeJSON(pretty:to:)`: what `layout-dump` and the golden
/// check write), which never builds the tree. Both give the same bytes for
/// every golden case of every kind.
@Suite struct StreamedLayoutJSONTests {
    static func streamed(_ layout: Layout, pretty: Bool) -> Data {
        var data = Data()
        layout.writeJSON(pretty: pretty) { data.append(contentsOf: $0) }
        return data
    }

    @Test("The streamed JSON is the tree's, byte for byte", arguments: GoldenCase.all)
    func streamedIsTheTree(_ goldenCase: GoldenCase) throws {
        guard case .success(let layout) = goldenCase.layout() else { return }
        for pretty in [true, false] {
            let tree = Data(JSONWriter.bytes(layout.jsonValue, pretty: pretty))
            #expect(Self.streamed(layout, pretty: pretty) == tree)
            #expect(layout.jsonData(pretty: pretty) == tree)
            #expect(Data(layout.content.jsonString(pretty: pretty).utf8) == tree)
        }
    }

    /// Every kind took part: the cases above cover all five.
    @Test func everyKindHasGoldenCases() {
        let kinds = Set(GoldenCase.all.compactMap { try? $0.layout().get().kind })
        #expect(kinds == Set(LayoutKind.allCases))
    }

    /// A text block of many lines is handed on in chunks of about 64 KiB,
    /// with empty containers written as the tree writes them.
    @Test func aLongBlockIsHandedOnInChunks() throws {
        let lines = (0..<20_000).map { index in
            TextBlockLayout.Line(
                text: "line \(index)", frame: LayoutRect(x: 0, y: Double(index) * 20, width: 80, height: 20),
                baseline: Double(index) * 20 + 16, width: 80, range: index..<(index + 1), fonts: [])
        }
        let block = TextBlockLayout(
            frame: LayoutRect(x: 0, y: 0, width: 100, height: 400_000), text: "long", color: RGBAColor(hex: "#000000FF")!,
            alignment: .start, font: TextBlockLayout.Font(family: "Inter", weight: 400, size: 17, file: "Inter-Regular.otf"),
            truncated: false, resized: false, lines: lines)
        var chunks: [Int] = []
        var data = Data()
        JSONWriter.stream(block, pretty: true) { bytes in
            chunks.append(bytes.count)
            data.append(contentsOf: bytes)
        }
        #expect(data == block.jsonValue.data(pretty: true))
        #expect(chunks.count > 10)
        #expect(chunks.max()! < (1 << 16) + 1024)
    }
}
