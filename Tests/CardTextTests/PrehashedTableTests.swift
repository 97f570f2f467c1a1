import Testing

@testable import CardText

/// One generation of the measurer's cache: entries in one array, found by
/// their keys' numbers through a table that is probed in a row.
@Suite struct PrehashedTableTests {
    /// A key whose number is given, so that collisions can be made.
    struct Key: PrehashedKey {
        var name: String
        var prehash: Int
    }

    /// Entries are found by number; a number never filed is not found,
    /// even where its slot is taken by numbers that share its low bits.
    @Test func entriesAreFoundByTheirNumber() {
        var table = PrehashedTable<Key, Int>()
        #expect(table.place(forHash: 3) == nil)
        // 3, 3 + 64 and 3 + 128 share the low bits of every table size up
        // to 64 slots: they sit in a row and are told apart by number.
        for (index, hash) in [3, 67, 131, -5].enumerated() {
            let isNew = table.insert(.init(key: Key(name: "k\(hash)", prehash: hash), value: index))
            #expect(isNew)
        }
        #expect(table.count == 4)
        for (index, hash) in [3, 67, 131, -5].enumerated() {
            let place = try! #require(table.place(forHash: hash))
            #expect(table.entries[place].value == index)
            #expect(table.entries[place].key.name == "k\(hash)")
        }
        #expect(table.place(forHash: 195) == nil)
        #expect(table.place(forHash: 4) == nil)
    }

    /// A key of a number already filed takes the place of its entry: the
    /// count does not grow and the insert says the number was not new.
    @Test func aKeyOfTheSameNumberReplacesTheEntry() {
        var table = PrehashedTable<Key, Int>()
        table.insert(.init(key: Key(name: "a", prehash: 9), value: 1))
        let isNew = table.insert(.init(key: Key(name: "b", prehash: 9), value: 2))
        #expect(!isNew)
        #expect(table.count == 1)
        let place = try! #require(table.place(forHash: 9))
        #expect(table.entries[place].key.name == "b")
        #expect(table.entries[place].value == 2)
    }

    /// An entry taken out is not found again, and the entries filed after
    /// it in the same run of slots still are.
    @Test func removalKeepsLaterEntriesFound() {
        var table = PrehashedTable<Key, Int>()
        for hash in [1, 17, 33] { table.insert(.init(key: Key(name: "\(hash)", prehash: hash), value: hash)) }
        let removed = table.remove(forHash: 17)
        #expect(removed?.value == 17)
        #expect(table.remove(forHash: 17) == nil)
        #expect(table.place(forHash: 17) == nil)
        #expect(table.count == 2)
        #expect(table.place(forHash: 33).map { table.entries[$0].value } == 33)
        #expect(table.place(forHash: 1).map { table.entries[$0].value } == 1)
    }

    /// Growing keeps every entry found, with its value, and the table's
    /// capacity stays above the count.
    @Test func growingKeepsEveryEntry() {
        var table = PrehashedTable<Key, Int>()
        for value in 0..<1000 {
            table.insert(.init(key: Key(name: "\(value)", prehash: value &* 7919 &- 500), value: value))
            #expect(table.capacity >= table.count)
        }
        #expect(table.count == 1000)
        for value in 0..<1000 {
            let place = try! #require(table.place(forHash: value &* 7919 &- 500))
            #expect(table.entries[place].value == value)
        }
        var reserved = PrehashedTable<Key, Int>(minimumCapacity: 384)
        #expect(reserved.capacity >= 384)
        reserved.reserveCapacity(10)
        #expect(reserved.capacity >= 384)
    }
}
