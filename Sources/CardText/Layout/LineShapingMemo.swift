/// The widths (in ems, at 1 pt) of lines reshaped on their own, kept for
/// one measurement: a line's shaping does not depend on the size, so the
/// resize scan, which may try 10,000 sizes, reshapes each line once, not
/// once per size. Bounded: past ``capacity`` entries it starts again.
///
/// Used by one measurement on one thread.
final class LineShapingMemo {
    private struct Key: Hashable {
        let paragraph: ObjectIdentifier
        let start: Int32
        let end: Int32
    }

    private var ems: [Key: Double] = [:]

    /// The most entries kept.
    static let capacity = 4096

    /// The ems of `line` (without its trailing whitespace) in `paragraph`,
    /// from `shape` the first time.
    func ems(of line: Range<Int>, in paragraph: ShapedParagraph, shape: () -> Double) -> Double {
        let key = Key(paragraph: ObjectIdentifier(paragraph), start: Int32(line.lowerBound), end: Int32(line.upperBound))
        if let known = ems[key] { return known }
        let value = shape()
        if ems.count >= Self.capacity { ems.removeAll(keepingCapacity: true) }
        ems[key] = value
        return value
    }
}
