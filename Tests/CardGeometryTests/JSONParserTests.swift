import Foundation
import Testing

@testable import CardGeometry

@Suite("JSON reading")
struct JSONParserTests {
    @Test("Objects keep their keys in document order")
    func keyOrder() throws {
        let value = try JSONValue(json: Data(#"{"z":1,"a":[true,false,null],"m":{"y":"s","b":-0.5e1}}"#.utf8))
        guard case .object(let object) = value, case .object(let inner)? = object["m"] else {
            Issue.record("not an object")
            return
        }
        #expect(object.keys == ["z", "a", "m"])
        #expect(inner.keys == ["y", "b"])
        #expect(inner["b"] == .number(-5))
        #expect(object["a"] == .array([.bool(true), .bool(false), .null]))
    }

    @Test("Escapes, surrogate pairs and a byte order mark are read")
    func strings() throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data(#"["\u00e9\ud83d\ude00\n\"\/", "naïve"]"#.utf8)
        #expect(try JSONValue(json: data) == .array([.string("é😀\n\"/"), .string("naïve")]))
    }

    @Test(
        "Malformed text is rejected with its position",
        arguments: [
            (#"["\ud83d"]"#, "invalid JSON at line 1, column 9: a high surrogate escape must be followed by a low one"),
            (#"[01]"#, "invalid JSON at line 1, column 3: expected ',' or ']' in an array"),
            (#"[1.]"#, "invalid JSON at line 1, column 4: expected a digit after the decimal point"),
            ("[\"a\nb\"]", "invalid JSON at line 1, column 4: a control character must be escaped in a string"),
            (#"{"a" 1}"#, "invalid JSON at line 1, column 6: expected ':' after a key"),
            (#"["abc"#, "invalid JSON at line 1, column 2: a string is not closed"),
            (#"[\x]"#, "invalid JSON at line 1, column 2: expected a value, found '\\'"),
        ])
    func malformed(text: String, message: String) {
        do {
            _ = try JSONValue(json: Data(text.utf8))
            Issue.record("no error for \(text)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("Paths quote keys that are not identifiers")
    func paths() {
        let path = JSONPath("theme.cards").appending("my key").appending(index: 2).appending("x-y")
        #expect(path.description == #"theme.cards["my key"][2].x-y"#)
        #expect(JSONPath.root.description == "")
    }
}
