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

/// Helpers of the StorifyMe widget-stack tests.
enum StorifyMe {
    /// Lays out a widget-stack input written as JSON text.
    static func layout(_ json: String) throws -> WidgetStackLayout {
        try engine.layout(WidgetStackInput(json: Data(json.utf8)))
    }

    /// Lays out a document built from `object` (`kind` added; `environment`
    /// defaults to a 390 pt screen; `widgets` to none).
    static func layout(_ object: [String: Any]) throws -> WidgetStackLayout {
        try engine.layout(WidgetStackInput(json: document(object)))
    }

    /// The JSON of `object` with `kind`, and `environment` and `widgets`
    /// when it has none (keys sorted).
    static func document(_ object: [String: Any]) -> Data {
        var document: [String: Any] = ["kind": "storifyme.widgets", "environment": ["width": 390], "widgets": []]
        for (key, value) in object { document[key] = value }
        return try! JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
    }

    /// The description of the error reading or laying out `json`, or nil.
    static func error(_ json: String) -> String? {
        do {
            _ = try engine.layout(WidgetStackInput(json: Data(json.utf8)))
            return nil
        } catch {
            return error.description
        }
    }

    /// ``error(_:)`` for a document built from `object`.
    static func error(_ object: [String: Any]) -> String? {
        error(String(decoding: document(object), as: UTF8.self))
    }

    /// The error of the engine's JSON entry point, which dispatches by kind.
    static func engineError(_ json: String) -> String? {
        do {
            _ = try engine.layout(json: Data(json.utf8))
            return nil
        } catch {
            return error.description
        }
    }

    /// A loaded widget with one story per title.
    static func loaded(_ id: Int, titles: [String?], extra: [String: Any] = [:]) -> [String: Any] {
        var widget: [String: Any] = [
            "widgetId": id, "state": "loaded",
            "stories": titles.enumerated().map { index, title -> [String: Any] in
                var story: [String: Any] = ["id": index + 1]
                if let title { story["title"] = title }
                return story
            },
        ]
        for (key, value) in extra { widget[key] = value }
        return widget
    }

    /// The value rounded to 3 decimals, as the JSON writes it.
    static func r3(_ value: Double) -> Double {
        (value * 1000).rounded() / 1000
    }

    /// Whether two frames agree to 0.001 pt (written values have 3 decimals).
    static func same(_ frame: LayoutRect?, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Bool {
        guard let frame else { return false }
        return [frame.x - x, frame.y - y, frame.width - width, frame.height - height].allSatisfy {
            $0.magnitude < 0.001
        }
    }

    /// Inter's line box at `size`: ascent + descent + line gap.
    static func lineBox(_ size: Double, weight: Int = 400) throws -> Double {
        try engine.measurer.naturalLineHeight(family: "Inter", weight: weight, size: size)
    }

    /// Inter's ascent at `size` (2728 of 2816 units).
    static func ascent(_ size: Double) -> Double {
        size * 2728 / 2816
    }

    /// The worked example's input (StorifyMeWidgets article), with
    /// `environment` members and top-level members added or replaced.
    static func workedExample(environment: String = "", placement: String? = nil, withoutHeight: Bool = false)
        -> String
    {
        let height = withoutHeight ? "" : #""height": 844, "#
        let placementMember = placement.map { #""placement": "\#($0)", "# } ?? ""
        return #"""
            { "kind": "storifyme.widgets", \#(placementMember)
              "environment": { "width": 390, \#(height)"displayScale": 3, \#(environment)
                               "safeAreaInsets": { "top": 47, "bottom": 34 } },
              "widgets": [
                { "widgetId": 123, "state": "loaded", "stories": [
                    { "id": 1, "title": "New in", "posterUrl": "https://cdn.example/1.jpg" },
                    { "id": 2, "title": "Summer Sale: up to 50% off everything",
                      "posterUrl": "https://cdn.example/2.jpg" },
                    { "id": 3, "title": "Kids", "posterUrl": "https://cdn.example/3.jpg",
                      "gifUrl": "https://cdn.example/3.gif" },
                    { "id": 4, "title": "Travel deals", "posterUrl": "https://cdn.example/4.jpg",
                      "videoUrl": "https://cdn.example/4.mp4" },
                    { "id": 5, "title": "Recipes", "posterUrl": "https://cdn.example/5.jpg" } ] },
                { "widgetId": 456, "state": "loaded", "enabled": false },
                { "widgetId": 789, "state": "error",
                  "errorMessage": "Could not load stories. Check your internet connection and try again." } ] }
            """#
    }
}
