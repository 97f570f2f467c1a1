import CardGeometry

/// The JSON Schemas (draft 2020-12) of the reports `layout-dump` writes for
/// machines over many inputs: `layout-matrices/1` (`matrix --format json`
/// with many inputs, ``MatricesDocument``) and `layout-fit/1` (`fit --format
/// json`, ``FitDocument``). `layout-dump schema --write` writes them beside
/// the input and output schemas.
enum ReportSchemas {
    /// Each schema's file name and text.
    static var files: [(name: String, text: String)] {
        [("layout-matrices.schema.json", JSONSchemaGenerator.text(matrices)),
         ("layout-fit.schema.json", JSONSchemaGenerator.text(fit))]
    }

    /// The schema of a report by its name (`layout-matrices`, `layout-fit`).
    static func schema(named name: String) -> JSONValue? {
        switch name {
        case "layout-matrices": matrices
        case "layout-fit": fit
        default: nil
        }
    }

    static var matrices: JSONValue {
        root(
            file: "layout-matrices.schema.json", title: "Matrix report over many inputs (layout-matrices/1)",
            description: "What layout-dump matrix --format json writes for many inputs: the engine, the matrix, "
                + "the --fail-on rules, an entry per source in input order, and the counts.",
            properties: [
                ("schema", constant("layout-matrices/1", "The report's schema name.")),
                ("engine", ref("engine")),
                ("matrix", object([
                    ("widths", array(number("A width, in points."), "The widths.")),
                    ("contentSizeCategories", array(ref("category"), "The content size categories.")),
                    ("colorSchemes", array(oneOfStrings(["light", "dark"], "A color scheme."), "The color schemes.")),
                    ("layoutDirections", array(oneOfStrings(["ltr", "rtl"], "A direction."), "The layout directions.")),
                    ("displayScale", nullable(number("The display scale set on every layout (--scale); null: each input's own."))),
                ], "The matrix every input was laid out over.")),
                ("failOn", array(string("A rule as written: a check or warning code, then optionally :PATH,…"), "The --fail-on rules.")),
                ("sources", array(ref("source"), "An entry per input, in input order.")),
                ("counts", object([
                    ("sources", integer("How many inputs.")), ("passed", integer("Inputs whose verdict is pass.")),
                    ("failed", integer("Inputs whose verdict is fail.")), ("errors", integer("Inputs whose verdict is error.")),
                ], "How the inputs came out.")),
            ],
            definitions: [
                ("engine", engine),
                ("category", category),
                ("environment", environment),
                ("error", error),
                ("warning", warning),
                ("source", object([
                    ("source", source),
                    ("verdict", oneOfStrings(["pass", "fail", "error"],
                        "pass: every environment laid out and no rule failed; fail: a rule failed or an environment "
                            + "cannot be laid out; error: the input is bad (see error).")),
                    ("kind", nullable(string("The kind laid out."))),
                    ("cardId", nullable(string("The id of the card laid out, for kinds that name one."))),
                    ("layouts", integer("How many environments were laid out (0 for a bad input).")),
                    ("warnings", array(ref("warning"), "The input's warnings.")),
                    ("failures", array(object([
                        ("environment", ref("environment")),
                        ("problems", array(object([
                            ("path", string("The text's output path, or the overflowing part's name.")),
                            ("check", oneOfStrings(["truncation", "resize", "overflow"], "How it failed.")),
                            ("size", number("For a resize: the size the text was set in.")),
                            ("points", number("For an overflow: how far the content overflows, in points.")),
                        ], "A text or part that failed a rule there.", required: ["path", "check"]), "What failed there.")),
                    ], "An environment in which a rule failed."), "Every environment in which a --fail-on rule failed, in matrix order.")),
                    ("errors", array(object([
                        ("environment", ref("environment")), ("message", string("Why the input cannot be laid out there.")),
                    ], "An environment the input cannot be laid out in."), "Every environment the input cannot be laid out in.")),
                    ("warningFailures", array(ref("warning"), "The warnings whose code a --fail-on rule names.")),
                    ("error", nullable(ref("error"))),
                ], "One input's verdict.")),
            ])
    }

    static var fit: JSONValue {
        root(
            file: "layout-fit.schema.json", title: "Copy-fitting report (layout-fit/1)",
            description: "What layout-dump fit --format json writes: the engine, and for each input how much of "
                + "each of its texts shows over the device matrix.",
            properties: [
                ("schema", constant("layout-fit/1", "The report's schema name.")),
                ("engine", ref("engine")),
                ("sources", array(ref("source"), "An entry per input, in input order.")),
            ],
            definitions: [
                ("engine", engine),
                ("category", category),
                ("environment", environment),
                ("error", error),
                ("source", object([
                    ("source", source),
                    ("kind", nullable(string("The kind laid out."))),
                    ("count", integer("How many environments the matrix has.")),
                    ("texts", array(ref("text"), "Every text some environment shows, in the layouts' order.")),
                    ("errors", array(object([
                        ("environment", ref("environment")), ("message", string("Why the input cannot be laid out there.")),
                    ], "An environment the input cannot be laid out in."), "Every environment the input cannot be laid out in.")),
                    ("error", nullable(ref("error"))),
                ], "One input's report; a bad input has only source and error.", required: ["source", "error"])),
                ("text", object([
                    ("path", string("The text's output path (heading, cards[2].title).")),
                    ("characters", integer("Its length in grapheme clusters, after text case.")),
                    ("fitsEverywhere", boolean("Whether it shows whole and at its own size in every environment.")),
                    ("worst", nullable(object([
                        ("environment", ref("environment")),
                        ("shownCharacters", integer("The grapheme clusters shown there before the ellipsis.")),
                        ("size", number("The size it is set in there.")),
                        ("smallestSize", nullable(number("For a text resized anywhere: the smallest size it reached."))),
                    ], "The environment where it shows least (the fewest clusters, then the smallest size); null when it fits everywhere."))),
                    ("wholeUpTo", array(object([
                        ("width", number("The width, in points.")),
                        ("contentSizeCategory", nullable(ref("category"))),
                    ], "The largest content size category up to which it shows whole at this width, in every scheme "
                        + "and direction; null when it truncates at the smallest."), "One entry per width, in increasing order.")),
                ], "One text over the matrix.")),
            ])
    }

