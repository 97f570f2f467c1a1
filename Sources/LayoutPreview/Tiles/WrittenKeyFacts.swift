// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
/// The facts of the keys a layout's writer gives (``FlatLayoutJSON/KeyFacts``),
/// kept by where the key's bytes are and how many there are: a key the
/// writer's code spells is the same bytes every time it is written, so its
/// facts are read from them once. A small table with open addressing; a key
/// without bytes of its own (a one-letter key held as a scalar), or one met
/// when the table is full, is read from its bytes each time.
struct WrittenKeyFacts {
    /// The number of slots: more than the distinct keys of any kind's layout.
    static let capacity = 128
    /// Each slot's key: its bytes' address, its length in the top 16 bits;
    /// 0 when the slot is empty.
    private var identities = [UInt](repeating: 0, count: capacity)
    private var facts = [FlatLayoutJSON.KeyFacts](repeating: [], count: capacity)
    /// How many slots hold a key.
    private(set) var count = 0

    /// The facts of `key`, read from its bytes the first time it is met.
    mutating func facts(of key: StaticString) -> FlatLayoutJSON.KeyFacts {
        guard key.hasPointerRepresentation, key.utf8CodeUnitCount < 1 << 16 else {
            return key.withUTF8Buffer { FlatLayoutJSON.KeyFacts($0) }
        }
        let address = UInt(bitPattern: key.utf8Start)
        guard address < 1 << 48 else { return key.withUTF8Buffer { FlatLayoutJSON.KeyFacts($0) } }
        let identity = address | UInt(key.utf8CodeUnitCount) << 48
        let mask = Self.capacity - 1
        var slot = Int(truncatingIfNeeded: (identity &* 0x9E37_79B9_7F4A_7C15) >> 57) & mask
        for _ in 0..<Self.capacity {
            let held = identities[slot]
            if held == identity { return facts[slot] }
            if held == 0 {
                // Keep a quarter of the slots empty, so that a search ends soon.
                let found = key.withUTF8Buffer { FlatLayoutJSON.KeyFacts($0) }
                guard count < Self.capacity - Self.capacity / 4 else { return found }
                identities[slot] = identity
                facts[slot] = found
                count += 1
                return found
            }
            slot = (slot + 1) & mask
        }
        return key.withUTF8Buffer { FlatLayoutJSON.KeyFacts($0) }
    }
}
#endif
