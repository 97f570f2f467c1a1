import CardGeometry

/// The rows of a layout table, derived from any kind's layout JSON: every
/// part (an object with a `frame`) and every other frame-shaped value is a
/// row named by its JSON path (`cards[0].title`, `content.viewport`), in
/// document order, a part before what it holds. A text block's row shows
/// its font size and marks, then a row per line. A part whose frame is null
/// shows `-` for its frame, and so does an object that holds parts without
/// a frame of its own when it has values of its own (`mapButtons`: `alpha`).
enum FrameRows {
    /// The header row.
    static let header = ["element", "x", "y", "width", "height", "size", "marks", "details"]

    /// The rows of `json` (a layout's root), without the header.
    static func rows(of json: JSONValue) -> [[String]] {
        var rows: [[String]] = []
        walk(json, path: "", into: &rows)
        return rows
    }

    private static func walk(_ value: JSONValue, path: String, into rows: inout [[String]]) {
        switch value {
        case .object(let object):
            if LayoutJSONTree.isTextBlock(object) {
                textRows(object, name: path, into: &rows)
                return
            }
            let details = MemberSummary.details(of: object, omitting: LayoutJSONTree.containsFrames)
            if let frame = object["frame"] {
                rows.append(row(path, frame, details: details))
            } else if !path.isEmpty, !details.isEmpty {
                // An object that only holds parts, with values of its own.
                rows.append(row(path, .null, details: details))
            }
            for member in object.members where member.key != "frame" {
                let memberPath = LayoutJSONTree.path(path, key: member.key)
                if LayoutJSONTree.frame(member.value) != nil {
                    rows.append(row(memberPath, member.value, details: ""))
                } else if LayoutJSONTree.containsFrames(member.value) {
                    walk(member.value, path: memberPath, into: &rows)
                }
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                let elementPath = LayoutJSONTree.path(path, index: index)
                if LayoutJSONTree.frame(element) != nil {
                    rows.append(row(elementPath, element, details: ""))
                } else {
                    walk(element, path: elementPath, into: &rows)
                }
            }
        default:
            return
        }
    }

    /// A row: the name, the frame's x, y, width and height (`-` when it is
    /// not a frame), then the size, marks and details.
    private static func row(
        _ name: String, _ frame: JSONValue, size: String = "", marks: String = "", details: String
    ) -> [String] {
        let cells =
            LayoutJSONTree.frame(frame).map { rect in
                [rect.x, rect.y, rect.width, rect.height].map { NumberText.format($0) }
            } ?? ["-", "-", "-", "-"]
        return [name] + cells + [size, marks, details]
    }

    /// A text block's row (size, marks, `family weight, faces A + B,
    /// color, alignment, N lines`), then one row per line with its quoted
    /// text.
    ///
    /// `family weight` is what the style asks for; the faces are the font
    /// files that drew the lines (each line's `fonts`, in order of first
    /// use), which differ from it where fallback drew a character the
    /// style's face lacks, such as a Hangul title in NanumGothic.
    private static func textRows(_ block: JSONObject, name: String, into rows: inout [[String]]) {
        var size = "", fontName: [String] = []
        if case .object(let font)? = block["font"] {
            if case .number(let points)? = font["size"] { size = NumberText.format(points) }
            if case .string(let family)? = font["family"] { fontName.append(family) }
            if case .number(let weight)? = font["weight"] { fontName.append(NumberText.format(weight)) }
        }
        let lines: [JSONValue]
        if case .array(let elements)? = block["lines"] { lines = elements } else { lines = [] }
        var details: [String] = []
        if !fontName.isEmpty { details.append(fontName.joined(separator: " ")) }
        let faces = drawingFaces(of: lines)
        if !faces.isEmpty { details.append((faces.count == 1 ? "face " : "faces ") + faces.joined(separator: " + ")) }
        for key in ["color", "alignment"] {
            if case .string(let value)? = block[key] { details.append(value) }
        }
        details.append(lines.count == 1 ? "1 line" : "\(lines.count) lines")
        let marks = LayoutTable.marks(truncated: block["truncated"] == .bool(true), resized: block["resized"] == .bool(true))
        rows.append(row(name, block["frame"] ?? .null, size: size, marks: marks, details: details.joined(separator: ", ")))
        for (index, line) in lines.enumerated() {
            guard case .object(let object) = line else { continue }
            var text = ""
            if case .string(let string)? = object["text"] { text = DisplayText.quoted(string) }
            rows.append(row("  line \(index + 1)", object["frame"] ?? .null, details: text))
        }
    }

    /// The font files that drew `lines` (their `fonts`), each once, in
    /// order of first use.
    private static func drawingFaces(of lines: [JSONValue]) -> [String] {
        var faces: [String] = []
        for line in lines {
            guard case .object(let object) = line, case .array(let files)? = object["fonts"] else { continue }
            for case .string(let file) in files where !faces.contains(file) { faces.append(file) }
        }
        return faces
    }
}
