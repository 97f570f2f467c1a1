import CardText
import Foundation
import Testing

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

/// Helpers for the Braze content-card tests.
enum Braze {
    /// Lays out a `braze.contentCards` input given as JSON text, through the
    /// engine's kind dispatch.
    static func layout(_ json: String) throws -> BrazeFeedLayout {
        let layout = try engine.layout(json: Data(json.utf8))
        return try #require(layout.brazeContentCards, "not a Braze layout: \(layout.kind)")
    }

    /// The description of the error laying out `json` throws, or nil.
    static func error(_ json: String) -> String? {
        do {
            _ = try engine.layout(json: Data(json.utf8))
            return nil
        } catch {
            return error.description
        }
    }

    /// An input with `cards` (JSON array text) and the environment, theme
    /// and feed members given (JSON object texts, without braces).
    static func input(
        cards: String, environment: String = #""width": 390"#, theme: String? = nil, feed: String? = nil
    ) -> String {
        var members = [#""kind": "braze.contentCards""#, #""environment": { \#(environment) }"#]
        if let theme { members.append(#""theme": { \#(theme) }"#) }
        if let feed { members.append(#""feed": { \#(feed) }"#) }
        members.append(#""cards": \#(cards)"#)
        return "{ " + members.joined(separator: ", ") + " }"
    }

    /// Lays out an input built by ``input(cards:environment:theme:feed:)``.
    static func layout(
        cards: String, environment: String = #""width": 390"#, theme: String? = nil, feed: String? = nil
    ) throws -> BrazeFeedLayout {
        try layout(input(cards: cards, environment: environment, theme: theme, feed: feed))
    }

    /// The card with `id`.
    static func card(_ id: String, in layout: BrazeFeedLayout) throws -> BrazeFeedLayout.Card {
        try #require(layout.cards.first { $0.id == id }, "no card \(id)")
    }

    /// Inter's line box at `size`: (2728 + 680) / 2816 em.
    static func interLine(_ size: Double) -> Double { size * 3408 / 2816 }

    /// The rectangle (x, y, width, height).
    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutRect {
        LayoutRect(x: x, y: y, width: width, height: height)
    }

    /// The rectangle snapped to the grid of `scale` (x, y, maxX, maxY).
    static func snapped(_ x: Double, _ y: Double, _ width: Double, _ height: Double, scale: Double = 3) -> LayoutRect {
        PixelGrid(scale: scale).snap(LayoutRect(x: x, y: y, width: width, height: height))
    }
}

/// Whether two rectangles agree to `tolerance` in every number.
func close(_ a: LayoutRect?, _ b: LayoutRect, tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return close(a.x, b.x, tolerance: tolerance) && close(a.y, b.y, tolerance: tolerance)
        && close(a.width, b.width, tolerance: tolerance) && close(a.height, b.height, tolerance: tolerance)
}
