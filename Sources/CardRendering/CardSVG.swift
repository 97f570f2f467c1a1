import CardGeometry
import CardText

/// Draws a card layout as SVG, as a designer would see it: the media as a
/// tinted placeholder with its aspect ratio, texts as their real glyph
/// outlines at the computed positions, sizes and colors, the button with its
/// background, outline and radius, the card's and media's corner radii, the
/// text container's background; optionally every frame outlined and named.
///
/// Texts are drawn from the lines' `glyphRuns`: lay the card out with
/// ``CardLayoutEngine/layout(_:includesGlyphs:)`` and `includesGlyphs: true`.
/// Each line is one `<g class="line NAME" id="NAME-INDEX">` (NAME is
/// `heading`, `subheading` or `label`); with frames, each frame is one
/// `<rect class="frame" data-name="…">`.
public struct CardSVG: Sendable {
    public struct Options: Hashable, Sendable {
        /// Whether every frame is outlined and named.
        public var showsFrames: Bool
        /// Decides the container's background (white or black).
        public var colorScheme: ColorScheme
        /// The media's aspect ratio, for its caption ("image 16:9").
        public var aspectRatio: AspectRatio?
        /// Space around the container, in points.
        public var margin: Double

        public init(
            showsFrames: Bool = false, colorScheme: ColorScheme = .light, aspectRatio: AspectRatio? = nil,
            margin: Double = 16
        ) {
            self.showsFrames = showsFrames
            self.colorScheme = colorScheme
            self.aspectRatio = aspectRatio
            self.margin = margin
        }

        /// Options for a layout of `input`: its scheme and shown card's ratio.
        public init(input: CardLayoutInput, showsFrames: Bool = false) {
            self.init(
                showsFrames: showsFrames, colorScheme: input.environment.colorScheme,
                aspectRatio: input.shownCard?.media.aspectRatio)
        }
    }

    /// Where the outlines come from.
    public let fonts: FontRegistry
    /// Sets captions and frame names.
    private let measurer: TextMeasurer

    public init(fonts: FontRegistry) {
        self.fonts = fonts
        self.measurer = TextMeasurer(fonts: fonts, cacheCapacity: 64)
    }

    public init(measurer: TextMeasurer) {
        self.fonts = measurer.fonts
        self.measurer = measurer
    }

    /// Colors of the frame overlay, by frame kind.
    static let frameColors: [String: String] = [
        "card": "#FF3B30", "media": "#FF9500", "textContainer": "#34C759", "text": "#007AFF",
        "line": "#32ADE6", "button": "#AF52DE", "label": "#5856D6",
    ]

