import Foundation

/// Writes a ``JSONValue`` deterministically, as UTF-8 bytes: keys in the
/// tree's order, numbers through one formatter, strings escaped as
/// JSON.stringify does (`"`, `\` and control characters; everything else
/// as UTF-8).
///
/// Pretty output indents by two spaces and puts every array element and
/// object member on its own line (`"key": value`); empty arrays and objects
/// are `[]` and `{}`. Compact output has no whitespace. Neither ends with a
/// newline.
package enum JSONWriter {
    /// How numbers are written.
    package enum Numbers {
        /// At most three decimals (``NumberText/format(_:decimals:)``): layouts.
        case threeDecimals
        /// The shortest text that reads back the same (``JSONNumberFormat/exact(_:)``): errors.
        case exact
    }

    package static func write(_ value: JSONValue, pretty: Bool, numbers: Numbers = .threeDecimals) -> String {
        String(decoding: bytes(value, pretty: pretty, numbers: numbers), as: UTF8.self)
    }

    /// ``write(_:pretty:numbers:)`` with numbers written by `numberFormat`.
    package static func write(_ value: JSONValue, pretty: Bool, numberFormat: @escaping (Double) -> String) -> String {
        var output = Output(pretty: pretty, numbers: .custom(numberFormat))
        output.write(value, indent: 0)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// The UTF-8 bytes of `value`.
    package static func bytes(_ value: JSONValue, pretty: Bool, numbers: Numbers = .threeDecimals) -> [UInt8] {
        var output = Output(pretty: pretty, numbers: numbers == .exact ? .custom(JSONNumberFormat.exact) : .threeDecimals)
        output.write(value, indent: 0)
        return output.bytes
    }

    /// Writes what `part` writes into a ``JSONSink`` as ``bytes(_:pretty:numbers:)``
    /// writes the same tree, handing the bytes to `chunk` as they are
    /// made, about `chunkSize` at a time: the tree is never built.
    static func stream(
        _ part: some JSONWritable, pretty: Bool, chunkSize: Int = 1 << 16, to chunk: ([UInt8]) -> Void
    ) {
        withoutActuallyEscaping(chunk) { chunk in
            var output = Output(pretty: pretty, numbers: .threeDecimals, chunkSize: chunkSize, sink: chunk)
            part.writeJSON(to: &output)
            if !output.bytes.isEmpty { chunk(output.bytes) }
        }
    }

    /// The bytes being written and how.
    private struct Output: JSONSink {
        enum NumberWriting {
            case threeDecimals
            case custom((Double) -> String)
        }

        let pretty: Bool
        let numbers: NumberWriting
        var bytes: [UInt8] = []
        /// Takes the bytes written so far once there are `chunkSize` of
        /// them (checked after each array element and object member).
        let sink: (([UInt8]) -> Void)?
        let chunkSize: Int

        init(pretty: Bool, numbers: NumberWriting, chunkSize: Int = .max, sink: (([UInt8]) -> Void)? = nil) {
            self.pretty = pretty
            self.numbers = numbers
            self.sink = sink
            self.chunkSize = chunkSize
            bytes.reserveCapacity(sink == nil ? 1024 : chunkSize + 1024)
        }

        /// As a ``JSONSink``: how many members or elements each open
        /// container has so far, and whether a key waits for its value.
        private var counts: [Int] = []
        private var keyIsWritten = false

        /// Starts an element or member of the innermost open container
        /// (none for the document itself, or a value after its key).
        private mutating func startItem() {
            if keyIsWritten {
                keyIsWritten = false
                return
            }
            guard let count = counts.last else { return }
            if count > 0 { bytes.append(UInt8(ascii: ",")) }
            counts[counts.count - 1] = count + 1
            newline(indent: counts.count)
        }

        private mutating func open(_ bracket: UInt8) {
            startItem()
            bytes.append(bracket)
            counts.append(0)
        }

        /// Closes the innermost container: `[]` or `{}` when it is empty.
        private mutating func close(_ bracket: UInt8) {
            if counts.removeLast() > 0 { newline(indent: counts.count) }
            bytes.append(bracket)
            handOn()
        }

        mutating func beginObject() { open(UInt8(ascii: "{")) }
        mutating func endObject() { close(UInt8(ascii: "}")) }
        mutating func beginArray() { open(UInt8(ascii: "[")) }
        mutating func endArray() { close(UInt8(ascii: "]")) }

        mutating func key(_ key: String) {
            startItem()
            writeString(key)
            bytes.append(UInt8(ascii: ":"))
            if pretty { bytes.append(UInt8(ascii: " ")) }
            keyIsWritten = true
        }

        mutating func value(_ value: JSONValue) {
            startItem()
            write(value, indent: counts.count)
            handOn()
        }

        private mutating func handOn() {
            guard bytes.count >= chunkSize, let sink else { return }
            sink(bytes)
            bytes.removeAll(keepingCapacity: true)
        }

        mutating func write(_ value: JSONValue, indent: Int) {
            switch value {
            case .null: append("null")
            case .bool(let bool): append(bool ? "true" : "false")
            case .number(let number):
                switch numbers {
                case .threeDecimals: JSONNumberBytes.appendThreeDecimals(number, to: &bytes)
                case .custom(let format): bytes.append(contentsOf: format(number).utf8)
                }
            case .unrepresentableNumber(let text): bytes.append(contentsOf: text.utf8)
            case .string(let string): writeString(string)
            case .array(let elements):
                guard !elements.isEmpty else {
                    append("[]")
                    return
                }
                bytes.append(UInt8(ascii: "["))
                for (index, element) in elements.enumerated() {
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    newline(indent: indent + 1)
                    write(element, indent: indent + 1)
                    handOn()
                }
                newline(indent: indent)
                bytes.append(UInt8(ascii: "]"))
            case .object(let object):
                guard !object.members.isEmpty else {
                    append("{}")
                    return
                }
                bytes.append(UInt8(ascii: "{"))
                for (index, member) in object.members.enumerated() {
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    newline(indent: indent + 1)
                    writeString(member.key)
                    bytes.append(UInt8(ascii: ":"))
                    if pretty { bytes.append(UInt8(ascii: " ")) }
                    write(member.value, indent: indent + 1)
                    handOn()
                }
                newline(indent: indent)
                bytes.append(UInt8(ascii: "}"))
            }
        }

        private mutating func append(_ text: StaticString) {
            text.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }

        private mutating func newline(indent: Int) {
            guard pretty else { return }
            bytes.append(0x0A)
            for _ in 0..<indent {
                bytes.append(0x20)
                bytes.append(0x20)
            }
        }

        private mutating func writeString(_ string: String) {
            bytes.append(UInt8(ascii: "\""))
            var string = string
            string.withUTF8 { utf8 in
                // Runs that need no escape are copied whole.
                var runStart = 0
                for index in 0..<utf8.count {
                    let byte = utf8[index]
                    guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                    bytes.append(contentsOf: utf8[runStart..<index])
                    appendEscape(byte)
                    runStart = index + 1
                }
                bytes.append(contentsOf: utf8[runStart..<utf8.count])
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
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            }
        }
    }
}

extension JSONValue {
    /// The value as JSON text, keys in order and numbers with at most three
    /// decimals (as layouts are written); two-space indentation when pretty.
    public func text(pretty: Bool = true) -> String {
        JSONWriter.write(self, pretty: pretty)
    }

    /// ``text(pretty:)`` as UTF-8 data, written without making a string.
    public func data(pretty: Bool = true) -> Data {
        Data(JSONWriter.bytes(self, pretty: pretty))
    }

    /// Writes ``text(pretty:)`` as UTF-8 bytes, handing them to `chunk` as
    /// they are made (about 64 KiB at a time), so that a large document is
    /// never held whole: e.g. to write it to a file or a pipe.
    public func write(pretty: Bool = true, to chunk: (UnsafeRawBufferPointer) -> Void) {
        JSONWriter.stream(self, pretty: pretty) { bytes in bytes.withUnsafeBytes(chunk) }
    }
}
