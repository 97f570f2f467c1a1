import Foundation
import Testing

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

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

    @Test("Numbers are read exactly: every fast path agrees with the standard library's conversion")
    func numbersExact() throws {
        var generator = SystemRandomNumberGenerator()
        var texts = ["0", "-0", "1", "-1", "0.1", "0.3", "1.005", "123456789012345", "1234567890123456",
            "12345678901234567890", "9007199254740993", "1e22", "1e23", "1.5e-3", "2.5E+2", "0.000001", "-0.0",
            "1e-400", "4.9e-324", "1.7976931348623157e308", "100000000000000000000000", "0.1234567890123456789"]
        for _ in 0..<2000 {
            let integer = String(UInt64.random(in: 0...999_999_999_999, using: &generator))
            let fraction = String(UInt64.random(in: 0...99_999_999, using: &generator))
            let exponent = Int.random(in: -30...30, using: &generator)
            texts.append(integer + "." + fraction)
            texts.append("-" + integer + "e" + String(exponent))
            texts.append(integer.prefix(3) + "." + fraction.prefix(3))
        }
        for text in texts {
            let value = try JSONValue(json: Data(text.utf8))
            let expected = try #require(Double(text))
            guard case .number(let number) = value else {
                Issue.record("\(text) read as \(value)")
                continue
            }
            #expect(number.bitPattern == expected.bitPattern, "\(text): \(number) against \(expected)")
        }
    }

    @Test("A number a double cannot hold is kept as written, not a syntax error")
    func unrepresentable() throws {
        for text in ["1e400", "-1e400", "1E+400", "-123.5e99999999999"] {
            #expect(try JSONValue(json: Data("[\(text)]".utf8)) == .array([.unrepresentableNumber(text)]))
        }
        #expect(JSONValue.unrepresentableNumber("-1e400").errorText == "-1e400")
        #expect(JSONValue.array([.unrepresentableNumber("1e400")]).text(pretty: false) == "[1e400]")
    }

    @Test("Strings: ASCII, other scripts, escapes between runs; bytes that are not UTF-8 are an error at their run")
    func stringRuns() throws {
        let text = #"["plain", "한국어 العربية", "a\u00e9b\n한\t\"c\"", "", "\ud83d\ude00x"]"#
        #expect(
            try JSONValue(json: Data(text.utf8))
                == .array([.string("plain"), .string("한국어 العربية"), .string("aéb\n한\t\"c\""), .string(""), .string("😀x")]))
        // An invalid byte after an escape: the error is at the start of its run.
        for (bytes, column) in [(Array(#"["ab\n"#.utf8) + [0xC3, 0x28] + Array(#""]"#.utf8), 7),
                                (Array(#"["ab"#.utf8) + [0xFF] + Array(#""]"#.utf8), 3)] {
            do {
                _ = try JSONValue(json: Data(bytes))
                Issue.record("no error")
            } catch {
                #expect(error.description == "invalid JSON at line 1, column \(column): a string is not valid UTF-8")
            }
        }
        // Columns count characters, not bytes.
        do {
            _ = try JSONValue(json: Data("{\"한국\": x}".utf8))
            Issue.record("no error")
        } catch {
            #expect(error.description == "invalid JSON at line 1, column 8: expected a value, found 'x'")
        }
    }

    @Test("A duplicate key is found in small and large objects, at its path")
    func duplicates() {
        let many = (0..<40).map { #""k\#($0)": \#($0)"# }.joined(separator: ", ")
        for (json, path) in [
            (#"{"a": {"x": 1, "y": 2, "x": 3}}"#, "a.x"),
            ("{\"list\": [{}, {\(many), \"k39\": 0}]}", "list[1].k39"),
            ("{\"list\": [{}, {\(many), \"k3\": 0}]}", "list[1].k3"),
            // The path is found by reading again: keys with escapes, and
            // the elements and members before the duplicate's branch.
            (#"{"x": [1, {"y": 2}], "a\u0062": [null, {"c": {"x": 1, "x": 2}}]}"#, "ab[1].c.x"),
        ] {
            do {
                _ = try JSONValue(json: Data(json.utf8))
                Issue.record("no error for \(json)")
            } catch {
                #expect(error.description == "\(path): duplicate key; a key may appear once in an object")
            }
        }
    }

    /// Keys are first told apart by a signature of their length, first and
    /// last byte: keys that share one, keys written with escapes, empty
    /// keys and objects of more than 64 keys must still be compared.
    @Test("A duplicate key is found whatever the keys before it, and distinct keys are accepted")
    func duplicatesAmongSimilarKeys() throws {
        // Written forms of a few keys, several sharing a signature, two
        // written with escapes.
        let spellings: [(written: String, key: String)] = [
            ("", ""), ("a", "a"), (#"a"#, "a"), ("ab", "ab"), ("ba", "ba"), ("aab", "aab"), ("abb", "abb"),
            (#"ab"#, "ab"), ("é", "é"), (#"é"#, "é"), ("aa", "aa"), ("ba", "ba"),
        ]
        var generator = SeededGenerator(seed: 27)
        for _ in 0..<400 {
            let count = Int.random(in: 1...6, using: &generator)
            let picked = (0..<count).map { _ in spellings.randomElement(using: &generator)! }
            // A long run of distinct keys before them: a signature for every
            // bit, and a set past the linear search's limit.
            let prefix = Bool.random(using: &generator) ? (0..<70).map { #""p\#($0)": 0, "# }.joined() : ""
            let json = "{" + prefix + picked.enumerated().map { #""\#($1.written)": \#($0)"# }.joined(separator: ", ") + "}"
            let hasDuplicate = Set(picked.map(\.key)).count < picked.count
            let parsed = Result { () throws(CardLayoutError) in try JSONParser.parse(Data(json.utf8)) }
            switch parsed {
            case .success(let value):
                #expect(!hasDuplicate, "no error for \(json)")
                guard case .object(let object) = value else { continue }
                #expect(object.members.suffix(count).map(\.key) == picked.map(\.key))
            case .failure(let error):
                #expect(hasDuplicate, "\(error) for \(json)")
                if case .duplicateKey = error.kind {} else { Issue.record("\(error) for \(json)") }
            }
        }
    }

    /// With a key table, two held keys are told apart by their numbers; a
    /// key written with an escape is not held, and is compared by its text.
    @Test("A duplicate key is found with a key table, held or written with an escape, and only in its own object")
    func duplicatesWithKeyTable() throws {
        let table = JSONKeyTable(["title", "titel", "textSize", "media", "k1"])
        let many = (0..<40).map { #""k\#($0)": \#($0)"# }.joined(separator: ", ")
        for (json, path) in [
            (#"{"media": {"title": 1, "textSize": 2, "title": 3}}"#, "media.title"),
            (#"{"title": 1, "t\u0069tle": 2}"#, "title"),
            (#"{"t\u0069tle": 1, "title": 2}"#, "title"),
            (#"{"x\u0079": 1, "xy": 2}"#, "xy"),
            ("{\"media\": {\(many), \"k1\": 0}}", "media.k1"),
        ] {
            let parsed = Result { () throws(CardLayoutError) in try JSONParser.parse(Data(json.utf8), keys: table) }
            guard case .failure(let error) = parsed else {
                Issue.record("no error for \(json)")
                continue
            }
            #expect(error.description == "\(path): duplicate key; a key may appear once in an object")
        }
        // The same held key in an object and the objects around or beside it.
        let nested = #"{"title": {"title": {"titel": 1, "title": 2}}, "media": {"title": [{"title": 3}]}, "titel": 4}"#
        let withTable = try JSONParser.parse(Data(nested.utf8), keys: table)
        #expect(withTable == (try JSONParser.parse(Data(nested.utf8))))
        guard case .object(let root) = withTable else {
            Issue.record("not an object")
            return
        }
        #expect(root.keys == ["title", "media", "titel"])
    }

    @Test("The writer escapes as JSON.stringify does and writes numbers as NumberText does")
    func writer() throws {
        let value = JSONValue.object(JSONObject([
            .init(key: "s", value: .string("a\"b\\c\n\r\t\u{08}\u{0C}\u{01}\u{1F}é😀/")),
            .init(key: "n", value: .array([.number(0.0005), .number(-0.0004), .number(2.5), .number(-1e20), .number(1234.5678)])),
            .init(key: "e", value: .object(JSONObject())), .init(key: "a", value: .array([])),
        ]))
        #expect(
            value.text(pretty: false)
                == #"{"s":"a\"b\\c\n\r\t\b\f\u0001\u001fé😀/","n":[0.001,0,2.5,-1e+20,1234.568],"e":{},"a":[]}"#)
        #expect(value.text(pretty: true).hasPrefix("{\n  \"s\": \"a"))
        #expect(value.data(pretty: true) == Data(value.text(pretty: true).utf8))
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5000 {
            let number = Double.random(in: -1e7...1e7, using: &generator) / Double([1, 10, 1000, 1e6].randomElement()!)
            #expect(JSONValue.number(number).text(pretty: false) == NumberText.format(number))
        }
        for number in [0.0, -0.0, 0.0004999, 0.0005, -0.0005, 9e12, 9.1e12, 1e300, .nan, .infinity, -.infinity] {
            #expect(JSONValue.number(number).text(pretty: false) == NumberText.format(number), "\(number)")
        }
    }

    /// Every position of a string's first bytes, after ASCII or after bytes
    /// of 0x80 and above: a guard for any scanner that reads more than a
    /// byte at a time (whose carries must not hide a control character).
    @Test("A quote, a backslash or a control character is found at every position of a string's first bytes")
    func stringsAtEveryPosition() throws {
        let fillers: [[UInt8]] = [Array("abcdefghijklmnopqrs".utf8), Array("ééééééééé€".utf8), [0xC3, 0xBF, 0xDF, 0xBF, 0xEF, 0xBF, 0xBF]]
        for filler in fillers {
            for length in 0..<filler.count {
                var prefix = Array(filler.prefix(length))
                // Cut only at a character boundary.
                while String(validating: prefix, as: UTF8.self) == nil { prefix.removeLast() }
                let text = String(decoding: prefix, as: UTF8.self)
                for control in [UInt8(0x00), 0x09, 0x1F] {
                    let data = Data([UInt8(ascii: "\"")] + prefix + [control] + Array("tail\"".utf8))
                    #expect(throws: CardLayoutError.self, "control \(control) after \(text)") { try JSONValue(json: data) }
                }
                let escaped = Data([UInt8(ascii: "\"")] + prefix + Array(#"\"\\ tail" "#.utf8))
                #expect(try JSONValue(json: escaped) == .string(text + "\"\\ tail"))
                let plain = Data([UInt8(ascii: "\"")] + prefix + Array(#"" "#.utf8))
                #expect(try JSONValue(json: plain) == .string(text))
                let notControl = Data([UInt8(ascii: "\"")] + prefix + Array("\u{7F} !\"".utf8))
                #expect(try JSONValue(json: notControl) == .string(text + "\u{7F} !"))
            }
        }
    }

    /// The key table stands in for the strings of the keys it holds: the
    /// same tree, whichever keys a document has.
    @Test("A key table finds exactly the names it holds, and parsing with it gives the same tree")
    func keyTable() throws {
        let table = JSONKeyTable(["title", "titel", "tight", "textSize", "é", String(repeating: "k", count: 64)])
        func name(_ text: String) -> String? {
            Array(text.utf8).withUnsafeBufferPointer { table.name($0) }
        }
        #expect(name("title") == "title")
        #expect(name("titel") == "titel")
        #expect(name("tight") == "tight")
        #expect(name("textSize") == "textSize")
        // Same length and first byte, or a prefix, or not held at all.
        #expect(name("tilde") == nil)
        #expect(name("tit") == nil)
        #expect(name("textSizes") == nil)
        #expect(name("") == nil)
        // Not ASCII, or longer than the table holds: made as before.
        #expect(name("é") == nil)
        #expect(name(String(repeating: "k", count: 64)) == nil)

        let documents = try GoldenCase.all.map { try Data(contentsOf: $0.input) } + [
            Data(#"{"tilte": {"textSize": 1, "t\u0069tle": "a", "é": [{"title": null}]}}"#.utf8)
        ]
        for document in documents {
            let withTable = Result { () throws(CardLayoutError) in
                try JSONParser.parse(document, keys: LayoutKind.inputKeys)
            }
            #expect(withTable == Result { () throws(CardLayoutError) in try JSONParser.parse(document) })
        }
    }

    /// A held key is found where it is written, before its end is known:
    /// its closing quote must follow its name at once, anywhere in the
    /// data, its end included.
    @Test("A held key is found only when its closing quote follows it: prefixes, one-byte keys, the data's end")
    func keyTableMatchesWhereWritten() throws {
        let table = JSONKeyTable(["a", "ab", "t", "title", "titles", "x\"y"])
        let documents = [
            #"{"a": 1, "ab": 2, "abc": 3, "t": 4, "title": 5, "titles": 6, "titlesX": 7, "tit": 8}"#,
            #"{"ti\u0074le": 1, "a\u0062": 2, "é": 3, "titl\u00e9": 4}"#,
            #"{"title"#, #"{"title""#, #"{"t"#, #"{"a"#, #"{"ab"#, #"{"titles": {"title": [{"a": {}}]}}"#,
            #"{"title": 1, "title": 2}"#, #"{"a": 1, "\u0061": 2}"#,
        ]
        for document in documents {
            let data = Data(document.utf8)
            let withTable = Result { () throws(CardLayoutError) in try JSONParser.parse(data, keys: table) }
            let without = Result { () throws(CardLayoutError) in try JSONParser.parse(data) }
            #expect(withTable == without, "\(document)")
        }
        guard case .object(let root) = try JSONParser.parse(Data(documents[0].utf8), keys: table) else {
            Issue.record("not an object")
            return
        }
        #expect(root.keys == ["a", "ab", "abc", "t", "title", "titles", "titlesX", "tit"])
    }

    /// Documents read alike as a tree and onto a tape, or failing alike:
    /// syntax errors at their lines and columns, duplicate keys at their
    /// paths (small and large objects, escaped, held, nested in arrays),
    /// bytes that are not UTF-8, numbers a double cannot hold.
    static let treeAndTapeDocuments: [String] = {
        let many = (0..<40).map { #""k\#($0)": \#($0)"# }.joined(separator: ", ")
        return [
            #"{"title": "a", "media": [1, -2.5e3, true, false, null, {"textSize": 1e400}], "é": "ü\n\u00e9"}"#,
            "[]", "{}", #"[{}, [], "", 0]"#, "  \n\t 12 ", #""\ud83d\ude00""#,
            "{\"a\": 1,\n  \"b\": [1, 2,]}", "{\"a\" 1}", "{\"a\": 1 \"b\": 2}", "[1 2]", "{1: 2}", "[1,", "{\"a\":",
            "tru", "nul", "-", "1.", "1e", "01", "\"abc", "\"a\u{01}b\"", #""\x""#, #""\u12""#, #""\ud800x""#,
            #""\udc00""#, "[] []", "", " ", "{\"a\": 1}}",
            String(repeating: "[", count: JSONParser.maximumDepth + 1),
            #"{"a": 1, "b": {"c": [{"d": 1, "d": 2}]}}"#, #"{"title": 1, "t\u0069tle": 2}"#,
            "{\"media\": [{\(many)}, {\(many), \"k7\": 0}]}", "{\"media\": {\(many), \"k39\": 0}}",
            #"{"title": {"title": {"titel": 1, "title": 2}}}"#,
        ]
    }()

    @Test("The tree and the tape are made by the one parser: the same values and the same errors", arguments: [false, true])
    func treeAndTapeAgree(withKeyTable: Bool) {
        let table = withKeyTable ? JSONKeyTable(["title", "titel", "textSize", "media", "k7", "d"]) : nil
        var documents = Self.treeAndTapeDocuments.map { Data($0.utf8) }
        documents.append(Data([0x22, 0x61, 0xC3, 0x28, 0x22]))  // "a\xC3(": not UTF-8
        documents.append(Data([0xEF, 0xBB, 0xBF] + Array(#"{"a": [1]}"#.utf8)))  // a byte order mark
        var failures = 0
        for data in documents {
            let tree = Result { () throws(CardLayoutError) in try JSONParser.parse(data, keys: table) }
            let tape = Result { () throws(CardLayoutError) in try JSONParser.tape(data, keys: table).root }
            switch (tree, tape) {
            case (.success(let tree), .success(let tape)):
                #expect(tree == tape, "\(String(decoding: data, as: UTF8.self))")
            case (.failure(let tree), .failure(let tape)):
                failures += 1
                #expect(tree.description == tape.description, "\(String(decoding: data, as: UTF8.self))")
            default:
                Issue.record("tree \(tree), tape \(tape) for \(String(decoding: data, as: UTF8.self))")
            }
        }
        #expect(failures == 29)
        // Each kind of error keeps its own position or path.
        let errors = ["{\"a\": 1,\n  \"b\": [1, 2,]}", #"{"a": 1, "b": {"c": [{"d": 1, "d": 2}]}}"#].map { json in
            Result { () throws(CardLayoutError) in try JSONParser.parse(Data(json.utf8), keys: table) }
        }
        guard case .failure(let syntax) = errors[0], case .failure(let duplicate) = errors[1] else {
            Issue.record("no errors")
            return
        }
        #expect(syntax.kind == .malformedJSON(line: 2, column: 14))
        #expect(duplicate.path == "b.c[0].d")
    }

    @Test("ASCII keys and strings of every length are made as written, on the tree and on the tape; a byte beyond ASCII at the end of a short one is still checked")
    func asciiTextLengths() throws {
        for length in 0...40 {
            let text = String((0..<length).map { Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
            let bytes = Array(text.utf8)
            #expect(bytes.withUnsafeBufferPointer { String(asciiBytes: $0) } == text)
            let data = Data(#"{"\#(text)": "\#(text)", "n": ["\#(text)"]}"#.utf8)
            let expected = JSONValue.object(
                JSONObject([
                    JSONObject.Member(key: text, value: .string(text)),
                    JSONObject.Member(key: "n", value: .array([.string(text)])),
                ]))
            #expect(try JSONValue(json: data) == expected, "length \(length)")
            let tape = try JSONParser.tape(data)
            #expect(tape.root == expected, "length \(length)")
            #expect(tape.keys() == [text, "n"], "length \(length)")
            #expect(tape.text(at: 1, equals: text) && tape.text(at: 2, equals: text), "length \(length)")
        }
        // 14 ASCII bytes and a two-byte character: 16 bytes, beyond ASCII.
        let accented = String(repeating: "a", count: 14) + "é"
        #expect(try JSONValue(json: Data(#"{"\#(accented)": "\#(accented)"}"#.utf8))
            == .object(JSONObject([JSONObject.Member(key: accented, value: .string(accented))])))
        // A byte that is not UTF-8 as the last of 15 or 16: an error at the string's start, in a key and in a value.
        for count in [14, 15] {
            let invalid = Array(repeating: UInt8(ascii: "a"), count: count) + [0xFF]
            for (before, after, column) in [(#"{""#, #"": 1}"#, 3), (#"{"k": ""#, #""}"#, 8)] {
                let bytes = Data(Array(before.utf8) + invalid + Array(after.utf8))
                for parse in [{ _ = try JSONValue(json: bytes) }, { _ = try JSONParser.tape(bytes) }] as [() throws -> Void] {
                    do {
                        try parse()
                        Issue.record("no error for \(count + 1) bytes")
                    } catch {
                        #expect("\(error)" == "invalid JSON at line 1, column \(column): a string is not valid UTF-8")
                    }
                }
            }
        }
    }

    @Test("Bytes compared a word at a time: equal runs of every length up to 40, and a difference at any place")
    func bytesEqual() {
        for count in 0...40 {
            let first = (0..<count).map { UInt8(truncatingIfNeeded: 0x41 + $0 * 7) }
            // Each array one byte longer, so that no comparison reads past the count.
            let padded = first + [0x00]
            padded.withUnsafeBufferPointer { a in
                (first + [0xFF]).withUnsafeBufferPointer { b in
                    #expect(utf8BytesEqual(a.baseAddress!, b.baseAddress!, count: count), "count \(count)")
                }
            }
            for place in 0..<count {
                var other = padded
                other[place] ^= 0x20
                padded.withUnsafeBufferPointer { a in
                    other.withUnsafeBufferPointer { b in
                        #expect(!utf8BytesEqual(a.baseAddress!, b.baseAddress!, count: count), "count \(count), place \(place)")
                    }
                }
            }
        }
    }

    @Test("Whitespace of every kind and length between tokens, up to the end of the document, on the tree and on the tape")
    func whitespaceRuns() throws {
        let expected = JSONValue.object(JSONObject([
            JSONObject.Member(key: "a", value: .array([.number(1), .string("b")])),
            JSONObject.Member(key: "c", value: .object(JSONObject([JSONObject.Member(key: "d", value: .null)]))),
        ]))
        for run in [" ", "  ", "\t", "\n", "\r\n", String(repeating: " ", count: 7), String(repeating: " ", count: 8),
                    String(repeating: " ", count: 9), "\n" + String(repeating: " ", count: 17), " \t \n  \r ", ""] {
            let text = ["{", "\"a\"", ":", "[", "1", ",", "\"b\"", "]", ",", "\"c\"", ":", "{", "\"d\"", ":", "null", "}", "}"]
                .joined(separator: run)
            for json in [text, run + text + run] {
                #expect(try JSONValue(json: Data(json.utf8)) == expected, "\(Array(run.utf8))")
                #expect(try JSONParser.tape(Data(json.utf8)).root == expected, "\(Array(run.utf8))")
            }
        }
        // A byte that is not whitespace after a run of spaces is still an error where it is.
        do {
            _ = try JSONValue(json: Data("{\"a\":          \u{0B}1}".utf8))
            Issue.record("no error")
        } catch {
            #expect(error.description == "invalid JSON at line 1, column 16: expected a value, found byte 0x0B")
        }
    }
}
