import Testing

@testable import CardText

/// The measurer's caches file entries under their keys' hashes
/// (``PrehashedKey``), and the paragraph analysis picks the style's face
/// without the general search for most clusters: neither may change what
/// is found or chosen.
@Suite struct CacheStorageTests {
    /// A key whose hash is whatever the test says, so that two different
    /// keys can share one.
    struct Key: PrehashedKey {
        var name: String
        var prehash: Int
    }

    @Test func keysOfOneHashNeverGiveEachOthersValue() {
        let cache = BoundedCache<Key, Int>(capacity: 8)
        let first = Key(name: "first", prehash: 7)
        let second = Key(name: "second", prehash: 7)
        cache.insert(1, for: first)
        #expect(cache.value(for: first) == 1)
        #expect(cache.value(for: second) == nil)
        // The second takes the first's place, as an eviction would.
        cache.insert(2, for: second)
        #expect(cache.value(for: second) == 2)
        #expect(cache.value(for: first) == nil)
        #expect(cache.count == 1)
    }

    @Test func anEntryOfTheOldGenerationIsFoundAndKept() {
        let cache = BoundedCache<Key, Int>(capacity: 2)
        let keys = (0..<3).map { Key(name: "key \($0)", prehash: $0) }
        for (value, key) in keys.enumerated() { cache.insert(value, for: key) }
        // The third insert turned the first two into the old generation.
        #expect(cache.value(for: keys[0]) == 0)
        #expect(cache.value(for: keys[1]) == 1)
        #expect(cache.value(for: keys[2]) == 2)
        // An old key of the same hash as a kept one is not mistaken for it.
        #expect(cache.value(for: Key(name: "other", prehash: 0)) == nil)
        cache.removeAll()
        #expect(cache.count == 0)
        #expect(cache.value(for: keys[2]) == nil)
    }

    @Test func aClusterKeptInTheStylesFaceIsTheOneTheSearchChooses() throws {
        let fonts = try Support.fonts()
        for (family, weight) in [("Inter", 400), ("Inter", 700), ("Noto Sans Hebrew", 400)] {
            let primary = try fonts.face(family: family, weight: weight)
            let selection = FontSelection(
                chain: fonts.fallbackChain(primary: primary, weight: weight), emoji: fonts.emojiFace(weight: weight))
            var kept = 0
            // Latin, Hebrew, Arabic, CJK, emoji, selectors, joiners, tabs.
            let scalars: [UInt32] =
                Array(0x09...0x7F) + Array(0xA0...0x24F) + Array(0x5D0...0x5EA) + Array(0x627...0x64A)
                + [0x200D, 0x200F, 0x2026, 0x2764, 0x4E00, 0xAC00, 0xFE0E, 0xFE0F, 0x1F600]
            for scalar in scalars where selection.keepsPrimary(scalar) {
                kept += 1
                #expect(selection.face(for: CollectionOfOne(scalar), previous: nil) === primary, "U+\(scalar)")
                #expect(selection.face(for: CollectionOfOne(scalar), previous: primary) === primary, "U+\(scalar)")
            }
            // What the face lacks or asks for emoji is never kept.
            #expect(!selection.keepsPrimary(0x1F600))
            #expect(!selection.keepsPrimary(0xFE0F))
            #expect(kept > 0)
        }
        let inter = try fonts.face(family: "Inter", weight: 400)
        let selection = FontSelection(
            chain: fonts.fallbackChain(primary: inter, weight: 400), emoji: fonts.emojiFace(weight: 400))
        #expect(selection.keepsPrimary(0x41))
        #expect(!selection.keepsPrimary(0x4E00))
        #expect(!selection.keepsPrimary(0x627))
    }
}
