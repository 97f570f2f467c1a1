import Foundation
import Testing

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

/// Sheet inputs for the tests: JSON text, laid out by the shared engine.
enum Sheet {
    /// The spec's worked example (SheetCards article): iPhone 16 Pro portrait,
    /// two cards, the top one peaking, a drag released upwards.
    static let workedExample = """
        { "kind": "tgcard.sheet",
          "environment": { "width": 402, "height": 874, "displayScale": 3,
                           "safeAreaInsets": { "top": 62, "bottom": 34 } },
          "cards": [
            { "title": "Home" },
            { "title": "Central Station", "subtitle": "Platform 3 · 2 min walk",
              "contentHeight": 900, "floatyButton": true,
              "mapButtons": { "top": 2, "bottom": 1 } } ],
          "drag": { "y": 420, "velocity": -900 } }
        """

    /// The layout of a JSON input, through the engine's JSON entry point.
    static func layout(_ json: String) throws -> SheetCardLayout {
        let layout = try engine.layout(json: Data(json.utf8))
        guard let sheet = layout.sheetCards else { throw SheetTestFailure("not a sheet layout: \(layout.kind)") }
        return sheet
    }

    /// An input document: a phone-sized environment (402 x 874, insets 62
    /// and 34) merged with `environment`, and the other members as given.
    static func json(
        environment: [String: Any] = [:], cards: [[String: Any]] = [["title": "Card"]],
        _ members: [String: Any] = [:]
    ) -> String {
        var screen: [String: Any] = [
            "width": 402, "height": 874, "safeAreaInsets": ["top": 62, "bottom": 34],
        ]
        for (key, value) in environment { screen[key] = value }
        var document: [String: Any] = ["kind": "tgcard.sheet", "environment": screen, "cards": cards]
        for (key, value) in members { document[key] = value }
        let data = try! JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// The layout of ``json(environment:cards:_:)``.
    static func layout(
        environment: [String: Any] = [:], cards: [[String: Any]] = [["title": "Card"]],
        _ members: [String: Any] = [:]
    ) throws -> SheetCardLayout {
        try layout(json(environment: environment, cards: cards, members))
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
}

struct SheetTestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A frame as (x, y, width, height), to compare with the spec's figures.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutRect {
    LayoutRect(x: x, y: y, width: width, height: height)
}

/// Whether two frames agree to the 3 decimals a layout writes.
func same(_ a: LayoutRect?, _ b: LayoutRect) -> Bool {
    guard let a else { return false }
    return [(a.x, b.x), (a.y, b.y), (a.width, b.width), (a.height, b.height)].allSatisfy {
        close($0, $1, tolerance: 0.0005)
    }
}