    // MARK: - Pieces

    static let engine = object([
        ("version", string("CardGeometry's version.")),
        ("fonts", string("The digest of the fonts laid out with (FontRegistry.digest()).")),
    ], "The engine that made the report.")

    static let category = oneOfStrings(ContentSizeCategory.allCases.map(\.rawValue), "A content size category.")

    static let environment = object([
        ("width", number("The width, in points.")), ("contentSizeCategory", ref("category")),
        ("colorScheme", oneOfStrings(["light", "dark"], "The color scheme.")),
        ("layoutDirection", oneOfStrings(["ltr", "rtl"], "The layout direction.")),
    ], "An environment of the matrix.")

    static let error = object([
        ("path", nullable(string("The JSON path of the value at fault; null when the fault is not a value's (a file that cannot be read, text that is not JSON)."))),
        ("message", string("What is wrong.")),
    ], "Why an input cannot be laid out.")

    static let warning = object([
        ("path", string("The JSON path in the input of what it is about.")),
        ("code", oneOfStrings(CardLayoutWarning.Code.allCases.map(\.rawValue), "The warning's code.")),
        ("message", string("What happened, in words.")),
    ], "A warning of the input (as card-layout/1 writes it).")

    static let source = JSONValue.object(JSONObject([
        .init(key: "description", value: .string("The input's file path, or its line number in the NDJSON stream (from 1).")),
        .init(key: "type", value: .array([.string("string"), .string("integer")])),
    ]))

    static func root(
        file: String, title: String, description: String, properties: [(String, JSONValue)],
        definitions: [(String, JSONValue)]
    ) -> JSONValue {
        var object = JSONObject()
        object.append("$schema", .string("https://json-schema.org/draft/2020-12/schema"))
        object.append("$id", .string("https://cardgeometry.dev/schemas/" + file))
        object.append("title", .string(title))
        object.append("description", .string(description))
        object.append("type", .string("object"))
        object.append("properties", .object(JSONObject(properties.map { .init(key: $0.0, value: $0.1) })))
        object.append("required", .array(properties.map { .string($0.0) }))
        object.append("$defs", .object(JSONObject(definitions.map { .init(key: $0.0, value: $0.1) })))
        return .object(object)
    }

    static func object(_ properties: [(String, JSONValue)], _ description: String, required: [String]? = nil) -> JSONValue {
        var object = JSONObject()
        object.append("description", .string(description))
        object.append("type", .string("object"))
        object.append("properties", .object(JSONObject(properties.map { .init(key: $0.0, value: $0.1) })))
        object.append("required", .array((required ?? properties.map(\.0).filter { $0 != "size" && $0 != "points" }).map(JSONValue.string)))
        return .object(object)
    }

    static func typed(_ type: String, _ description: String) -> JSONValue {
        .object(JSONObject([.init(key: "description", value: .string(description)), .init(key: "type", value: .string(type))]))
    }

    static func string(_ description: String) -> JSONValue { typed("string", description) }
    static func number(_ description: String) -> JSONValue { typed("number", description) }
    static func integer(_ description: String) -> JSONValue { typed("integer", description) }
    static func boolean(_ description: String) -> JSONValue { typed("boolean", description) }

    static func constant(_ value: String, _ description: String) -> JSONValue {
        .object(JSONObject([.init(key: "description", value: .string(description)), .init(key: "const", value: .string(value))]))
    }

    static func oneOfStrings(_ values: [String], _ description: String) -> JSONValue {
        .object(JSONObject([
            .init(key: "description", value: .string(description)),
            .init(key: "enum", value: .array(values.map(JSONValue.string))),
        ]))
    }

    static func array(_ items: JSONValue, _ description: String) -> JSONValue {
        .object(JSONObject([
            .init(key: "description", value: .string(description)), .init(key: "type", value: .string("array")),
            .init(key: "items", value: items),
        ]))
    }

    static func nullable(_ value: JSONValue) -> JSONValue {
        .object(JSONObject([.init(key: "oneOf", value: .array([value, .object(JSONObject([.init(key: "type", value: .string("null"))]))]))]))
    }

    static func ref(_ name: String) -> JSONValue {
        .object(JSONObject([.init(key: "$ref", value: .string("#/$defs/" + name))]))
    }
}
