import CardGeometry
import CardText

/// Draws a layout of any kind as SVG, as a designer would see it: the
/// layout's `LayoutShape`s back to front within its drawing size —
/// surfaces with their fill, border (several colors: a gradient ring),
/// corner radius, shadow and opacity; images as placeholders with their
/// label; texts as their real glyph outlines at the computed positions,
/// sizes and colors; badges with their label — on a white or black
/// container; optionally every frame outlined and named.
///
/// The drawing rules (README, "Pictures"): each screen (one, or a sheet's
/// three panels) is a `<g class="screen" data-frame="…">` clipped to it, so
/// nothing is painted outside it; what the layout reports clipped is a
/// `<g class="clip" data-name="PATH" data-frame="…">` clipped to its frame;
/// corners, badges and symbols are drawn as the layout says
/// (`PictureFacts`); a system title bar the layout names is drawn above
/// the screen.
///
/// Texts are drawn from the lines' `glyphRuns`: lay the input out with
/// `includesGlyphs: true`. Each text is one `<g class="text"
/// data-name="NAME" data-frame="…" data-size="…">` of lines, each line one
/// `<g class="line NAME" id="NAME-INDEX" data-frame="…">` (NAME the shape's
/// name, its JSON path); with frames, each frame is one
/// `<rect class="frame KIND" data-name="…">`, numbered by a tag off every
/// glyph and named in a legend below the screen.
public struct CardSVG: Sendable {
    /// How a picture is drawn: frames, background and margin, and how it
    /// stands in its document.
    public struct Options: Hashable, Sendable {
        /// Whether every frame is outlined and named.
        public var showsFrames: Bool
        /// Decides the container's background (white or black).
        public var colorScheme: ColorScheme
        /// Space around the container, in points.
        public var margin: Double
        /// Starts every id the picture defines and every reference to one
        /// (a clip, a gradient, a filter, a line), so that many pictures
        /// can sit in one document; ids of glyphs shared with the document
        /// (``SharedGlyphOutlines/idPrefix``) are left as they are.
        public var idPrefix: String
        /// When given, the picture is written as an element of an HTML
        /// page rather than as a file: no XML declaration, no final
        /// newline, and this class on the root `<svg>`.
        public var htmlClass: String?

        /// Options; by default no frames, a white background, a 16 pt
        /// margin, ids as they are and a whole SVG file.
        public init(
            showsFrames: Bool = false, colorScheme: ColorScheme = .light, margin: Double = 16, idPrefix: String = "",
            htmlClass: String? = nil
        ) {
            self.showsFrames = showsFrames
            self.colorScheme = colorScheme
            self.margin = margin
            self.idPrefix = idPrefix
            self.htmlClass = htmlClass
        }
    }

    /// Where the outlines come from.
    public let fonts: FontRegistry
    /// Sets captions, labels and frame names.
    private let measurer: TextMeasurer

    /// A drawer that reads glyph outlines from `fonts`.
    public init(fonts: FontRegistry) {
        self.fonts = fonts
        /// A drawer that shares `measurer` (and its fonts) with the engine that laid the input out.
        self.measurer = TextMeasurer(fonts: fonts, cacheCapacity: 64)
    }

    /// A drawer that shares `measurer` (and its fonts) with the engine that laid the input out.
    public init(measurer: TextMeasurer) {
        self.fonts = measurer.fonts
        self.measurer = measurer
    }

    /// The SVG document of `layout` (UTF-8 text, ends with a newline).
    public func render(_ layout: Layout, options: Options = Options()) -> String {
        render(layout, options: options, sharedGlyphs: nil)
    }

    /// ``render(_:options:)``, its glyphs placed from `sharedGlyphs` when
    /// given (see ``SharedGlyphOutlines``).
    func render(
        _ layout: Layout, options: Options, sharedGlyphs: SharedGlyphUse?, colorHoles: PictureColorHoles? = nil,
        facts: PictureFacts? = nil
    ) -> String {
        String(
            decoding: renderBytes(
                layout, options: options, sharedGlyphs: sharedGlyphs, colorHoles: colorHoles, facts: facts),
            as: UTF8.self)
    }

