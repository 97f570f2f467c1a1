/// How numbers are written.
enum JSONNumberFormat {
    /// At most three decimals, rounded half away from zero, no trailing
    /// zeros, no "-0": 10.3333 is "10.333", 2.50 is "2.5", -0.0001 is "0".
    /// This is how layouts are written.
    static func threeDecimals(_ number: Double) -> String {
        let thousandths = (number * 1000).rounded(.toNearestOrAwayFromZero)
        guard thousandths.magnitude < 9e15 else { return exact(number) }
        guard thousandths != 0 else { return "0" }
        let magnitude = UInt64(thousandths.magnitude)
        var text = thousandths < 0 ? "-" : ""
        text += String(magnitude / 1000)
        let fraction = magnitude % 1000
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: 3 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text
    }

    /// The shortest text that reads back as the same number; integers
    /// without a decimal point. This is how values are quoted in errors.
    static func exact(_ number: Double) -> String {
        if number == 0 { return "0" }
        if number == number.rounded(), number.magnitude < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }
}
