import CardGeometry
import CardRendering

/// `fit --format json`: one `layout-fit/1` document, for one input or many,
/// written as the inputs are laid out: the engine that made it (version and
/// font digest), then an entry per source, in input order: `source` (the
/// file's path or the NDJSON line's number), then the ``FitReport``'s
/// members (`kind`, `count`, `texts`, `errors`), or `error` (`{path,
/// message}`) for a bad input.
struct FitDocument: Sendable {
    let engine: JSONValue

    var head: String {
        "{\"schema\":\"layout-fit/1\",\"engine\":\(engine.text(pretty: false)),\n\"sources\":[\n"
    }

    static let tail = "\n]}\n"

    static func entry(_ source: InputSource, _ result: Result<FitReport, InputFailure>) -> JSONValue {
        var entry = JSONObject()
        entry.append("source", source.jsonValue)
        switch result {
        case .success(let report):
            if case .object(let members) = report.jsonValue {
                for member in members.members { entry.append(member.key, member.value) }
            }
            entry.append("error", .null)
        case .failure(let failure):
            entry.append("error", failure.jsonValue)
        }
        return .object(entry)
    }
}
