import Foundation
import Testing

// A layout-dump built without the Preview trait (the default build, and any
// package that depends on the libraries) has no server in it: `preview`
// says how to get one. With the trait, LayoutPreviewTests test the command.
#if !Preview
    @Suite("layout-dump preview without the Preview trait")
    struct PreviewWithoutTraitTests {
        @Test("It exits 2 and gives the command that builds it with the trait")
        func explains() throws {
            let result = try run(["preview", exampleCard.path, "--port", "0"])
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains("swift run --traits Preview layout-dump preview \(exampleCard.path)"), "\(result.stderr)")
        }
    }
#endif
