import Foundation

/// Reads JSON text (RFC 8259, UTF-8) onto a ``JSONTape``, keeping object
/// keys in document order; ``parse(_:keys:)`` gives it as a ``JSONValue``.
///
/// Stricter than most readers in one way: a key that appears twice in an
/// object is an error (which value wins would otherwise be a guess). A
/// number a double cannot hold (`1e400`) is kept as written
/// (``JSONValue/unrepresentableNumber(_:)``), so that whoever reads it can
/// report it at its path.
///
/// It works on a copy of the UTF-8 bytes that the tape keeps: a string
/// without escapes in ASCII is one scan and becomes text only when read, a
/// string beyond ASCII is validated as UTF-8 here, an integer or a short
/// decimal is converted without text, and paths are only built for errors.
package struct JSONParser {
    /// How deeply arrays and objects may nest.
    package static let maximumDepth = 512

    /// The document's bytes, valid while the parser runs.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var depth = 0
    /// The keys and indexes from the root to the value being read, kept
    /// only when ``tracksPath``: the one error that names a path (a
    /// duplicate key) reads the document again with it kept.
    private var pathStack: [PathStep] = []
    private let tracksPath: Bool
    /// Known keys, written as their index in the table instead of a text.
    private let keys: JSONKeyTable?
    /// What is read, entry by entry.
    private var tape: JSONTapeWriter

    /// A step of ``pathStack``: a key by where it is written (read again
    /// only for an error, so that a step holds no string), or an index.
    private enum PathStep {
        case key(at: Int)
        case index(Int)
    }

    /// A parser of `bytes`, with room for `capacity` entries (by default
    /// an entry per 6 bytes, more than a usual input needs: one allocation
    /// for most).
    private init(bytes: UnsafeBufferPointer<UInt8>, keys: JSONKeyTable?, tracksPath: Bool = false, capacity: Int? = nil) {
        self.bytes = bytes
        self.keys = keys
        self.tracksPath = tracksPath
        tape = JSONTapeWriter(capacity: capacity ?? min(bytes.count / 6 + 16, 1 << 16))
    }

    /// Parses `data`; a key that `keys` holds is that table's string.
    package static func parse(_ data: Data, keys: JSONKeyTable? = nil) throws(CardLayoutError) -> JSONValue {
        try tape(data, keys: keys).root
    }

    package static func parse(_ text: String) throws(CardLayoutError) -> JSONValue {
        var text = text
        let result = text.withUTF8 { bytes in Result { () throws(CardLayoutError) in try tape(bytes, keys: nil) } }
        return try result.get().root
    }

    /// Parses `data` onto a tape; a key that `keys` holds is written as
    /// its index in that table.
    package static func tape(_ data: Data, keys: JSONKeyTable? = nil) throws(CardLayoutError) -> JSONTape {
        let result = data.withUnsafeBytes { raw in
            var bytes = raw.bindMemory(to: UInt8.self)
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = UnsafeBufferPointer(rebasing: bytes.dropFirst(3)) }
            return Result { () throws(CardLayoutError) in try tape(bytes, keys: keys) }
        }
        return try result.get()
    }

    /// Parses `bytes` onto a tape that keeps a copy of them.
    private static func tape(_ bytes: UnsafeBufferPointer<UInt8>, keys: JSONKeyTable?) throws(CardLayoutError)
        -> JSONTape
    {
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = copy.initialize(from: bytes)
        let bytes = UnsafeBufferPointer(copy)
        var parser = JSONParser(bytes: bytes, keys: keys)
        do throws(CardLayoutError) {
            try parser.parseDocument()
        } catch {
            parser.tape.deallocate()
            bytes.deallocate()
            throw error
        }
        return JSONTape(
            bytes: bytes, entries: parser.tape.entries, count: parser.tape.count, strings: parser.tape.strings,
            keys: keys)
    }

    /// Parses the whole of ``bytes``: one value, whitespace around it.
    private mutating func parseDocument() throws(CardLayoutError) {
        skipWhitespace()
        try parseValue()
        skipWhitespace()
        guard offset == bytes.count else { throw syntaxError("unexpected text after the JSON value") }
    }

    // MARK: - Values

    private mutating func parseValue() throws(CardLayoutError) {
        guard offset < bytes.count else { throw syntaxError("expected a value, found the end of the data") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): try parseObject()
        case UInt8(ascii: "["): try parseArray()
        case UInt8(ascii: "\""): try parseStringEntry()
        case UInt8(ascii: "t"):
            try expectWord("true")
            tape.append(JSONTape.Entry(kind: .true, first: 0))
        case UInt8(ascii: "f"):
            try expectWord("false")
            tape.append(JSONTape.Entry(kind: .false, first: 0))
        case UInt8(ascii: "n"):
            try expectWord("null")
            tape.append(JSONTape.Entry(kind: .null, first: 0))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try parseNumber()
        case let byte: throw syntaxError("expected a value, found \(describe(byte))")
        }
    }

    /// Objects of up to this many members look for a duplicate key among
    /// the keys before; larger ones keep a set.
    private static let linearKeySearchLimit = 12

    private mutating func parseObject() throws(CardLayoutError) {
        try enterContainer()
        offset += 1
        let begin = tape.append(JSONTape.Entry(kind: .object, first: 0))
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            tape.close(begin, count: 0)
            return
        }
        var count = 0
        var seen: Set<String>?
        var signatures = KeySignatures()
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw syntaxError("expected a key in double quotes") }
            let keyOffset = offset
            let key = tape.count
            let escaped = try parseKey()
            // Written without an escape, the key's bytes are those between
            // its quotes: its signature is read there.
            let signature =
                escaped
                ? KeySignatures.signature(of: text(at: key))
                : KeySignatures.signature(
                    length: offset - keyOffset - 2, first: bytes[keyOffset + 1], last: bytes[offset - 2])
            // A key whose signature no key before has is new.
            if !signatures.insert(signature) {
                if seen != nil { seen!.insert(text(at: key)) }
            } else if isDuplicate(key, in: begin, count: count, seen: &seen) {
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
            try parseValue()
            if tracksPath { pathStack.removeLast() }
            count += 1
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                depth -= 1
                tape.close(begin, count: count)
                return
            default: throw syntaxError("expected ',' or '}' in an object")
            }
        }
    }

    /// The text of the key or string entry at `index` of the tape being written.
    private func text(at index: Int) -> String {
        let entry = tape.entries[index]
        switch entry.source {
        case .bytes:
            return String(
                decoding: UnsafeBufferPointer(rebasing: bytes[entry.first..<entry.first + entry.second]), as: UTF8.self)
        case .stored: return tape.strings[entry.first]
        case .held: return keys!.name(at: entry.first)
        }
    }

    /// Whether the key at `key` is already a key of the `count` members of
    /// the object begun at `begin`.
    private func isDuplicate(_ key: Int, in begin: Int, count: Int, seen: inout Set<String>?) -> Bool {
        let text = text(at: key)
        if seen == nil, count < Self.linearKeySearchLimit {
            var earlier = begin + 1
            for _ in 0..<count {
                if self.text(at: earlier) == text { return true }
                earlier = next(after: earlier + 1)
            }
            return false
        }
        if seen == nil {
            var keys = Set<String>()
            var earlier = begin + 1
            for _ in 0..<count {
                keys.insert(self.text(at: earlier))
                earlier = next(after: earlier + 1)
            }
            seen = keys
        }
        return !seen!.insert(text).inserted
    }

    /// The entry after the value at `index` of the tape being written.
    private func next(after index: Int) -> Int {
        let entry = tape.entries[index]
        return entry.kind == .object || entry.kind == .array ? entry.second : index + 1
    }

    private mutating func parseArray() throws(CardLayoutError) {
        try enterContainer()
        offset += 1
        let begin = tape.append(JSONTape.Entry(kind: .array, first: 0))
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            tape.close(begin, count: 0)
            return
        }
        var count = 0
        while true {
            skipWhitespace()
            if tracksPath { pathStack.append(.index(count)) }
            try parseValue()
            if tracksPath { pathStack.removeLast() }
            count += 1
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                depth -= 1
                tape.close(begin, count: count)
                return
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
        defer { parser.tape.deallocate() }
        do throws(CardLayoutError) {
            parser.skipWhitespace()
            try parser.parseValue()
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
                var reader = JSONParser(bytes: bytes, keys: nil, capacity: 1)
                defer { reader.tape.deallocate() }
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

    /// The string at the offset, as an entry: its bytes' range when it is
    /// ASCII without an escape (made a `String` only when read), else its
    /// text, made and checked here.
    private mutating func parseStringEntry() throws(CardLayoutError) {
        let run = plainRun()
        if run.end < bytes.count, bytes[run.end] == UInt8(ascii: "\""), run.bits < 0x80 {
            tape.append(JSONTape.Entry(kind: .string, first: offset + 1, second: run.end - offset - 1))
            offset = run.end + 1
            return
        }
        tape.append(.string, stored: try parseString(scanned: run))
    }

    /// Writes the key at the offset; whether it was written with an
    /// escape. A key the table holds is found where it is written, without
    /// scanning it first, and written as its index in the table (inlined
    /// into ``parseObject()``).
    @inline(__always)
    private mutating func parseKey() throws(CardLayoutError) -> Bool {
        if let held = keys?.name(writtenAt: offset + 1, in: bytes) {
            tape.append(JSONTape.Entry(kind: .key, source: .held, first: held.index, second: held.end - offset - 1))
            offset = held.end + 1
            return false
        }
        let run = plainRun()
        if run.end < bytes.count, bytes[run.end] == UInt8(ascii: "\"") {
            if run.bits < 0x80 {
                tape.append(JSONTape.Entry(kind: .key, first: offset + 1, second: run.end - offset - 1))
                offset = run.end + 1
            } else {
                tape.append(.key, stored: try parseString(scanned: run))
            }
            return false
        }
        tape.append(.key, stored: try parseEscapedString(from: offset))
        return true
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

    private mutating func parseNumber() throws(CardLayoutError) {
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
            appendNumber(negative ? -value : value)
            return
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            tape.append(JSONTape.Entry(kind: .unrepresentableNumber, first: start, second: offset - start))
            return
        }
        appendNumber(number)
    }

    @inline(__always)
    private mutating func appendNumber(_ number: Double) {
        tape.append(JSONTape.Entry(kind: .number, first: Int(bitPattern: UInt(number.bitPattern))))
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
