import CardGeometryCore

/// A ring's color list, a union: a non-empty array of colors, or one list
/// each for light and dark.
extension StoryGroupBarInput.Theme {
    /// The schema says the array form and that the other is an object; the
    /// reader checks the object's `light` and `dark`.
    static let colorListType = FieldType.anyOf([
        .array(.color, count: ArrayCount(minimum: 1, maximum: .max, noun: "colors")), .anyObject,
    ])

    /// What a color list must be, as its errors say.
    static let colorListAllowed =
        "a non-empty array of colors #RRGGBB or #RRGGBBAA, or an object { \"light\": list, \"dark\": list }"
    /// What each side of a color list must be.
    static let colorListSideAllowed = "a non-empty array of colors #RRGGBB or #RRGGBBAA"
}

extension StoryGroupBarInput.Theme.Border {
    /// A color list: a non-empty array of `#RRGGBB[AA]`, or
    /// `{ "light": list, "dark": list }` with both keys.
    static func readColorList(_ reader: ObjectReader, _ field: FieldDescription) throws(CardLayoutError)
        -> StoryGroupBarInput.Theme.ColorList?
    {
        // Read where it is written: the pair's object without a tree of its own.
        guard let value = reader.member(field.name) else { return nil }
        let path = reader.path(field.name)
        switch value.kind {
        case .array:
            return StoryGroupBarInput.Theme.ColorList(try colors(value.jsonValue, at: path))
        case .object:
            let pair = try reader.reader(value, at: path)
            var light: [RGBAColor]?
            var dark: [RGBAColor]?
            try pair.readMembers(known: ["light", "dark"]) { key throws(CardLayoutError) in
                switch key {
                case "light": light = try pair.value(key).map { value throws(CardLayoutError) in try colors(value, at: pair.path(key)) }
                case "dark": dark = try pair.value(key).map { value throws(CardLayoutError) in try colors(value, at: pair.path(key)) }
                default: return false
                }
                return true
            }
            guard let light else { throw .missing(pair.path("light"), allowed: StoryGroupBarInput.Theme.colorListSideAllowed) }
            guard let dark else { throw .missing(pair.path("dark"), allowed: StoryGroupBarInput.Theme.colorListSideAllowed) }
            return StoryGroupBarInput.Theme.ColorList(light: light, dark: dark)
        default:
            throw .invalid(path, value.jsonValue, allowed: StoryGroupBarInput.Theme.colorListAllowed)
        }
    }

    /// A typed list has stops on both sides.
    static func checkColorList(
        _ list: StoryGroupBarInput.Theme.ColorList, _ field: FieldDescription, in parent: @autoclosure () -> JSONPath
    ) throws(CardLayoutError) {
        for (key, side) in [("light", list.light), ("dark", list.dark)] where side.isEmpty {
            throw .invalid(parent().appending(field.name).appending(key), "[]", allowed: StoryGroupBarInput.Theme.colorListSideAllowed)
        }
    }

    /// A non-empty array of literal colors.
    private static func colors(_ value: JSONValue, at path: JSONPath) throws(CardLayoutError) -> [RGBAColor] {
        guard case .array(let elements) = value, !elements.isEmpty else {
            throw .invalid(path, value, allowed: StoryGroupBarInput.Theme.colorListSideAllowed)
        }
        var colors: [RGBAColor] = []
        colors.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            guard case .string(let text) = element, let color = RGBAColor(hex: text) else {
                throw .invalid(path.appending(index: index), element, allowed: ObjectReader.colorFormat)
            }
            colors.append(color)
        }
        return colors
    }
}
