import CardGeometry

extension CardSVG {
    /// A picture drawn once for every layout of one geometry: layouts that
    /// differ only in their colors (one card in light and in dark, as a
    /// batch of environments lays it out once) are drawn alike but for the
    /// markup their colors and their color scheme make, so that markup is
    /// left as holes that each layout fills; so is the prefix of every id,
    /// which each picture gives. ``svg(for:colorScheme:idPrefix:)`` is,
    /// byte for byte, the SVG document ``render(_:options:sharing:)`` draws
    /// for that layout with that prefix, its glyphs shared the same way;
    /// ``write(for:colorScheme:idPrefix:into:)`` appends the same bytes.
    ///
    /// It takes a layout only when what the drawing reads of it besides its
    /// colors is the same as in the layout it was drawn from: its kind and
    /// card id, its drawing size, its shapes with their colors left out
    /// (the presence of a fill or a shadow, the number of a border's
    /// colors kept), what the picture reads of the kind's own output (its
    /// screens, clips, corners, symbols and title bar), and every choice the
    /// drawing made from a color (a shadow too faint to draw). For any
    /// other layout it gives nil: draw that one alone.
    public struct ColorTemplate: Sendable {
        /// The markup between the holes, one piece after another (UTF-8).
        private let text: [UInt8]
        /// Where each piece ends in `text`: one more than `gaps`.
        private let pieceEnds: [Int]
        /// The hole written at each gap between two pieces.
        private let gaps: [Int]
        private let holes: [PictureColorHoles.Hole]
        private let choices: [PictureColorHoles.Choice]
        private let geometry: PictureGeometry
        /// The glyphs its pictures place (the same for every layout it takes),
        /// by their numbers.
        package let glyphNumbers: GlyphNumbers
        /// The outlines that numbered them.
        private let outlines: SharedGlyphOutlines
        /// The glyphs its pictures place (the same for every layout it takes).
        public var glyphs: Set<SharedGlyphOutlines.Glyph> { Set(glyphNumbers.glyphs(in: outlines)) }
        /// The lines its pictures place, by id, with their definitions.
        public let lines: [String: String]

        fileprivate init?(
            marked svg: [UInt8], holes: PictureColorHoles, geometry: PictureGeometry, picture: SharedGlyphUse
        ) {
            guard let (text, pieceEnds, gaps) = Self.split(svg, holes: holes.holes.count) else { return nil }
            self.text = text
            self.pieceEnds = pieceEnds
            self.gaps = gaps
            self.holes = holes.holes
            self.choices = holes.choices
            self.geometry = geometry
            self.glyphNumbers = picture.numbers
            self.outlines = picture.outlines
            self.lines = picture.lines
        }

        /// The SVG document of `layout` in `colorScheme`, its ids after
        /// `idPrefix` (``CardSVG/Options/idPrefix``); nil when `layout` is
        /// not drawn like the layout the template was drawn from (see
        /// ``ColorTemplate``).
        public func svg(for layout: Layout, colorScheme: ColorScheme, idPrefix: String = "") -> String? {
            var bytes: [UInt8] = []
            guard write(for: layout, colorScheme: colorScheme, idPrefix: idPrefix, into: &bytes) else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }

        /// Appends ``svg(for:colorScheme:idPrefix:)`` to `output` as UTF-8
        /// bytes, the template's markup copied as it is and each hole
        /// filled; false, with `output` as it was, when `layout` is not
        /// drawn like the layout the template was drawn from.
        public func write(
            for layout: Layout, colorScheme: ColorScheme, idPrefix: String = "", into output: inout [UInt8]
        ) -> Bool {
            write(for: layout, shapes: layout.shapes, colorScheme: colorScheme, idPrefix: idPrefix, into: &output)
        }

        /// ``write(for:colorScheme:idPrefix:into:)`` with `layout`'s shapes
        /// (`layout.shapes`, which a kind makes anew each time it is asked)
        /// made once by the caller, who needs them too.
        package func write(
            for layout: Layout, shapes: [LayoutShape], colorScheme: ColorScheme, idPrefix: String,
            into output: inout [UInt8]
        ) -> Bool {
            guard geometry.matches(layout, shapes: shapes) else { return false }
            return fill(shapes, colorScheme: colorScheme, idPrefix: idPrefix, into: &output)
        }

        /// ``write(for:shapes:colorScheme:idPrefix:into:)`` of the layout
        /// the template was drawn from, whose shapes are `shapes`: it is
        /// drawn like itself, so its geometry is not compared again.
        package func write(
            drawnFrom shapes: [LayoutShape], colorScheme: ColorScheme, idPrefix: String, into output: inout [UInt8]
        ) -> Bool {
            fill(shapes, colorScheme: colorScheme, idPrefix: idPrefix, into: &output)
        }

