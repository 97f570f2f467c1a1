/// How numbers are written.
package enum JSONNumberFormat {
    /// At most three decimals (see ``NumberText/format(_:decimals:)``):
    /// this is how layouts are written.
    package static func threeDecimals(_ number: Double) -> String {
        NumberText.format(number, decimals: 3)
    }

    /// The shortest text that reads back as the same number; integers
    /// without a decimal point (up to 2^53, where doubles hold every
    /// integer, so that an id such as 9007199254740991 is written whole).
    /// This is how values are quoted in errors.
    package static func exact(_ number: Double) -> String {
        if number == 0 { return "0" }
        if number == number.rounded(), number.magnitude <= 9_007_199_254_740_992 { return String(Int64(number)) }
        return "\(number)"
    }
}

/// Numbers as layouts and reports write them.
public enum NumberText {
    /// At most `decimals` decimals, rounded half away from zero, no trailing
    /// zeros, no "-0": 10.3333 is "10.333", 2.50 is "2.5", -0.0001 is "0".
    /// Numbers too large for that are written in full; non-finite ones as
    /// "nan", "inf" or "-inf".
    public static func format(_ number: Double, decimals: Int = 3) -> String {
        guard number.isFinite else { return number.isNaN ? "nan" : (number < 0 ? "-inf" : "inf") }
        return withDigits(number, decimals: decimals) { digits in
            digits.map { String(decoding: $0, as: UTF8.self) } ?? JSONNumberFormat.exact(number)
        }
    }

    /// Appends ``format(_:decimals:)`` of `number` to `bytes` (UTF-8),
    /// the digits put in place rather than joined from strings: a picture
    /// writes thousands of numbers.
    package static func append(_ number: Double, decimals: Int = 3, to bytes: inout [UInt8]) {
        guard number.isFinite else { return bytes.append(contentsOf: format(number, decimals: decimals).utf8) }
        withDigits(number, decimals: decimals) { digits in
            if let digits {
                bytes.append(contentsOf: digits)
            } else {
                bytes.append(contentsOf: JSONNumberFormat.exact(number).utf8)
            }
        }
    }

    /// Calls `body` with a finite number's text at most `decimals`
    /// decimals as UTF-8 bytes, written in a buffer on the stack, or with
    /// nil when the number is too large for its decimals (then it is
    /// written in full).
    private static func withDigits<Result>(
        _ number: Double, decimals: Int, _ body: (UnsafeBufferPointer<UInt8>?) -> Result
    ) -> Result {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (number * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled.magnitude < 9e15 else { return body(nil) }
        // 16 digits, a point, a sign, and zeros after the point for small
        // numbers at many decimals (at most `decimals` of them).
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 18 + decimals) { buffer in
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
