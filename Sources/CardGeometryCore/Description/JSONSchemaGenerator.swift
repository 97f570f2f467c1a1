/// JSON Schemas (draft 2020-12) generated from the field descriptions:
/// one per kind's input, and one of the output (card-layout/1) holding
/// every described kind's. Committed under `schemas/`; `layout-dump
/// schema` prints them; a test checks the files are current.
///
/// The schemas say what a schema can: types, ranges, enumerations, color
/// syntax, required fields, array counts. Unknown keys stay allowed (they
/// are warnings, not errors), so no `additionalProperties` is emitted;
/// editors still complete the known keys from `properties`. An optional
/// field may be null (it then takes its default). Each file is
/// self-contained: the shared environment, described once in Core, is in
/// every kind's `$defs` and referenced from there, so an editor needs no
/// network to resolve it.
package enum JSONSchemaGenerator {
    package static let draft = "https://json-schema.org/draft/2020-12/schema"

    /// The schema of one kind's input.
    package static func inputSchema(_ kind: KindDescription) -> JSONValue {
        var schema = JSONObject()
        schema.append("$schema", .string(draft))
        schema.append("$id", .string(KindDescription.schemaBase + kind.inputSchemaFile))
        schema.append("title", .string(kind.title + " input (kind \(kind.kind.rawValue))"))
        schema.append("description", .string(kind.input.meaning))
        append(objectBody(kind.input), to: &schema)
        schema.append("$defs", definitions(for: [kind.input]))
        return .object(schema)
    }

    /// The output schema: a layout of any described kind, by its `kind`.
    package static func outputSchema(_ kinds: [KindDescription]) -> JSONValue {
        var schema = JSONObject()
        schema.append("$schema", .string(draft))
        schema.append("$id", .string(KindDescription.schemaBase + outputSchemaFile))
        schema.append("title", .string("Layout output (card-layout/1)"))
        schema.append(
            "description", .string("What layout-dump and Layout.jsonValue write, for each described kind."))
        // A layout is an object whose `kind` picks its definition: `if`/`then`
        // per kind rather than `oneOf`, so that a validator reports an error
        // at the value's own path, not as "no branch matched" at the top.
        schema.append("type", .string("object"))
        schema.append("required", .array([.string("kind")]))
        schema.append(
            "properties",
            object([("kind", object([("enum", .array(kinds.map { .string($0.kind.rawValue) }))]))]))
        schema.append(
            "allOf",
            .array(
                kinds.map { kind in
                    object([
                        (
                            "if",
                            object([
                                ("properties", object([("kind", object([("const", .string(kind.kind.rawValue))]))])),
                                ("required", .array([.string("kind")])),
                            ])
                        ),
                        ("then", reference(kind.output.name)),
                    ])
                }))
        schema.append("$defs", definitions(for: kinds.map(\.output), output: true))
        return .object(schema)
    }

    /// The output schema's file name.
    package static let outputSchemaFile = "card-layout.schema.json"

    /// The schemas as files: name and text (pretty, with a final newline).
    package static func files(_ kinds: [KindDescription]) -> [(name: String, text: String)] {
        kinds.map { ($0.inputSchemaFile, text(inputSchema($0))) } + [(outputSchemaFile, text(outputSchema(kinds)))]
    }

    /// A schema's text as committed.
    package static func text(_ schema: JSONValue) -> String {
        JSONWriter.write(schema, pretty: true, numbers: .exact) + "\n"
    }

    // MARK: - Pieces

    /// `$defs`: every object the roots hold, each once, and the colors.
    private static func definitions(for roots: [ObjectDescription], output: Bool = false) -> JSONValue {
        var defs = JSONObject()
        var usesColor = false
        func note(_ type: FieldType) {
            switch type {
            case .color, .dynamicColor: usesColor = true
            case .array(let element, _): note(element)
            case .anyOf(let types): types.forEach(note)
            case .orReference(let field): note(field.value)
            default: break
            }
        }
        var objects: [ObjectDescription] = output ? roots : []
        for root in roots {
            for object in root.nestedObjects where !objects.contains(where: { $0 === object }) { objects.append(object) }
        }
        for object in objects + roots { object.fields.forEach { note($0.type) } }
        for object in objects {
            var body = JSONObject()
            body.append("description", .string(object.meaning))
            append(objectBody(object, output: output, isDefinition: true), to: &body)
            defs.append(object.name, .object(body))
        }
        if usesColor {
            defs.append(
                "color",
                object([
                    ("description", .string("A color #RRGGBB or #RRGGBBAA.")), ("type", .string("string")),
                    ("pattern", .string("^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")),
                ]))
            defs.append(
                "dynamicColor",
                object([
                    ("description", .string("A color, or one for light and one for dark.")),
                    (
                        "anyOf",
                        .array([
                            reference("color"),
                            object([
                                ("type", .string("object")),
                                ("properties", object([("light", reference("color")), ("dark", reference("color"))])),
                                ("required", .array([.string("light"), .string("dark")])),
                            ]),
                        ])
                    ),
                ]))
        }
        return .object(defs)
    }

    /// `type`, `properties` and `required` of an object. An object's
    /// definition (input or output) also admits null, so that a field that may be null refers
    /// to it directly (`"type": ["object", "null"]` beside the `$ref`, no
    /// `anyOf`) and a validator names an error inside it at its own path;
    /// where null is not allowed, `"type": "object"` stands beside the
    /// `$ref`.
    private static func objectBody(_ object: ObjectDescription, output: Bool = false, isDefinition: Bool = false)
        -> [(String, JSONValue)]
    {
        var properties = JSONObject()
        for field in object.fields {
            properties.append(field.name, property(field, nullable: !field.isRequired))
        }
        // An output writes every key, as null when absent, unless the key is
        // left out then.
        let required = object.fields.filter {
            output ? $0.defaultNote != FieldDescription.omittedWhenNil : $0.isRequired
        }.map { JSONValue.string($0.name) }
        let type: JSONValue = isDefinition ? .array([.string("object"), .string("null")]) : .string("object")
        var body: [(String, JSONValue)] = [("type", type), ("properties", .object(properties))]
        if !required.isEmpty { body.append(("required", .array(required))) }
        if !object.exactlyOne.isEmpty { body.append(("oneOf", .array(object.exactlyOne.map(exactlyThis)))) }
        return body
    }

    /// The branch of an "exactly one of" rule in which `name` is given (not
    /// null, which reads as absent).
    private static func exactlyThis(_ name: String) -> JSONValue {
        object([
            ("required", .array([.string(name)])),
            ("properties", object([(name, object([("not", object([("type", .string("null"))]))]))])),
        ])
    }

    /// A field's schema: its type's, with its meaning and default; null is
    /// allowed where the field may be left out.
    private static func property(_ field: FieldDescription, nullable: Bool) -> JSONValue {
        var members: [(String, JSONValue)] = [("description", .string(field.meaning))]
        var typeMembers = schema(of: field.type)
        if nullable { typeMembers = allowingNull(typeMembers) }
        members += typeMembers
        if let value = field.defaultValue { members.append(("default", value)) }
        return object(members)
    }

    private static func schema(of type: FieldType) -> [(String, JSONValue)] {
        switch type {
        case .number(let range):
            var members: [(String, JSONValue)] = [("type", .string("number"))]
            if let lower = range.lower {
                members.append((lower.inclusive ? "minimum" : "exclusiveMinimum", .number(lower.value)))
            }
            if let upper = range.upper {
                members.append((upper.inclusive ? "maximum" : "exclusiveMaximum", .number(upper.value)))
            }
            return members
        case .integer(let range):
            return [
                ("type", .string("integer")), ("minimum", .number(Double(range.lowerBound))),
                ("maximum", .number(Double(range.upperBound))),
            ]
        case .integerChoice(let values): return [("enum", .array(values.map { .number(Double($0)) }))]
        case .string: return [("type", .string("string"))]
        case .bool: return [("type", .string("boolean"))]
        case .choice(let names): return [("enum", .array(names.map(JSONValue.string)))]
        case .constant(let name): return [("const", .string(name))]
        case .color: return [("$ref", .string("#/$defs/color"))]
        case .dynamicColor: return [("$ref", .string("#/$defs/dynamicColor"))]
        case .object(let object, let alsoRequired):
            var members: [(String, JSONValue)] = [("$ref", .string("#/$defs/" + object.name))]
            // The definitions admit null; here it is an object (or null, where
            // the field may be null: `allowingNull` widens this `type`).
            members.insert(("type", .string("object")), at: 0)
            guard !alsoRequired.isEmpty else { return members }
            // Required here, so null is not allowed either (null counts as missing).
            members.append(("required", .array(alsoRequired.map(JSONValue.string))))
            var properties = JSONObject()
            for name in alsoRequired {
                guard let field = object.field(name) else { continue }
                properties.append(name, property(field, nullable: false))
            }
            members.append(("properties", .object(properties)))
            return members
        case .anyObject: return [("type", .string("object"))]
        case .orReference(let field): return field.schema(value: schema(of: field.value))
        case .anyValue: return []
        case .custom(let custom): return custom.schema.members.map { ($0.key, $0.value) }
        case .array(let element, let count):
            var members: [(String, JSONValue)] = [("type", .string("array")), ("items", object(schema(of: element)))]
            if count.minimum > 0 { members.append(("minItems", .number(Double(count.minimum)))) }
            if count.maximum < .max { members.append(("maxItems", .number(Double(count.maximum)))) }
            return members
        case .anyOf(let types): return [("anyOf", .array(types.map { object(schema(of: $0)) }))]
        }
    }

    /// The same schema, null allowed too.
    private static func allowingNull(_ members: [(String, JSONValue)]) -> [(String, JSONValue)] {
        if let index = members.firstIndex(where: { $0.0 == "type" }), case .string(let name) = members[index].1 {
            var copy = members
            copy[index].1 = .array([.string(name), .string("null")])
            return copy
        }
        if members.count == 1, members[0].0 == "enum", case .array(let values) = members[0].1 {
            return [("enum", .array(values + [.null]))]
        }
        return [("anyOf", .array([object(members), object([("type", .string("null"))])]))]
    }

    private static func reference(_ name: String) -> JSONValue { object([("$ref", .string("#/$defs/" + name))]) }

    private static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(JSONObject(members.map { JSONObject.Member(key: $0.0, value: $0.1) }))
    }

    private static func append(_ members: [(String, JSONValue)], to object: inout JSONObject) {
        for (key, value) in members { object.append(key, value) }
    }
}
