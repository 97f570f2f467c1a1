import CardGeometry

extension GoldenRun {
    /// The schema of ``jsonValue``.
    public static let schema = "card-layout-check/1"

    /// The run as JSON for tools (`card-layout-check/1`, described by
    /// `schemas/card-layout-check.schema.json`): the engine and fonts it
    /// ran with, how it was narrowed, the counts, the groups of failures
    /// with one fingerprint, and every case with its status, files, time,
    /// causes and differences.
    public var jsonValue: JSONValue {
        var root = JSONObject()
        root.append("schema", .string(Self.schema))
        var engine = JSONObject()
        engine.append("version", .string(engineVersion))
        engine.append("fonts", .string(fontsDigest))
        root.append("engine", .object(engine))
        var run = JSONObject()
        run.append("filter", filter.map(JSONValue.string) ?? .null)
        run.append("shard", shard.map(JSONValue.string) ?? .null)
        run.append("obsoleteJudged", .bool(judgesObsolete))
        run.append("seconds", .number(seconds))
        root.append("run", .object(run))
        var counts = JSONObject()
        counts.append("cases", .number(Double(results.count - count(.obsolete))))
        for status in GoldenResult.Status.allCases {
            counts.append(status.rawValue, .number(Double(count(status))))
        }
        root.append("counts", .object(counts))
        root.append("groups", .array(groups.map(Self.json)))
        root.append("cases", .array(results.map(Self.json)))
        return .object(root)
    }

    /// ``jsonValue`` as pretty text with a final newline.
    public func json() -> String { jsonValue.text(pretty: true) + "\n" }

    private static func json(_ group: GoldenGroup) -> JSONValue {
        var object = JSONObject()
        object.append("fingerprint", .string(group.fingerprint))
        object.append("firstCause", .string(group.explanation.headline))
        object.append("differences", .number(Double(group.differenceCount)))
        object.append("cases", .array(group.cases.map(JSONValue.string)))
        return .object(object)
    }

    private static func json(_ result: GoldenResult) -> JSONValue {
        var object = JSONObject()
        object.append("case", .string(result.key))
        object.append("status", .string(result.status.rawValue))
        object.append("form", result.goldenCase.map { .string($0.form.rawValue) } ?? .null)
        object.append("input", result.inputPath.map(JSONValue.string) ?? .null)
        object.append("expected", .string(result.expectedPath))
        object.append("seconds", .number(result.seconds))
        object.append("message", result.headline.map(JSONValue.string) ?? .null)
        object.append("fingerprint", result.fingerprint.map(JSONValue.string) ?? .null)
        object.append(
            "causes",
            .array(
                result.explanation.causes.map { cause in
                    var value = difference(cause.difference)
                    value.append("followers", .number(Double(cause.followers.count)))
                    value.append("summary", .string(cause.summary))
                    return .object(value)
                }))
        object.append("differences", .array(result.differences.map { .object(difference($0)) }))
        return .object(object)
    }

    private static func difference(_ difference: LayoutDifference) -> JSONObject {
        var object = JSONObject()
        object.append("path", .string(difference.path))
        object.append("expected", .string(difference.expected))
        object.append("actual", .string(difference.actual))
        object.append("delta", difference.delta.map { .number($0) } ?? .null)
        return object
    }
}
