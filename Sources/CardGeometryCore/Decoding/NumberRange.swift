/// A range a number must be in, with the wording errors use ("must be
/// > 0 and <= 10000"). Every number is finite (SharedConventions article, "Values"); a
/// length is at most 10000 in magnitude unless its kind says otherwise.
package struct NumberRange: Hashable, Sendable {
    /// The smallest allowed value, and whether it is allowed itself.
    package var lower: (value: Double, inclusive: Bool)?
    /// The largest allowed value, and whether it is allowed itself.
    package var upper: (value: Double, inclusive: Bool)?

    package static func == (lhs: NumberRange, rhs: NumberRange) -> Bool {
        lhs.lower?.value == rhs.lower?.value && lhs.lower?.inclusive == rhs.lower?.inclusive
            && lhs.upper?.value == rhs.upper?.value && lhs.upper?.inclusive == rhs.upper?.inclusive
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(lower?.value)
        hasher.combine(upper?.value)
    }

    /// The largest magnitude of a length.
    package static let maximumLength = 10_000.0

    /// Any finite number.
    package static let finite = NumberRange(lower: nil, upper: nil)
    /// A length of either sign: -10000...10000.
    package static let length = NumberRange.closed(-maximumLength, maximumLength)
    /// A length >= 0: 0...10000.
    package static let nonNegativeLength = NumberRange.closed(0, maximumLength)
    /// A length > 0: 0 < value <= 10000.
    package static let positiveLength = NumberRange(lower: (0, false), upper: (maximumLength, true))

    /// `lower...upper`.
    package static func closed(_ lower: Double, _ upper: Double) -> NumberRange {
        NumberRange(lower: (lower, true), upper: (upper, true))
    }

    /// `value > lower` and `value <= upper`.
    package static func above(_ lower: Double, through upper: Double) -> NumberRange {
        NumberRange(lower: (lower, false), upper: (upper, true))
    }

    package func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        if let lower, lower.inclusive ? value < lower.value : value <= lower.value { return false }
        if let upper, upper.inclusive ? value > upper.value : value >= upper.value { return false }
        return true
    }

    /// What the range allows, phrased to follow "must be".
    package var allowed: String {
        let number = JSONNumberFormat.exact
        switch (lower, upper) {
        case (nil, nil):
            return "a finite number"
        case (let lower?, nil):
            return (lower.inclusive ? ">= " : "> ") + number(lower.value)
        case (nil, let upper?):
            return (upper.inclusive ? "<= " : "< ") + number(upper.value)
        case (let lower?, let upper?):
            if lower.inclusive && upper.inclusive { return "\(number(lower.value))...\(number(upper.value))" }
            return (lower.inclusive ? ">= " : "> ") + number(lower.value) + " and "
                + (upper.inclusive ? "<= " : "< ") + number(upper.value)
        }
    }

    /// Throws unless `value` is in the range. `path` is only built when the
    /// check fails: valid input is the common case, on every layout.
    package func check(_ value: Double, at path: @autoclosure () -> JSONPath) throws(CardLayoutError) {
        guard contains(value) else { throw .invalid(path(), JSONNumberFormat.exact(value), allowed: allowed) }
    }

    /// ``check(_:at:)`` with a dotted path such as `theme.cards.style.padding`.
    package func check(_ value: Double, at path: @autoclosure () -> String) throws(CardLayoutError) {
        try check(value, at: JSONPath(path()))
    }
}
