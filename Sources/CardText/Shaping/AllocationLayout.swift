/// The layout of one raw allocation shared by several typed parts (a
/// paragraph's columns, its scratch): each part is asked for in turn, by
/// element type and count, and placed after the parts before it at the next
/// offset its element type's alignment allows. The layout then knows the
/// allocation's size and alignment, makes the allocation, zeroing the parts
/// asked for zeroed, and gives each part's typed pointer into it. No byte
/// offset is written by hand, so none can be a size or alignment off.
///
/// ```swift
/// var layout = AllocationLayout()
/// let sums = layout.part(Double.self, count: n + 1)
/// let flags = layout.part(Bool.self, count: n, zeroed: true)
/// let base = layout.allocate()
/// let sumsStart = sums.start(in: base), flagsStart = flags.start(in: base)
/// // ... base.deallocate() when every part is done with.
/// ```
///
/// Elements are `BitwiseCopyable`, so that the memory needs no
/// deinitialization, and a zeroed part holds all-zero values (`0`, `false`,
/// `0.0`): its element type must allow them.
struct AllocationLayout {
    /// One part of the allocation: where its elements start and how many
    /// there are.
    struct Part<Element: BitwiseCopyable> {
        /// The byte offset of the first element from the allocation's start,
        /// a multiple of `Element`'s alignment.
        let offset: Int
        /// The number of elements (may be 0).
        let count: Int

        /// The part's first element in the allocation `base` made by the
        /// layout that gave this part, its memory bound to `Element`.
        func start(in base: UnsafeMutableRawPointer) -> UnsafeMutablePointer<Element> {
            (base + offset).bindMemory(to: Element.self, capacity: count)
        }

        /// The part's elements in the allocation `base`, as a buffer.
        func buffer(in base: UnsafeMutableRawPointer) -> UnsafeMutableBufferPointer<Element> {
            UnsafeMutableBufferPointer(start: start(in: base), count: count)
        }
    }

    /// The bytes the parts asked for so far take, with the padding that
    /// aligns each.
    private(set) var byteCount = 0
    /// The largest alignment of the parts asked for so far (1 before any).
    private(set) var alignment = 1
    /// Where the first zeroed part with elements starts, and where the
    /// last ends (both 0 while there is none).
    private var zeroedStart = 0, zeroedEnd = 0

    /// The bytes from the first zeroed part's start to the last zeroed
    /// part's end (empty when none is zeroed). Zeroed as one span: a part
    /// between two zeroed parts is zeroed too, which costs nothing it
    /// needs, since its memory held no value yet.
    var zeroedBytes: Range<Int> { zeroedStart..<zeroedEnd }

    init() {}

    /// Places `count` elements of `type` after the parts asked for so far,
    /// at the first offset aligned for `type`; `zeroed`: the allocation
    /// starts them as all-zero values.
    mutating func part<Element: BitwiseCopyable>(
        _ type: Element.Type, count: Int, zeroed: Bool = false
    ) -> Part<Element> {
        precondition(count >= 0, "a part has no negative count")
        let elementAlignment = MemoryLayout<Element>.alignment
        let offset = (byteCount + elementAlignment - 1) & -elementAlignment
        let end = offset + MemoryLayout<Element>.stride * count
        byteCount = end
        alignment = max(alignment, elementAlignment)
        if zeroed, end > offset {
            if zeroedEnd == 0 { zeroedStart = offset }
            zeroedEnd = end
        }
        return Part(offset: offset, count: count)
    }

    /// A new allocation of `byteCount` bytes (at least one, so that a
    /// layout of empty parts still has a start to point into) aligned to
    /// `alignment`, with the zeroed parts zeroed. The caller deallocates it.
    func allocate() -> UnsafeMutableRawPointer {
        let base = UnsafeMutableRawPointer.allocate(byteCount: max(byteCount, 1), alignment: alignment)
        if zeroedEnd > zeroedStart {
            (base + zeroedStart).initializeMemory(as: UInt8.self, repeating: 0, count: zeroedEnd - zeroedStart)
        }
        return base
    }
}
