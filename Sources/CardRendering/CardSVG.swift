import CardGeometry
import CardText

/// Draws a layout of any kind as SVG, as a designer would see it: the
/// layout's ``LayoutShape``s back to front within its drawing size —
/// surfaces with their fill, border (several colors: a gradient ring),
/// corner radius, shadow and opacity; images as placeholders with their
/// label; texts as their real glyph outlines at the computed positions,
/// sizes and colors; badges with their label — on a white or black
/// container; optionally every frame outlined and named.
///
/// Texts are drawn from the lines' `glyphRuns`: lay the input out with
/// `includesGlyphs: true`. Each text is one `<g class="text"
/// data-name="NAME">` of lines, each line one `<g class="line NAME"
/// id="NAME-INDEX">` (NAME the shape's name, its JSON path); with frames,
/// each frame is one `<rect class="frame KIND" data-name="…">`.
public struct CardSVG: Sendable {
    public struct Options: Hashable, Sendable {
        /// Whether every frame is outlined and named.
        public var showsFrames: Bool
        /// Decides the container's background (white or black).
        public var colorScheme: ColorScheme
        /// Space around the container, in points.
        public var margin: Double

        public init(showsFrames: Bool = false, colorScheme: ColorScheme = .light, margin: Double = 16) {
            self.showsFrames = showsFrames
            self.colorScheme = colorScheme
            self.margin = margin
        }
    }

    /// Where the outlines come from.
    public let fonts: FontRegistry
    /// Sets captions, labels and frame names.
    private let measurer: TextMeasurer

    public init(fonts: FontRegistry) {
        self.fonts = fonts
        self.measurer = TextMeasurer(fonts: fonts, cacheCapacity: 64)
    }

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
    func render(_ layout: Layout, options: Options, sharedGlyphs: SharedGlyphUse?) -> String {
        let size = layout.drawingSize
        let subject = LayoutSubject(layoutJSON: layout.jsonValue).name(quoted: false)
        return render(
            shapes: layout.shapes, size: size, title: subject, parts: Self.partFrames(of: layout), options: options,
            sharedGlyphs: sharedGlyphs)
    }

    /// The SVG document of `shapes` drawn within `size`.
    public func render(shapes: [LayoutShape], size: LayoutSize, options: Options = Options()) -> String {
        render(shapes: shapes, size: size, title: "layout", parts: [], options: options)
    }

    private func render(
        shapes: [LayoutShape], size: LayoutSize, title: String, parts: [SVGCanvas.NamedFrame], options: Options,
        sharedGlyphs: SharedGlyphUse? = nil
    ) -> String {
        let n = SVGMarkup.n
        let margin = options.margin
        let width = size.width, height = size.height
        let dark = options.colorScheme == .dark

        var canvas = SVGCanvas(measurer: measurer)
        canvas.sharedGlyphs = sharedGlyphs
        for shape in shapes { canvas.draw(shape) }
        if options.showsFrames {
            let blocks = shapes.compactMap { shape -> TextBlockLayout? in
                if case .text(_, let block) = shape { return block }
                return nil
            }
            canvas.drawFrames(shapes: shapes, parts: parts, direction: SVGCanvas.direction(of: blocks))
        }

        // The canvas is whole points (the page fills what rounding adds), so
        // a screenshot at its size has no stray edge.
        let canvasWidth = (width + 2 * margin).rounded(.up), canvasHeight = (height + 2 * margin).rounded(.up)
        var svg: [String] = []
        svg.append(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        svg.append(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(n(canvasWidth))" "#
                + #"height="\#(n(canvasHeight))" viewBox="\#(n(-margin)) \#(n(-margin)) "#
                + #"\#(n(canvasWidth)) \#(n(canvasHeight))">"#)
        svg.append("<title>\(SVGMarkup.escaped("\(title), \(n(width)) × \(n(height)) pt"))</title>")
        svg.append("<defs>")
        svg += canvas.defs
        svg.append("</defs>")
        // The page around the container, then the container (the screen).
        svg.append(
            #"<rect class="page" x="\#(n(-margin))" y="\#(n(-margin))" width="\#(n(canvasWidth))" "#
                + #"height="\#(n(canvasHeight))" fill="\#(dark ? "#3A3A3C" : "#D1D1D6")"/>"#)
        svg.append(
            #"<rect class="container" x="0" y="0" width="\#(n(width))" height="\#(n(height))" "#
                + #"fill="\#(dark ? "#000000" : "#FFFFFF")"/>"#)
        svg += canvas.body
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }
}
