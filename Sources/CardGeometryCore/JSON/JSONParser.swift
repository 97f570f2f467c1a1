import Foundation

/// Reads JSON text (RFC 8259, UTF-8) into a ``JSONValue``, keeping object
/// keys in document order.
///
/// Stricter than most readers in one way: a key that appears twice in an
/// object is an error (which value wins would otherwise be a guess). A
/// number a double cannot hold (`1e400`) is kept as written
/// (``JSONValue/unrepresentableNumber(_:)``), so that whoever reads it can
/// report it at its path.
///
/// It works on the UTF-8 bytes where they are (the data's own storage, not
/// a copy): a string without escapes is one scan and
/// one copy (validated as UTF-8 unless it is ASCII), an integer or a short
/// decimal is converted without text, and paths are only built for errors.
package struct JSONParser {
    /// How deeply arrays and objects may nest.
    package static let maximumDepth = 512

    /// The document's bytes, valid while ``parse(bytes:)`` runs.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var depth = 0
    /// The keys and indexes from the root to the value being read, kept
    /// only when ``tracksPath``: the one error that names a path (a
    /// duplicate key) reads the document again with it kept.
    private var pathStack: [PathStep] = []
    private let tracksPath: Bool
    /// Known keys, used instead of a new string for each key that is one.
    private let keys: JSONKeyTable?

    /// A step of ``pathStack``: a key by where it is written (read again
    /// only for an error, so that a step holds no string), or an index.
    private enum PathStep {
        case key(at: Int)
        case index(Int)
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, keys: JSONKeyTable?, tracksPath: Bool = false) {
        self.bytes = bytes
        self.keys = keys
        self.tracksPath = tracksPath
    }

    /// Parses `data`; a key that `keys` holds is that table's string.
    package static func parse(_ data: Data, keys: JSONKeyTable? = nil) throws(CardLayoutError) -> JSONValue {
        let result = data.withUnsafeBytes { raw in
            var bytes = raw.bindMemory(to: UInt8.self)
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = UnsafeBufferPointer(rebasing: bytes.dropFirst(3)) }
            return Result { () throws(CardLayoutError) in try parse(bytes: bytes, keys: keys) }
        }
        return try result.get()
    }

    package static func parse(_ text: String) throws(CardLayoutError) -> JSONValue {
        var text = text
        let result = text.withUTF8 { bytes in Result { () throws(CardLayoutError) in try parse(bytes: bytes, keys: nil) } }
        return try result.get()
    }

    /// Parses `bytes`, which stay valid while it runs; the values it makes
    /// own their text.
    private static func parse(bytes: UnsafeBufferPointer<UInt8>, keys: JSONKeyTable?) throws(CardLayoutError)
        -> JSONValue
    {
        var parser = JSONParser(bytes: bytes, keys: keys)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.offset == parser.bytes.count else {
            throw parser.syntaxError("unexpected text after the JSON value")
        }
        return value
    }

    // MARK: - Values

    private mutating func parseValue() throws(CardLayoutError) -> JSONValue {
        guard offset < bytes.count else { throw syntaxError("expected a value, found the end of the data") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
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
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        case let byte: throw syntaxError("expected a value, found \(describe(byte))")
        }
    }

    /// The room a non-empty object or array starts with.
    private static let initialCapacity = 8

    /// Objects of up to this many members look for a duplicate key among
    /// the keys before; larger ones keep a set.
    private static let linearKeySearchLimit = 12

    private mutating func parseObject() throws(CardLayoutError) -> JSONValue {
        try enterContainer()
        offset += 1
        var members: [JSONObject.Member] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            return .object(JSONObject(members))
        }
        // Room for a usual object at once, rather than growing 1, 2, 4, 8.
        members.reserveCapacity(Self.initialCapacity)
        var seen: Set<String>?
        var signatures = KeySignatures()
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw syntaxError("expected a key in double quotes") }
            let keyOffset = offset
            let (key, escaped) = try parseKey()
            // Written without an escape, the key's bytes are those between
            // its quotes: its signature is read there.
            let signature =
                escaped
                ? KeySignatures.signature(of: key)
                : KeySignatures.signature(
                    length: offset - keyOffset - 2, first: bytes[keyOffset + 1], last: bytes[offset - 2])
            // A key whose signature no key before has is new.
            if !signatures.insert(signature) {
                seen?.insert(key)
            } else if try isDuplicate(key, among: members, seen: &seen) {
                guard tracksPath else { throw Self.errorWithPath(bytes) }
                pathStack.append(.key(at: keyOffset))
                throw CardLayoutError(
                    kind: .duplicateKey, path: currentPath.description, value: nil, allowed: "a key that appears once")
            }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw syntaxError("expected ':' after a key") }
            offset += 1
            skipWhitespace()
            if tracksPath { pathStack.append(.key(at: keyOffset)) }
            let value = try parseValue()
            if tracksPath { pathStack.removeLast() }
            members.append(JSONObject.Member(key: key, value: value))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                depth -= 1
                return .object(JSONObject(members))
            default: throw syntaxError("expected ',' or '}' in an object")
            }
        }
    }

    /// Whether `key` is already a key of `members`.
    private func isDuplicate(_ key: String, among members: [JSONObject.Member], seen: inout Set<String>?)
        throws(CardLayoutError) -> Bool
    {
        if seen == nil, members.count < Self.linearKeySearchLimit {
            return JSONObject.index(of: key, in: members) != nil
        }
        if seen == nil { seen = Set(members.map(\.key)) }
        return !seen!.insert(key).inserted
    }

    private mutating func parseArray() throws(CardLayoutError) -> JSONValue {
        try enterContainer()
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return .array(elements)
        }
        elements.reserveCapacity(Self.initialCapacity)
        while true {
            skipWhitespace()
            if tracksPath { pathStack.append(.index(elements.count)) }
            elements.append(try parseValue())
            if tracksPath { pathStack.removeLast() }
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

    /// The error `bytes` give when read again with the path kept: the
    /// duplicate key found without it, found again with its path.
    private static func errorWithPath(_ bytes: UnsafeBufferPointer<UInt8>) -> CardLayoutError {
        var parser = JSONParser(bytes: bytes, keys: nil, tracksPath: true)
        do throws(CardLayoutError) {
            parser.skipWhitespace()
            _ = try parser.parseValue()
        } catch {
            return error
        }
        // Not reached: the same bytes give the same error.
        return CardLayoutError(kind: .duplicateKey, path: "", value: nil, allowed: "a key that appears once")
    }

    /// The path of the value being read.
    private var currentPath: JSONPath {
        var path = JSONPath.root
        for step in pathStack {
            switch step {
            case .key(let offset):
                // Read before without an error, so read again without one.
                var reader = self
                reader.offset = offset
                path = path.appending((try? reader.parseString()) ?? "")
            case .index(let index): path = path.appending(index: index)
            }
        }
        return path
    }

    // MARK: - Strings

    private mutating func parseString() throws(CardLayoutError) -> String {
        try parseString(scanned: plainRun())
    }

    /// How far the string at the offset (its opening quote) runs without a
    /// quote, backslash or control character, and its bytes so far or-ed
    /// (0x80 set: not ASCII).
    private func plainRun() -> (end: Int, bits: UInt8) {
        var index = offset + 1
        // Eight bytes at a time while none of them ends the run; the byte
        // loop below finds which one does.
        var wordBits: UInt64 = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if Self.endsPlainRun(word) { break }
                wordBits |= word
                index += 8
            }
        }
        var bits: UInt8 = wordBits & Self.highBits != 0 ? 0x80 : 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            bits |= byte
            index += 1
        }
        return (index, bits)
    }

    private static let lowBits: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether one of the eight bytes of `word` is a quote, a backslash or
    /// a control character (below 0x20). Each test is exact as a whole (a
    /// borrow from a lower byte can only mark a higher one as well).
    @inline(__always)
    private static func endsPlainRun(_ word: UInt64) -> Bool {
        let quote = word ^ (lowBits &* UInt64(UInt8(ascii: "\"")))
        let backslash = word ^ (lowBits &* UInt64(UInt8(ascii: "\\")))
        let hasQuote = (quote &- lowBits) & ~quote
        let hasBackslash = (backslash &- lowBits) & ~backslash
        let hasControl = (word &- lowBits &* 0x20) & ~word
        return (hasQuote | hasBackslash | hasControl) & highBits != 0
    }

    /// The string at the offset, whose first run is `run` (``plainRun()``).
    private mutating func parseString(scanned run: (end: Int, bits: UInt8)) throws(CardLayoutError) -> String {
        // The fast path: no escape before the closing quote.
        if run.end < bytes.count, bytes[run.end] == UInt8(ascii: "\"") {
            let text = try string(offset + 1..<run.end, isASCII: run.bits < 0x80)
            offset = run.end + 1
            return text
        }
        return try parseEscapedString(from: offset)
    }

    /// A key, and whether it was written with an escape: the table's
    /// string when the table holds it, found where the key is written
    /// without scanning it first, else a new one (inlined into
    /// ``parseObject()``: 250 instructions per input).
    @inline(__always)
    private mutating func parseKey() throws(CardLayoutError) -> (key: String, escaped: Bool) {
        if let keys, let held = keys.name(writtenAt: offset + 1, in: bytes) {
            offset = held.end + 1
            return (held.name, false)
        }
        let run = plainRun()
        if run.end < bytes.count, bytes[run.end] == UInt8(ascii: "\"") {
            return (try parseString(scanned: run), false)
        }
        return (try parseEscapedString(from: offset), true)
    }

    /// The text of `range`, which holds no quote, backslash or control
    /// character; an error at its start when it is not UTF-8.
    private func string(_ range: Range<Int>, isASCII: Bool) throws(CardLayoutError) -> String {
        let text = UnsafeBufferPointer(rebasing: bytes[range])
        if isASCII { return String(decoding: text, as: UTF8.self) }
        guard let text = String(validating: text, as: UTF8.self) else {
            throw syntaxError("a string is not valid UTF-8", at: range.lowerBound)
        }
        return text
    }

    /// A string with escapes (or an error in it), read run by run from the
    /// opening quote at `start`.
    private mutating func parseEscapedString(from start: Int) throws(CardLayoutError) -> String {
        offset = start + 1
        var text = ""
        var runStart = offset
        var bits: UInt8 = 0
        while true {
            guard offset < bytes.count else { throw syntaxError("a string is not closed", at: start) }
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                text += try string(runStart..<offset, isASCII: bits < 0x80)
                offset += 1
                return text
            case UInt8(ascii: "\\"):
                text += try string(runStart..<offset, isASCII: bits < 0x80)
                offset += 1
                text.unicodeScalars.append(try parseEscape())
                runStart = offset
                bits = 0
            case 0x00..<0x20:
                throw syntaxError("a control character must be escaped in a string")
            default:
                bits |= byte
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

    package static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    // MARK: - Numbers

    /// Powers of ten a double holds exactly.
    private static let exactPowersOfTen: [Double] = (0...22).map { power in
        var value = 1.0
        for _ in 0..<power { value *= 10 }
        return value
    }

    private mutating func parseNumber() throws(CardLayoutError) -> JSONValue {
        let start = offset
        let negative = bytes[offset] == UInt8(ascii: "-")
        if negative { offset += 1 }
        // The digits as one integer while it is exact (at most 15 digits);
        // the number is then that integer times a power of ten.
        var mantissa: UInt64 = 0
        var significantDigits = 0
        func addDigit(_ digit: UInt8) {
            if significantDigits > 0 || digit != 0 { significantDigits += 1 }
            if significantDigits <= 15 { mantissa = mantissa &* 10 &+ UInt64(digit) }
        }
        if peek() == UInt8(ascii: "0") {
            offset += 1
        } else {
            guard readDigits(addDigit) > 0 else { throw syntaxError("expected a digit in a number") }
        }
        var fractionDigits = 0
        if peek() == UInt8(ascii: ".") {
            offset += 1
            fractionDigits = readDigits(addDigit)
            guard fractionDigits > 0 else { throw syntaxError("expected a digit after the decimal point") }
        }
        var exponent = 0
        var hasExponent = false
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            hasExponent = true
            offset += 1
            var exponentNegative = false
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
                exponentNegative = peek() == UInt8(ascii: "-")
                offset += 1
            }
            let exponentDigits = readDigits { digit in
                if exponent < 100_000 { exponent = exponent * 10 + Int(digit) }
            }
            guard exponentDigits > 0 else { throw syntaxError("expected a digit in the exponent") }
            if exponentNegative { exponent = -exponent }
        }
        // Exact: a mantissa below 2^53 and a power of ten a double holds
        // give a correctly rounded product or quotient.
        let power = exponent - fractionDigits
        if significantDigits <= 15, !hasExponent || abs(exponent) < 100_000, abs(power) <= 22 {
            var value = Double(mantissa)
            value = power < 0 ? value / Self.exactPowersOfTen[-power] : value * Self.exactPowersOfTen[power]
            return .number(negative ? -value : value)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        guard let number = Double(text), number.isFinite else { return .unrepresentableNumber(text) }
        return .number(number)
    }

    /// Reads the digits at the offset, handing each one's value (0...9) to
    /// `digit`; returns how many there were.
    private mutating func readDigits(_ digit: (UInt8) -> Void) -> Int {
        let start = offset
        while offset < bytes.count {
            let value = bytes[offset] &- UInt8(ascii: "0")
            guard value <= 9 else { break }
            digit(value)
            offset += 1
        }
        return offset - start
    }

    // MARK: - Reading

    private mutating func expectWord(_ word: StaticString) throws(CardLayoutError) {
        let count = word.utf8CodeUnitCount
        guard offset + count <= bytes.count else { throw syntaxError("expected a value") }
        let matches = word.withUTF8Buffer { expected in
            bytes[offset..<offset + count].elementsEqual(expected)
        }
        guard matches else { throw syntaxError("expected a value") }
        offset += count
    }

    private func peek(_ ahead: Int = 0) -> UInt8? {
        offset + ahead < bytes.count ? bytes[offset + ahead] : nil
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            let byte = bytes[offset]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
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
