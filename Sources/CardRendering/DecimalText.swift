import CardGeometry

/// Numbers written as `NumberText.format(_:decimals:)` writes them (at most
/// a few decimals, rounded half away from zero, no trailing zeros, no
/// "-0"), the digits put in place in a small buffer instead of joined from
/// strings: a picture writes thousands of numbers, and each formatted
/// number is a `String` of at most 15 bytes, which Swift keeps without an
/// allocation.
enum DecimalText {
    /// The most decimals written in place; more go through `NumberText`.
    static let maximumDecimals = 6

    /// `number` with at most `decimals` decimals, as `NumberText.format`
    /// writes it.
    static func string(_ number: Double, decimals: Int = 3) -> String {
        withDigits(number, decimals: decimals) { digits in
            digits.map { String(decoding: $0, as: UTF8.self) } ?? NumberText.format(number, decimals: decimals)
        }
    }

    /// Appends ``string(_:decimals:)`` of `number` to `bytes` (UTF-8).
    static func append(_ number: Double, decimals: Int = 3, to bytes: inout [UInt8]) {
        withDigits(number, decimals: decimals) { digits in
            if let digits {
                bytes.append(contentsOf: digits)
            } else {
                bytes.append(contentsOf: NumberText.format(number, decimals: decimals).utf8)
            }
        }
    }

    /// Calls `body` with the number's text as UTF-8 bytes, or with nil when
    /// it is not written in place (not finite, too large for its decimals,
    /// or more decimals than ``maximumDecimals``).
    private static func withDigits<Result>(
        _ number: Double, decimals: Int, _ body: (UnsafeBufferPointer<UInt8>?) -> Result
    ) -> Result {
        guard number.isFinite, decimals >= 0, decimals <= maximumDecimals else { return body(nil) }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (number * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled.magnitude < 9e15 else { return body(nil) }
        // 16 digits, a point and a sign at most.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var start = buffer.count
            func put(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            guard scaled != 0 else {
                put(UInt8(ascii: "0"))
                return body(UnsafeBufferPointer(rebasing: buffer[start...]))
            }
            let magnitude = UInt64(scaled.magnitude)
            let divisor = UInt64(scale)
            var fraction = magnitude % divisor
            var integer = magnitude / divisor
            if fraction != 0 {
                var places = decimals
                while fraction % 10 == 0 {
                    fraction /= 10
                    places -= 1
                }
                for _ in 0..<places {
                    put(UInt8(ascii: "0") + UInt8(fraction % 10))
                    fraction /= 10
                }
                put(UInt8(ascii: "."))
            }
            repeat {
                put(UInt8(ascii: "0") + UInt8(integer % 10))
                integer /= 10
            } while integer > 0
            if scaled < 0 { put(UInt8(ascii: "-")) }
            return body(UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }
}