    /// The SVG document (UTF-8 text, ends with a newline).
    public func render(_ layout: CardLayout, options: Options = Options()) -> String {
        var context = Context(fonts: fonts)
        let n = { (value: Double) in NumberText.format(value) }
        let margin = options.margin
        let width = layout.size.width, height = layout.size.height
        let dark = options.colorScheme == .dark
        let direction = Self.direction(of: layout)

        // The canvas is whole points (the page fills what rounding adds), so
        // a screenshot at its size has no stray edge.
        let canvasWidth = (width + 2 * margin).rounded(.up), canvasHeight = (height + 2 * margin).rounded(.up)

        var svg: [String] = []
        svg.append(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        svg.append(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(n(canvasWidth))" "#
                + #"height="\#(n(canvasHeight))" viewBox="\#(n(-margin)) \#(n(-margin)) "#
                + #"\#(n(canvasWidth)) \#(n(canvasHeight))">"#)
        let title = (layout.cardId.map { "card \($0)" } ?? "card") + ", \(n(width)) × \(n(height)) pt"
        svg.append("<title>\(Self.escaped(title))</title>")

        let card = layout.card, media = layout.media
        svg.append("<defs>")
        svg.append(
            #"<clipPath id="card-clip"><path d="\#(Self.rounded(card.frame, card.cornerRadius))"/></clipPath>"#)
        svg.append(
            #"<clipPath id="media-clip"><path d="\#(Self.rounded(media.frame, media.cornerRadius))"/></clipPath>"#)
        svg.append(
            #"<linearGradient id="media-tint" x1="0" y1="0" x2="0" y2="1">"#
                + ##"<stop offset="0" stop-color="#8191A9"/><stop offset="1" stop-color="#4A586D"/></linearGradient>"##)
        svg.append("</defs>")

        // The page around the container, then the container (the screen).
        svg.append(
            #"<rect class="page" x="\#(n(-margin))" y="\#(n(-margin))" width="\#(n(canvasWidth))" "#
                + #"height="\#(n(canvasHeight))" fill="\#(dark ? "#3A3A3C" : "#D1D1D6")"/>"#)
        svg.append(
            #"<rect class="container" x="0" y="0" width="\#(n(width))" height="\#(n(height))" "#
                + #"fill="\#(dark ? "#000000" : "#FFFFFF")"/>"#)

        // The card: media, text container, button; clipped to the card's corners.
        svg.append(#"<g class="card" clip-path="url(#card-clip)">"#)
        svg.append(#"<g class="media" clip-path="url(#media-clip)">"#)
        let m = media.frame
        svg.append(
            #"<rect x="\#(n(m.x))" y="\#(n(m.y))" width="\#(n(m.width))" height="\#(n(m.height))" "#
                + #"fill="url(#media-tint)"/>"#)
        svg.append(
            #"<path class="cross" d="M\#(n(m.x)) \#(n(m.y))L\#(n(m.maxX)) \#(n(m.maxY))M\#(n(m.maxX)) \#(n(m.y))"#
                + ##"L\##(n(m.x)) \##(n(m.maxY))" stroke="#FFFFFF" stroke-opacity="0.3" stroke-width="1" fill="none"/>"##)
        var caption = media.type.rawValue
        if let ratio = options.aspectRatio { caption += " " + ratio.rawValue }
        svg.append(
            pill(
                caption, size: 10, weight: 500, textColor: "#FFFFFF", background: "#000000", backgroundOpacity: 0.35,
                anchor: .topTrailing(x: m.maxX - 8, y: m.y + 8), className: "caption", context: &context))
        svg.append("</g>")
        if let container = layout.textContainer, let background = container.backgroundColor {
            let f = container.frame
            svg.append(
                #"<rect class="text-container" x="\#(n(f.x))" y="\#(n(f.y))" width="\#(n(f.width))" "#
                    + #"height="\#(n(f.height))" \#(Self.paint("fill", background))/>"#)
        }
        if let button = layout.button {
            let f = button.frame
            svg.append(#"<g class="button">"#)
            if let background = button.backgroundColor {
                svg.append(
                    #"<path d="\#(Self.rounded(f, button.cornerRadius))" \#(Self.paint("fill", background))/>"#)
            }
            if button.outlineWidth > 0 {
                // The outline lies inside the frame, as a layer's border does.
                let inset = button.outlineWidth / 2
                let inner = CardLayout.Rect(
                    x: f.x + inset, y: f.y + inset, width: max(0, f.width - 2 * inset),
                    height: max(0, f.height - 2 * inset))
                svg.append(
                    #"<path d="\#(Self.rounded(inner, max(0, button.cornerRadius - inset)))" fill="none" "#
                        + #"\#(Self.paint("stroke", button.outlineColor)) stroke-width="\#(n(button.outlineWidth))"/>"#)
            }
            svg.append("</g>")
        }
        svg.append("</g>")

        // The texts, one group per line.
        svg.append(#"<g class="texts">"#)
        for (name, text) in Self.texts(of: layout) {
            for (index, line) in text.lines.enumerated() {
                svg.append(lineGroup(line, name: name, index: index, color: text.color, context: &context))
            }
        }
        svg.append("</g>")

        if options.showsFrames {
            svg.append(contentsOf: frames(layout, direction: direction, context: &context))
        }
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    /// The texts of a layout with their names, in drawing order.
    static func texts(of layout: CardLayout) -> [(String, CardLayout.Text)] {
        var texts: [(String, CardLayout.Text)] = []
        if let heading = layout.heading { texts.append(("heading", heading)) }
        if let subheading = layout.subheading { texts.append(("subheading", subheading)) }
        if let label = layout.button?.label { texts.append(("label", label)) }
        return texts
    }

    /// The layout's direction as its texts show it: a start-aligned text
    /// whose lines stand at the right edge is right-to-left.
    static func direction(of layout: CardLayout) -> LayoutDirection {
        for (_, text) in texts(of: layout) where text.alignment != .center {
            for line in text.lines where line.frame.width < text.frame.width - 1 {
                let atRight = abs(line.frame.maxX - text.frame.maxX) < abs(line.frame.x - text.frame.x)
                return (atRight == (text.alignment == .start)) ? .rtl : .ltr
            }
        }
        return .ltr
    }

    // MARK: - Lines

    /// One line's glyphs as one `<g>`: a path with every outline, and a
    /// rounded box for each glyph that has none but takes room (a bitmap
    /// emoji).
    private func lineGroup(
        _ line: CardLayout.Line, name: String, index: Int, color: RGBAColor, context: inout Context
    ) -> String {
        var placed: [(run: GlyphRun, glyph: GlyphPlacement)] = []
        for run in line.glyphRuns {
            for glyph in run.glyphs { placed.append((run, glyph)) }
        }
        var path = ""
        var boxes: [String] = []
        for (position, item) in placed.enumerated() {
            let x = line.frame.x + item.glyph.x
            let baseline = line.baseline + item.glyph.y
            if let outline = context.outline(item.glyph.glyph, fontFile: item.run.fontFile) {
                path += SVGPathData.pathData(outline, size: item.run.fontSize, x: x, baseline: baseline)
            } else if context.isBitmapFace(item.run.fontFile) {
                let next = position + 1 < placed.count ? placed[position + 1].glyph.x : line.width
                var advance = next - item.glyph.x
                if advance <= 0 { advance = item.run.fontSize * 1.2 }
                let size = item.run.fontSize
                let box = CardLayout.Rect(
                    x: x + advance * 0.06, y: baseline - size * 0.85, width: advance * 0.88, height: size * 1.0)
                boxes.append(
                    #"<path class="emoji" d="\#(Self.rounded(box, size * 0.22))" fill-opacity="0.35"/>"#)
            }
        }
        var group = #"<g class="line \#(name)" id="\#(name)-\#(index)" data-text="\#(Self.escaped(line.text))" "#
        group += Self.paint("fill", color) + ">"
        if !path.isEmpty { group += #"<path d="\#(path)"/>"# }
        group += boxes.joined()
        return group + "</g>"
    }

    // MARK: - Frames

    private func frames(_ layout: CardLayout, direction: LayoutDirection, context: inout Context) -> [String] {
        var output: [String] = [#"<g class="frames" fill="none">"#]
        func frame(_ rect: CardLayout.Rect, name: String, kind: String, dashed: Bool = false) {
            let n = { (value: Double) in NumberText.format(value) }
            let color = Self.frameColors[kind] ?? "#FF00FF"
            output.append(
                #"<rect class="frame \#(kind)" data-name="\#(name)" x="\#(n(rect.x))" y="\#(n(rect.y))" "#
                    + #"width="\#(n(rect.width))" height="\#(n(rect.height))" stroke="\#(color)" "#
                    + #"stroke-width="0.5"\#(dashed ? #" stroke-dasharray="2 1.5""# : "")/>"#)
        }
        func name(_ text: String, kind: String, _ anchor: Anchor) {
            let color = Self.frameColors[kind] ?? "#FF00FF"
            output.append(
                pill(
                    text, size: 6, weight: 600, textColor: "#FFFFFF", background: color, backgroundOpacity: 0.9,
                    anchor: anchor, className: "frame-name", context: &context))
        }
        let rtl = direction == .rtl
        func textFrames(_ text: CardLayout.Text, name textName: String) {
            frame(text.frame, name: textName, kind: textName == "label" ? "label" : "text")
            for (index, line) in text.lines.enumerated() {
                frame(line.frame, name: "\(textName)-\(index)", kind: "line", dashed: true)
            }
        }
        func textNames(_ text: CardLayout.Text, name textName: String) {
            let kind = textName == "label" ? "label" : "text"
            let f = text.frame
            name(textName, kind: kind, rtl ? .topLeading(x: f.x + 1, y: f.y + 1) : .topTrailing(x: f.maxX - 1, y: f.y + 1))
            for (index, line) in text.lines.enumerated() {
                let middle = line.frame.y + line.frame.height / 2
                name(
                    "\(index + 1)", kind: "line",
                    rtl ? .middleLeading(x: f.maxX + 1, y: middle) : .middleTrailing(x: f.x - 1, y: middle))
            }
        }

        frame(layout.card.frame, name: "card", kind: "card")
        frame(layout.media.frame, name: "media", kind: "media")
        if let container = layout.textContainer { frame(container.frame, name: "textContainer", kind: "textContainer") }
        for (textName, text) in Self.texts(of: layout) where textName != "label" { textFrames(text, name: textName) }
        if let button = layout.button {
            frame(button.frame, name: "button", kind: "button")
            textFrames(button.label, name: "label")
        }

        let card = layout.card.frame
        name("card", kind: "card", .bottomLeading(x: card.x, y: card.y - 1))
        name("media", kind: "media", .topLeading(x: layout.media.frame.x + 3, y: layout.media.frame.y + 3))
        if let container = layout.textContainer {
            name("textContainer", kind: "textContainer", .topLeading(x: container.frame.x + 3, y: container.frame.y + 2))
        }
        for (textName, text) in Self.texts(of: layout) where textName != "label" { textNames(text, name: textName) }
        if let button = layout.button {
            name("button", kind: "button", .bottomLeading(x: button.frame.x, y: button.frame.y - 1))
            textNames(button.label, name: "label")
        }
        output.append("</g>")
        return output
    }

    // MARK: - Names and captions

    enum Anchor {
        case topLeading(x: Double, y: Double)
        case topTrailing(x: Double, y: Double)
        case bottomLeading(x: Double, y: Double)
        case middleLeading(x: Double, y: Double)
        case middleTrailing(x: Double, y: Double)
    }

    /// A short text on a rounded background, set in the default family with
    /// its outlines; `anchor` says which corner or side stands at the point.
    private func pill(
        _ text: String, size: Double, weight: Int, textColor: String, background: String, backgroundOpacity: Double,
        anchor: Anchor, className: String, context: inout Context
    ) -> String {
        let n = { (value: Double) in NumberText.format(value) }
        let request = TextRequest(
            text: text, style: TextStyle(family: FontRegistry.defaultFamily, weight: weight, size: size),
            width: 10_000, maxLines: 1, includesGlyphs: true)
        guard let block = try? measurer.measure(request), let line = block.lines.first else { return "" }
        let padX = size * 0.45, padY = size * 0.2
        let width = line.width + 2 * padX, height = line.height + 2 * padY
        let (x, y): (Double, Double) =
            switch anchor {
            case .topLeading(let x, let y): (x, y)
            case .topTrailing(let x, let y): (x - width, y)
            case .bottomLeading(let x, let y): (x, y - height)
            case .middleLeading(let x, let y): (x, y - height / 2)
            case .middleTrailing(let x, let y): (x - width, y - height / 2)
            }
        var path = ""
        for run in line.glyphRuns {
            for glyph in run.glyphs {
                guard let outline = context.outline(glyph.glyph, fontFile: run.fontFile) else { continue }
                path += SVGPathData.pathData(
                    outline, size: run.fontSize, x: x + padX + line.x + glyph.x,
                    baseline: y + padY + line.baseline + glyph.y)
            }
        }
        let box = CardLayout.Rect(x: x, y: y, width: width, height: height)
        return #"<g class="\#(className)" data-text="\#(Self.escaped(text))">"#
            + #"<path d="\#(Self.rounded(box, height / 2))" fill="\#(background)" fill-opacity="\#(n(backgroundOpacity))"/>"#
            + #"<path d="\#(path)" fill="\#(textColor)"/></g>"#
    }

    // MARK: - Helpers

    static func rounded(_ rect: CardLayout.Rect, _ radius: Double) -> String {
        SVGPathData.roundedRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height, radius: radius)
    }

    /// `fill="#RRGGBB"` (or stroke), with `fill-opacity` when not opaque.
    static func paint(_ property: String, _ color: RGBAColor) -> String {
        let hex = String(color.hex.prefix(7))
        guard color.alpha < 255 else { return #"\#(property)="\#(hex)""# }
        return #"\#(property)="\#(hex)" \#(property)-opacity="\#(NumberText.format(Double(color.alpha) / 255))""#
    }

    /// Text escaped for XML character data and attribute values.
    static func escaped(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            default:
                // XML 1.0 allows tab, LF, CR and from U+0020 on (no FFFE/FFFF).
                let value = scalar.value
                if value < 0x20 && value != 0x9 && value != 0xA && value != 0xD || value == 0xFFFE || value == 0xFFFF {
                    output += "\u{FFFD}"
                } else if value < 0x20 {
                    output += "&#x\(String(value, radix: 16, uppercase: true));"
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }

    /// Outlines read once per render.
    private struct Context {
        let fonts: FontRegistry
        var outlines: [Key: OutlinePath?] = [:]
        var bitmapFaces: [String: Bool] = [:]

        struct Key: Hashable {
            var fontFile: String
            var glyph: UInt32
        }

        init(fonts: FontRegistry) { self.fonts = fonts }

        mutating func outline(_ glyph: UInt32, fontFile: String) -> OutlinePath? {
            let key = Key(fontFile: fontFile, glyph: glyph)
            if let cached = outlines[key] { return cached }
            let outline = fonts.outline(glyph: glyph, fontFile: fontFile).map(OutlinePath.init)
            outlines[key] = outline
            return outline
        }

        /// Whether a face has no outlines at all (a bitmap emoji face): none
        /// of its first glyphs has one.
        mutating func isBitmapFace(_ fontFile: String) -> Bool {
            if let known = bitmapFaces[fontFile] { return known }
            let bitmap = !(1...48).contains { fonts.outline(glyph: UInt32($0), fontFile: fontFile) != nil }
            bitmapFaces[fontFile] = bitmap
            return bitmap
        }
    }
}
