/// One generation of a ``BoundedCache``: its entries in one array, in the
/// order they came, found through a table of their keys' numbers
/// (``PrehashedKey/prehash``).
///
/// A `Dictionary` filed under the same numbers hashed each number again
/// (SipHash) at every lookup, insert and growth, kept its entries (a key
/// with its strings and a result, hundreds of bytes for a measured block) in
/// a table twice as large as what it held, written at scattered places, and
/// copied the entry out at each lookup. Here the table holds only each
/// entry's number and place (16 bytes a slot), probed in a row; the entries
/// lie one after another, so a cold layout writes the memory its texts use
/// and no more, and a lookup compares the key where it lies.
///
/// Two keys of the same number take each other's place, as in the cache's
/// dictionary before. An entry taken out (``remove(at:)``) leaves its slot
/// marked, so that later probes go on past it; its entry stays in the array
/// until the table is dropped (the cache takes entries out only of its old
/// generation, which it drops whole).
struct PrehashedTable<Key: PrehashedKey, Value> {
    struct Entry {
        var key: Key
        var value: Value
    }

    /// A slot of the table: the number an entry is filed under and its
    /// place in ``entries`` plus one; 0 for a slot never used, -1 for one
    /// whose entry was taken out.
    private struct Slot {
        var hash: Int
        var place: Int32
    }

    private(set) var entries: [Entry] = []
    private var slots: [Slot] = []
    /// The number of entries filed (those taken out not counted).
    private(set) var count = 0
    /// Slots in use or marked: at most half of the table, so that a probe
    /// meets an unused slot soon.
    private var usedSlots = 0

    init() {}

    /// A table that holds `minimumCapacity` entries before its table of
    /// numbers grows.
    init(minimumCapacity: Int) {
        reserveCapacity(minimumCapacity)
    }

    var isEmpty: Bool { count == 0 }

    /// How many entries it holds before its table of numbers grows.
    var capacity: Int { slots.count / 2 }

    /// The place in ``entries`` of the entry filed under `hash`, if any.
    func place(forHash hash: Int) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var index = hash & mask
        while true {
            let slot = slots[index]
            if slot.place == 0 { return nil }
            if slot.place > 0, slot.hash == hash { return Int(slot.place) - 1 }
            index = (index + 1) & mask
        }
    }

    /// Files `entry` under its key's number. Returns whether the number is
    /// new (an entry filed under it before is replaced).
    @discardableResult
    mutating func insert(_ entry: Entry) -> Bool {
        let hash = entry.key.prehash
        if let place = place(forHash: hash) {
            entries[place] = entry
            return false
        }
        if (usedSlots + 1) * 2 > slots.count { grow(to: max(8, slots.count * 2)) }
        entries.append(entry)
        fill(Slot(hash: hash, place: Int32(entries.count)))
        usedSlots += 1
        count += 1
        return true
    }

    /// Takes the entry filed under `hash` out of the table and returns it.
    mutating func remove(forHash hash: Int) -> Entry? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var index = hash & mask
        while slots[index].place != 0 {
            if slots[index].place > 0, slots[index].hash == hash {
                let entry = entries[Int(slots[index].place) - 1]
                slots[index].place = -1
                count -= 1
                return entry
            }
            index = (index + 1) & mask
        }
        return nil
    }

    /// Makes room for `minimumCapacity` entries in the table of numbers
    /// (the entries' array grows as they come).
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        guard minimumCapacity > capacity else { return }
        var size = 8
        while size / 2 < minimumCapacity { size *= 2 }
        grow(to: size)
    }

    /// The table of numbers made again with `size` slots (a power of two),
    /// without the marks of entries taken out.
    private mutating func grow(to size: Int) {
        let old = slots
        slots = Array(repeating: Slot(hash: 0, place: 0), count: size)
        usedSlots = 0
        for slot in old where slot.place > 0 {
            fill(slot)
            usedSlots += 1
        }
    }

    /// Puts `slot` in the first unused slot from its number's.
    private mutating func fill(_ slot: Slot) {
        let mask = slots.count - 1
        var index = slot.hash & mask
        while slots[index].place != 0 { index = (index + 1) & mask }
        slots[index] = slot
    }
}
