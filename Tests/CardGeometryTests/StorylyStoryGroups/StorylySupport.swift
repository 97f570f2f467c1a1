import Foundation
import Testing

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

/// Helpers for the Storyly story-group bar tests.
enum Storyly {
    /// The spec's worked example: five groups, width 390, scale 3.
    static let workedExample = #"""
        { "kind": "storyly.storyGroups",
          "environment": { "width": 390, "displayScale": 3 },
          "style": "large",
          "groups": [
            { "id": 1, "title": "New in", "index": 0, "seen": true },
            { "id": 2, "title": "Summer Sale: up to 50% off everything", "index": 1 },
            { "id": 3, "title": "Live", "index": 2, "pinned": true, "type": "ivod" },
            { "id": 4, "title": "Kids", "index": 3 },
            { "id": 5, "title": "Travel deals", "index": 4 } ] }
        """#

    /// An input document: `kind`, an environment 390 wide and one group,
    /// then each top-level key of `overrides` replaced.
    static func json(_ overrides: [String: Any] = [:]) -> String {
        var document: [String: Any] = [
            "kind": "storyly.storyGroups",
            "environment": ["width": 390],
            "groups": [["id": 1, "title": "Title"]],
        ]
        for (key, value) in overrides { document[key] = value }
        let data = try! JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// Lays out an input given as JSON text, through the engine's dispatch.
    static func layout(_ json: String) throws -> StoryGroupBarLayout {
        let layout = try engine.layout(json: Data(json.utf8))
        return try #require(layout.storylyStoryGroups)
    }

    /// Lays out an input given as a dictionary of top-level overrides.
    static func layout(_ overrides: [String: Any]) throws -> StoryGroupBarLayout {
        try layout(json(overrides))
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

    /// The error for an input with these top-level overrides.
    static func error(_ overrides: [String: Any]) -> String? {
        error(json(overrides))
    }

    /// The group shown with `id` (an integer id).
    static func item(_ layout: StoryGroupBarLayout, id: Int64) throws -> StoryGroupBarLayout.Item {
        try #require(layout.groups.first { $0.id == .integer(id) })
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutRect {
        LayoutRect(x: x, y: y, width: width, height: height)
    }

    /// Whether two rectangles agree to 1e-3 (3 decimals, as written).
    static func same(_ a: LayoutRect?, _ b: LayoutRect) -> Bool {
        guard let a else { return false }
        return close(a.x, b.x, tolerance: 1e-3) && close(a.y, b.y, tolerance: 1e-3)
            && close(a.width, b.width, tolerance: 1e-3) && close(a.height, b.height, tolerance: 1e-3)
    }

    /// Whether two numbers agree to 1e-3.
    static func same(_ a: Double?, _ b: Double) -> Bool {
        guard let a else { return false }
        return close(a, b, tolerance: 1e-3)
    }
}
