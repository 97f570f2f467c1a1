import Foundation
import Testing

/// `--strict` fails on warnings about the input as written, not on warnings
/// about the layout; an input without `kind` is told which kind to add.
@Suite("--strict and a missing kind")
struct StrictTests {
    static let widgets = packageRoot.appendingPathComponent("Examples/storifyme-widgets.json")

    @Test("The StorifyMe example's warnings are about the layout: --strict prints them and exits 0")
    func layoutWarningsPass() throws {
        let strict = try run([Self.widgets.path, "--strict"])
        #expect(strict.status == 0)
        #expect(strict.stderr.contains("warning: widgets[0].stories[1].title: content is 22.091 pt taller than the fixed height 120 [content-overflow]"))
        #expect(strict.stderr.contains("warning: widgets[1].enabled: the widget is hidden; its fixed slot leaves a gap of 140 pt [slot-gap]"))
        #expect(!strict.stderr.contains("with --strict"))
        #expect(strict.stdout.contains(#""code": "content-overflow""#))
    }

    @Test("A typo'd key is an input warning: --strict exits 2 and prints nothing on stdout", arguments: [false, true])
    func typoFails(matrix: Bool) throws {
        let text = try String(contentsOf: Self.widgets, encoding: .utf8)
            .replacingOccurrences(of: #""placement": "fixed""#, with: #""placment": "fixed""#)
        let url = try inputFile(text)
        let arguments = (matrix ? ["matrix", url.path, "--widths", "390", "--categories", "L"] : [url.path]) + ["--strict"]
        let strict = try run(arguments)
        #expect(strict.status == 2)
        #expect(strict.stdout.isEmpty)
        #expect(strict.stderr.contains("warning: placment: unknown key, ignored (did you mean placement?) [unknown-key]"))
        #expect(strict.stderr.contains("1 input warning with --strict"))
        // Without --strict it is laid out, with the warning.
        let lenient = try run(matrix ? Array(arguments.dropLast()) : [url.path])
        #expect(lenient.status == 0)
    }

    @Test("--help says that --strict fails on input warnings only")
    func help() throws {
        let help = try run(["layout", "--help"]).stdout.replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
        #expect(help.contains("Treat input warnings (unknown keys, ignored or replaced values) as errors"))
        #expect(help.contains("Layout warnings (content-overflow and the like) are still printed, not errors"))
    }

    @Test("A Braze feed without kind: exit 2 and an error that names the kind to add")
    func missingKind() throws {
        let text = try String(
            contentsOf: packageRoot.appendingPathComponent("Examples/braze-content-cards.json"), encoding: .utf8)
            .replacingOccurrences(of: #""kind": "braze.contentCards","#, with: "")
        let url = try inputFile(text)
        let result = try run([url.path])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                #"\#(url.path): kind: is required; must be "braze.contentCards" for an input with feed and cards"#))
    }
}
