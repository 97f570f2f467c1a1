// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import Foundation

/// A request's query (`a=1,2&b=x`) as names and their values, decoded.
///
/// Values are percent-decoded and `+` reads as a space, as HTML forms write
/// them. A name may repeat (a form's checkboxes do): its values are kept in
/// order. Only the names a route knows are accepted.
struct QueryParameters: Sendable {
    /// The longest query read, in bytes; a longer one is refused.
    static let maximumLength = 4096

    /// Each name's values, in the order they came.
    private(set) var values: [String: [String]] = [:]

    /// Reads `query` (without the `?`), accepting only `known` names.
    init(_ query: String?, known: [String]) throws(QueryError) {
        guard let query, !query.isEmpty else { return }
        guard query.utf8.count <= Self.maximumLength else {
            throw QueryError("the query is longer than \(Self.maximumLength) bytes")
        }
        for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = try Self.decoded(parts[0])
            let value = parts.count > 1 ? try Self.decoded(parts[1]) : ""
            guard known.contains(name) else {
                let shown = name.isEmpty ? "an empty parameter name" : "unknown parameter '\(name)'"
                throw QueryError("\(shown); the parameters are \(known.joined(separator: ", "))")
            }
            values[name, default: []].append(value)
        }
    }

    /// The comma-separated items of every value of `name`, trimmed, empty
    /// ones skipped; nil when the query does not name it.
    func items(_ name: String) -> [String]? {
        guard let values = values[name] else { return nil }
        return values.flatMap { value in
            value.split(separator: ",", omittingEmptySubsequences: true).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
        }.filter { !$0.isEmpty }
    }

    /// `text` with `+` as a space and `%XX` escapes decoded (UTF-8).
    static func decoded(_ text: Substring) throws(QueryError) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "+"):
                bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    throw QueryError("'\(text)' has a % that is not followed by two hex digits")
                }
                bytes.append(high << 4 | low)
            default:
                bytes.append(byte)
            }
        }
        guard let string = String(validating: bytes, as: UTF8.self) else {
            throw QueryError("'\(text)' does not decode to UTF-8 text")
        }
        return string
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// A request the preview cannot answer as asked: it answers 400 with
/// `message`.
struct QueryError: Error, Hashable, Sendable, CustomStringConvertible {
    var message: String

    init(_ message: String) { self.message = message }

    var description: String { message }
}
#endif
