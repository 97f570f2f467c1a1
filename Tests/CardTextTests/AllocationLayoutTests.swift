import Testing

@testable import CardText

/// One allocation's parts laid out by `AllocationLayout`: each aligned for
/// its element type in the order asked, the total size and alignment those
/// give, the zeroed parts zero, an empty part in place, and the parts of a
/// paragraph's columns and scratch where the hand-written offsets they
/// replaced put them.
@Suite struct AllocationLayoutTests {
    /// Mixed parts: each starts at the first offset its alignment allows
    /// after the one before, and the allocation is aligned for the widest.
    @Test func mixedPartsAreAlignedInOrder() {
        var layout = AllocationLayout()
        let flags = layout.part(UInt8.self, count: 3)
        let words = layout.part(Int32.self, count: 2)
        let more = layout.part(Bool.self, count: 1)
        let doubles = layout.part(Double.self, count: 2)
        let shorts = layout.part(UInt16.self, count: 3)
        #expect([flags.offset, words.offset, more.offset, doubles.offset, shorts.offset] == [0, 4, 12, 16, 32])
        #expect(layout.byteCount == 38)
        #expect(layout.alignment == 8)
        let base = layout.allocate()
        defer { base.deallocate() }
        #expect(Int(bitPattern: base) % 8 == 0)
        #expect(Int(bitPattern: doubles.start(in: base)) % MemoryLayout<Double>.alignment == 0)
        #expect(Int(bitPattern: words.start(in: base)) % MemoryLayout<Int32>.alignment == 0)
        #expect(UnsafeMutableRawPointer(shorts.start(in: base)) == base + 32)
    }

    /// Written through every part, each reads back its own values: no part
    /// overlaps another.
    @Test func partsDoNotOverlap() {
        var layout = AllocationLayout()
        let bytes = layout.part(UInt8.self, count: 5)
        let doubles = layout.part(Double.self, count: 4)
        let words = layout.part(Int32.self, count: 3)
        let flags = layout.part(Bool.self, count: 2)
        let base = layout.allocate()
        defer { base.deallocate() }
        let b = bytes.buffer(in: base), d = doubles.buffer(in: base)
        let w = words.buffer(in: base), f = flags.buffer(in: base)
        for i in b.indices { b[i] = UInt8(200 + i) }
        for i in d.indices { d[i] = Double(i) + 0.5 }
        for i in w.indices { w[i] = Int32(-1 - i) }
        for i in f.indices { f[i] = true }
        #expect(Array(b) == [200, 201, 202, 203, 204])
        #expect(Array(d) == [0.5, 1.5, 2.5, 3.5])
        #expect(Array(w) == [-1, -2, -3])
        #expect(Array(f) == [true, true])
        #expect(layout.byteCount == 8 + 4 * 8 + 3 * 4 + 2)
    }

    /// Zeroed parts start as zero, whether they follow one another or not.
    @Test func zeroedPartsStartAsZero() {
        // Large enough that the allocator is unlikely to hand back fresh
        // (already zero) pages only; filled and freed first so that reused
        // memory holds non-zero bytes where it can.
        let dirty = UnsafeMutableRawPointer.allocate(byteCount: 4096, alignment: 8)
        dirty.initializeMemory(as: UInt8.self, repeating: 0xA5, count: 4096)
        dirty.deallocate()
        var layout = AllocationLayout()
        let sums = layout.part(Double.self, count: 50, zeroed: true)
        _ = layout.part(UInt8.self, count: 7)
        let counts = layout.part(Int32.self, count: 100, zeroed: true)
        let flags = layout.part(Bool.self, count: 61, zeroed: true)
        #expect(layout.zeroedBytes == 0..<(layout.byteCount))
        let base = layout.allocate()
        defer { base.deallocate() }
        #expect(sums.buffer(in: base).allSatisfy { $0 == 0 })
        #expect(counts.buffer(in: base).allSatisfy { $0 == 0 })
        #expect(flags.buffer(in: base).allSatisfy { !$0 })
    }

