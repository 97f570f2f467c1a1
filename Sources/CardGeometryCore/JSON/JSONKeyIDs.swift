import Synchronization

/// A small number for each key text, the same wherever the text is met
/// (0, 1, 2, … in the order texts are first asked for): what a key table
/// (``JSONKeyTable/keyIDs``) and an object's description
/// (``ObjectDescription/field(ofKeyID:)``) both know a key by, so that a
/// reader finds a held key's field by one array read instead of comparing
/// its text with the field names.
///
/// Numbers are given when tables and descriptions are made (once each,
/// as static values), never while a document is read; a lock keeps giving
/// them safe from any thread.
package enum JSONKeyIDs {
    private static let numbers = Mutex<[String: Int]>([:])

    /// The number of `key`, given now if no table or description asked for it before.
    package static func id(of key: String) -> Int {
        numbers.withLock { numbers in
            if let id = numbers[key] { return id }
            let id = numbers.count
            numbers[key] = id
            return id
        }
    }
}
