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
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (number * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled.magnitude < 9e15 else { return JSONNumberFormat.exact(number) }
        guard scaled != 0 else { return "0" }
        let magnitude = UInt64(scaled.magnitude)
        let divisor = UInt64(scale)
        var text = scaled < 0 ? "-" : ""
        text += String(magnitude / divisor)
        let fraction = magnitude % divisor
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: decimals - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text
    }
}

/// Numbers written straight into UTF-8 bytes, for the writer.
@usableFromInline
package enum JSONNumberBytes {
    /// Appends what ``NumberText/format(_:decimals:)`` writes with three
    /// decimals, byte for byte, without making a string: the digits of the
    /// integer part and up to three decimals, trailing zeros dropped.
    @inlinable
    package static func appendThreeDecimals(_ number: Double, to bytes: inout [UInt8]) {
        let scaled = (number * 1000).rounded(.toNearestOrAwayFromZero)
        // Not finite (NaN fails every comparison) or too large for three decimals.
        guard scaled.magnitude < 9e15 else { return appendUnusual(number, to: &bytes) }
        guard scaled != 0 else { return bytes.append(UInt8(ascii: "0")) }
        if scaled < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = UInt64(scaled.magnitude)
        appendDigits(magnitude / 1000, to: &bytes)
        let fraction = magnitude % 1000
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: fraction / 100))
        let rest = fraction % 100
        guard rest != 0 else { return }
        bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest / 10))
        let last = rest % 10
        guard last != 0 else { return }
        bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: last))
    }

    /// A number that is not finite or has too many digits for three decimals.
    @usableFromInline
    static func appendUnusual(_ number: Double, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: NumberText.format(number, decimals: 3).utf8)
    }

    /// The decimal digits of `value`, most significant first; the common
    /// values of a layout (under 10,000) without a loop.
    @inlinable
    static func appendDigits(_ value: UInt64, to bytes: inout [UInt8]) {
        let zero = UInt8(ascii: "0")
        if value < 10 {
            bytes.append(zero + UInt8(truncatingIfNeeded: value))
        } else if value < 100 {
            bytes.append(zero + UInt8(truncatingIfNeeded: value / 10))
            bytes.append(zero + UInt8(truncatingIfNeeded: value % 10))
        } else if value < 1000 {
            bytes.append(zero + UInt8(truncatingIfNeeded: value / 100))
            bytes.append(zero + UInt8(truncatingIfNeeded: value / 10 % 10))
            bytes.append(zero + UInt8(truncatingIfNeeded: value % 10))
        } else if value < 10000 {
            bytes.append(zero + UInt8(truncatingIfNeeded: value / 1000))
            bytes.append(zero + UInt8(truncatingIfNeeded: value / 100 % 10))
            bytes.append(zero + UInt8(truncatingIfNeeded: value / 10 % 10))
            bytes.append(zero + UInt8(truncatingIfNeeded: value % 10))
        } else {
            appendManyDigits(value, to: &bytes)
        }
    }

    @usableFromInline
    static func appendManyDigits(_ value: UInt64, to bytes: inout [UInt8]) {
        var divisor: UInt64 = 1
        while divisor <= value / 10 { divisor *= 10 }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value / divisor % 10))
            divisor /= 10
        } while divisor > 0
    }
}
