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

/// The engine every test shares (fonts are opened once).
let engine: CardLayoutEngine = {
    do {
        return try CardLayoutEngine(fonts: .bundled())
    } catch {
        fatalError("the bundled fonts cannot be loaded: \(error)")
    }
}()

/// An input JSON document: `environment` and `card` defaults filled in,
/// then each top-level key of `overrides` replaced.
func inputJSON(_ object: [String: Any]) -> Data {
    var document: [String: Any] = [
        "environment": ["width": 390],
        "card": ["id": "c1", "title": "Title", "subtitle": "Subtitle", "buttonText": "Open"],
    ]
    for (key, value) in object { document[key] = value }
    return try! JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
}

/// Lays out an input given as a JSON dictionary.
func layout(_ object: [String: Any]) throws -> StorytellerCardLayout {
    try engine.layout(StorytellerCardInput(json: inputJSON(object)))
}

/// Lays out an input given as JSON text.
func layout(json: String) throws -> StorytellerCardLayout {
    try engine.layout(StorytellerCardInput(json: Data(json.utf8)))
}

/// The description of the error decoding `json` throws, or nil.
func decodingError(_ json: String) -> String? {
    do {
        _ = try StorytellerCardInput(json: Data(json.utf8))
        return nil
    } catch {
        return error.description
    }
}

/// The description of the error laying out `json` throws, or nil.
func layoutError(_ json: String) -> String? {
    do {
        _ = try engine.layout(StorytellerCardInput(json: Data(json.utf8)))
        return nil
    } catch {
        return error.description
    }
}

/// A theme whose `cards` are `cards` (style, textOverContent, …).
func theme(over: Bool = true, style: [String: Any] = [:]) -> [String: Any] {
    ["cards": ["textOverContent": over, "style": style]]
}

/// A point value as the pixel grid of `scale` snaps it.
func snapped(_ value: Double, scale: Double = 3) -> Double {
    PixelGrid(scale: scale).snap(value)
}

/// Whether two numbers agree to 1e-9.
func close(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    (a - b).magnitude <= tolerance
}

/// Measures a text as the engine does (left to right, English).
func measure(
    _ text: String, style: TextStyle, width: Double, maxLines: Int? = 2, alignment: TextAlignment = .start
) throws -> TextBlock {
    try engine.measurer.measure(
        TextRequest(text: text, style: style, width: width, maxLines: maxLines, alignment: alignment))
}

extension KindLayout {
    /// The warnings' text forms (`path: message`), for tests that compare
    /// texts.
    var warningTexts: [String] { warnings.map(\.description) }
}

extension Layout {
    /// The warnings' text forms (`path: message`), for tests that compare
    /// texts.
    var warningTexts: [String] { warnings.map(\.description) }
}
