import Foundation
import Testing

@testable import CardGeometryCore

/// How a reader marks the members it read (a bit per member, inline for
/// the first 64) and reports the others.
@Suite("Object reader")
struct ObjectReaderTests {
    @Test("Members past the 64th are marked too: only the unread ones are unknown, in document order, with suggestions")
    func manyMembers() throws {
        var keys = (0..<70).map { "k\($0)" }
        keys[3] = "titel"
        keys[66] = "colr"
        var object = JSONObject()
        for key in keys { object.append(key, .number(1)) }
        let reader = try ObjectReader(.object(object), at: JSONPath("x"))
        for key in keys where key.hasPrefix("k") { #expect(try reader.number(key) == 1) }
        #expect(reader.value("title") == nil)
        #expect(reader.value("color") == nil)
        #expect(reader.unreadKeys == ["titel", "colr"])
        reader.finish()
        #expect(
            reader.warnings.warnings.map(\.description) == [
                "x.titel: unknown key, ignored (did you mean title?)",
                "x.colr: unknown key, ignored (did you mean color?)",
            ])
        #expect(reader.unreadKeys.isEmpty)
    }
}
