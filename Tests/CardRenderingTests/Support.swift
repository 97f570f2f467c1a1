import CardGeometry
import CardText
import Foundation

@testable import CardRendering

/// The fonts and engine every test shares (fonts are opened once).
let fonts: FontRegistry = {
    do {
        return try FontRegistry.bundled()
    } catch {
        fatalError("the bundled fonts cannot be loaded: \(error)")
    }
}()

let engine = CardLayoutEngine(fonts: fonts)

/// An input from a JSON text.
func input(_ json: String) throws -> StorytellerCardInput {
    try StorytellerCardInput(json: Data(json.utf8))
}

/// A Storyteller layout of a card below its media (margin 16), with glyphs,
/// through the engine's any-kind entry point.
func sampleLayout(
    title: String = "Summer Finals", subtitle: String = "Catch up on the highlights", button: String = "Watch now",
    width: Double = 390, scheme: String = "light", margin: Double = 16, extraStyle: String = "",
    includesGlyphs: Bool = true
) throws -> Layout {
    let json = """
        {"environment": {"width": \(width), "colorScheme": "\(scheme)"},
         "theme": {"cards": {"textOverContent": false, "style": {"marginHorizontal": \(margin)\(extraStyle)}}},
         "card": {"id": "c1", "title": \(jsonString(title)), "subtitle": \(jsonString(subtitle)),
                  "buttonText": \(jsonString(button)), "media": {"aspectRatio": "16:9"}}}
        """
    return try engine.layout(json: Data(json.utf8), includesGlyphs: includesGlyphs)
}

func jsonString(_ text: String) -> String {
    String(decoding: try! JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed]), as: UTF8.self)
        .dropFirst().dropLast().description
}

/// A hand-made text block with one line per entry of `lines`.
func text(
    _ lines: [String], y: Double = 100, truncated: Bool = false, resized: Bool = false, size: Double = 22
) -> StorytellerCardLayout.Text {
    let lineItems = lines.enumerated().map { index, line in
        StorytellerCardLayout.Line(
            text: line, frame: StorytellerCardLayout.Rect(x: 16, y: y + Double(index) * 26.5, width: 120.25, height: 26.5),
            baseline: y + Double(index) * 26.5 + 20, width: 120.25, range: 0..<line.utf16.count, fonts: ["Inter-SemiBold.otf"])
    }
    return StorytellerCardLayout.Text(
        frame: StorytellerCardLayout.Rect(x: 16, y: y, width: 358, height: 26.5 * Double(lines.count)), text: lines.joined(),
        color: RGBAColor(red: 0x1A, green: 0x1A, blue: 0x1A), alignment: .start,
        font: StorytellerCardLayout.Font(family: "Inter", weight: 600, size: size, file: "Inter-SemiBold.otf"),
        truncated: truncated, resized: resized, lines: lineItems)
}

/// A hand-made layout: a heading, no subheading, a button.
func handMadeLayout(headingTruncated: Bool = true, labelResized: Bool = false) -> StorytellerCardLayout {
    StorytellerCardLayout(
        cardId: "hand", size: StorytellerCardLayout.Size(width: 390, height: 321.333),
        card: StorytellerCardLayout.Surface(frame: StorytellerCardLayout.Rect(x: 16, y: 0, width: 358, height: 321.333), cornerRadius: 12),
        media: StorytellerCardLayout.Media(
            frame: StorytellerCardLayout.Rect(x: 16, y: 0, width: 358, height: 201.375), cornerRadius: 12, type: .image),
        textContainer: nil,
        heading: text(["Summer Finals: every ", "goal, every save…"], truncated: headingTruncated),
        subheading: nil,
        button: StorytellerCardLayout.Button(
            frame: StorytellerCardLayout.Rect(x: 16, y: 260, width: 358, height: 44), cornerRadius: 22,
            backgroundColor: RGBAColor(red: 0xE4, green: 0, blue: 0x2B), outlineColor: .white, outlineWidth: 1,
            label: text(["WATCH \"NOW\"\t"], y: 271.5, resized: labelResized, size: 15.5)),
        behavior: StorytellerCardInput.Theme.ReloadingBehavior(reloadOnExit: true, reloadOnForeground: false),
        warnings: [.unknownKey(at: "card.extra")])
}
