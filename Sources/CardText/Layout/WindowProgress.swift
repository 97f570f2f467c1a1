/// How far the lines of a layout got before a window of a paragraph ran
/// out: the lines set and the UTF-16 offset in the text the next one
/// starts at. From it the measurer sizes the next window for the lines the
/// layout still needs, rather than doubling many times (a text with no
/// line limit under a maximum height may need hundreds of thousands of
/// lines). Used by one measurement on one thread.
final class WindowProgress {
    var lines = 0
    var units = 0

    /// The window (in UTF-16 units) that holds `lineLimit` lines at the
    /// rate the lines so far took, with a tenth more and two window margins; `nil`
    /// when no line was set.
    func window(for lineLimit: Int) -> Int? {
        guard lines > 0, units > 0 else { return nil }
        let estimate = Double(units) / Double(lines) * Double(lineLimit) * 1.1 + Double(2 * ShapedParagraph.windowMargin)
        return estimate < Double(Int.max / 4) ? Int(estimate) : Int.max / 4
    }
}
