/// One of a paragraph's per-cluster facts (its advances, their sums, its
/// levels, …), read in place from the block the paragraph keeps them in
/// (``ParagraphColumns``). It holds the paragraph, so the block lives as
/// long as any column read from it; indices are checked as an array's are.
struct ParagraphColumn<Element>: RandomAccessCollection, @unchecked Sendable {
    // The column's entries are written once, while the paragraph is made,
    // and only read afterwards: sharing one between threads reads memory
    // that no one writes.
    private let owner: ShapedParagraph
    private let base: UnsafePointer<Element>
    let count: Int

    init(_ base: UnsafeMutablePointer<Element>, count: Int, of owner: ShapedParagraph) {
        self.owner = owner
        self.base = UnsafePointer(base)
        self.count = count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(index: Int) -> Element {
        precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "paragraph column index out of range")
        return base[index]
    }
}

extension ParagraphColumn: Equatable where Element: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.elementsEqual(rhs) }
}
