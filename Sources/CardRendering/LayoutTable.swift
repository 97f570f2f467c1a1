import CardGeometry

/// A card layout as an aligned text table, for a person at a terminal:
/// one row per frame (card, media, text container, each text and its lines,
/// the button and its label) with x, y, width and height; the size a text
/// was set in and marks for truncated (…) and resized (↓) texts.
public enum LayoutTable {
    /// The mark of a truncated text.
    public static let truncatedMark = "…"
    /// The mark of a resized text.
    public static let resizedMark = "↓"

    /// The marks of a text: "↓" when resized, "…" when truncated, both in
    /// that order, else "".
    public static func marks(truncated: Bool, resized: Bool) -> String {
        (resized ? resizedMark : "") + (truncated ? truncatedMark : "")
    }

    /// The table for `layout`. `source` (a file name) heads it when given.
    /// Ends with a newline.
    public static func render(_ layout: CardLayout, source: String? = nil) -> String {
        var grid = TextGrid(rightAligned: [1, 2, 3, 4, 5])
        grid.append(["element", "x", "y", "width", "height", "size", "marks", "details"])

        func frameCells(_ frame: CardLayout.Rect) -> [String] {
            [frame.x, frame.y, frame.width, frame.height].map { NumberText.format($0) }
        }
        func row(_ name: String, _ frame: CardLayout.Rect, size: String = "", marks: String = "", _ details: String) {
            grid.append([name] + frameCells(frame) + [size, marks, details])
        }
        func absent(_ name: String) {
            grid.append([name, "-", "-", "-", "-", "", "", "none"])
        }
        func text(_ name: String, _ text: CardLayout.Text, indent: String) {
            let lineCount = text.lines.count == 1 ? "1 line" : "\(text.lines.count) lines"
            row(
                indent + name, text.frame, size: NumberText.format(text.font.size),
                marks: marks(truncated: text.truncated, resized: text.resized),
                "\(text.font.family) \(text.font.weight), \(text.color.hex), \(text.alignment.rawValue), \(lineCount)")
            for (index, line) in text.lines.enumerated() {
                row(indent + "  line \(index + 1)", line.frame, DisplayText.quoted(line.text))
            }
        }
        func radius(_ value: Double) -> String { value == 0 ? "square" : "radius \(NumberText.format(value))" }

        row("card", layout.card.frame, radius(layout.card.cornerRadius))
        row("media", layout.media.frame, "\(layout.media.type.rawValue), \(radius(layout.media.cornerRadius))")
        if let container = layout.textContainer {
            row("textContainer", container.frame, "background \(container.backgroundColor?.hex ?? "none")")
        } else {
            absent("textContainer")
        }
        if let heading = layout.heading { text("heading", heading, indent: "") } else { absent("heading") }
        if let subheading = layout.subheading {
            text("subheading", subheading, indent: "")
        } else {
            absent("subheading")
        }
        if let button = layout.button {
            row(
                "button", button.frame,
                "\(radius(button.cornerRadius)), background \(button.backgroundColor?.hex ?? "none"), "
                    + "outline \(button.outlineColor.hex) × \(NumberText.format(button.outlineWidth))")
            text("label", button.label, indent: "  ")
        } else {
            absent("button")
        }

        var output: [String] = []
        let id = layout.cardId.map { "card \(DisplayText.quoted($0))" } ?? "card (no id)"
        let heading = [source, id].compactMap { $0 }.joined(separator: ": ")
        output.append(
            "\(heading) — \(NumberText.format(layout.size.width)) × \(NumberText.format(layout.size.height)) pt "
                + "(\(CardLayout.schema), \(layout.kind))")
        output.append("")
        output += grid.render()
        output.append("")
        output.append("marks: \(truncatedMark) truncated, \(resizedMark) resized; frames in points, origin top-left")
        output.append(
            "behavior: reloadOnExit \(layout.behavior.reloadOnExit), "
                + "reloadOnForeground \(layout.behavior.reloadOnForeground)")
        if layout.warnings.isEmpty {
            output.append("warnings: none")
        } else {
            output.append("warnings:")
            output += layout.warnings.map { "  " + $0 }
        }
        return output.joined(separator: "\n") + "\n"
    }
}
