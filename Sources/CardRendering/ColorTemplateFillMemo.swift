import CardGeometry

extension CardSVG.ColorTemplate {
    /// The markup of a template's color holes made for the colors met so
    /// far, as UTF-8: the last two colors of each hole (a group of layouts
    /// of one geometry has few colors, often a light and a dark one), so
    /// that filling the template for a layout whose colors were met before
    /// copies bytes instead of making the markup again. One memo belongs to
    /// one template and one caller.
    package struct FillMemo {
        /// One hole's markup for one color.
        private struct Entry {
            var color: RGBAColor
            var markup: [UInt8]
        }

        /// Each hole's two entries: at `2 * hole` the last made or used, at
        /// `2 * hole + 1` the one before.
        private var entries: [Entry?] = []
        /// The template whose markup it holds.
        private var owner: Identity?

        package init() {}

        /// Makes it hold the markup of the template `identity` names, of
        /// `holes` holes: a memo last used with another template starts over.
        mutating func prepare(for identity: Identity, holes: Int) {
            guard owner !== identity else { return }
            owner = identity
            entries = Array(repeating: nil, count: 2 * holes)
        }

        /// Appends `markup` of `color` for the hole numbered `hole` to
        /// `output`: the bytes kept for that color, or made and kept.
        mutating func append(
            hole: Int, color: RGBAColor, markup: (RGBAColor) -> String, into output: inout [UInt8]
        ) {
            let first = 2 * hole
            if let entry = entries[first], entry.color == color {
                output.append(contentsOf: entry.markup)
                return
            }
            if let entry = entries[first + 1], entry.color == color {
                output.append(contentsOf: entry.markup)
                entries.swapAt(first, first + 1)
                return
            }
            let made = Array(markup(color).utf8)
            output.append(contentsOf: made)
            entries[first + 1] = entries[first]
            entries[first] = Entry(color: color, markup: made)
        }

        /// Tells one template from another (each made has its own).
        final class Identity: Sendable {}

        /// How many markups it holds (for tests).
        var count: Int { entries.count(where: { $0 != nil }) }
    }
}
