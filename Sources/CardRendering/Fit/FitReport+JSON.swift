import CardGeometry

extension FitReport {
    /// The report for machines: `kind`, `count` (layouts), `texts` (each
    /// with `path`, `characters`, `fitsEverywhere`, `worst` — its
    /// `environment`, `shownCharacters`, `size` and `smallestSize` — or
    /// null, and `wholeUpTo`, a `{width, contentSizeCategory}` per width,
    /// the category null when it truncates at the smallest) and `errors`
    /// (each environment the input cannot be laid out in, with `message`).
    public var jsonValue: JSONValue {
        var root = JSONObject()
        root.append("kind", kind.map { .string($0.rawValue) } ?? .null)
        root.append("count", .number(Double(matrix.count)))
        root.append("texts", .array(texts.map(Self.json)))
        root.append(
            "errors",
            .array(
                errors.map { error in
                    var object = JSONObject()
                    object.append("environment", Self.json(error.cell))
                    object.append("message", .string(error.error.description))
                    return .object(object)
                }))
        return .object(root)
    }

    static func json(_ text: Text) -> JSONValue {
        var object = JSONObject()
        object.append("path", .string(text.path))
        object.append("characters", .number(Double(text.characters)))
        object.append("fitsEverywhere", .bool(text.fitsEverywhere))
        if let worst = text.worst {
            var value = JSONObject()
            value.append("environment", json(worst.cell))
            value.append("shownCharacters", .number(Double(worst.shownCharacters)))
            value.append("size", .number(worst.size))
            value.append("smallestSize", worst.smallestSize.map(JSONValue.number) ?? .null)
            object.append("worst", .object(value))
        } else {
            object.append("worst", .null)
        }
        object.append(
            "wholeUpTo",
            .array(
                text.wholeUpTo.map { limit in
                    var value = JSONObject()
                    value.append("width", .number(limit.width))
                    value.append("contentSizeCategory", limit.category.map { .string($0.rawValue) } ?? .null)
                    return .object(value)
                }))
        return .object(object)
    }

    static func json(_ cell: DeviceMatrix.Cell) -> JSONValue {
        var object = JSONObject()
        object.append("width", .number(cell.width))
        object.append("contentSizeCategory", .string(cell.category.rawValue))
        object.append("colorScheme", .string(cell.scheme.rawValue))
        object.append("layoutDirection", .string(cell.direction.rawValue))
        return .object(object)
    }
}
