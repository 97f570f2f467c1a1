import Foundation

/// Reads JSON text (RFC 8259, UTF-8) into a ``JSONValue``, keeping object
/// keys in document order.
///
/// Stricter than most readers in one way: a key that appears twice in an
/// object is an error (which value wins would otherwise be a guess).
struct JSONParser {
    /// How deeply arrays and objects may nest.
    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var offset = 0
    private var depth = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    static func parse(_ data: Data) throws(CardLayoutError) -> JSONValue {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue(at: .root)
        parser.skipWhitespace()
        guard parser.offset == parser.bytes.count else {
            throw parser.syntaxError("unexpected text after the JSON value")
        }
        return value
    }

    static func parse(_ text: String) throws(CardLayoutError) -> JSONValue {
        try parse(Data(text.utf8))
    }

    // MARK: - Values

    private mutating func parseValue(at path: JSONPath) throws(CardLayoutError) -> JSONValue {
        guard let byte = peek() else { throw syntaxError("expected a value, found the end of the data") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(at: path)
        case UInt8(ascii: "["): return try parseArray(at: path)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectWord("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw syntaxError("expected a value, found \(describe(byte))")
        }
    }

    private mutating func parseObject(at path: JSONPath) throws(CardLayoutError) -> JSONValue {
        try enterContainer()
        offset += 1
        var object = JSONObject()
        var seen = Set<String>()
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            return .object(object)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw syntaxError("expected a key in double quotes") }
            let key = try parseString()
            let memberPath = path.appending(key)
            guard seen.insert(key).inserted else {
                throw CardLayoutError(
                    kind: .duplicateKey, path: memberPath.description, value: nil, allowed: "a key that appears once")
            }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw syntaxError("expected ':' after a key") }
            offset += 1
            skipWhitespace()
            object.append(key, try parseValue(at: memberPath))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                depth -= 1
                return .object(object)
            default: throw syntaxError("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func parseArray(at path: JSONPath) throws(CardLayoutError) -> JSONValue {
        try enterContainer()
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(at: path.appending(index: elements.count)))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                depth -= 1
                return .array(elements)
            default: throw syntaxError("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func enterContainer() throws(CardLayoutError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw syntaxError("arrays and objects nest deeper than \(Self.maximumDepth) levels")
        }
    }

    // MARK: - Scalars

    private mutating func parseString() throws(CardLayoutError) -> String {
        let start = offset
        offset += 1
        var scalars = String.UnicodeScalarView()
        var runStart = offset
        func flushRun(_ parser: JSONParser, upTo end: Int) throws(CardLayoutError) {
            guard runStart < end else { return }
            guard let run = String(bytes: parser.bytes[runStart..<end], encoding: .utf8) else {
                throw parser.syntaxError("a string is not valid UTF-8", at: runStart)
            }
            scalars.append(contentsOf: run.unicodeScalars)
        }
        while true {
            guard let byte = peek() else { throw syntaxError("a string is not closed", at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                try flushRun(self, upTo: offset)
                offset += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                try flushRun(self, upTo: offset)
                offset += 1
                scalars.append(try parseEscape())
                runStart = offset
            case 0x00..<0x20:
                throw syntaxError("a control character must be escaped in a string")
            default:
                offset += 1
            }
        }
    }

    private mutating func parseEscape() throws(CardLayoutError) -> Unicode.Scalar {
        guard let byte = peek() else { throw syntaxError("an escape is not finished") }
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try parseHex4()
            if (0xD800..<0xDC00).contains(unit) {
                guard peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
                    throw syntaxError("a high surrogate escape must be followed by a low one")
                }
                offset += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw syntaxError("a high surrogate escape must be followed by a low one")
                }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(unit) else {
                throw syntaxError("a low surrogate escape without a high one")
            }
            return scalar
        default:
            offset -= 1
            throw syntaxError("unknown escape \\\(describe(byte))")
        }
    }

    private mutating func parseHex4() throws(CardLayoutError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexValue(byte) else {
                throw syntaxError("expected four hexadecimal digits after \\u")
            }
            value = value * 16 + UInt32(digit)
            offset += 1
        }
        return value
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private mutating func parseNumber() throws(CardLayoutError) -> Double {
        let start = offset
        func digits(_ parser: inout JSONParser) -> Int {
            var count = 0
            while let byte = parser.peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                parser.offset += 1
                count += 1
            }
            return count
        }
        if peek() == UInt8(ascii: "-") { offset += 1 }
        if peek() == UInt8(ascii: "0") {
            offset += 1
        } else if digits(&self) == 0 {
            throw syntaxError("expected a digit in a number")
        }
        if peek() == UInt8(ascii: ".") {
            offset += 1
            guard digits(&self) > 0 else { throw syntaxError("expected a digit after the decimal point") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            guard digits(&self) > 0 else { throw syntaxError("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            throw syntaxError("the number \(text) is out of range", at: start)
        }
        return number
    }

    private mutating func expectWord(_ word: String) throws(CardLayoutError) {
        let expected = Array(word.utf8)
        guard offset + expected.count <= bytes.count, bytes[offset..<offset + expected.count].elementsEqual(expected)
        else { throw syntaxError("expected a value") }
        offset += expected.count
    }

    // MARK: - Reading

    private func peek(_ ahead: Int = 0) -> UInt8? {
        offset + ahead < bytes.count ? bytes[offset + ahead] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            offset += 1
        }
    }

    private func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : String(format: "byte 0x%02X", byte)
    }

    /// An error at `position` (default: the current offset), with a 1-based
    /// line and a 1-based column counted in characters.
    private func syntaxError(_ message: String, at position: Int? = nil) -> CardLayoutError {
        let position = min(position ?? offset, bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<position where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<position], as: UTF8.self).count + 1
        return CardLayoutError(kind: .malformedJSON(line: line, column: column), path: "", value: nil, allowed: message)
    }
}
