import CardGeometry
import CardText

/// The system's title bar a layout names but does not place (a Braze
/// feed's navigation title and Done button), drawn above the screen, not
/// over it: a bar of `height` points ending at y 0, the title centered in
/// 17 pt semibold, Done at the trailing edge in the system's blue.
extension SVGCanvas {
    mutating func drawTitleBar(
        _ bar: PictureFacts.TitleBar, width: Double, height: Double, dark: Bool, direction: LayoutDirection
    ) {
        let n = SVGMarkup.n
        let frame = LayoutRect(x: 0, y: -height, width: width, height: height)
        body.append(#"<g class="title-bar"\#(SVGMarkup.frameAttribute(frame))>"#)
        body.append(
            #"<rect x="0" y="\#(n(-height))" width="\#(n(width))" height="\#(n(height))" "#
                + schemed(dark) { #"fill="\#($0 ? "#1C1C1E" : "#F9F9F9")""# } + "/>")
        body.append(
            #"<rect x="0" y="-0.333" width="\#(n(width))" height="0.333" "#
                + schemed(dark) { #"fill="\#($0 ? "#38383A" : "#C6C6C8")""# } + "/>")
        var doneRoom = 0.0
        if bar.doneButton, let done = setLine("Done", size: 17, weight: 600) {
            doneRoom = done.width + 16
            let x = direction == .rtl ? 16 : width - 16 - done.width
            let top = -height + (height - done.height) / 2
            body.append(
                #"<g class="title-bar-button" data-text="Done"\#(SVGMarkup.frameAttribute(LayoutRect(x: x, y: top, width: done.width, height: done.height)))>"#
                    + outlineMarkup(done, x: x - done.x, top: top, fill: "#007AFF") + "</g>")
        }
        let room = width - 2 * max(16, doneRoom + 8)
        var size = 17.0
        if var line = setLine(bar.title, size: size, weight: 600) {
            if line.width > room, room > 0, let smaller = setLine(bar.title, size: size * room / line.width, weight: 600) {
                size *= room / line.width
                line = smaller
            }
            let x = (width - line.width) / 2, top = -height + (height - line.height) / 2
            let box = LayoutRect(x: x, y: top, width: line.width, height: line.height)
            body.append(
                #"<g class="title-bar-title" data-text="\#(MarkupText.escaped(bar.title))"\#(SVGMarkup.frameAttribute(box))>"#
                    + outlineMarkup(line, x: x - line.x, top: top, fill: schemed(dark) { $0 ? "#FFFFFF" : "#000000" }) + "</g>")
        }
        body.append("</g>")
    }
}
