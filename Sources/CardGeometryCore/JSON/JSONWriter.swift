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
        var writer = JSONByteWriter(pretty: pretty, numberFormat: numberFormat)
        writer.value(value)
        return String(decoding: writer.takeBytes(), as: UTF8.self)
    }

    /// The UTF-8 bytes of `value`.
    package static func bytes(_ value: JSONValue, pretty: Bool, numbers: Numbers = .threeDecimals) -> [UInt8] {
        var numberFormat: ((Double) -> String)?
        if case .exact = numbers { numberFormat = { JSONNumberFormat.exact($0) } }
        var writer = JSONByteWriter(pretty: pretty, numberFormat: numberFormat)
        writer.value(value)
        return writer.takeBytes()
    }

    /// The UTF-8 bytes of what `part` writes into a ``JSONSink``, as
    /// ``bytes(_:pretty:numbers:)`` writes the same tree: the tree is never
    /// built. `capacity` bytes are reserved to begin with.
    package static func bytes(of part: some JSONWritable, pretty: Bool, capacity: Int = 8 * 1024) -> [UInt8] {
        var writer = JSONByteWriter(pretty: pretty, capacity: capacity)
        part.writeJSON(into: &writer)
        return writer.takeBytes()
    }

    /// Writes what `part` writes into a ``JSONSink`` as ``bytes(_:pretty:numbers:)``
    /// writes the same tree, handing the bytes to `chunk` as they are
    /// made, about `chunkSize` at a time: the tree is never built.
    package static func stream(
        _ part: some JSONWritable, pretty: Bool, chunkSize: Int = 1 << 16, to chunk: ([UInt8]) -> Void
    ) {
        withoutActuallyEscaping(chunk) { chunk in
            var writer = JSONByteWriter(pretty: pretty, numberFormat: nil, chunkSize: chunkSize, chunk: chunk)
            part.writeJSON(into: &writer)
            if writer.count > 0 { chunk(writer.bytes) }
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
