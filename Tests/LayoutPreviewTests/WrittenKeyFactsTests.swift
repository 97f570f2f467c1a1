// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import Testing

@testable import LayoutPreview

@Suite("The facts of written keys, read once per key")
struct WrittenKeyFactsTests {
    @Test("each key's facts are those read from its bytes, and a key met again is not read again")
    func factsOncePerKey() {
        var table = WrittenKeyFacts()
        let keys: [StaticString] = ["frame", "frames", "x", "size", "lines", "9lives", "with space", "", "$ref", "a-b"]
        for _ in 0..<3 {
            for key in keys {
                let read = key.withUTF8Buffer { FlatLayoutJSON.KeyFacts($0) }
                #expect(table.facts(of: key) == read, "\(key)")
            }
        }
        // Keys held as a scalar ("x") have no bytes to be kept by.
        let kept = keys.filter(\.hasPointerRepresentation).count
        #expect(table.count == kept)
        #expect(table.facts(of: "frame") == [.identifier, .frame])
        #expect(table.facts(of: "frames") == [.identifier])
        #expect(table.facts(of: "with space") == [])
        #expect(table.facts(of: "9lives") == [])
        #expect(table.facts(of: "") == [])
    }
}
#endif
