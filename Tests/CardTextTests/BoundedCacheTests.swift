import Testing

@testable import CardText

/// The measurer's bounded cache: two generations of at most about its
/// capacity each, the first made room for at once when asked to.
@Suite struct BoundedCacheTests {
    /// A number as a key, its hash itself.
    struct Number: PrehashedKey, ExpressibleByIntegerLiteral {
        var value: Int
        var prehash: Int { value }
        init(_ value: Int) { self.value = value }
        init(integerLiteral value: Int) { self.value = value }
    }

    /// Made room for on the first insert (and again after it is emptied),
    /// never past the capacity, and not at all unless asked.
    @Test func firstGenerationIsMadeRoomForOnce() {
        let cache = BoundedCache<Number, Int>(capacity: 1000, firstCapacity: 384)
        #expect(cache.youngTableCapacity < 384)
        cache.insert(1, for: 1)
        #expect(cache.youngTableCapacity >= 384)
        cache.removeAll()
        cache.insert(2, for: 2)
        #expect(cache.youngTableCapacity >= 384)

        let small = BoundedCache<Number, Int>(capacity: 10, firstCapacity: 384)
        small.insert(1, for: 1)
        #expect(small.youngTableCapacity < 384)

        let growing = BoundedCache<Number, Int>(capacity: 1000)
        growing.insert(1, for: 1)
        #expect(growing.youngTableCapacity < 384)
    }

    /// Room made at first changes nothing of what is kept: the young
    /// generation still becomes the old one when its cost passes the
    /// capacity, the old one is dropped at the next swap, and a hit in the
    /// old one moves the entry back.
    @Test func generationsAreKeptAsBefore() {
        for firstCapacity in [0, 384] {
            let cache = BoundedCache<Number, Int>(capacity: 4, firstCapacity: firstCapacity)
            for key in 0..<4 { cache.insert(key * 10, for: Number(key)) }
            #expect(cache.count == 4)
            cache.insert(40, for: 4)  // the first four become the old generation
            #expect(cache.count == 5)
            #expect(cache.value(for: 0) == 0)  // moved back to the young one
            for key in 5..<8 { cache.insert(key * 10, for: Number(key)) }  // swaps again: 1, 2 and 3 dropped
            #expect(cache.value(for: 1) == nil)
            #expect(cache.value(for: 3) == nil)
            #expect(cache.value(for: 0) == 0)
            #expect(cache.value(for: 7) == 70)
            #expect(cache.count <= 8)
        }
    }
}
