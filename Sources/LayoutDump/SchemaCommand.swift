import ArgumentParser
import CardGeometry
import Foundation

/// `layout-dump schema KIND`: the JSON Schema (draft 2020-12) of a kind's
/// input, or of the output, generated from the field descriptions; the
/// files under `schemas/` are its output. Also writes every schema into a
/// folder, and an article's field tables.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of a kind's input (or of the output), generated from the field "
            + "descriptions.",
        usage: """
            layout-dump schema <kind>|output|layout-matrices|layout-fit
            layout-dump schema <kind>|environment --field-tables [--article <file>]
            layout-dump schema --write <directory>
            """,
        discussion: """
            Kinds: \(LayoutDump.kindList). "output" is \
            the schema of card-layout/1, the output of every described kind; "layout-matrices" and "layout-fit" \
            those of the reports of matrix (many inputs) and fit. Point an editor at a schema \
            (README, "Editor support") to complete and check inputs; unknown keys stay allowed, as they are \
            warnings, not errors.

            --field-tables prints the kind's reference tables and its table of warning codes in Markdown \
            ("environment": the tables of the environment every kind shares, and every warning code), then the \
            tables of its output; with --article, writes them into that article between its field-tables (and \
            warning-codes, output-tables) markers instead. --write writes every schema file into \
            the directory (the repository's schemas/).
            """)

    @Argument(help: ArgumentHelp("A kind (tgcard.sheet …) or output.", valueName: "kind"))
    var kind: String?

    @Flag(name: .customLong("field-tables"), help: "Print the kind's field tables in Markdown.")
    var fieldTables = false

    @Option(name: .customLong("article"), help: ArgumentHelp("Write the field tables into this article.", valueName: "file"))
    var article: String?

    @Option(name: .customLong("write"), help: ArgumentHelp("Write every schema file into this directory.", valueName: "directory"))
    var directory: String?

    static var describedKinds: [KindDescription] { LayoutKind.allCases.compactMap(\.kindDescription) }

    func run() throws {
        if let directory {
            for file in JSONSchemaGenerator.files(Self.describedKinds) + ReportSchemas.files {
                try Output.write(file.text, to: URL(fileURLWithPath: directory).appendingPathComponent(file.name).path)
            }
            return
        }
        guard let kind else { throw CommandFailure("schema: give a kind (\(LayoutDump.kindList)), environment or output") }
        if let schema = ReportSchemas.schema(named: kind), !fieldTables {
            return try Output.write(JSONSchemaGenerator.text(schema), to: nil)
        }
        if kind == "output", !fieldTables {
            return try Output.write(JSONSchemaGenerator.text(JSONSchemaGenerator.outputSchema(Self.describedKinds)), to: nil)
        }
        if kind == "environment", fieldTables {
            return try writeTables(FieldTable.environmentMarkdown, warningCodes: WarningCodeTable.allCodesMarkdown)
        }
        guard let description = LayoutKind.allCases.first(where: { $0.rawValue == kind })?.kindDescription else {
            throw CommandFailure("schema: \(kind): not a kind; one of \(LayoutDump.kindList), environment or output")
        }
        guard fieldTables else {
            return try Output.write(JSONSchemaGenerator.text(JSONSchemaGenerator.inputSchema(description)), to: nil)
        }
        try writeTables(
            FieldTable.markdown(description), warningCodes: WarningCodeTable.markdown(description),
            output: OutputTable.markdown(description))
    }

    /// Prints `tables` and the table of `warningCodes`, or writes them into
    /// ``article`` between their markers (the warning codes' only when the
    /// article has them).
    private func writeTables(_ tables: String, warningCodes: String, output: String? = nil) throws {
        guard let article else {
            return try Output.write(tables + "\n" + warningCodes + (output.map { "\n" + $0 } ?? ""), to: nil)
        }
        guard let text = try? String(contentsOfFile: article, encoding: .utf8) else {
            throw CommandFailure("schema: \(article): cannot read the article")
        }
        guard var updated = FieldTable.replacing(in: text, with: tables) else {
            throw CommandFailure("schema: \(article): no field-tables markers (\(FieldTable.beginMarker))")
        }
        updated = WarningCodeTable.replacing(in: updated, with: warningCodes) ?? updated
        if let output { updated = OutputTable.replacing(in: updated, with: output) ?? updated }
        try Output.write(updated, to: article)
    }
}
