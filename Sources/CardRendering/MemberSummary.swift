import CardGeometry

/// How a table writes the values of a layout's JSON that are not frames:
/// a part's other members in its row's details, the root's in lines of
/// their own.
enum MemberSummary {
    /// The details of a part: its members but `frame` and those `omitted`
    /// (parts of their own), in order, with `type` first. A corner radius
    /// reads `radius 12` (`square` when 0), a background `background C`
    /// (`none` when null), `color` its value alone, a color with a width of
    /// the same name (`outlineColor`, `outlineWidth`) or a `{width, color}`
    /// object `NAME C × W`; a true flag its name; other values `key value`.
    /// False flags and null values are left out.
    static func details(of object: JSONObject, omitting omitted: (JSONValue) -> Bool) -> String {
        let members = object.members.filter { $0.key != "frame" && !omitted($0.value) }
        var parts: [String] = []
        var typeLeads = false
        if case .string(let type)? = members.first(where: { $0.key == "type" })?.value {
            parts.append(text(type))
            typeLeads = true
        }
        for member in members where !(typeLeads && member.key == "type") {
            if let part = detail(member.key, member.value, in: object) { parts.append(part) }
        }
        return parts.joined(separator: ", ")
    }

    private static func detail(_ key: String, _ value: JSONValue, in object: JSONObject) -> String? {
        let n = { (value: Double) in NumberText.format(value) }
        switch (key, value) {
        case ("cornerRadius", .number(let radius)):
            return radius == 0 ? "square" : "radius \(n(radius))"
        case ("backgroundColor", .null):
            return "background none"
        case ("backgroundColor", .string(let color)):
            return "background \(color)"
        case ("color", .string(let color)):
            return color
        case (_, .null), (_, .bool(false)):
            return nil
        case (_, .bool(true)):
            return key
        case (_, .number(let number)):
            // A width that goes with a color of the same name is written with it.
            if key.hasSuffix("Width"), case .string? = object[String(key.dropLast(5)) + "Color"] { return nil }
            return "\(key) \(n(number))"
        case (_, .unrepresentableNumber(let text)):
            return "\(key) \(text)"
        case (_, .string(let string)):
            if key.hasSuffix("Color"), key.count > 5 {
                let name = String(key.dropLast(5))
                if case .number(let width)? = object[name + "Width"] { return "\(name) \(string) × \(n(width))" }
            }
            return "\(key) \(text(string))"
        case (_, .object(let nested)):
            if nested.members.count == 2, case .number(let width)? = nested["width"],
                case .string(let color)? = nested["color"]
            {
                return "\(key) \(color) × \(n(width))"
            }
            return "\(key) \(summary(value, nested: true))"
        case (_, .array):
            return "\(key) \(summary(value, nested: true))"
        }
    }

    /// A value on one line: objects as `key value, …` and arrays as
    /// `a, b, …` (in braces and brackets when `nested`), null as `none`.
    static func summary(_ value: JSONValue, nested: Bool) -> String {
        switch value {
        case .null: return "none"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return NumberText.format(number)
        case .unrepresentableNumber(let text): return text
        case .string(let string): return text(string)
        case .array(let elements):
            let inner = elements.map { summary($0, nested: true) }.joined(separator: ", ")
            return nested ? "[\(inner)]" : inner
        case .object(let object):
            let inner = object.members.map { "\($0.key) \(summary($0.value, nested: true))" }.joined(separator: ", ")
            return nested ? "{\(inner)}" : inner
        }
    }

    /// A string as is, or quoted when it is empty or has spaces,
    /// punctuation that separates values, or control characters.
    private static func text(_ string: String) -> String {
        let plain =
            !string.isEmpty
            && !string.unicodeScalars.contains {
                $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F || ",{}[]\"\\".unicodeScalars.contains($0)
            }
        return plain ? string : DisplayText.quoted(string)
    }
}
