import Foundation
import Testing

/// The input size limit on the command line: a file (or standard input)
/// over the limit is an error that names it and the limit, exit 2, for
/// both commands; --max-input-bytes changes the limit.
@Suite("Input size limit")
struct InputSizeTests {
    @Test("Over --max-input-bytes: the error names the file and the limit; at the limit it is laid out")
    func flag() throws {
        let json = cardJSON(title: "Short")
        let url = try inputFile(json)
        let size = json.utf8.count
        for command in [[], ["matrix", "--widths", "320", "--categories", "L"]] {
            let refused = try run(command + [url.path, "--max-input-bytes", String(size - 1)])
            #expect(refused.status == 2)
            #expect(refused.stdout.isEmpty)
            #expect(
                refused.stderr
                    == "\(url.path): the input is larger than the limit of \(size - 1) bytes; --max-input-bytes changes it\n")
            let accepted = try run(command + [url.path, "--max-input-bytes", String(size)])
            #expect(accepted.status == 0, "\(accepted.stderr)")
        }
        let stdin = try run(["-", "--max-input-bytes", "10"], stdin: Data(json.utf8))
        #expect(stdin.status == 2)
        #expect(stdin.stderr.hasPrefix("<stdin>: the input is larger than the limit of 10 bytes"))
        let zero = try run([url.path, "--max-input-bytes", "0"])
        #expect(zero.status == 2)
        #expect(zero.stderr.contains("--max-input-bytes must be an integer > 0"))
    }

    @Test("The default limit is 16 MB: a larger file is refused, naming it")
    func defaultLimit() throws {
        let url = try temporaryDirectory().appendingPathComponent("big.json")
        let json = cardJSON(title: "Short")
        try Data((json + String(repeating: " ", count: 16_777_217 - json.utf8.count)).utf8).write(to: url)
        let refused = try run([url.path])
        #expect(refused.status == 2)
        #expect(
            refused.stderr
                == "\(url.path): the input is larger than the limit of 16777216 bytes (16 MB); --max-input-bytes changes it\n")
        let raised = try run([url.path, "--max-input-bytes", "16777217"])
        #expect(raised.status == 0, "\(raised.stderr)")
    }
}
