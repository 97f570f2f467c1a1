import CardGeometry
import Foundation
import Testing

@Suite("layout-dump --version")
struct VersionTests {
    @Test("--version prints the package's version and the commit the build knows")
    func version() throws {
        let result = try run(["--version"])
        #expect(result.status == 0)
        let line = result.stdout.trimmingCharacters(in: .newlines)
        #expect(line.hasPrefix("layout-dump \(CardGeometryVersion.number) (commit "), "\(line)")
        // Built in a git checkout, as the tests are: the commit is known.
        let isCheckout = FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(".git").path)
        if isCheckout {
            #expect(line.wholeMatch(of: #/layout-dump [0-9.]+ \(commit [0-9a-f]{12}(\+changes)?\)/#) != nil, "\(line)")
        }
        #expect(!result.stdout.contains("\n\n"))
    }
}
