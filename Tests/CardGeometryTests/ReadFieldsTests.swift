import Foundation
import Testing

@testable import CardGeometryCore

/// Members told to a generated reader by their field's index in the
/// object's description (`ObjectReader.readFields(of:_:)`), whichever way
/// the tape holds a key: the key table's name (found by its number),
/// the document's bytes, or a text the parser made.
@Suite("Object reader: fields by index")
struct ReadFieldsTests {
    static let description = ObjectDescription(
        "thing", "A thing.",
        fields: [
            FieldDescription("title", .string, defaultNote: "none", "Its title."),
            FieldDescription("esc", .string, defaultNote: "none", "A key written with an escape."),
            FieldDescription("é", .string, defaultNote: "none", "A key beyond ASCII."),
            FieldDescription("width", .number(.nonNegativeLength), default: .number(0), "Its width."),
            FieldDescription("color", .string, defaultNote: "none", "Its color."),
        ])

    static let json = #"{"width": 2, "title": "a", "\u0065sc": "b", "é": "c", "colr": "d"}"#

    static let keyTable = JSONKeyTable(["title", "width", "esc", "color", "colr"])

    /// `json` on a tape three ways: its keys held by the key table, its
    /// keys as the document's bytes, and written from a tree.
    static func tapes(of json: String = json) throws -> [JSONTape] {
        [
            try JSONParser.tape(Data(json.utf8), keys: keyTable),
            try JSONParser.tape(Data(json.utf8), keys: nil),
            JSONTape(try JSONValue(json: Data(json.utf8))),
        ]
    }

    /// What `readFields` tells for each member, and the values read by
    /// index, of a reader over `tape`.
    static func read(_ reader: ObjectReader) throws(CardLayoutError) -> (fields: [Int?], values: [String]) {
        var fields: [Int?] = []
        var values: [String] = []
        try reader.readFields(of: description) { field throws(CardLayoutError) in
            fields.append(field)
            switch field {
            case 0?, 1?, 2?:
                values.append(try reader.string(description.fields[field!]) ?? "-")
            case 3?:
                values.append(String(try reader.number(description.fields[3]) ?? -1))
            default:
                return false
            }
            return true
        }
        return (fields, values)
    }

    @Test("Each member is told by its field's index: held keys, bytes, made texts and a tree's tape alike; others are unknown")
    func fieldsByIndex() throws {
        let tapes = try Self.tapes()
        for tape in tapes {
            let reader = try ObjectReader(tape: tape, at: JSONPath("x"))
            let (fields, values) = try Self.read(reader)
            #expect(fields == [3, 0, 1, 2, nil])
            #expect(values == ["2.0", "a", "b", "c"])
            #expect(reader.warnings.warnings.map(\.description) == ["x.colr: unknown key, ignored (did you mean color?)"])
        }
        // The held keys were found by their numbers.
        let held = try JSONParser.tape(Data(Self.json.utf8), keys: Self.keyTable)
        #expect(held.field(ofKeyAt: 1, in: Self.description) == 3)
        #expect(held.heldKeyIDs.count == 5)
    }

