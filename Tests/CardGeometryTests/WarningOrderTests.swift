import Foundation
import Testing

@testable import CardGeometryCore

/// `CardLayoutWarning.inDocumentOrder` walks only the branches a warning is
/// in: these cases are where a walk that prunes by written paths could go
/// wrong (a key that is another's prefix, keys written in brackets, array
/// elements, the root's own warning, a path the document does not have).
@Suite("Warnings in document order")
struct WarningOrderTests {
    private func ordered(_ paths: [String], in json: String) throws -> [String] {
        let document = try JSONValue(json: Data(json.utf8))
        let warnings = paths.map { CardLayoutWarning(path: $0, code: .unknownKey, message: "m") }
        return CardLayoutWarning.inDocumentOrder(warnings, of: document).map(\.path)
    }

    @Test func aKeyThatIsAnothersPrefixKeepsItsOwnPlace() throws {
        let json = #"{"ab": {"x": 1}, "a": {"y": 2}, "a.b": 3, "a b": {"c": 4}}"#
        #expect(
            try ordered(["a.y", #"["a b"].c"#, "ab.x", #"["a.b"]"#, "a"], in: json)
                == ["ab.x", "a", "a.y", #"["a.b"]"#, #"["a b"].c"#])
    }

    @Test func arrayElementsFollowTheirIndexes() throws {
        let json = #"{"cards": [{"t": 1}, {"t": 2}, {"t": 3}], "z": 0}"#
        #expect(
            try ordered(["z", "cards[2].t", "cards[0]", "cards[1].t", "cards"], in: json)
                == ["cards", "cards[0]", "cards[1].t", "cards[2].t", "z"])
        // Reached only through a bracket.
        #expect(try ordered(["z", "cards[1].t"], in: json) == ["cards[1].t", "z"])
        #expect(try ordered(["z", #"o["a b"]"#], in: #"{"o": {"a b": 1}, "z": 0}"#) == [#"o["a b"]"#, "z"])
    }

    @Test func theRootAndAbsentPathsSortAsBefore() throws {
        let json = #"{"theme": {"cards": {"style": {"padding": 1}}}, "card": {}}"#
        // The root first; a path the document lacks last; ties keep their order.
        #expect(
            try ordered(["card", "nowhere", "theme.cards.style.padding", "", "card"], in: json)
                == ["", "theme.cards.style.padding", "card", "card", "nowhere"])
    }
}
