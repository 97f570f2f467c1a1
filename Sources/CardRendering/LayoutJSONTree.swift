import CardGeometry

/// How the parts of any kind's layout JSON are recognised (SharedConventions
/// article): a frame is `{x, y, width, height}`, a part is an object with a
/// `frame` member, a text block is a part with `font` and `lines`.
enum LayoutJSONTree {
    /// The rectangle a frame-shaped value gives: an object whose members are
    /// exactly `x`, `y`, `width` and `height`, all numbers.
    static func frame(_ value: JSONValue) -> LayoutRect? {
        guard case .object(let object) = value, object.members.count == 4,
            case .number(let x)? = object["x"], case .number(let y)? = object["y"],
            case .number(let width)? = object["width"], case .number(let height)? = object["height"]
        else { return nil }
        return LayoutRect(x: x, y: y, width: width, height: height)
    }

    /// Whether `object` is a text block (SharedConventions article, "Text
    /// blocks").
    static func isTextBlock(_ object: JSONObject) -> Bool {
        guard object["frame"] != nil, case .array? = object["lines"], case .object? = object["font"] else {
            return false
        }
        return true
    }

    /// Whether `value` is or holds a part or a frame anywhere.
    static func containsFrames(_ value: JSONValue) -> Bool {
        switch value {
        case .object(let object):
            object["frame"] != nil || frame(value) != nil || object.members.contains { containsFrames($0.value) }
        case .array(let elements):
            elements.contains(where: containsFrames)
        default:
            false
        }
    }

    /// `path.key`, or `key` at the root.
    static func path(_ path: String, key: String) -> String {
        path.isEmpty ? key : path + "." + key
    }

    /// `path[index]`.
    static func path(_ path: String, index: Int) -> String {
        path + "[\(index)]"
    }
}
