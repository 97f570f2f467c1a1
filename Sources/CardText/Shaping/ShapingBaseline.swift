/// HarfBuzz alone: a string shaped as one run in the style's face, with no
/// segmentation, fallback, bidi or line breaking.
///
/// This is the cost floor of measuring text on a cold cache, which no layout
/// of the same strings can go below; benchmarks report layout time as a
/// ratio to it.
public struct ShapingBaseline: Sendable {
    public let fonts: FontRegistry

    public init(fonts: FontRegistry) {
        self.fonts = fonts
    }

    /// Shapes `text` once in `family` at `weight` and returns its advance at
    /// `size` (so the work cannot be optimised away).
    public func shape(_ text: String, family: String, weight: Int, size: Double, locale: String = "en") throws(TextError) -> Double {
        let face = try fonts.face(family: family, weight: weight)
        let units = Array(text.utf16)
        let glyphs = units.withUnsafeBufferPointer { buffer in
            Shaper(locale: locale).shapeGuessingDirection(buffer, face: face)
        }
        return glyphs.reduce(0) { $0 + Double($1.advance) } * size / face.unitsPerEm
    }
}
