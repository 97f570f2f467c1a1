/// HarfBuzz alone: a string shaped once, as one run, in the face its script
/// needs, with no segmentation, per-cluster fallback, bidi or line breaking.
///
/// This is the cost floor of measuring text on a cold cache, which no correct
/// layout of the same strings can go below; benchmarks report layout time as
/// a ratio to it. The face is the style's own, or for text in another script
/// the first fallback face with that script's letters: shaping Arabic or
/// Thai in Inter would only produce cheap missing-glyph boxes and understate
/// the floor.
public struct ShapingBaseline: Sendable {
    /// The fonts it shapes with.
    public let fonts: FontRegistry

    /// A baseline over these fonts.
    public init(fonts: FontRegistry) {
        self.fonts = fonts
    }

    /// Shapes `text` once and returns its advance at `size` (so the work
    /// cannot be optimised away).
    public func shape(_ text: String, family: String, weight: Int, size: Double, locale: String = "en") throws(TextError) -> Double {
        let primary = try fonts.face(family: family, weight: weight)
        let face = scriptFace(for: text, primary: primary, weight: weight)
        let units = Array(text.utf16)
        let glyphs = units.withUnsafeBufferPointer { buffer in
            Shaper(locale: locale).shapeGuessingDirection(buffer, face: face)
        }
        return glyphs.reduce(0) { $0 + Double($1.advance) } * size / face.unitsPerEm
    }

    /// The first face of the fallback chain that has the text's first letter
    /// of a script other than Common or Inherited; the primary face when
    /// there is none, or none has it.
    private func scriptFace(for text: String, primary: FontFace, weight: Int) -> FontFace {
        guard let letter = text.unicodeScalars.first(where: { !UnicodeProperties.script(of: $0.value).isShared })
        else { return primary }
        return fonts.fallbackChain(primary: primary, weight: weight).first { $0.covers(letter.value) } ?? primary
    }
}
