/// The fields of one input object (a sheet's `style`, one of its `cards`,
/// the shared `environment`), in document order: the order the reference
/// lists them, the schema gives them and a typical input writes them.
///
/// A class so that descriptions can refer to each other (an object field
/// holds its object's description) and be shared as `static let`s without
/// copying their lists.
package final class ObjectDescription: Sendable {
    /// The name the schema's `$defs` and the reference use (`card`).
    package let name: String
    /// One line on what the object is.
    package let meaning: String
    /// The fields, in document order.
    package let fields: [FieldDescription]
    /// The fields' JSON names, in document order: the known keys of
    /// unknown-key warnings and their "did you mean".
    package let keys: [String]

    /// Fields of which exactly one must be given (not null): Storyteller's
    /// `card` and `collection`. The reader checks it; the schema says it.
    package let exactlyOne: [String]

    package init(_ name: String, _ meaning: String, fields: [FieldDescription], exactlyOne: [String] = []) {
        self.name = name
        self.meaning = meaning
        self.fields = fields
        self.exactlyOne = exactlyOne
        self.keys = fields.map(\.name)
        assert(Set(keys).count == keys.count, "\(name): a key is described twice")
        let ids = keys.map(JSONKeyIDs.id(of:))
        var fieldsByKeyID = [Int8](repeating: -1, count: (ids.max() ?? -1) + 1)
        precondition(fields.count <= Int(Int8.max), "\(name): more fields than a reader tells apart")
        for (index, id) in ids.enumerated() { fieldsByKeyID[id] = Int8(index) }
        self.fieldsByKeyID = fieldsByKeyID
    }

    /// The index in ``fields`` of each key's field, by the key's number
    /// (``JSONKeyIDs``); -1 where no field has the key. Every field's key
    /// had its number when this was made, so a larger number is no field's.
    private let fieldsByKeyID: [Int8]

    /// The index in ``fields`` of the field whose key has the number `id`
    /// (``JSONKeyIDs``), if any.
    @inline(__always)
    package func field(ofKeyID id: Int) -> Int? {
        guard id < fieldsByKeyID.count else { return nil }
        let field = fieldsByKeyID[id]
        return field < 0 ? nil : Int(field)
    }

    /// The field named `key`.
    package func field(_ key: String) -> FieldDescription? { fields.first { $0.name == key } }

    /// The objects this one holds (directly, in arrays, nested), each once,
    /// in the order first met: the schema's `$defs`.
    package var nestedObjects: [ObjectDescription] {
        var found: [ObjectDescription] = []
        func visit(_ type: FieldType) {
            switch type {
            case .object(let object, _):
                guard !found.contains(where: { $0 === object }) else { return }
                found.append(object)
                object.fields.forEach { visit($0.type) }
            case .array(let element, _): visit(element)
            case .custom(let custom): custom.objects.forEach { visit(.object($0)) }
            default: break
            }
        }
        fields.forEach { visit($0.type) }
        return found
    }
}
