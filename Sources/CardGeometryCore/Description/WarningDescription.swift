/// A warning code as one kind gives it: the code and what in this kind
/// gives it, for the kind's table of warning codes (``WarningCodeTable``).
package struct WarningDescription: Sendable {
    /// The code.
    package let code: CardLayoutWarning.Code
    /// What gives it in this kind, in a phrase (`a key the tables above do
    /// not list`).
    package let givenBy: String

    package init(_ code: CardLayoutWarning.Code, _ givenBy: String) {
        self.code = code
        self.givenBy = givenBy
    }

    /// Unknown keys, which every kind warns of.
    package static let unknownKey = WarningDescription(
        .unknownKey, "A key the tables above do not list, at any level (with the known key it was likely meant to be).")
}