        /// The SVG document of `shapes` drawn within `size` in
        /// `colorScheme` (a template of ``CardSVG/render(shapes:size:options:)``);
        /// nil when they are not drawn like the template's.
        func svg(for shapes: [LayoutShape], size: LayoutSize, colorScheme: ColorScheme) -> String? {
            guard geometry.matches(shapes: shapes, size: size) else { return nil }
            var bytes: [UInt8] = []
            guard fill(shapes, colorScheme: colorScheme, idPrefix: "", into: &bytes) else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }

        /// Appends the template with its holes filled from `shapes`, drawn
        /// like the template's; false, with `output` as it was, when one of
        /// their colors chooses otherwise or is missing.
        private func fill(
            _ shapes: [LayoutShape], colorScheme: ColorScheme, idPrefix: String, into output: inout [UInt8]
        ) -> Bool {
            for choice in choices {
                guard let color = choice.field.color(in: shapes[choice.shape]), choice.holds(color) == choice.outcome
                else { return false }
            }
            let dark = colorScheme == .dark
            let start = output.count
            output.reserveCapacity(start + text.count + 32 * holes.count)
            var pieceStart = 0
            for (index, gap) in gaps.enumerated() {
                let pieceEnd = pieceEnds[index]
                output.append(contentsOf: text[pieceStart..<pieceEnd])
                pieceStart = pieceEnd
                switch holes[gap] {
                case .color(let shape, let field, let markup):
                    guard let color = field.color(in: shapes[shape]) else {
                        output.removeSubrange(start...)
                        return false
                    }
                    output.append(contentsOf: markup(color).utf8)
                case .paint(let shape, let field, let paint):
                    guard let color = field.color(in: shapes[shape]) else {
                        output.removeSubrange(start...)
                        return false
                    }
                    paint.write(color, to: &output)
                case .scheme(let markup):
                    output.append(contentsOf: markup(dark).utf8)
                case .idPrefix:
                    output.append(contentsOf: idPrefix.utf8)
                }
            }
            output.append(contentsOf: text[pieceStart...])
            return true
        }

        /// The markup of `svg` between its holes' marks, one piece after
        /// another, where each piece ends, and the hole of each mark; nil
        /// unless each of the `holes` holes is marked exactly once and
        /// nothing else looks like a mark (a text holding U+FDD0 or U+FDD1).
        private static func split(_ bytes: [UInt8], holes: Int) -> (text: [UInt8], pieceEnds: [Int], gaps: [Int])? {
            let start = PictureColorHoles.markStart, end = PictureColorHoles.markEnd
            // Both marks are three bytes, alike but for the last.
            guard start.count == 3, end.count == 3, start[0] == end[0], start[1] == end[1], start[0] >= 0x80 else {
                return nil
            }
            // A mark's first byte is outside ASCII: the markup between marks
            // (ASCII, but for texts) is passed eight bytes at a time.
            return bytes.withUnsafeBufferPointer { split($0, holes: holes, start: start, end: end) }
        }

        /// ``split(_:holes:)`` over the bytes in place, the marks' bytes given.
        private static func split(
            _ bytes: UnsafeBufferPointer<UInt8>, holes: Int, start: [UInt8], end: [UInt8]
        ) -> (text: [UInt8], pieceEnds: [Int], gaps: [Int])? {
            var text: [UInt8] = []
            text.reserveCapacity(bytes.count)
            var pieceEnds: [Int] = []
            var gaps: [Int] = []
            var seen = [Bool](repeating: false, count: holes)
            var pieceStart = 0
            var index = 0
            while index + 3 <= bytes.count {
                index = NonASCIIByteSearch.firstIndex(of: start[0], in: bytes, from: index)
                guard index + 3 <= bytes.count else { break }
                guard bytes[index] == start[0], bytes[index + 1] == start[1] else {
                    index += 1
                    continue
                }
                if bytes[index + 2] == end[2] { return nil }  // an end without a start
                guard bytes[index + 2] == start[2] else {
                    index += 1
                    continue
                }
                var number = 0
                var cursor = index + 3
                var digits = 0
                while cursor < bytes.count, bytes[cursor] >= UInt8(ascii: "0"), bytes[cursor] <= UInt8(ascii: "9"),
                    digits < 9
                {
                    number = number * 10 + Int(bytes[cursor] - UInt8(ascii: "0"))
                    cursor += 1
                    digits += 1
                }
                guard digits > 0, number < holes, !seen[number], cursor + 3 <= bytes.count,
                    bytes[cursor] == end[0], bytes[cursor + 1] == end[1], bytes[cursor + 2] == end[2]
                else { return nil }
                seen[number] = true
                text.append(contentsOf: bytes[pieceStart..<index])
                pieceEnds.append(text.count)
                gaps.append(number)
                index = cursor + 3
                pieceStart = index
            }
            text.append(contentsOf: bytes[pieceStart...])
            pieceEnds.append(text.count)
            guard !seen.contains(false) else { return nil }
            return (text, pieceEnds, gaps)
        }
    }

