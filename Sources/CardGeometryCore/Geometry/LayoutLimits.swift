/// Bounds every layout stays within, whatever its input.
package enum LayoutLimits {
    /// No number a layout writes is larger in magnitude (issue: absurd
    /// inputs must not reach the output as absurd frames). Inputs are
    /// bounded by their ranges (lengths at most 10000); what a text or a
    /// stack of many parts can still add up to is checked against this.
    package static let maximumMagnitude = 1e7
}
