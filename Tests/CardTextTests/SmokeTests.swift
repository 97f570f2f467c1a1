import Testing
@testable import CardText

@Test func smoke() throws {
    let fonts = try FontRegistry.bundled()
    let measurer = TextMeasurer(fonts: fonts)
    for text in ["Hello world—this is a test of the line breaker.", "مرحبا بالعالم and more", "Supercalifragilisticexpialidocious", "A\nB\nC", "สวัสดีครับ ผมชื่อ", "👩‍👩‍👧‍👦 family 你好世界"] {
        let block = try measurer.measure(TextRequest(text: text, style: TextStyle(weight: 600, size: 22), width: 150, maxLines: 2, fitting: .truncate, includesGlyphs: true))
        print(text, block.fontSize, block.isTruncated, block.height)
        for line in block.lines { print("  ", line.text.debugDescription, line.range, line.x, line.top, line.baseline, line.width, line.height, line.fontFiles, line.glyphRuns.map { $0.glyphs.count }) }
        let r = try measurer.measure(TextRequest(text: text, style: TextStyle(weight: 600, size: 22), width: 150, maxLines: 2, fitting: .resize))
        print("  resize ->", r.fontSize, r.isTruncated, r.lines.map(\.text))
    }
}
