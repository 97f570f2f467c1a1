import CardGeometry
import CardRendering

/// `fit --format json`: one document (`layout-fit/1`) with the engine that
/// made it and an entry per source.
enum FitDocument {
    static func json(_ reports: [(source: String, report: FitReport)], engine: CardLayoutEngine) -> String {
        var root = JSONObject()
        root.append("schema", .string("layout-fit/1"))
        root.append("engine", EngineIdentity.json(engine))
        root.append(
            "sources",
            .array(
                reports.map { source, report in
                    var entry = JSONObject()
                    entry.append("source", .string(source))
                    if case .object(let members) = report.jsonValue {
                        for member in members.members { entry.append(member.key, member.value) }
                    }
                    return .object(entry)
                }))
        return JSONValue.object(root).text(pretty: true)
    }
}
