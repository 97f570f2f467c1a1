/// A lower bound on the lines a long text needs, from its shaped width
/// alone: what lets ``TextMeasurer/measure(_:)`` refuse a text whose lines
/// must pass the request's maximum height before it breaks any of them
/// (docs/text-internals.md, "Cost bounded by what can be output").
///
/// It answers only for text it can prove the bound of, and stays silent
/// (`false`) otherwise: one paragraph of ASCII letters and spaces, in a
/// primary face that has a glyph for each and in whose shaping plan a space
/// separates shaping (``SpaceSeparation``), with no negative letter
/// spacing. For such text:
///
/// - UAX #14 allows a break only after a space (letters are AL, and
///   AL × AL); no lookup reads or writes a space, so a line, shaped on its
///   own, is its words shaped alone and the spaces between them;
/// - a word that fits a line alone (its width shaped alone, spaced) never
///   starts a line it is cut in, and a line of such words is at least as
///   wide as their widths added up (letter spacing and spaces only add to
///   it): the lines holding them number at least their sum over the width;
/// - a word wider than the line alone starts a line (the opportunity before
///   it fits, the one after it does not) that holds nothing but a piece of
///   it: one line of its own each, apart from the lines above. Its other
///   pieces are not counted (nor a word within the comparison's tolerance
///   of the width, which may go either way).
///
/// Each distinct word is shaped once, and the words are read only until
/// their lines prove the bound, or until they show that at their rate the
/// whole text would not come near it (a valid long text then pays a
/// sixteenth of the scan).
enum ShapedWidthBound {
    /// Texts shorter than this (in UTF-8 bytes) are laid out as they are:
    /// the check would cost more than it can save.
    static let shortestChecked = 1 << 16

    /// Whether `text` (its case already applied) needs at least `lines`
    /// lines at `request`'s style and width, proven from its words' shaped
    /// widths; `false` when it does not, or when the text is not of the
    /// kind the proof holds for. Texts shorter than `shortest` bytes are
    /// not checked.
    static func needsAtLeast(
        _ lines: Int, text: String, request: TextRequest, primary: FontFace, shaper: Shaper,
        shortest: Int = shortestChecked
    ) -> Bool {
        let style = request.style
        guard lines > 0, text.utf8.count >= shortest, style.letterSpacing >= 0, request.width > 0 else {
            return false
        }
        var text = text
        return text.withUTF8 { bytes in
            guard separatesAtSpaces(bytes, face: primary, shaper: shaper) else { return false }
            // Widths in points at the style's size; a line fits up to the
            // width and the comparison's tolerance.
            let lineWidth = request.width + LineGeometry.tolerance
            let needed = Double(lines) * (1 + 1e-9)
            let scale = style.size / primary.unitsPerEm
            // What each distinct word adds: the width of a word that fits,
            // or a line of its own.
            var words: [ArraySlice<UInt8>: (width: Double, lines: Int)] = [:]
            let buffer = Array(bytes)
            var units: [UInt16] = []
            var fittingWidth = 0.0
            var ownLines = 0
            var start = 0
            var checkpoint = buffer.count / 16
            while start < buffer.count {
                guard buffer[start] != 0x20 else {
                    start += 1
                    continue
                }
                var end = start + 1
                while end < buffer.count && buffer[end] != 0x20 { end += 1 }
                let word = buffer[start..<end]
                let share: (width: Double, lines: Int)
                if let known = words[word] {
                    share = known
                } else {
                    units.removeAll(keepingCapacity: true)
                    units.append(contentsOf: word.lazy.map { UInt16($0) })
                    let advance = units.withUnsafeBufferPointer { units in
                        shaper.shape(units, range: 0..<units.count, face: primary, isRTL: false, script: .latin)
                            .reduce(0) { $0 + Double($1.advance) }
                    }
                    let width = advance * scale
                    if width + style.letterSpacing * Double(word.count) <= request.width {
                        share = (width, 0)
                    } else {
                        share = (0, width > lineWidth ? 1 : 0)
                    }
                    words[word] = share
                }
                fittingWidth += share.width
                ownLines += share.lines
                let bound = Double(ownLines) + fittingWidth / lineWidth
                if bound > needed { return true }
                // A text whose words so far, at the same rate to its end,
                // would not reach half the lines is laid out instead: the
                // rest of the scan would most likely be lost.
                if end >= checkpoint {
                    if bound * Double(buffer.count) / Double(end) < needed / 2 { return false }
                    checkpoint += buffer.count / 16
                }
                start = end
            }
            return false
        }
    }

    /// Whether `bytes` are ASCII letters and spaces only, with at least one
    /// letter, each with a glyph of `face`'s own, and a space separates
    /// shaping in them with Latin's plan.
    private static func separatesAtSpaces(_ bytes: UnsafeBufferPointer<UInt8>, face: FontFace, shaper: Shaper) -> Bool {
        var seen = [Bool](repeating: false, count: 128)
        for byte in bytes {
            guard byte == 0x20 || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) else { return false }
            seen[Int(byte)] = true
        }
        let characters = (0..<128).filter { seen[$0] }.map { UInt16($0) }
        guard characters.contains(where: { $0 != 0x20 }),
            characters.allSatisfy({ face.covers(UInt32($0)) })
        else { return false }
        return characters.withUnsafeBufferPointer { units in
            face.spaceSeparatesShaping(
                in: units, range: 0..<units.count, script: .latin, isRTL: false, language: shaper.language)
        }
    }
}
