extension CardLayoutError {
    /// A valid input whose layout would write a number beyond
    /// ``LayoutLimits/maximumMagnitude`` (SharedConventions article, "Output
    /// numbers"), at the path of the input value that made it so: `groups: must
    /// be groups whose layout stays within 10000000 pt, got 500 groups whose
    /// layout reaches 10030000 pt`.
    ///
    /// - Parameters:
    ///   - value: the value as the error shows it (`500 groups`).
    ///   - subject: what is allowed (`groups`, `text`, `an aspect ratio`).
    ///   - reach: the greatest magnitude the layout would write.
    package static func beyondOutputBound(_ path: JSONPath, _ value: String, subject: String, reach: Double) -> CardLayoutError {
        let number = JSONNumberFormat.threeDecimals
        let reached = reach.isFinite ? "\(number(reach)) pt" : "beyond any finite number"
        return .invalid(
            path, "\(value) whose layout reaches \(reached)",
            allowed: "\(subject) whose layout stays within \(number(LayoutLimits.maximumMagnitude)) pt")
    }
}
