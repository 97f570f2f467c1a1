import CardGeometry

/// The frames written in a layout's JSON tree, found by path: what the
/// report draws for either side of a difference, of any kind.
struct LayoutFrames {
    /// One frame: its JSON path (`heading.lines[0].frame`), its rectangle,
    /// and the text of the line it belongs to, if any.
    struct Frame {
        var path: String
        var rect: LayoutRect
        var text: String?
    }

    /// Every frame in document order.
    var frames: [Frame] = []
    /// The root's `size`, when it has one.
    var size: LayoutSize?

    init(_ tree: JSONValue) {
        if case .object(let root) = tree, let size = root["size"], let width = Self.number(size, "width"),
            let height = Self.number(size, "height")
        {
            self.size = LayoutSize(width: width, height: height)
        }
        collect(tree, path: "")
    }

    /// The smallest rectangle holding the size and every frame.
    var bounds: LayoutRect {
        var minX = 0.0, minY = 0.0
        var maxX = size?.width ?? 0, maxY = size?.height ?? 0
        for frame in frames {
            minX = min(minX, frame.rect.x)
            minY = min(minY, frame.rect.y)
            maxX = max(maxX, frame.rect.x + frame.rect.width)
            maxY = max(maxY, frame.rect.y + frame.rect.height)
        }
        return LayoutRect(x: minX, y: minY, width: max(maxX - minX, 1), height: max(maxY - minY, 1))
    }

    /// The frame at `path` in `tree`, when there is one.
    static func frame(at path: String, in tree: JSONValue) -> LayoutRect? {
        var value: JSONValue? = tree
        for step in steps(path) {
            switch (value, step) {
            case (.object(let object), .key(let key)): value = object[key]
            case (.array(let items), .index(let index)): value = index < items.count ? items[index] : nil
            default: return nil
            }
        }
        return value.flatMap(rect)
    }

    private enum Step { case key(String), index(Int) }

    /// `a.b[2].frame` as its keys and indexes.
    private static func steps(_ path: String) -> [Step] {
        var steps: [Step] = []
        for member in path.split(separator: ".") {
            var name = Substring(member)
            var indexes: [Int] = []
            while name.hasSuffix("]"), let open = name.lastIndex(of: "[") {
                guard let index = Int(name[name.index(after: open)..<name.index(before: name.endIndex)]) else { break }
                indexes.insert(index, at: 0)
                name = name[..<open]
            }
            if !name.isEmpty { steps.append(.key(String(name))) }
            steps += indexes.map(Step.index)
        }
        return steps
    }

    private mutating func collect(_ value: JSONValue, path: String) {
        switch value {
        case .object(let object):
            for member in object.members {
                let memberPath = path.isEmpty ? member.key : path + "." + member.key
                if member.key == "frame", let rect = Self.rect(member.value) {
                    // A line's text is drawn in its frame; a block's frame only outlined.
                    var text: String?
                    if path.hasSuffix("]"), case .string(let string) = object["text"] { text = string }
                    frames.append(Frame(path: memberPath, rect: rect, text: text))
                } else if member.key != "glyphRuns" {
                    collect(member.value, path: memberPath)
                }
            }
        case .array(let items):
            for (index, item) in items.enumerated() { collect(item, path: "\(path)[\(index)]") }
        default:
            break
        }
    }

    private static func rect(_ value: JSONValue) -> LayoutRect? {
        guard let x = number(value, "x"), let y = number(value, "y"), let width = number(value, "width"),
            let height = number(value, "height")
        else { return nil }
        return LayoutRect(x: x, y: y, width: width, height: height)
    }

    private static func number(_ value: JSONValue, _ key: String) -> Double? {
        guard case .object(let object) = value, case .number(let number) = object[key] else { return nil }
        return number
    }
}
