/// A ``JSONSink`` that writes UTF-8 bytes as the values come, in the form
/// ``JSONWriter`` describes: the writer of every layout's `card-layout/1`
/// JSON.
///
/// A concrete type, so that the writing code of each kind, specialized for
/// it in the kind's module (``JSONWritable/writeJSON(into:)``), calls it
/// directly. The bytes go into an array kept larger than what is written
/// (``count`` says how much is), so that each piece (a separator with its
/// indentation and a key, a number, a string) is stored in one pass over
/// the array's own buffer after one check of its room, rather than byte by
/// byte through `append`: a number is formatted in place without a string,
/// a key is copied from the code's text, a color is written from its
/// channels. The state of pretty printing is two numbers and two flags.
@usableFromInline
package struct JSONByteWriter: JSONSink {
    /// The bytes: the first ``count`` are written, the rest is room.
    @usableFromInline var buffer: [UInt8]
    /// How many bytes are written (and not yet handed on).
    @usableFromInline package var count = 0
    @usableFromInline let pretty: Bool
    /// Writes numbers when they are not written with three decimals.
    @usableFromInline let numberFormat: ((Double) -> String)?
    /// Takes the bytes written so far once there are `chunkSize` of them
    /// (checked after each container and whole value).
    @usableFromInline let chunk: (([UInt8]) -> Void)?
    @usableFromInline let chunkSize: Int
    /// How many containers are open.
    @usableFromInline var depth = 0
    /// Whether the innermost open container has no member or element yet.
    @usableFromInline var containerIsEmpty = false
    /// Whether a key waits for its value.
    @usableFromInline var keyIsWritten = false

    /// A writer that keeps every byte, numbers with at most three decimals;
    /// room for `capacity` bytes to begin with.
    package init(pretty: Bool, capacity: Int = 1024) {
        self.init(pretty: pretty, numberFormat: nil, capacity: capacity)
    }

    /// A writer whose numbers are written by `numberFormat` (nil: at most
    /// three decimals) and whose bytes are handed to `chunk`, if any, about
    /// `chunkSize` at a time.
    package init(
        pretty: Bool, numberFormat: ((Double) -> String)?, capacity: Int = 1024, chunkSize: Int = .max,
        chunk: (([UInt8]) -> Void)? = nil
    ) {
        self.pretty = pretty
        self.numberFormat = numberFormat
        self.chunk = chunk
        self.chunkSize = chunk == nil ? .max : chunkSize
        buffer = Array(repeating: 0, count: Swift.max(64, chunk == nil ? capacity : chunkSize + 1024))
    }

    /// The bytes written (and not handed on).
    package var bytes: [UInt8] { Array(buffer[0..<count]) }

    /// The bytes written (and not handed on), without a copy; the writer
    /// is empty afterwards.
    package mutating func takeBytes() -> [UInt8] {
        var taken: [UInt8] = []
        swap(&taken, &buffer)
        taken.removeLast(taken.count - count)
        count = 0
        return taken
    }

    // MARK: Room

    /// Makes room for `needed` more bytes.
    @inlinable @inline(__always)
    mutating func reserve(_ needed: Int) {
        if count + needed > buffer.count { grow(needed) }
    }

    @usableFromInline
    mutating func grow(_ needed: Int) {
        buffer.append(contentsOf: repeatElement(0, count: Swift.max(buffer.count, needed + 64)))
    }

    /// Stores `body`'s bytes after the ones written: `body` gets the
    /// buffer and where to start, and returns where it stopped. At most
    /// `needed` bytes.
    @inlinable @inline(__always)
    mutating func store(_ needed: Int, _ body: (inout UnsafeMutableBufferPointer<UInt8>, Int) -> Int) {
        reserve(needed)
        let start = count
        count = buffer.withUnsafeMutableBufferPointer { body(&$0, start) }
    }

    /// A comma unless the container is empty, then a newline and the
    /// indentation of `depth` levels when pretty; `at` moves past them.
    @inlinable @inline(__always)
    static func separate(
        _ out: inout UnsafeMutableBufferPointer<UInt8>, _ at: inout Int, comma: Bool, pretty: Bool, depth: Int
    ) {
        if comma {
            out[at] = UInt8(ascii: ",")
            at += 1
        }
        guard pretty else { return }
        out[at] = 0x0A
        at += 1
        var spaces = 2 * depth
        while spaces > 0 {
            out[at] = 0x20
            at += 1
            spaces -= 1
        }
    }

    // MARK: Structure

    /// Starts an element or member of the innermost open container (none
    /// for the document itself, or a value after its key).
    @inlinable @inline(__always)
    mutating func startItem() {
        if keyIsWritten {
            keyIsWritten = false
            return
        }
        guard depth > 0 else { return }
        let comma = !containerIsEmpty
        containerIsEmpty = false
        let pretty = pretty
        let depth = depth
        store(2 + 2 * depth) { out, start in
            var at = start
            Self.separate(&out, &at, comma: comma, pretty: pretty, depth: depth)
            return at
        }
    }

    @inlinable
    mutating func open(_ bracket: UInt8) {
        startItem()
        store(1) { out, at in
            out[at] = bracket
            return at + 1
        }
        depth += 1
        containerIsEmpty = true
    }

    /// Closes the innermost container: `[]` or `{}` when it is empty.
    @inlinable
    mutating func close(_ bracket: UInt8) {
        depth -= 1
        let isEmpty = containerIsEmpty
        let pretty = pretty
        let depth = depth
        store(2 + 2 * depth) { out, start in
            var at = start
            if !isEmpty { Self.separate(&out, &at, comma: false, pretty: pretty, depth: depth) }
            out[at] = bracket
            return at + 1
        }
        // The container just closed is a member or element of its own.
        containerIsEmpty = false
        if count >= chunkSize { handOn() }
    }

    @inlinable package mutating func beginObject() { open(UInt8(ascii: "{")) }
    @inlinable package mutating func endObject() { close(UInt8(ascii: "}")) }
    @inlinable package mutating func beginArray() { open(UInt8(ascii: "[")) }
    @inlinable package mutating func endArray() { close(UInt8(ascii: "]")) }

    /// The separator, the indentation and `"key": ` in one pass.
    @inlinable
    package mutating func key(_ key: StaticString) {
        let comma = !containerIsEmpty
        containerIsEmpty = false
        keyIsWritten = true
        let pretty = pretty
        let depth = depth
        key.withUTF8Buffer { name in
            store(name.count + 2 * depth + 6) { out, start in
                var at = start
                Self.separate(&out, &at, comma: comma, pretty: pretty, depth: depth)
                out[at] = UInt8(ascii: "\"")
                at += 1
                for byte in name {
                    out[at] = byte
                    at += 1
                }
                out[at] = UInt8(ascii: "\"")
                out[at + 1] = UInt8(ascii: ":")
                at += 2
                if pretty {
                    out[at] = UInt8(ascii: " ")
                    at += 1
                }
                return at
            }
        }
    }

    // MARK: Values

    @inlinable
    package mutating func number(_ number: Double) {
        startItem()
        putNumber(number)
    }

    @inlinable
    package mutating func string(_ string: String) {
        startItem()
        putQuoted(string)
    }

    @inlinable
    package mutating func bool(_ bool: Bool) {
        startItem()
        putText(bool ? "true" : "false")
    }

    @inlinable
    package mutating func null() {
        startItem()
        putText("null")
    }

    @inlinable
    package mutating func color(_ color: RGBAColor) {
        startItem()
        putColor(color)
    }

    /// A whole tree, written as ``JSONWriter`` describes.
    @usableFromInline
    package mutating func value(_ value: JSONValue) {
        startItem()
        write(value, indent: depth)
        if count >= chunkSize { handOn() }
    }

    // MARK: Bytes

    /// Hands the bytes so far to `chunk` and starts again.
    @usableFromInline
    mutating func handOn() {
        guard let chunk else { return }
        chunk(bytes)
        count = 0
    }

    /// ASCII text written in the code.
    @inlinable
    mutating func putText(_ text: StaticString) {
        text.withUTF8Buffer { text in
            store(text.count) { out, start in
                var at = start
                for byte in text {
                    out[at] = byte
                    at += 1
                }
                return at
            }
        }
    }

    /// What ``NumberText/format(_:decimals:)`` writes with three decimals
    /// (or ``numberFormat``), byte for byte, without making a string: the
    /// digits of the integer part and up to three decimals, trailing zeros
    /// dropped, no `-0`.
    @inlinable
    mutating func putNumber(_ number: Double) {
        guard numberFormat == nil else { return putFormatted(number) }
        let scaled = (number * 1000).rounded(.toNearestOrAwayFromZero)
        // Not finite (NaN fails every comparison) or too large for three decimals.
        guard scaled.magnitude < 9e15 else { return putFormatted(number) }
        // A sign, 13 digits, a point and 3 decimals at most.
        store(18) { out, start in
            var at = start
            guard scaled != 0 else {
                out[at] = UInt8(ascii: "0")
                return at + 1
            }
            if scaled < 0 {
                out[at] = UInt8(ascii: "-")
                at += 1
            }
            let magnitude = UInt64(scaled.magnitude)
            var integer = magnitude / 1000
            var digits = 1
            var rest = integer
            while rest >= 10 {
                rest /= 10
                digits += 1
            }
            at += digits
            var position = at
            repeat {
                position -= 1
                out[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: integer % 10)
                integer /= 10
            } while integer > 0
            let fraction = magnitude % 1000
            guard fraction != 0 else { return at }
            out[at] = UInt8(ascii: ".")
            out[at + 1] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: fraction / 100)
            at += 2
            let hundredths = fraction % 100
            guard hundredths != 0 else { return at }
            out[at] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: hundredths / 10)
            at += 1
            guard hundredths % 10 != 0 else { return at }
            out[at] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: hundredths % 10)
            return at + 1
        }
    }

    /// A number written by ``numberFormat``, or one that is not finite or
    /// has too many digits for three decimals.
    @usableFromInline
    mutating func putFormatted(_ number: Double) {
        let text = numberFormat?(number) ?? NumberText.format(number, decimals: 3)
        putBytes(text.utf8)
    }

    /// `"#RRGGBBAA"`, as ``RGBAColor/hex`` writes it.
    @usableFromInline
    mutating func putColor(_ color: RGBAColor) {
        store(11) { out, at in
            out[at] = UInt8(ascii: "\"")
            out[at + 1] = UInt8(ascii: "#")
            out[at + 2] = RGBAColor.hexDigit(color.red >> 4)
            out[at + 3] = RGBAColor.hexDigit(color.red & 0xF)
            out[at + 4] = RGBAColor.hexDigit(color.green >> 4)
            out[at + 5] = RGBAColor.hexDigit(color.green & 0xF)
            out[at + 6] = RGBAColor.hexDigit(color.blue >> 4)
            out[at + 7] = RGBAColor.hexDigit(color.blue & 0xF)
            out[at + 8] = RGBAColor.hexDigit(color.alpha >> 4)
            out[at + 9] = RGBAColor.hexDigit(color.alpha & 0xF)
            out[at + 10] = UInt8(ascii: "\"")
            return at + 11
        }
    }

    /// `bytes` as they are.
    @usableFromInline
    mutating func putBytes<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        store(bytes.count) { out, start in
            var at = start
            for byte in bytes {
                out[at] = byte
                at += 1
            }
            return at
        }
    }

    /// `string` in quotes, escaped as JSON.stringify does: `"`, `\` and
    /// control characters; everything else as its UTF-8.
    @usableFromInline
    mutating func putQuoted(_ string: String) {
        var string = string
        string.withUTF8 { utf8 in
            let needsEscape = utf8.contains { byte in
                byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
            }
            guard needsEscape else {
                // The common case: the text as it is, in one copy.
                store(utf8.count + 2) { out, start in
                    out[start] = UInt8(ascii: "\"")
                    let end = start + 1 + utf8.count
                    _ = UnsafeMutableBufferPointer(rebasing: out[(start + 1)..<end]).update(fromContentsOf: utf8)
                    out[end] = UInt8(ascii: "\"")
                    return end + 1
                }
                return
            }
            putText("\"")
            // Runs that need no escape are copied whole.
            var runStart = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                putBytes(utf8[runStart..<index])
                putEscape(byte)
                runStart = index + 1
            }
            putBytes(utf8[runStart..<utf8.count])
            putText("\"")
        }
    }

    private mutating func putEscape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): putText("\\\"")
        case UInt8(ascii: "\\"): putText("\\\\")
        case 0x0A: putText("\\n")
        case 0x0D: putText("\\r")
        case 0x09: putText("\\t")
        case 0x08: putText("\\b")
        case 0x0C: putText("\\f")
        default:
            let hex: StaticString = "0123456789abcdef"
            putText("\\u00")
            hex.withUTF8Buffer { hex in putBytes([hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]) }
        }
    }

    /// A newline and `indent` levels of indentation, when pretty.
    private mutating func newline(indent: Int) {
        guard pretty else { return }
        store(1 + 2 * indent) { out, start in
            out[start] = 0x0A
            for index in 0..<(2 * indent) { out[start + 1 + index] = 0x20 }
            return start + 1 + 2 * indent
        }
    }

    /// A tree at `indent` levels, handed on after each member or element
    /// once there are enough bytes.
    private mutating func write(_ value: JSONValue, indent: Int) {
        switch value {
        case .null: putText("null")
        case .bool(let bool): putText(bool ? "true" : "false")
        case .number(let number): putNumber(number)
        case .unrepresentableNumber(let text): putBytes(text.utf8)
        case .string(let string): putQuoted(string)
        case .array(let elements):
            guard !elements.isEmpty else { return putText("[]") }
            putText("[")
            for (index, element) in elements.enumerated() {
                if index > 0 { putText(",") }
                newline(indent: indent + 1)
                write(element, indent: indent + 1)
                if count >= chunkSize { handOn() }
            }
            newline(indent: indent)
            putText("]")
        case .object(let object):
            guard !object.members.isEmpty else { return putText("{}") }
            putText("{")
            for (index, member) in object.members.enumerated() {
                if index > 0 { putText(",") }
                newline(indent: indent + 1)
                putQuoted(member.key)
                if pretty { putText(": ") } else { putText(":") }
                write(member.value, indent: indent + 1)
                if count >= chunkSize { handOn() }
            }
            newline(indent: indent)
            putText("}")
        }
    }
}