    /// `layout` drawn once as a ``ColorTemplate`` for every layout of its
    /// geometry, its glyph outlines taken from (and left to) `outlines`,
    /// with `options` but for the color scheme and the id prefix, which
    /// each layout gives (see ``ColorTemplate/svg(for:colorScheme:idPrefix:)``);
    /// `htmlClass` is kept. Nil with
    /// `showsFrames` (frames are drawn alone), or when the layout's text
    /// holds what would be taken for a hole.
    public func colorTemplate(
        _ layout: Layout, options: Options = Options(), sharing outlines: SharedGlyphOutlines
    ) -> ColorTemplate? {
        colorTemplate(layout, shapes: layout.shapes, options: options, sharing: outlines)
    }

    /// ``colorTemplate(_:options:sharing:)`` with `layout`'s shapes
    /// (`layout.shapes`, which a kind makes anew each time it is asked)
    /// made once by the caller, who needs them too.
    package func colorTemplate(
        _ layout: Layout, shapes: [LayoutShape], options: Options = Options(), sharing outlines: SharedGlyphOutlines
    ) -> ColorTemplate? {
        guard !options.showsFrames else { return nil }
        let use = SharedGlyphUse(outlines)
        let holes = PictureColorHoles()
        let facts = PictureFacts(layout: layout)
        let svg = renderBytes(
            layout, shapes: shapes, options: options, sharedGlyphs: use, colorHoles: holes, facts: facts)
        return ColorTemplate(
            marked: svg, holes: holes, geometry: PictureGeometry(layout, shapes: shapes, facts: facts), picture: use)
    }

    /// ``colorTemplate(_:options:sharing:)`` of `shapes` drawn within
    /// `size`, as ``render(shapes:size:options:)`` draws them.
    func colorTemplate(
        shapes: [LayoutShape], size: LayoutSize, options: Options = Options(), sharing outlines: SharedGlyphOutlines
    ) -> ColorTemplate? {
        guard !options.showsFrames else { return nil }
        let use = SharedGlyphUse(outlines)
        let holes = PictureColorHoles()
        let svg = renderBytes(
            shapes: shapes, size: size, title: "layout", parts: [], facts: PictureFacts(size: size), options: options,
            sharedGlyphs: use, colorHoles: holes)
        return ColorTemplate(
            marked: svg, holes: holes, geometry: PictureGeometry(shapes: shapes, size: size), picture: use)
    }
}

/// What a picture reads of a layout besides its colors (see
/// ``CardSVG/ColorTemplate``).
struct PictureGeometry: Sendable {
    /// The layout's kind and card id (its picture's title); nil for shapes
    /// drawn without a layout.
    var subject: Subject?
    var drawingSize: LayoutSize
    var shapes: [LayoutShape]
    var facts: PictureFacts

    struct Subject: Hashable, Sendable {
        var kind: LayoutKind
        var cardId: String?
    }

    /// What a picture reads of `layout`, whose shapes are `shapes`.
    init(_ layout: Layout, shapes: [LayoutShape], facts: PictureFacts) {
        subject = Subject(kind: layout.kind, cardId: layout.cardId)
        drawingSize = layout.drawingSize
        self.shapes = shapes.map(\.uncolored)
        self.facts = facts
    }

    init(shapes: [LayoutShape], size: LayoutSize) {
        subject = nil
        drawingSize = size
        self.shapes = shapes.map(\.uncolored)
        facts = PictureFacts(size: size)
    }

    /// Whether `layout`, whose shapes are `shapes`, is drawn like this one
    /// but for its colors.
    func matches(_ layout: Layout, shapes: [LayoutShape]) -> Bool {
        guard subject == Subject(kind: layout.kind, cardId: layout.cardId),
            matches(shapes: shapes, size: layout.drawingSize)
        else { return false }
        return Self.same(PictureFacts(layout: layout), facts)
    }

    /// Whether `shapes` drawn within `size` are drawn like these but for
    /// their colors.
    func matches(shapes: [LayoutShape], size: LayoutSize) -> Bool {
        guard size == drawingSize, shapes.count == self.shapes.count else { return false }
        for (shape, uncolored) in zip(shapes, self.shapes) where shape.uncolored != uncolored {
            return false
        }
        return true
    }

    /// Whether two layouts' facts draw alike.
    private static func same(_ a: PictureFacts, _ b: PictureFacts) -> Bool {
        a.screens == b.screens && a.clips == b.clips && a.topCornersOnly == b.topCornersOnly && a.symbols == b.symbols
            && a.titleBar == b.titleBar
    }
}
