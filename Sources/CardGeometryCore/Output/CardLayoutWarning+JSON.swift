extension CardLayoutWarning {
    /// The warning as a layout's `warnings` write it:
    /// `{"path": …, "code": …, "message": …}`.
    public var jsonValue: JSONValue {
        var object = JSONObject()
        object.append("path", .string(path))
        object.append("code", .string(code.rawValue))
        object.append("message", .string(message))
        return .object(object)
    }

    /// The object of a layout's `warnings`: what the output schema and the
    /// reference tables say of it.
    package static let outputDescription = ObjectDescription(
        "warning", "Something in the input that was ignored or replaced, or something about the layout worth a look.",
        fields: [
            FieldDescription(
                required: "path", .string,
                "The JSON path in the input of what it is about (`cards[1].colour`; `(root)` for the whole input)."),
            FieldDescription(
                required: "code", .choice(Code.allCases.map(\.rawValue)),
                "What kind of thing happened: stable, for a pipeline to filter on (each kind's article lists its codes)."),
            FieldDescription(required: "message", .string, "What happened, in words."),
        ])

    /// The type of a layout's `warnings`: an array of warning objects.
    package static let outputFieldType = FieldType.array(
        .object(outputDescription), count: ArrayCount(minimum: 0, maximum: .max, noun: "warnings"))
}

extension Array where Element == CardLayoutWarning {
    /// The warnings as a layout's `warnings` array.
    package var jsonValue: JSONValue { .array(map(\.jsonValue)) }
}

extension JSONSink {
    /// A member whose value is a layout's `warnings`, written warning by
    /// warning (no tree).
    @inlinable
    package mutating func member(_ key: StaticString, _ warnings: [CardLayoutWarning]) {
        array(key, warnings) { sink, warning in
            sink.beginObject()
            sink.member("path", warning.path)
            sink.member("code", warning.code.rawValue)
            sink.member("message", warning.message)
            sink.endObject()
        }
    }
}
