/// A ``JSONSink`` that writes UTF-8 bytes as the values come, in the form
/// ``JSONWriter`` describes: the writer of every layout's `card-layout/1`
/// JSON.
///
/// A concrete type, so that the writing code of each kind, specialized for
/// it in the kind's module (``JSONWritable/writeJSON(into:)``), calls it
/// directly: a number is formatted into the buffer without a string, a key
/// is copied from the code's text, a color is written from its channels.
/// The state of pretty printing is two numbers and two flags, not a stack.
@usableFromInline
package struct JSONByteWriter: JSONSink {
    /// The bytes written and not yet handed on.
    @usableFromInline package var bytes: [UInt8]
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
    /// `capacity` bytes reserved to begin with.
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
        bytes = []
        bytes.reserveCapacity(chunk == nil ? capacity : chunkSize + 1024)
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
        if containerIsEmpty {
            containerIsEmpty = false
        } else {
            bytes.append(UInt8(ascii: ","))
        }
        newline(indent: depth)
    }

    @inlinable
    mutating func newline(indent: Int) {
        guard pretty else { return }
        bytes.append(0x0A)
        var level = indent
        while level > 0 {
            bytes.append(0x20)
            bytes.append(0x20)
            level -= 1
        }
    }

    @inlinable
    mutating func open(_ bracket: UInt8) {
        startItem()
        bytes.append(bracket)
        depth += 1
        containerIsEmpty = true
    }

    /// Closes the innermost container: `[]` or `{}` when it is empty.
    @inlinable
    mutating func close(_ bracket: UInt8) {
        depth -= 1
        if !containerIsEmpty { newline(indent: depth) }
        bytes.append(bracket)
        // The container just closed is a member or element of its own.
        containerIsEmpty = false
        if bytes.count >= chunkSize { handOn() }
    }

    @inlinable package mutating func beginObject() { open(UInt8(ascii: "{")) }
    @inlinable package mutating func endObject() { close(UInt8(ascii: "}")) }
    @inlinable package mutating func beginArray() { open(UInt8(ascii: "[")) }
    @inlinable package mutating func endArray() { close(UInt8(ascii: "]")) }

    @inlinable
    package mutating func key(_ key: StaticString) {
        startItem()
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(UInt8(ascii: " ")) }
        keyIsWritten = true
    }

    // MARK: Values

    @inlinable
    package mutating func number(_ number: Double) {
        startItem()
        if numberFormat == nil {
            JSONNumberBytes.appendThreeDecimals(number, to: &bytes)
        } else {
            appendFormatted(number)
        }
    }

    @inlinable
    package mutating func string(_ string: String) {
        startItem()
        appendQuoted(string)
    }

    @inlinable
    package mutating func bool(_ bool: Bool) {
        startItem()
        appendText(bool ? "true" : "false")
    }

    @inlinable
    package mutating func null() {
        startItem()
        appendText("null")
    }

    @inlinable
    package mutating func color(_ color: RGBAColor) {
        startItem()
        appendColor(color)
    }

    /// A whole tree, written as ``JSONWriter`` describes.
    @usableFromInline
    package mutating func value(_ value: JSONValue) {
        startItem()
        write(value, indent: depth)
        if bytes.count >= chunkSize { handOn() }
    }

    // MARK: Bytes

    /// Hands the bytes so far to `chunk` and starts again.
    @usableFromInline
    mutating func handOn() {
        guard let chunk else { return }
        chunk(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// `"#RRGGBBAA"`, as ``RGBAColor/hex`` writes it.
    @usableFromInline
    mutating func appendColor(_ color: RGBAColor) {
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: "#"))
        appendHexDigits(color.red)
        appendHexDigits(color.green)
        appendHexDigits(color.blue)
        appendHexDigits(color.alpha)
        bytes.append(UInt8(ascii: "\""))
    }

    /// The two upper-case hexadecimal digits of `byte`.
    private mutating func appendHexDigits(_ byte: UInt8) {
        func digit(_ value: UInt8) -> UInt8 { value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10 }
        bytes.append(digit(byte >> 4))
        bytes.append(digit(byte & 0xF))
    }

    /// A number written by ``numberFormat``.
    @usableFromInline
    mutating func appendFormatted(_ number: Double) {
        guard let numberFormat else { return JSONNumberBytes.appendThreeDecimals(number, to: &bytes) }
        bytes.append(contentsOf: numberFormat(number).utf8)
    }

    /// `string` in quotes, escaped as JSON.stringify does: `"`, `\` and
    /// control characters; everything else as its UTF-8.
    @usableFromInline
    mutating func appendQuoted(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            // Runs that need no escape are copied whole.
            var runStart = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                appendEscape(byte)
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func appendEscape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        default:
            let hex: StaticString = "0123456789abcdef"
            appendText("u00")
            hex.withUTF8Buffer { hex in
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            }
        }
    }

    @inlinable
    mutating func appendText(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// A tree at `indent` levels, its containers handed on as they close.
    private mutating func write(_ value: JSONValue, indent: Int) {
        switch value {
        case .null: appendText("null")
        case .bool(let bool): appendText(bool ? "true" : "false")
        case .number(let number):
            if numberFormat == nil {
                JSONNumberBytes.appendThreeDecimals(number, to: &bytes)
            } else {
                appendFormatted(number)
            }
        case .unrepresentableNumber(let text): bytes.append(contentsOf: text.utf8)
        case .string(let string): appendQuoted(string)
        case .array(let elements):
            guard !elements.isEmpty else { return appendText("[]") }
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(indent: indent + 1)
                write(element, indent: indent + 1)
                if bytes.count >= chunkSize { handOn() }
            }
            newline(indent: indent)
            bytes.append(UInt8(ascii: "]"))
        case .object(let object):
            guard !object.members.isEmpty else { return appendText("{}") }
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in object.members.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(indent: indent + 1)
                appendQuoted(member.key)
                bytes.append(UInt8(ascii: ":"))
                if pretty { bytes.append(UInt8(ascii: " ")) }
                write(member.value, indent: indent + 1)
                if bytes.count >= chunkSize { handOn() }
            }
            newline(indent: indent)
            bytes.append(UInt8(ascii: "}"))
        }
    }
}
