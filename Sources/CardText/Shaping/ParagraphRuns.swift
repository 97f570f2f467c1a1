/// A paragraph's shaping runs (``ShapedParagraph/Run``), in logical order,
/// with the first held in place: most paragraphs (a title, a button, a
/// line of Latin text) are one run, which then costs no allocation of its
/// own, nor a free when the paragraph goes. Indexed as an array is, and
/// checked as one: an index past the end traps.
struct ParagraphRuns: RandomAccessCollection, Sendable {
    /// The first run; `nil` when there is none.
    private var head: ShapedParagraph.Run?
    /// The runs after the first.
    private var rest: [ShapedParagraph.Run] = []

    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { head == nil ? 0 : 1 + rest.count }

    subscript(index: Int) -> ShapedParagraph.Run {
        guard index != 0 else { return head! }
        return rest[index - 1]
    }

    mutating func append(_ run: ShapedParagraph.Run) {
        if head == nil { head = run } else { rest.append(run) }
    }
}
