import CardGeometry
import CardText
import Foundation
import Testing

@testable import CardRendering

/// Colors written as bytes are the strings they were written as before:
/// a color's hex text, a paint attribute and its opacity; and a kept
/// drawing's key, hashed without a text's glyphs, still tells texts whose
/// glyphs differ apart.
@Suite struct PaintBytesTests {
    /// Every value of every channel, the others varied with it.
    static let colors: [RGBAColor] = (0...255).flatMap { value -> [RGBAColor] in
        let v = UInt8(value)
        return [
            RGBAColor(red: v, green: 255 - v, blue: v &* 7, alpha: v),
            RGBAColor(red: 255 - v, green: v, blue: v &* 13, alpha: 255),
            RGBAColor(red: v &* 3, green: v &* 5, blue: v, alpha: 255 - v),
        ]
    }

    /// The former writing of a color's hex text, channel by channel as strings.
    private func formerHex(_ color: RGBAColor) -> String {
        "#"
            + [color.red, color.green, color.blue, color.alpha].map { channel in
                let digits = String(channel, radix: 16, uppercase: true)
                return channel < 16 ? "0" + digits : digits
            }.joined()
    }

    @Test func aColorsHexWrittenAsBytesIsItsHex() {
        for color in Self.colors {
            #expect(color.hex == formerHex(color), "\(color.red) \(color.green) \(color.blue) \(color.alpha)")
            var bytes: [UInt8] = Array("x".utf8)
            color.appendHex(withAlpha: false, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "x" + formerHex(color).prefix(7))
        }
    }

    /// The former writing of a paint attribute, as a string.
    private func formerPaint(_ property: String, _ color: RGBAColor) -> String {
        let hex = String(color.hex.prefix(7))
        guard color.alpha < 255 else { return #"\#(property)="\#(hex)""# }
        return #"\#(property)="\#(hex)" \#(property)-opacity="\#(NumberText.format(Double(color.alpha) / 255))""#
    }

    /// The former writing of a gradient stop's color.
    private func formerStop(_ color: RGBAColor) -> String {
        var paint = #" stop-color="\#(color.hex.prefix(7))""#
        if color.alpha < 255 { paint += #" stop-opacity="\#(NumberText.format(Double(color.alpha) / 255))""# }
        return paint
    }

    @Test func aPaintWrittenAsBytesIsTheFormerString() {
        var translucent = 0
        for color in Self.colors {
            #expect(SVGPaint.fill.markup(color) == formerPaint("fill", color))
            #expect(SVGPaint.stroke.markup(color) == formerPaint("stroke", color))
            #expect(SVGPaint.stop.markup(color) == formerStop(color))
            var bytes: [UInt8] = Array("<".utf8)
            SVGPaint.fill.write(color, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "<" + formerPaint("fill", color))
            if color.alpha < 255 { translucent += 1 }
        }
        #expect(translucent > 400)
    }

    /// A text shape of the sample layout, with glyphs.
    private func sampleText() throws -> LayoutShape {
        let shapes = try sampleLayout().shapes
        return try #require(shapes.first { shape in
            if case .text(_, let block) = shape { return block.lines.contains { !$0.glyphRuns.isEmpty } }
            return false
        })
    }

    private func key(_ shape: LayoutShape) -> ShapeDrawings.Key {
        ShapeDrawings.Key(
            shape: shape.uncolored, index: 3, holes: 2, counters: ["clip": 1], usedIDs: ["a"], definedOnce: [],
            topCornersOnly: false, symbol: nil, measurer: ObjectIdentifier(engine.measurer))
    }

    @Test func keysOfTextsWhoseGlyphsDifferAreNotEqual() throws {
        let shape = try sampleText()
        guard case .text(let name, var block) = shape else { Issue.record("not a text"); return }
        let line = try #require(block.lines.firstIndex { !$0.glyphRuns.isEmpty })
        #expect(key(shape) == key(shape))
        #expect(key(shape).hashValue == key(shape).hashValue)
        // A glyph moved by a hundredth of a point: the same hash (glyphs are
        // not hashed), not the same key.
        block.lines[line].glyphRuns[0].glyphs[0].x += 0.01
        let moved = LayoutShape.text(name: name, block: block)
        #expect(key(moved).hashValue == key(shape).hashValue)
        #expect(key(moved) != key(shape))
        // Another glyph in its place.
        guard case .text(_, var other) = shape else { return }
        other.lines[line].glyphRuns[0].glyphs[0].glyph += 1
        #expect(key(.text(name: name, block: other)) != key(shape))
        // Another line frame.
        guard case .text(_, var shifted) = shape else { return }
        shifted.lines[line].frame.y += 1
        #expect(key(.text(name: name, block: shifted)) != key(shape))
    }
}
