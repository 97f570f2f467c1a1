import Testing

@testable import CardText

/// A layout keeps how far its lines got (`WindowProgress`) only when a
/// paragraph is a window, which alone can run out; it then learns the
/// lines set and where the next would start before it throws.
@Suite struct WindowProgressTests {
    static let text = String(repeating: "Every goal and every save of the weekend, and the story behind it. ", count: 40)

    static func layout(windowed: Bool) throws -> TextLayout {
        let fonts = try Support.fonts()
        let primary = try fonts.face(family: "Inter", weight: 400)
        let shaped = try SettledPointTests.paragraph(text, family: "Inter", length: windowed ? 256 : nil)
        return TextLayout(
            request: TextRequest(text: text, style: TextStyle(size: 17), width: 300, maxLines: 40),
            text: text, paragraphs: [.init(offset: 0, shaped: shaped)], primary: primary, shaper: Shaper(locale: "en"))
    }

    @Test func aWholeParagraphKeepsNoProgress() throws {
        let layout = try Self.layout(windowed: false)
        #expect(layout.progress == nil)
        guard case .block(let block) = try layout.layout() else {
            Issue.record("a block was expected")
            return
        }
        #expect(block.lines.count == 40 && block.isTruncated)
    }

    @Test func aWindowLearnsHowFarItsLinesGot() throws {
        let layout = try Self.layout(windowed: true)
        let progress = try #require(layout.progress)
        #expect(throws: WindowExhausted.self) { try layout.layout() }
        #expect(progress.lines > 0 && progress.lines < 40)
        #expect(progress.units > 0 && progress.units <= 256)
        #expect(progress.window(for: 40) != nil)
    }
}
