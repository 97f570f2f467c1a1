// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import CardGeometry
import CardRendering
import CardText

/// A tile's frames as an HTML table (`GET /frames`): every shape the
/// layout draws, back to front, with its frame, and each text's lines;
/// built from the kind-independent shapes, so it serves every kind.
enum FramesTable {
    static func html(_ layout: Layout, environment: TileEnvironment, source: String, moved: MovedFrames = .none)
        -> String
    {
        let n = { (value: Double) in NumberText.format(value) }
        var rows: [String] = []
        func row(_ cells: [String], className: String) {
            rows.append("<tr class=\"\(className)\">" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>")
        }
        func frameCells(_ frame: LayoutRect) -> [String] {
            [frame.x, frame.y, frame.width, frame.height].map { n($0) }
        }
        let marks = TileMarks(layout)
        for shape in layout.shapes {
            switch shape {
            case .surface(let surface):
                var details = [radius(surface.cornerRadius)]
                details.append("fill " + (surface.fill?.hex ?? "none"))
                if let border = surface.border { details.append(describe(border)) }
                if let shadow = surface.shadow {
                    details.append("shadow \(shadow.color.hex) \(n(shadow.offsetX)),\(n(shadow.offsetY)) r \(n(shadow.radius))")
                }
                if surface.opacity < 1 { details.append("opacity \(n(surface.opacity))") }
                row(
                    [code(surface.name), "surface"] + frameCells(surface.frame) + [escaped(details.joined(separator: ", "))],
                    className: "surface")
            case .image(let image):
                var details = ["\(image.label) placeholder", radius(image.cornerRadius)]
                if let border = image.border { details.append(describe(border)) }
                row(
                    [code(image.name), "image"] + frameCells(image.frame) + [escaped(details.joined(separator: ", "))],
                    className: "image")
            case .text(let name, let block):
                var details = [
                    "\(block.font.family) \(block.font.weight), \(n(block.font.size)) pt",
                    block.color.hex, block.alignment.rawValue,
                    block.lines.count == 1 ? "1 line" : "\(block.lines.count) lines",
                ]
                let flags = marks.marks.filter { $0.name == name && $0.kind != .overflow }.map(\.detail)
                details += flags
                let className = flags.isEmpty ? "text" : "text marked"
                row([code(name), "text"] + frameCells(block.frame) + [escaped(details.joined(separator: ", "))], className: className)
                for (index, line) in block.lines.enumerated() {
                    row(
                        ["line \(index + 1)", ""] + frameCells(line.frame) + ["<q>\(escaped(line.text))</q>"],
                        className: "line")
                }
            case .badge(let badge):
                var details = ["fill \(badge.fill.hex)", radius(badge.cornerRadius)]
                if let label = badge.label { details.insert("“\(label)”", at: 0) }
                row([code(badge.name), "badge"] + frameCells(badge.frame) + [escaped(details.joined(separator: ", "))], className: "badge")
            }
        }

        var html = "<div class=\"frames-table\" data-tile=\"\(environment.identifier)\">"
        html += "<h2>\(escaped(environment.label))</h2>"
        html +=
            "<p class=\"frames-summary\">\(escaped(source)) · \(escaped(layout.kind.rawValue)) · "
            + "\(n(layout.size.width)) × \(n(layout.size.height)) pt · points, origin top-left</p>"
        let overflows = marks.marks.filter { $0.kind == .overflow }
        if !overflows.isEmpty {
            html += "<ul class=\"marks\">"
            html += overflows.map { "<li class=\"mark overflow\">\(code($0.name)) \(escaped($0.detail))</li>" }.joined()
            html += "</ul>"
        }
        html += movedTable(moved)
        html += "<table><thead><tr><th>element</th><th>shape</th><th>x</th><th>y</th><th>width</th><th>height</th>"
        html += "<th>details</th></tr></thead><tbody>"
        html += rows.joined(separator: "\n")
        html += "</tbody></table>"
        if !layout.warnings.isEmpty {
            html += "<ul class=\"warnings\">" + layout.warnings.map { "<li>\(escaped($0.description))</li>" }.joined() + "</ul>"
        }
        return html + "</div>\n"
    }

    /// The frames the last save moved, each with its old and new values.
    static func movedTable(_ moved: MovedFrames) -> String {
        guard !moved.isEmpty else { return "" }
        var html = "<section class=\"moved-frames\"><h3>Moved by the last save</h3>"
        html += "<table><thead><tr><th>frame</th><th>value</th><th>before</th><th>now</th></tr></thead><tbody>"
        for move in moved.moves {
            for (index, change) in move.changes.enumerated() {
                html += "<tr class=\"moved\"><td>" + (index == 0 ? code(move.path) : "") + "</td>"
                html += "<td>\(escaped(change.field))</td><td>\(escaped(change.old))</td><td>\(escaped(change.new))</td></tr>"
            }
        }
        return html + "</tbody></table></section>"
    }

    private static func radius(_ value: Double) -> String {
        value == 0 ? "square" : "radius \(NumberText.format(value))"
    }

    private static func describe(_ border: LayoutShape.Border) -> String {
        "border \(NumberText.format(border.width)) " + border.colors.map(\.hex).joined(separator: "→")
    }

    private static func escaped(_ text: String) -> String { HTMLText.escaped(text) }

    private static func code(_ text: String) -> String { "<code>\(HTMLText.escaped(text))</code>" }
}
#endif