    /// ``render(_:options:sharedGlyphs:colorHoles:facts:)`` as UTF-8 bytes.
    func renderBytes(
        _ layout: Layout, options: Options, sharedGlyphs: SharedGlyphUse?, colorHoles: PictureColorHoles? = nil,
        facts: PictureFacts? = nil
    ) -> [UInt8] {
        renderBytes(
            layout, shapes: layout.shapes, options: options, sharedGlyphs: sharedGlyphs, colorHoles: colorHoles,
            facts: facts)
    }

    /// ``renderBytes(_:options:sharedGlyphs:colorHoles:facts:)`` with
    /// `layout`'s shapes (`layout.shapes`, which a kind makes anew each
    /// time it is asked) made once by the caller.
    func renderBytes(
        _ layout: Layout, shapes: [LayoutShape], options: Options, sharedGlyphs: SharedGlyphUse?,
        colorHoles: PictureColorHoles? = nil, facts: PictureFacts? = nil
    ) -> [UInt8] {
        let size = layout.drawingSize
        let subject = LayoutSubject(layout: layout).name(quoted: false)
        return renderBytes(
            shapes: shapes, size: size, title: subject, parts: layout.outlinedParts.map { SVGCanvas.NamedFrame(name: $0.name, frame: $0.frame, kind: $0.role.rawValue) },
            facts: facts ?? PictureFacts(layout: layout), options: options, sharedGlyphs: sharedGlyphs,
            colorHoles: colorHoles)
    }

    /// The SVG document of `shapes` drawn within `size`.
    public func render(shapes: [LayoutShape], size: LayoutSize, options: Options = Options()) -> String {
        render(shapes: shapes, size: size, title: "layout", parts: [], facts: PictureFacts(size: size), options: options)
    }

    /// The height of the system's title bar drawn above the screen.
    static let titleBarHeight = 44.0

    func render(
        shapes: [LayoutShape], size: LayoutSize, title: String, parts: [SVGCanvas.NamedFrame], facts: PictureFacts,
        options: Options, sharedGlyphs: SharedGlyphUse? = nil, colorHoles: PictureColorHoles? = nil
    ) -> String {
        String(
            decoding: renderBytes(
                shapes: shapes, size: size, title: title, parts: parts, facts: facts, options: options,
                sharedGlyphs: sharedGlyphs, colorHoles: colorHoles),
            as: UTF8.self)
    }

