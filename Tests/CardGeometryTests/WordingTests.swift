import Testing

@testable import CardGeometryCore

/// How warnings and array errors are worded, as properties of the warning
/// and of the field's description rather than of their texts.
@Suite("Wording")
struct WordingTests {
    @Test("A warning joins its path and message by a colon, or as a sentence when it says so")
    func warningJoining() {
        #expect(CardLayoutWarning(path: "a.b", code: .unknownKey, message: "unknown key, ignored").description == "a.b: unknown key, ignored")
        #expect(
            CardLayoutWarning(path: "custom", code: .unusedValue, message: "is ignored unless style is \"custom\"", joining: .sentence)
                .description == #"custom is ignored unless style is "custom""#)
        // The same message with the usual joining keeps its colon: the form
        // is the warning's, not its text's.
        #expect(
            CardLayoutWarning(path: "custom", code: .unusedValue, message: "is ignored unless style is \"custom\"").description
                == #"custom: is ignored unless style is "custom""#)
    }

    static let thing = ObjectDescription("thing", "A thing.", fields: [])

    static func field(required: Bool, wording: ArrayCount.Wording) -> FieldDescription {
        let type = FieldType.array(
            .object(thing), count: ArrayCount(minimum: 0, maximum: 3, noun: "things", wording: wording))
        return required
            ? FieldDescription(required: "things", type, "Things.") : FieldDescription("things", type, defaultNote: "none", "Things.")
    }

    static func countError(_ field: FieldDescription) -> String? {
        do {
            try field.checkCount(4, in: .root)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("An array of objects worded by bounds names them, and null where it may be left out")
    func boundsAndObjects() {
        #expect(
            Self.countError(Self.field(required: false, wording: .boundsAndObjects))
                == "things: must be an array of 0 to 3 thing objects, or null, got an array of 4 things")
        #expect(
            Self.countError(Self.field(required: true, wording: .boundsAndObjects))
                == "things: must be an array of 0 to 3 thing objects, got an array of 4 things")
        #expect(
            Self.field(required: true, wording: .boundsAndObjects).missing(in: .root).description
                == "things: is required; must be an array of 0 to 3 thing objects")
    }

    @Test("An array worded by its count keeps the count's words")
    func count() {
        #expect(
            Self.countError(Self.field(required: false, wording: .count))
                == "things: must be an array of 0 to 3 things, got an array of 4 things")
    }
}
