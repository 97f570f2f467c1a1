import CardGeometry
import CardRendering

/// `matrix --format json` over many inputs: one `layout-matrices/1`
/// document, written as the inputs are checked. It names the engine (its
/// version and font digest), the matrix and the `--fail-on` rules, then has
/// an entry per source, in input order, and ends with the counts:
///
/// - `source`: the file's path, or the NDJSON line's number;
/// - `verdict`: `pass`, `fail` (a `--fail-on` rule failed, or an
///   environment cannot be laid out) or `error` (the input is bad);
/// - `kind`, `cardId`, `layouts` (how many environments);
/// - `warnings`: the input's warnings;
/// - `failures`: each failing environment with its `problems`, each a
///   text's or part's `path`, its `check` (`truncation`, `resize`,
///   `overflow`) and, for a resize, the `size` it was set in, for an
///   overflow, the `points` it overflows by;
/// - `errors`: each environment the input cannot be laid out in, with
///   its `message`;
/// - `warningFailures`: the warnings a `--fail-on` code fails on;
/// - `error`: for a bad input, `{path, message}`; else null.
///
/// The schema is `schemas/layout-matrices.schema.json`.
struct MatricesDocument: Sendable {
    static let schema = "layout-matrices/1"

    let engine: JSONValue
    let matrix: DeviceMatrix
    let scale: Int?
    let rules: [FailOnRule]

    /// Everything before the first entry.
    var head: String {
        var matrixObject = JSONObject()
        matrixObject.append("widths", .array(matrix.widths.map(JSONValue.number)))
        matrixObject.append("contentSizeCategories", .array(matrix.categories.map { .string($0.rawValue) }))
        matrixObject.append("colorSchemes", .array(matrix.schemes.map { .string($0.rawValue) }))
        matrixObject.append("layoutDirections", .array(matrix.directions.map { .string($0.rawValue) }))
        matrixObject.append("displayScale", scale.map { .number(Double($0)) } ?? .null)
        let text = { (value: JSONValue) in value.text(pretty: false) }
        return "{\"schema\":\(text(.string(Self.schema))),\"engine\":\(text(engine)),"
            + "\"matrix\":\(text(.object(matrixObject))),"
            + "\"failOn\":\(text(.array(rules.map { .string($0.description) }))),\n\"sources\":[\n"
    }

    /// One source's entry, on a line of its own.
    func entry(_ outcome: ManyMatrices.Outcome, first: Bool) -> String {
        (first ? "" : ",\n") + Self.entry(outcome).text(pretty: false)
    }

    /// The counts, and the end of the document.
    func tail(_ reports: SourceReports) -> String {
        var counts = JSONObject()
        counts.append("sources", .number(Double(reports.count)))
        counts.append("passed", .number(Double(reports.count - reports.failCount - reports.errorCount)))
        counts.append("failed", .number(Double(reports.failCount)))
        counts.append("errors", .number(Double(reports.errorCount)))
        return "\n],\n\"counts\":\(JSONValue.object(counts).text(pretty: false))}\n"
    }

    static func entry(_ outcome: ManyMatrices.Outcome) -> JSONValue {
        var object = JSONObject()
        object.append("source", outcome.item.source.jsonValue)
        let warnings = JSONValue.array(outcome.warnings.map(\.jsonValue))
        switch outcome.result {
        case .failure(let failure):
            object.append("verdict", .string("error"))
            object.append("kind", .null)
            object.append("cardId", .null)
            object.append("layouts", .number(0))
            object.append("warnings", warnings)
            object.append("failures", .array([]))
            object.append("errors", .array([]))
            object.append("warningFailures", .array([]))
            object.append("error", failure.jsonValue)
        case .success(let verdict):
            let report = verdict.report
            object.append("verdict", .string(verdict.passes ? "pass" : "fail"))
            object.append("kind", report.kind.map { .string($0.rawValue) } ?? .null)
            object.append("cardId", report.cardId.map(JSONValue.string) ?? .null)
            object.append("layouts", .number(Double(report.entries.count)))
            object.append("warnings", warnings)
            object.append(
                "failures",
                .array(
                    verdict.failing.map { failing in
                        var value = JSONObject()
                        value.append("environment", environment(report.entries[failing.index].environment))
                        value.append("problems", .array(failing.problems.map(problem)))
                        return .object(value)
                    }))
            object.append(
                "errors",
                .array(
                    verdict.errors.compactMap { index in
                        let entry = report.entries[index]
                        guard let error = entry.error else { return nil }
                        var value = JSONObject()
                        value.append("environment", environment(entry.environment))
                        value.append("message", .string(error.description))
                        return .object(value)
                    }))
            object.append("warningFailures", .array(verdict.failedWarnings.map(\.jsonValue)))
            object.append("error", .null)
        }
        return .object(object)
    }

    static func environment(_ environment: LayoutEnvironment) -> JSONValue {
        var object = JSONObject()
        object.append("width", .number(environment.width))
        object.append("contentSizeCategory", .string(environment.contentSizeCategory.rawValue))
        object.append("colorScheme", .string(environment.colorScheme.rawValue))
        object.append("layoutDirection", .string(environment.layoutDirection.rawValue))
        return .object(object)
    }

    static func problem(_ problem: MatrixVerdict.Problem) -> JSONValue {
        var object = JSONObject()
        object.append("path", .string(problem.path))
        object.append("check", .string(problem.check.rawValue))
        switch problem.check {
        case .truncation: break
        case .resize: object.append("size", problem.amount.map(JSONValue.number) ?? .null)
        case .overflow: object.append("points", problem.amount.map(JSONValue.number) ?? .null)
        }
        return .object(object)
    }
}
