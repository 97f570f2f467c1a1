import Foundation

/// The grammar of JSON text (RFC 8259, UTF-8), read once into what
/// `Builder` makes: a tape or a tree (``JSONParser`` chooses). Generic and
/// specialized for each builder, so that the tree is made directly, and
/// the tape without a tree, by the same code and with the same errors.
///
/// A string without escapes in ASCII is one scan, a string beyond ASCII
/// is validated as UTF-8 here, an integer or a short decimal is converted
/// without text, and paths are only built for errors.
struct JSONDocumentParser<Builder: JSONParseBuilder> {
    /// The document's bytes, valid while the parser runs.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var depth = 0
    /// The keys and indexes from the root to the value being read, kept
    /// only when ``tracksPath``: the one error that names a path (a
    /// duplicate key) reads the document again with it kept.
    private var pathStack: [PathStep] = []
    private let tracksPath: Bool
    /// Known keys, made by the builder from their index in the table.
    private let keys: JSONKeyTable?
    /// What is made of what is read.
    private(set) var builder: Builder

    /// A step of ``pathStack``: a key by where it is written (read again
    /// only for an error, so that a step holds no string), or an index.
    private enum PathStep {
        case key(at: Int)
        case index(Int)
    }

    init(bytes: UnsafeBufferPointer<UInt8>, keys: JSONKeyTable?, builder: Builder, tracksPath: Bool = false) {
        self.bytes = bytes
        self.keys = keys
        self.builder = builder
        self.tracksPath = tracksPath
    }

    /// Parses the whole of ``bytes``: one value, whitespace around it.
    mutating func parseDocument() throws(CardLayoutError) -> Builder.Value {
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        guard offset == bytes.count else { throw syntaxError("unexpected text after the JSON value") }
        return value
    }

    // MARK: - Values

    private mutating func parseValue() throws(CardLayoutError) -> Builder.Value {
        guard offset < bytes.count else { throw syntaxError("expected a value, found the end of the data") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return try parseStringValue()
        case UInt8(ascii: "t"):
            try expectWord("true")
            return builder.bool(true)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return builder.bool(false)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return builder.null()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        case let byte: throw syntaxError("expected a value, found \(describe(byte))")
        }
    }