    @Test("The root's $schema is passed over; a value that is not what its field reads is an error at its path")
    func schemaAndErrors() throws {
        let tape = try JSONParser.tape(Data(#"{"$schema": "s", "title": "a", "width": "wide"}"#.utf8), keys: nil)
        let reader = try ObjectReader(tape: tape, at: .root)
        do {
            _ = try Self.read(reader)
            Issue.record("a string read as a number")
        } catch {
            #expect(error.path == "width")
        }
    }

    @Test("Members by key and by field index go through the same loop: the same members, the root's $schema passed over, the same unknown keys")
    func membersAndFieldsAlike() throws {
        let json = #"{"$schema": "s", "width": 2, "title": "a", "\u0065sc": "b", "é": "c", "colr": "d", "titel": "e"}"#
        for tape in try Self.tapes(of: json) {
            // The dispatch reads the root's `$schema` first.
            let byKey = try ObjectReader(tape: tape, at: .root)
            _ = byKey.presentValue(CommonFields.schema.key)
            var keys: [String] = []
            try byKey.readMembers(known: Self.description.keys) { key throws(CardLayoutError) in
                keys.append(key)
                guard let field = Self.description.keys.firstIndex(of: key) else { return false }
                _ = byKey.value(Self.description.fields[field])
                return true
            }
            let byField = try ObjectReader(tape: tape, at: .root)
            _ = byField.presentValue(CommonFields.schema.key)
            var fields: [Int?] = []
            try byField.readFields(of: Self.description) { field throws(CardLayoutError) in
                fields.append(field)
                guard let field else { return false }
                _ = byField.value(Self.description.fields[field])
                return true
            }
            #expect(keys == ["width", "title", "esc", "é", "colr", "titel"])
            #expect(fields == [3, 0, 1, 2, nil, nil])
            let warnings = byKey.warnings.warnings.map(\.description)
            // Each unknown key reported once, in document order, suggesting
            // only a key the object does not have ("title" is present).
            #expect(warnings.count == 2)
            #expect(warnings.first == "colr: unknown key, ignored (did you mean color?)")
            #expect(warnings.last?.hasPrefix("titel: unknown key, ignored") == true)
            #expect(warnings.last?.contains("title?") == false)
            #expect(byField.warnings.warnings.map(\.description) == warnings)
        }
    }

    @Test("A key given twice is an error at its path, whichever way it is written")
    func duplicateKeys() throws {
        for json in [#"{"title": "a", "width": 1, "title": "b"}"#, #"{"title": "a", "ti\u0074le": "b"}"#] {
            for keys in [Self.keyTable, nil] {
                do {
                    _ = try JSONParser.tape(Data(json.utf8), keys: keys)
                    Issue.record("a duplicate key read")
                } catch {
                    #expect(error.path == "title")
                }
            }
        }
    }

    @Test("A key's number is the same wherever its text is met; a description tells only its own keys' numbers")
    func keyNumbers() {
        let description = ObjectDescription(
            "early", "Made first.", fields: [FieldDescription("readFieldsTestsKey", .string, defaultNote: "none", "A key.")])
        let id = JSONKeyIDs.id(of: "readFieldsTestsKey")
        #expect(JSONKeyIDs.id(of: "readFieldsTestsKey") == id)
        #expect(JSONKeyTable(["readFieldsTestsKey", "other"]).keyIDs.contains(id))
        #expect(description.field(ofKeyID: id) == 0)
        // A number given after the description was made is no field of it.
        #expect(description.field(ofKeyID: JSONKeyIDs.id(of: "readFieldsTestsLaterKey")) == nil)
        #expect(description.field(ofKeyID: JSONKeyIDs.id(of: "title")) == nil)
    }

    @Test("A field asked for while another is the current member is found by its number or text, whichever the tape holds")
    func fieldsOutOfOrder() throws {
        let tapes = try Self.tapes()
        for tape in tapes {
            let reader = try ObjectReader(tape: tape, at: .root)
            var seen: [String] = []
            try reader.readFields(of: Self.description) { field throws(CardLayoutError) in
                // At `width` (the first member), every other field is asked
                // for: held keys, the escaped key, the key beyond ASCII and
                // an absent one.
                guard field == 3 else { return field != nil }
                let fields = Self.description.fields
                seen.append(try reader.string(fields[0]) ?? "-")
                seen.append(try reader.string(fields[1]) ?? "-")
                seen.append(try reader.string(fields[2]) ?? "-")
                seen.append(try reader.string(fields[4]) ?? "-")
                seen.append(String(try reader.number(fields[3]) ?? -1))
                return true
            }
            #expect(seen == ["a", "b", "c", "-", "2.0"])
            #expect(reader.warnings.warnings.map(\.description) == ["colr: unknown key, ignored (did you mean color?)"])
        }
    }

    @Test("A numbered key is found on the tape by its number when the key table holds it, else by its text")
    func numberedKeys() throws {
        let json = #"{"kind": "a", "\u0065nvironment": {"width": 1}}"#
        let table = JSONKeyTable(["kind", "environment"])
        for tape in [
            try JSONParser.tape(Data(json.utf8), keys: table), try JSONParser.tape(Data(json.utf8), keys: nil),
        ] {
            #expect(tape.member(MemberKey.kind) == 2)
            #expect(tape.member(MemberKey.environment) == 4)
            #expect(tape.member(MemberKey(numbered: "readFieldsTestsAbsentKey")) == nil)
            #expect(tape.key(at: 1, is: MemberKey("kind")))
            #expect(!tape.key(at: 1, is: MemberKey.environment))
        }
        #expect(try JSONParser.tape(Data(json.utf8), keys: table).keyID(at: 1) == MemberKey.kind.id)
        #expect(try JSONParser.tape(Data(json.utf8), keys: nil).keyID(at: 1) == -1)
    }

    @Test("The environment is read field by field: every field, held keys or not, and unknown keys named")
    func environmentByIndex() throws {
        let json = #"""
            {"verticalSizeClass": "compact", "horizontalSizeClass": "regular", "now": 5, "safeAreaInsets": {"right": 4, "top": 1, "bottom": 3, "left": 2, "rigth": 0},
             "locale": "ar", "displayScale": 2, "layoutDirection": "rtl", "colorScheme": "dark", "contentSizeCategory": "xL", "height": 600, "w\u0069dth": 375, "heigth": 1}
            """#
        let table = JSONKeyTable(LayoutEnvironment.fieldDescription.keys + EdgeInsets.fieldDescription.keys)
        for tape in [try JSONParser.tape(Data(json.utf8), keys: table), try JSONParser.tape(Data(json.utf8), keys: nil)] {
            let reader = try ObjectReader(tape: tape, at: JSONPath("environment"))
            let environment = try LayoutEnvironment(reading: reader)
            #expect(environment.width == 375)
            #expect(environment.height == 600)
            #expect(environment.contentSizeCategory == .extraLarge)
            #expect(environment.colorScheme == .dark)
            #expect(environment.layoutDirection == .rtl)
            #expect(environment.displayScale == 2)
            #expect(environment.locale == "ar")
            #expect(environment.safeAreaInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            #expect(environment.now == 5)
            #expect(environment.horizontalSizeClass == .regular)
            #expect(environment.verticalSizeClass == .compact)
            #expect(
                reader.warnings.warnings.map(\.description) == [
                    "environment.safeAreaInsets.rigth: unknown key, ignored", "environment.heigth: unknown key, ignored",
                ])
        }
    }
}
