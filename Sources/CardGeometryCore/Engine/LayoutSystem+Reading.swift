import Foundation

/// The one reading contract every kind's input follows: a document is
/// parsed, read member by member in document order with each value checked
/// by its field's description as it is met (so that the first error in
/// document order is the one reported), and then validated by the same
/// step the engine runs before every layout. Each kind's public
/// `init(json:)` and `init(jsonValue:)` are these.
extension LayoutSystem {
    /// Parses, reads and validates an input of this kind written as JSON.
    package static func input(json: Data) throws(CardLayoutError) -> Input {
        let input = try decode(tape: JSONParser.tape(json))
        try validate(input)
        return input
    }

    /// Reads and validates an input of this kind from a parsed JSON tree.
    package static func input(jsonValue: JSONValue) throws(CardLayoutError) -> Input {
        let input = try decode(json: jsonValue)
        try validate(input)
        return input
    }
}