    /// Only the span of the zeroed parts is zeroed: parts before the first
    /// zeroed one and after the last are left for their owner to write.
    @Test func theZeroedSpanCoversOnlyTheZeroedParts() {
        var layout = AllocationLayout()
        _ = layout.part(Int32.self, count: 9)
        let first = layout.part(UInt8.self, count: 4, zeroed: true)
        let second = layout.part(UInt8.self, count: 6, zeroed: true)
        _ = layout.part(Double.self, count: 2)
        #expect(layout.zeroedBytes == first.offset..<(second.offset + 6))
        #expect(layout.zeroedBytes == 36..<46)
        var none = AllocationLayout()
        _ = none.part(Int32.self, count: 4)
        _ = none.part(Double.self, count: 0, zeroed: true)
        #expect(none.zeroedBytes.isEmpty, "a zeroed part of no elements zeroes nothing")
    }

    /// A part of no elements takes no bytes but still has an aligned start;
    /// a layout of empty parts still allocates (one byte) and frees.
    @Test func aZeroCountPartTakesNoRoom() {
        var layout = AllocationLayout()
        let byte = layout.part(UInt8.self, count: 1)
        let empty = layout.part(Double.self, count: 0, zeroed: true)
        let words = layout.part(Int32.self, count: 2)
        #expect(byte.offset == 0 && empty.offset == 8 && words.offset == 8)
        #expect(layout.byteCount == 16 && layout.alignment == 8)
        let base = layout.allocate()
        defer { base.deallocate() }
        #expect(empty.buffer(in: base).isEmpty)
        #expect(UnsafeMutableRawPointer(empty.start(in: base)) == base + 8)

        var nothing = AllocationLayout()
        let none = nothing.part(Int32.self, count: 0)
        #expect(nothing.byteCount == 0 && nothing.alignment == 4 && none.offset == 0)
        let allocation = nothing.allocate()
        #expect(none.buffer(in: allocation).isEmpty)
        allocation.deallocate()

        #expect(AllocationLayout().byteCount == 0 && AllocationLayout().alignment == 1)
    }

    /// A paragraph's columns and scratch are laid out where the hand-written
    /// offsets they replaced put them: doubles, then 4-byte words (the
    /// scripts last), then bytes; and nothing a paragraph writes is lost.
    @Test(arguments: [0, 1, 7, 100])
    func columnsAndScratchKeepTheirSize(units: Int) {
        let n = units, opportunities = units + 1
        var columns = AllocationLayout()
        for (count, zeroed) in [(n, true), (n + 1, true)] { _ = columns.part(Double.self, count: count, zeroed: zeroed) }
        for count in [n + 1, n + 1, n, opportunities] { _ = columns.part(Int32.self, count: count, zeroed: true) }
        _ = columns.part(ScriptTag.self, count: n, zeroed: true)
        for count in [n, n] { _ = columns.part(UInt8.self, count: count, zeroed: true) }
        _ = columns.part(Bool.self, count: n + 1, zeroed: true)
        let doubles = 2 * n + 1, words = (n + 1) + (n + 1) + n + opportunities + n
        #expect(columns.byteCount == 8 * doubles + 4 * words + (n + n + (n + 1)))
        #expect(columns.zeroedBytes == 0..<columns.byteCount)

        let made = ParagraphColumns(clusters: n, opportunities: opportunities)
        defer { made.deallocate() }
        #expect(UnsafeRawPointer(made.advanceSums) - UnsafeRawPointer(made.advances) == 8 * n)
        #expect(UnsafeRawPointer(made.clusterStarts) - UnsafeRawPointer(made.advances) == 8 * doubles)
        #expect(UnsafeRawPointer(made.scripts) - UnsafeRawPointer(made.advances) == 8 * doubles + 4 * (words - n))
        #expect(UnsafeRawPointer(made.isSafeBreak) - UnsafeRawPointer(made.advances) == 8 * doubles + 4 * words + 2 * n)
        #expect((0...n).allSatisfy { made.advanceSums[$0] == 0 && !made.isSafeBreak[$0] && made.clusterStarts[$0] == 0 })

        let scratch = ParagraphScratch(units: units, clusters: units)
        defer { scratch.deallocate() }
        #expect(scratch.lineBreaks.count == units + 1 && scratch.clusterOfUnit.count == units)
        let wordCount = 2 * units + 1
        #expect(UnsafeRawPointer(scratch.unitLevels.baseAddress!) - UnsafeRawPointer(scratch.clusterOfUnit.baseAddress!)
            == 4 * wordCount)
        #expect(scratch.glyphFlags.allSatisfy { $0 == 0 } && scratch.spaceSeparation.allSatisfy { $0 == 0 })
    }
}