    /// The picture as UTF-8 bytes, written once: a line per element of the
    /// picture's own, then its defs and body.
    func renderBytes(
        shapes: [LayoutShape], size: LayoutSize, title: String, parts: [SVGCanvas.NamedFrame], facts: PictureFacts,
        options: Options, sharedGlyphs: SharedGlyphUse? = nil, colorHoles: PictureColorHoles? = nil
    ) -> [UInt8] {
        let n = SVGMarkup.n
        let margin = options.margin
        let width = size.width, height = size.height
        let dark = options.colorScheme == .dark
        let blocks = shapes.compactMap { shape -> TextBlockLayout? in
            if case .text(_, let block) = shape { return block }
            return nil
        }
        let direction = SVGCanvas.direction(of: blocks)

        var canvas = SVGCanvas(measurer: measurer)
        canvas.idPrefix = options.idPrefix
        canvas.sharedGlyphs = sharedGlyphs
        canvas.colorHoles = colorHoles
        canvas.symbols = facts.symbols
        canvas.topCornersOnly = facts.topCornersOnly
        // A caption keeps clear of the badges and text lines over its image.
        canvas.captionObstacles = shapes.flatMap { shape -> [LayoutRect] in
            switch shape {
            case .badge(let badge): [badge.frame]
            case .text(_, let block): block.lines.map(\.frame)
            default: []
            }
        }
        // Each screen clips what is drawn in it (a row that scrolls shows
        // what fits); in it, what the layout reports clipped is clipped to
        // its own frame.
        var drawn = Set<Int>()
        for screen in facts.screens {
            canvas.beginClip(screen, className: "screen")
            var open: PictureFacts.Region?
            for (index, shape) in shapes.enumerated() where !drawn.contains(index) && screen.holds(shape.name) {
                drawn.insert(index)
                let clip = facts.clips.first { $0.holds(shape.name) }
                if clip != open {
                    if open != nil { canvas.endClip() }
                    if let clip { canvas.beginClip(clip, className: "clip") }
                    open = clip
                }
                canvas.draw(shape, index: index)
            }
            if open != nil { canvas.endClip() }
            canvas.endClip()
        }
        let top = facts.titleBar == nil ? 0 : Self.titleBarHeight
        if let bar = facts.titleBar {
            canvas.drawTitleBar(bar, width: width, height: top, dark: dark, direction: direction)
        }
        var legendHeight = 0.0
        if options.showsFrames {
            let titleBar = LayoutRect(x: -margin, y: -top - margin, width: width + 2 * margin, height: top + margin)
            let legend = canvas.drawFrames(
                shapes: shapes, parts: parts, direction: direction, screens: facts.screens.map(\.frame),
                bounds: LayoutRect(x: -margin, y: -margin, width: width + 2 * margin, height: height + 2 * margin),
                reserved: top > 0 ? [titleBar] : [])
            legendHeight = canvas.drawLegend(legend, top: height + margin, width: width, dark: dark)
        }

        // The canvas is whole points (the page fills what rounding adds), so
        // a screenshot at its size has no stray edge.
        let canvasWidth = (width + 2 * margin).rounded(.up)
        let canvasHeight = (height + top + legendHeight + 2 * margin).rounded(.up)
        let originY = -margin - top
        // Written once, into one buffer: the picture's own lines around
        // the canvas's defs and body.
        var svg = MarkupLines()
        svg.reserveCapacity(canvas.defs.byteCount + canvas.body.byteCount + 1024)
        if options.htmlClass == nil { svg.append(#"<?xml version="1.0" encoding="UTF-8"?>"#) }
        if let htmlClass = options.htmlClass {
            svg.write(#"<svg class=""#)
            svg.write(MarkupText.escaped(htmlClass))
            svg.write(#"" "#)
        } else {
            svg.write("<svg ")
        }
        svg.write(#"xmlns="http://www.w3.org/2000/svg" width=""#)
        svg.write(number: canvasWidth)
        svg.write(#"" height=""#)
        svg.write(number: canvasHeight)
        svg.write(#"" viewBox=""#)
        svg.write(number: -margin)
        svg.write(" ")
        svg.write(number: originY)
        svg.write(" ")
        svg.write(number: canvasWidth)
        svg.write(" ")
        svg.write(number: canvasHeight)
        svg.write(#"">"#)
        svg.endLine()
        svg.append("<title>\(MarkupText.escaped("\(title), \(n(width)) × \(n(height)) pt"))</title>")
        svg.append("<defs>")
        svg.append(written: canvas.defs.bytes)
        svg.append("</defs>")
        // The page around the screens, then each screen's container.
        svg.write(#"<rect class="page" x=""#)
        svg.write(number: -margin)
        svg.write(#"" y=""#)
        svg.write(number: originY)
        svg.write(#"" width=""#)
        svg.write(number: canvasWidth)
        svg.write(#"" height=""#)
        svg.write(number: canvasHeight)
        svg.write(#"" "#)
        svg.write(canvas.schemed(dark) { #"fill="\#($0 ? "#3A3A3C" : "#D1D1D6")""# })
        svg.write("/>")
        svg.endLine()
        for screen in facts.screens {
            let f = screen.frame
            svg.write(#"<rect class="container" x=""#)
            svg.write(number: f.x)
            svg.write(#"" y=""#)
            svg.write(number: f.y)
            svg.write(#"" width=""#)
            svg.write(number: f.width)
            svg.write(#"" height=""#)
            svg.write(number: f.height)
            svg.write(#"" "#)
            svg.write(canvas.schemed(dark) { #"fill="\#($0 ? "#000000" : "#FFFFFF")""# })
            svg.write("/>")
            svg.endLine()
        }
        svg.append(written: canvas.body.bytes)
        svg.write("</svg>")
        // A file ends with a newline; an element of a page does not.
        if options.htmlClass == nil { svg.endLine() }
        return svg.bytes
    }
}
