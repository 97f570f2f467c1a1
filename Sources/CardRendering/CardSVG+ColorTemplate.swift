import CardGeometry

extension CardSVG {
    /// A picture drawn once for every layout of one geometry: layouts that
    /// differ only in their colors (one card in light and in dark, as a
    /// batch of environments lays it out once) are drawn alike but for the
    /// markup their colors and their color scheme make, so that markup is
    /// left as holes that each layout fills. ``svg(for:colorScheme:)`` is,
    /// byte for byte, the SVG document ``render(_:options:sharing:)`` draws
    /// for that layout, its glyphs shared the same way.
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
        /// The markup between the holes: one more than `gaps`.
        private let pieces: [String]
        /// The hole written at each gap between two pieces.
        private let gaps: [Int]
        private let holes: [PictureColorHoles.Hole]
        private let choices: [PictureColorHoles.Choice]
        private let geometry: PictureGeometry
        /// The glyphs its pictures place (the same for every layout it takes).
        public let glyphs: Set<SharedGlyphOutlines.Glyph>
        /// The lines its pictures place, by id, with their definitions.
        public let lines: [String: String]

        fileprivate init?(
            marked svg: String, holes: PictureColorHoles, geometry: PictureGeometry, picture: SharedGlyphUse
        ) {
            guard let (pieces, gaps) = Self.split(svg, holes: holes.holes.count) else { return nil }
            self.pieces = pieces
            self.gaps = gaps
            self.holes = holes.holes
            self.choices = holes.choices
            self.geometry = geometry
            self.glyphs = picture.used
            self.lines = picture.lines
        }

        /// The SVG document of `layout` in `colorScheme`; nil when `layout`
        /// is not drawn like the layout the template was drawn from (see
        /// ``ColorTemplate``).
        public func svg(for layout: Layout, colorScheme: ColorScheme) -> String? {
            let shapes = layout.shapes
            guard geometry.matches(layout, shapes: shapes) else { return nil }
            return filled(shapes, colorScheme: colorScheme)
        }

        /// The SVG document of `shapes` drawn within `size` in
        /// `colorScheme` (a template of ``CardSVG/render(shapes:size:options:)``);
        /// nil when they are not drawn like the template's.
        func svg(for shapes: [LayoutShape], size: LayoutSize, colorScheme: ColorScheme) -> String? {
            guard geometry.matches(shapes: shapes, size: size) else { return nil }
            return filled(shapes, colorScheme: colorScheme)
        }

        /// The template with its holes filled from `shapes`, drawn like the
        /// template's; nil when one of its colors chooses otherwise.
        private func filled(_ shapes: [LayoutShape], colorScheme: ColorScheme) -> String? {
            for choice in choices {
                guard let color = choice.field.color(in: shapes[choice.shape]), choice.holds(color) == choice.outcome
                else { return nil }
            }
            let dark = colorScheme == .dark
            var values: [String] = []
            values.reserveCapacity(holes.count)
            for hole in holes {
                switch hole {
                case .color(let shape, let field, let markup):
                    guard let color = field.color(in: shapes[shape]) else { return nil }
                    values.append(markup(color))
                case .scheme(let markup):
                    values.append(markup(dark))
                }
            }
            var svg = ""
            svg.reserveCapacity(pieces.reduce(0) { $0 + $1.utf8.count } + values.reduce(0) { $0 + $1.utf8.count })
            for (index, gap) in gaps.enumerated() {
                svg += pieces[index]
                svg += values[gap]
            }
            svg += pieces[pieces.count - 1]
            return svg
        }

        /// The pieces of `svg` between its holes' marks, and the hole of
        /// each mark; nil unless each of the `holes` holes is marked exactly
        /// once and nothing else looks like a mark (a text holding U+FDD0).
        private static func split(_ svg: String, holes: Int) -> (pieces: [String], gaps: [Int])? {
            let start = PictureColorHoles.markStart, end = PictureColorHoles.markEnd
            var pieces: [String] = []
            var gaps: [Int] = []
            var seen = [Bool](repeating: false, count: holes)
            let bytes = Array(svg.utf8)
            var pieceStart = 0
            var index = 0
            while index + start.count <= bytes.count {
                guard bytes[index] == start[0], bytes[index + 1] == start[1], bytes[index + 2] == start[2] else {
                    index += 1
                    continue
                }
                var number = 0
                var cursor = index + start.count
                var digits = 0
                while cursor < bytes.count, bytes[cursor] >= UInt8(ascii: "0"), bytes[cursor] <= UInt8(ascii: "9"),
                    digits < 9
                {
                    number = number * 10 + Int(bytes[cursor] - UInt8(ascii: "0"))
                    cursor += 1
                    digits += 1
                }
                guard digits > 0, number < holes, !seen[number], cursor + end.count <= bytes.count,
                    Array(bytes[cursor..<(cursor + end.count)]) == end
                else { return nil }
                seen[number] = true
                pieces.append(String(decoding: bytes[pieceStart..<index], as: UTF8.self))
                gaps.append(number)
                index = cursor + end.count
                pieceStart = index
            }
            pieces.append(String(decoding: bytes[pieceStart...], as: UTF8.self))
            guard !seen.contains(false), !pieces.contains(where: { $0.utf8.contains(end[0]) && Self.holdsMark($0) }) else {
                return nil
            }
            return (pieces, gaps)
        }

        /// Whether `piece` holds U+FDD0 or U+FDD1 (a stray mark).
        private static func holdsMark(_ piece: String) -> Bool {
            piece.unicodeScalars.contains { $0 == PictureColorHoles.startScalar || $0 == PictureColorHoles.endScalar }
        }
    }

    /// `layout` drawn once as a ``ColorTemplate`` for every layout of its
    /// geometry, its glyph outlines taken from (and left to) `outlines`,
    /// with `options` but for the color scheme, which each layout gives
    /// (see ``ColorTemplate/svg(for:colorScheme:)``). Nil with
    /// `showsFrames` (frames are drawn alone), or when the layout's text
    /// holds what would be taken for a hole.
    public func colorTemplate(
        _ layout: Layout, options: Options = Options(), sharing outlines: SharedGlyphOutlines
    ) -> ColorTemplate? {
        guard !options.showsFrames else { return nil }
        let use = SharedGlyphUse(outlines)
        let holes = PictureColorHoles()
        let facts = PictureFacts(layout: layout)
        let svg = render(layout, options: options, sharedGlyphs: use, colorHoles: holes, facts: facts)
        return ColorTemplate(
            marked: svg, holes: holes, geometry: PictureGeometry(layout, facts: facts), picture: use)
    }

    /// ``colorTemplate(_:options:sharing:)`` of `shapes` drawn within
    /// `size`, as ``render(shapes:size:options:)`` draws them.
    func colorTemplate(
        shapes: [LayoutShape], size: LayoutSize, options: Options = Options(), sharing outlines: SharedGlyphOutlines
    ) -> ColorTemplate? {
        guard !options.showsFrames else { return nil }
        let use = SharedGlyphUse(outlines)
        let holes = PictureColorHoles()
        let svg = render(
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

    init(_ layout: Layout, facts: PictureFacts) {
        subject = Subject(kind: layout.kind, cardId: layout.cardId)
        drawingSize = layout.drawingSize
        shapes = layout.shapes.map(\.uncolored)
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
