import CardGeometry

extension MatrixReport {
    /// The report as JSON (`layout-matrix/1`): the kind, the card's id, the
    /// counts, then every environment with its height, whether any text was
    /// truncated or resized or anything overflows, each text by name
    /// (truncated / resized / line count / size) and each overflow by name
    /// (points); `error` instead for one that cannot be laid out.
    public var jsonValue: JSONValue {
        var root = JSONObject()
        root.append("schema", .string("layout-matrix/1"))
        root.append("kind", kind.map { .string($0.rawValue) } ?? .null)
        root.append("cardId", cardId.map(JSONValue.string) ?? .null)
        root.append("count", .number(Double(entries.count)))
        root.append("truncated", .number(Double(truncatedCount)))
        root.append("resized", .number(Double(resizedCount)))
        root.append("overflowing", .number(Double(overflowingCount)))
        root.append("failed", .number(Double(failedCount)))
        root.append("layouts", .array(entries.map(Self.json)))
        return .object(root)
    }

    private static func json(_ entry: Entry) -> JSONValue {
        var object = JSONObject()
        let environment = entry.environment
        var env = JSONObject()
        env.append("width", .number(environment.width))
        env.append("contentSizeCategory", .string(environment.contentSizeCategory.rawValue))
        env.append("colorScheme", .string(environment.colorScheme.rawValue))
        env.append("layoutDirection", .string(environment.layoutDirection.rawValue))
        env.append("displayScale", .number(Double(environment.displayScale)))
        env.append("locale", .string(environment.locale))
        object.append("environment", .object(env))
        switch entry.outcome {
        case .success(let outcome):
            object.append("height", .number(outcome.height))
            object.append("truncated", .bool(outcome.isTruncated))
            object.append("resized", .bool(outcome.isResized))
            object.append("overflowing", .bool(outcome.isOverflowing))
            object.append("texts", .array(outcome.texts.map(json)))
            object.append(
                "overflows",
                .array(
                    outcome.overflows.map { overflow in
                        var value = JSONObject()
                        value.append("name", .string(overflow.name))
                        value.append("points", .number(overflow.points))
                        return .object(value)
                    }))
            object.append("error", .null)
        case .failure(let error):
            for key in ["height", "truncated", "resized", "overflowing", "texts", "overflows"] {
                object.append(key, .null)
            }
            object.append("error", .string(error.description))
        }
        return .object(object)
    }

    private static func json(_ marks: TextMarks) -> JSONValue {
        var object = JSONObject()
        object.append("name", .string(marks.name))
        object.append("truncated", .bool(marks.truncated))
        object.append("resized", .bool(marks.resized))
        object.append("lines", .number(Double(marks.lineCount)))
        object.append("size", .number(marks.fontSize))
        return .object(object)
    }

    /// ``jsonValue`` as text (pretty; no trailing newline).
    public func json(pretty: Bool = true) -> String { jsonValue.text(pretty: pretty) }
}
