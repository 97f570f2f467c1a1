/// The check every kind makes on what it lays out against the output bound
/// (SharedConventions article, "Output numbers"): every number a layout writes
/// is finite and at most ``LayoutLimits/maximumMagnitude`` in magnitude, and a
/// valid input whose layout would pass it is an error at the path of the input
/// value that made it so.
///
/// Input ranges bound every length (10000), so only two things carry a
/// layout that far: many items in a row or a stack (a list's count), and an
/// item's own unbounded content (a text's lines, a cover's aspect ratio).
/// A kind checks each item it places (a card, a group, a story, a widget)
/// with where the item stands (`offset`) and what in it is unbounded
/// (`causes`). The error then names, along the axis that passes:
///
/// - the list (its count, at the list's path) when the item stands at least
///   as far out as its content reaches: the items before it carried it
///   there;
/// - else the cause that reaches furthest: the text or the ratio a user
///   shortens.
package enum OutputBound {
    /// An input value a part of a layout owes its reach to.
    /// Made for every item a kind places, a cause works out its value
    /// and reach only when a check fails.
    package struct Cause {
        let path: JSONPath
        /// The value as the error shows it (`500 groups`, `"1:5000"`).
        let value: () -> String
        /// What is allowed, before "whose layout stays within …"
        /// (`groups`, `text`, `an aspect ratio`).
        let subject: String
        /// How far the value itself carries the layout, along each axis.
        let reach: () -> OutputReach

        package init(
            path: JSONPath, value: @escaping @autoclosure () -> String, subject: String,
            reach: @escaping @autoclosure () -> OutputReach
        ) {
            self.path = path
            self.value = value
            self.subject = subject
            self.reach = reach
        }

        /// A text's placed block: its own height and how far its lines
        /// reach out of its area.
        package static func text(_ block: TextBlockLayout, at path: JSONPath) -> Cause {
            Cause(
                path: path, value: "a text of \(block.text.utf16.count) UTF-16 code units", subject: "text",
                reach: block.ownReach)
        }

        /// A list of `count` items (`groups`, `cards`), blamed when the
        /// items before one carry it past the bound.
        package static func list(_ count: Int, _ noun: String, at path: JSONPath) -> Cause {
            Cause(path: path, value: "\(count) \(noun)", subject: noun, reach: OutputReach())
        }
    }

    /// Throws when `reach` passes the bound, at the path the rule above
    /// picks.
    ///
    /// - Parameters:
    ///   - reach: everything the item writes, in the layout's coordinates.
    ///   - offset: where the item stands (its frame's edges).
    ///   - causes: its unbounded parts, with their own reach: made only
    ///     when the check fails (a layout that stays within the bound, as
    ///     nearly all do, pays for no paths).
    ///   - listAcross, listDown: the list the item is one of along each
    ///     axis (a bar's groups across, a feed's cards down), if any.
    ///   - fallback: named when nothing else is (an item with no unbounded
    ///     part whose reach passes).
    package static func check(
        _ reach: OutputReach, offset: OutputReach, causes: @autoclosure () -> [Cause], listAcross: Cause? = nil,
        listDown: Cause? = nil, fallback: @autoclosure () -> Cause
    ) throws(CardLayoutError) {
        guard !reach.isWithinBound else { return }
        let across = !reach.isWithinBoundAcross
        func along(_ reach: OutputReach) -> Double { across ? reach.across : reach.down }
        let list = across ? listAcross : listDown
        let furthest = causes().map { (cause: $0, reach: along($0.reach())) }.filter { $0.reach > 0 }
            .max { $0.reach < $1.reach }
        let cause: Cause
        if let list, furthest.map({ along(offset) >= $0.reach }) ?? true {
            cause = list
        } else {
            cause = furthest?.cause ?? fallback()
        }
        throw .beyondOutputBound(cause.path, cause.value(), subject: cause.subject, reach: along(reach))
    }
}
