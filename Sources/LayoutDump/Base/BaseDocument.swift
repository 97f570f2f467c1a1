import CardGeometry
import Foundation

/// `--base FILE`: a partial input deep-merged under every input, so that a
/// library keeps its theme and environment in one file. It is read and
/// parsed once; each input's parsed tree is merged over it (the input's own
/// values win) and read from the merged tree, so a value's JSON path in an
/// error or a warning is the one it would have if the input had written it.
struct BaseDocument: Sendable {
    /// The base's parsed object.
    let object: JSONObject
    /// The base file, for its own errors.
    let source: String

    /// Reads and parses `file`, which must hold a JSON object.
    init(file: String, maximumBytes: Int) throws(CommandFailure) {
        let (data, source) = try Input.read(file, maximumBytes: maximumBytes)
        let value: JSONValue
        do {
            value = try JSONParser.parse(data)
        } catch {
            throw CommandFailure("\(source) (--base): \(error)")
        }
        guard case .object(let object) = value else {
            throw CommandFailure("\(source) (--base): (root): must be an object, the part of an input every input shares")
        }
        self.object = object
        self.source = source
    }

    /// `input` merged over the base: where both have an object at a key,
    /// the two objects are merged the same way; anywhere else the input's
    /// value wins (an array or null included). The input's keys keep their
    /// order, the base's other keys follow.
    func merged(under input: JSONValue) -> JSONValue {
        guard case .object(let inputObject) = input else { return input }
        return .object(Self.merge(object, inputObject))
    }

    private static func merge(_ base: JSONObject, _ input: JSONObject) -> JSONObject {
        var result = JSONObject()
        for member in input.members {
            if case .object(let inner) = member.value, case .object(let under)? = base[member.key] {
                result.append(member.key, .object(merge(under, inner)))
            } else {
                result.append(member.key, member.value)
            }
        }
        for member in base.members where input[member.key] == nil {
            result.append(member.key, member.value)
        }
        return result
    }
}
