// Issue 19, point 2: a text block stops setting lines once it passes the
// 1e7 output bound (SharedConventions article, "Output numbers"), so that its
// cost follows the bound, not the text; the error is the one a block that high
// always gave.

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards
import CardText
import Foundation
import Testing

@Suite("Text height bound")
struct TextHeightBoundTests {
    /// A Braze feed of one classic card whose description (no line limit)
    /// is `description`, in the description's `size`.
    static func feed(description: String, size: Double, width: Double = 200) -> Data {
        let document: [String: Any] = [
            "kind": "braze.contentCards",
            "environment": ["width": width, "contentSizeCategory": "L"],
            "theme": ["description": ["maxLines": 0, "size": size]],
            "cards": [["id": "c1", "type": "classic", "title": "T", "cardDescription": description, "created": 1]],
        ]
        return try! JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
    }

    /// The line box height of the description at `size` (Inter 400).
    static func lineHeight(size: Double) throws -> Double {
        try engine.measurer.naturalLineHeight(family: "Inter", weight: 400, size: size)
    }

    @Test("A description with no line limit stops at the first line past 1e7 pt, an error at its path")
    func stopsAtTheBound() throws {
        // At 9000 pt every letter is its own line (200 pt wide): 5000 lines
        // would be 5e7 pt high; the layout stops after the first line that
        // passes 1e7.
        let size = 9000.0
        let description = String(repeating: "W", count: 5000)
        let height = try Self.lineHeight(size: size)
        var passing = 1
        while Double(passing) * height <= 1e7 { passing += 1 }
        #expect(passing < 5000)
        do {
            _ = try engine.layout(json: Self.feed(description: description, size: size))
            Issue.record("no error")
        } catch {
            let message = error.description
            #expect(
                message.hasPrefix("cards[0].cardDescription: must be text whose layout stays within 10000000 pt"),
                "\(message)")
            let number = JSONNumberFormat.threeDecimals(Double(passing) * height)
            #expect(
                message.hasSuffix("got a text of 5000 UTF-16 code units that sets \(passing) lines \(number) pt high"),
                "\(message)")
        }
    }

    @Test("A description just under the bound lays out in full")
    func justUnderTheBound() throws {
        let size = 9000.0
        let height = try Self.lineHeight(size: size)
        // The feed adds its title and insets (a few hundred points) below 1e7.
        let lines = Int(((1e7 - 5000) / height).rounded(.down))
        let layout = try engine.layout(json: Self.feed(description: String(repeating: "W", count: lines), size: size))
        let card = try #require(layout.brazeContentCards?.cards.first)
        #expect(card.description?.lines.count == lines)
    }
}
