import CardGeometry

/// Image placeholders: the frame clipped to its corners, filled with its
/// color or a slate tint, crossed, and captioned with its label and, when
/// the frame has one, its common aspect ratio ("image 16:9").
extension SVGCanvas {
    /// The tint of a placeholder without a fill color.
    static let imageTintID = "image-tint"

    /// Aspect ratios a caption names (width, height).
    static let commonRatios: [(Int, Int)] = [
        (1, 1), (16, 9), (9, 16), (4, 3), (3, 4), (3, 2), (2, 3), (5, 4), (4, 5), (4, 1),
    ]

    mutating func drawImage(_ image: LayoutShape.ImagePlaceholder) {
        let n = SVGMarkup.n
        let frame = image.frame
        let clip = newID("clip")
        defs.append(
            #"<clipPath id="\#(scoped(clip))"><path d="\#(SVGMarkup.rounded(frame, image.cornerRadius))"/></clipPath>"#)
        let fill: String
        if let color = image.fill {
            fill = painted(.fill, .fill, color)
        } else {
            defineOnce(Self.imageTintID) { id in
                #"<linearGradient id="\#(id)" x1="0" y1="0" x2="0" y2="1">"#
                    + ##"<stop offset="0" stop-color="#8191A9"/><stop offset="1" stop-color="#4A586D"/></linearGradient>"##
            }
            fill = #"fill="url(#\#(scoped(Self.imageTintID)))""#
        }
        body.append(
            #"<g class="image" data-name="\#(MarkupText.escaped(image.name))" clip-path="url(#\#(scoped(clip)))">"#)
        body.append(
            #"<rect x="\#(n(frame.x))" y="\#(n(frame.y))" width="\#(n(frame.width))" height="\#(n(frame.height))" \#(fill)/>"#)
        // The cross and an edge inside the frame in an ink that stands out
        // from the fill, so that a placeholder the color of what is under
        // it (a feed's #F2F2F7) still reads as one, in light and dark.
        func ink() -> String {
            guard let fill = image.fill else { return Self.placeholderInkStroke(on: nil) }
            return colored(.fill, fill) { Self.placeholderInkStroke(on: $0) }
        }
        body.append(
            #"<path class="cross" d="M\#(n(frame.x)) \#(n(frame.y))L\#(n(frame.maxX)) \#(n(frame.maxY))"#
                + #"M\#(n(frame.maxX)) \#(n(frame.y))L\#(n(frame.x)) \#(n(frame.maxY))" "#
                + #"\#(ink()) stroke-width="1" fill="none"/>"#)
        if frame.width > 2, frame.height > 2 {
            body.append(
                #"<path class="edge" d="\#(SVGMarkup.rounded(SVGMarkup.inset(frame, by: 0.75), max(0, image.cornerRadius - 0.75)))" "#
                    + #"\#(ink()) stroke-width="1.5" fill="none"/>"#)
        }
        if let caption = caption(image) { body.append(caption) }
        body.append("</g>")
        if let border = image.border, let stroke = borderPath(border, frame: frame, radius: image.cornerRadius) {
            body.append(stroke)
        }
    }

    /// The ink of a placeholder's cross and edge: dark on a light fill,
    /// light on a dark one (the slate tint without a fill is dark).
    static func placeholderInk(on fill: RGBAColor?) -> (color: String, opacity: Double) {
        guard let fill, luminance(fill) > 0.5 else { return ("#FFFFFF", 0.45) }
        return ("#000000", 0.28)
    }

    /// `stroke` and `stroke-opacity` in ``placeholderInk(on:)``.
    static func placeholderInkStroke(on fill: RGBAColor?) -> String {
        let ink = placeholderInk(on: fill)
        return #"stroke="\#(ink.color)" stroke-opacity="\#(SVGMarkup.n(ink.opacity))""#
    }

    /// The caption pill in a corner the badges drawn over the image leave
    /// free (top-trailing first, then top-leading, bottom-trailing,
    /// bottom-leading; none when every corner is covered): 10 pt (smaller
    /// in a small placeholder, none in a tiny one), the label and the
    /// ratio, or the label alone when that does not fit.
    private mutating func caption(_ image: LayoutShape.ImagePlaceholder) -> String? {
        let frame = image.frame
        let size = min(10, min(frame.width, frame.height) / 4)
        guard size >= 5, !image.label.isEmpty else { return nil }
        let inset = size * 0.8
        var texts = [image.label]
        if let ratio = Self.ratioName(width: frame.width, height: frame.height) {
            texts.insert(image.label + " " + ratio, at: 0)
        }
        let anchors: [Anchor] = [
            .topTrailing(x: frame.maxX - inset, y: frame.y + inset),
            .topLeading(x: frame.x + inset, y: frame.y + inset),
            .bottomTrailing(x: frame.maxX - inset, y: frame.maxY - inset),
            .bottomLeading(x: frame.x + inset, y: frame.maxY - inset),
        ]
        // Each text is set once; its pill is written only where it stands.
        for text in texts {
            guard let line = setLine(text, size: size, weight: 500) else { continue }
            for anchor in anchors {
                guard let box = Self.pillBox(line, size: size, anchor: anchor, maxWidth: frame.width - 2 * inset)
                else { break }
                let blocked = captionObstacles.contains(where: { $0.intersects(box) })
                obstacleTests?.append(ShapeDrawings.ObstacleTest(box: box, blocked: blocked))
                if blocked { continue }
                labelBoxes.append(box)
                return pillMarkup(
                    text, line: line, box: box, size: size, textColor: "#FFFFFF", background: "#000000",
                    backgroundOpacity: 0.35, className: "caption")
            }
        }
        return nil
    }

    /// The common ratio (`16:9`) a frame has, within 1% or half a point of
    /// height (what snapping moves), else nil.
    static func ratioName(width: Double, height: Double) -> String? {
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        for (w, h) in commonRatios {
            let expected = width * Double(h) / Double(w)
            let difference = abs(height - expected)
            if difference <= 0.5 || difference <= 0.01 * expected { return "\(w):\(h)" }
        }
        return nil
    }
}
