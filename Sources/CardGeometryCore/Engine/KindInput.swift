import Foundation

/// What every kind's typed input offers, under the same names: the
/// environment it is laid out in, the warnings reading it gave, reading it
/// from JSON, and the validation the engine runs before every layout. Each
/// system's input conforms (``KindLayout`` is its output's counterpart).
public protocol KindInput: Hashable, Sendable {
    /// Where it is laid out. Values set here are checked when it is laid
    /// out, by the ranges JSON input is read by.
    var environment: LayoutEnvironment { get set }
    /// What reading it ignored or replaced (unknown keys and the like), in
    /// document order; its layout repeats them in its `warnings`.
    var warnings: [CardLayoutWarning] { get }
    /// Reads an input of this kind written as JSON; anything invalid
    /// throws, naming its JSON path.
    init(json: Data) throws(CardLayoutError)
    /// Reads an input of this kind from a parsed JSON document.
    init(jsonValue: JSONValue) throws(CardLayoutError)
    /// Checks every value, its environment's included, by the kind's field
    /// descriptions: what the engine runs before every layout.
    func validate() throws(CardLayoutError)
}
