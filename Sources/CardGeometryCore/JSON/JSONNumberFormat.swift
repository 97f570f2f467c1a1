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
