import Foundation
import Testing

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

/// Core's layout difference between two layouts of one input, for any kind
/// (what the preview shows as the frames a save moved).
@Suite("Layout differences between two layouts of any kind")
struct LayoutChangeTests {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func example(_ name: String, width: Int? = nil) throws -> Layout {
        var text = try String(contentsOf: root.appendingPathComponent("Examples/\(name)"), encoding: .utf8)
        if let width {
            text = text.replacingOccurrences(of: "\"width\": 390,", with: "\"width\": \(width),")
                .replacingOccurrences(of: "\"width\": 402,", with: "\"width\": \(width),")
        }
        return try engine.layout(json: Data(text.utf8))
    }

    @Test(
        "two layouts of one input differ in frames when the width changes, and not at all when it does not",
        arguments: [
            "promo-card.json", "braze-content-cards.json", "storyly-story-groups.json", "sheet-cards.json",
            "storifyme-widgets.json",
        ])
    func anyKind(name: String) throws {
        let before = try example(name)
        #expect(before.differences(from: before).isEmpty)
        let after = try example(name, width: 320)
        let differences = after.differences(from: before, frameTolerance: 0.001)
        #expect(!differences.isEmpty, "\(name)")
        #expect(differences.contains { $0.framePath != nil }, "\(name)")
        // The difference reads from `before` to `after`.
        for difference in differences where difference.path == "environment.width" {
            #expect(difference.actual == "320")
        }
    }

    @Test("a difference names the frame it is part of")
    func framePath() {
        func path(_ text: String) -> String? {
            LayoutDifference(path: text, expected: "1", actual: "2").framePath
        }
        #expect(path("heading.lines[1].frame.y") == "heading.lines[1].frame")
        #expect(path("cards[0].title.frame") == "cards[0].title.frame")
        #expect(path("frame.width") == "frame")
        #expect(path("heading.lines") == nil)
        #expect(path("heading.frameCount") == nil)
        #expect(path("size.height") == nil)
        #expect(LayoutDifference(path: "bar.frame.x", expected: "1", actual: "2").isInFrame)
    }
}