    private mutating func parseObject() throws(CardLayoutError) -> Builder.Value {
        try enterContainer()
        offset += 1
        var object = builder.beginObject()
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            return builder.endObject(object, count: 0)
        }
        builder.expectMembers(of: &object)
        var count = 0
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
                ? KeySignatures.signature(of: builder.text(of: key))
                : KeySignatures.signature(
                    length: offset - keyOffset - 2, first: bytes[keyOffset + 1], last: bytes[offset - 2])
            // A key whose signature no key before has is new.
            if !signatures.insert(signature) {
                if seen != nil { seen!.insert(builder.text(of: key)) }
            } else if builder.isDuplicate(key, in: object, count: count, seen: &seen) {
                guard tracksPath else { throw Self.errorWithPath(bytes) }
                pathStack.append(.key(at: keyOffset))
                throw CardLayoutError(
                    kind: .duplicateKey, path: currentPath.description, value: nil, allowed: "a key that appears once")
            }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw syntaxError("expected ':' after a key") }
            offset += 1
            // Most often one space and the value: told without the loop.
            if offset + 1 < bytes.count, bytes[offset] == 0x20, bytes[offset + 1] > 0x20 {
                offset += 1
            } else {
                skipWhitespace()
            }
            if tracksPath { pathStack.append(.key(at: keyOffset)) }
            let value = try parseValue()
            if tracksPath { pathStack.removeLast() }
            // Moved into the object: a copy would retain the key and the
            // value, and release them again, once per member.
            builder.appendMember(consume key, consume value, to: &object)
            count += 1
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                depth -= 1
                return builder.endObject(object, count: count)
            default: throw syntaxError("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func parseArray() throws(CardLayoutError) -> Builder.Value {
        try enterContainer()
        offset += 1
        var array = builder.beginArray()
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return builder.endArray(array, count: 0)
        }
        builder.expectElements(of: &array)
        var count = 0
        while true {
            skipWhitespace()
            if tracksPath { pathStack.append(.index(count)) }
            let element = try parseValue()
            if tracksPath { pathStack.removeLast() }
            builder.appendElement(consume element, to: &array)
            count += 1
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                depth -= 1
                return builder.endArray(array, count: count)
            default: throw syntaxError("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func enterContainer() throws(CardLayoutError) {
        depth += 1
        guard depth <= JSONParser.maximumDepth else {
            throw syntaxError("arrays and objects nest deeper than \(JSONParser.maximumDepth) levels")
        }
    }

    /// The error `bytes` give when read again with the path kept: the
    /// duplicate key found without it, found again with its path.
    private static func errorWithPath(_ bytes: UnsafeBufferPointer<UInt8>) -> CardLayoutError {
        var parser = JSONDocumentParser<JSONValueBuilder>(
            bytes: bytes, keys: nil, builder: JSONValueBuilder(bytes: bytes, keys: nil), tracksPath: true)
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
                // Read before without an error, so read again without one
                // (a string is read without the builder).
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

    private static var lowBits: UInt64 { 0x0101_0101_0101_0101 }
    private static var highBits: UInt64 { 0x8080_8080_8080_8080 }

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

    /// The string value at the offset: made from its bytes' range when it
    /// is ASCII without an escape, else from its text, made and checked here.
    private mutating func parseStringValue() throws(CardLayoutError) -> Builder.Value {
        let run = plainRun()
        if run.end < bytes.count, bytes[run.end] == UInt8(ascii: "\""), run.bits < 0x80 {
            let value = builder.plainString(at: offset + 1..<run.end)
            offset = run.end + 1
            return value
        }
        return builder.string(try parseString(scanned: run))
    }

    /// The key at the offset, and whether it was written with an escape. A
    /// key the table holds is found where it is written, without scanning
    /// it first, and made from its index in the table (inlined into
    /// ``parseObject()``).
    @inline(__always)
    private mutating func parseKey() throws(CardLayoutError) -> (key: Builder.Key, escaped: Bool) {
        if let held = keys?.name(writtenAt: offset + 1, in: bytes) {
            let key = builder.heldKey(held.index, length: held.end - offset - 1)
            offset = held.end + 1
            return (key, false)
        }
        let run = plainRun()
        if run.end < bytes.count, bytes[run.end] == UInt8(ascii: "\"") {
            if run.bits < 0x80 {
                let key = builder.plainKey(at: offset + 1..<run.end)
                offset = run.end + 1
                return (key, false)
            }
            return (builder.key(try parseString(scanned: run)), false)
        }
        return (builder.key(try parseEscapedString(from: offset)), true)
    }

    /// The text of `range`, which holds no quote, backslash or control
    /// character; an error at its start when it is not UTF-8.
    private func string(_ range: Range<Int>, isASCII: Bool) throws(CardLayoutError) -> String {
        let text = UnsafeBufferPointer(rebasing: bytes[range])
        if isASCII { return String(asciiBytes: text) }
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
            guard let byte = peek(), let digit = JSONParser.hexValue(byte) else {
                throw syntaxError("expected four hexadecimal digits after \\u")
            }
            value = value * 16 + UInt32(digit)
            offset += 1
        }
        return value
    }

    // MARK: - Numbers

    private mutating func parseNumber() throws(CardLayoutError) -> Builder.Value {
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
            value = power < 0 ? value / exactPowersOfTen[-power] : value * exactPowersOfTen[power]
            return builder.number(negative ? -value : value)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            return builder.unrepresentableNumber(text, at: start..<offset)
        }
        return builder.number(number)
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

    /// Moves the offset past spaces, tabs and line ends, byte by byte and
    /// inlined: skipping an indentation's spaces a word at a time, out of
    /// line, took fewer instructions but more time.
    /// The offset is kept in a local while the loop runs and stored once:
    /// stored in the parser at every byte, it cost an instruction a byte.
    private mutating func skipWhitespace() {
        var index = offset
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { break }
            index += 1
        }
        offset = index
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

/// Powers of ten a double holds exactly (a generic type has no stored
/// static properties).
private let exactPowersOfTen: [Double] = (0...22).map { power in
    var value = 1.0
    for _ in 0..<power { value *= 10 }
    return value
}
