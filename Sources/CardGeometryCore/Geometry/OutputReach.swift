/// How far the numbers a part of a layout writes reach: the greatest
/// magnitude among its horizontal numbers (x, maxX, widths) and among its
/// vertical ones (y, maxY, heights, baselines), kept apart so that a kind
/// can tell what made a layout pass ``LayoutLimits/maximumMagnitude``
/// (SharedConventions article, "Output numbers"): a row of many items passes
/// across, a tall content down. A number that is not finite reaches infinitely
/// far.
package struct OutputReach: Hashable, Sendable {
    private(set) var across = 0.0
    private(set) var down = 0.0

    package init() {}

    package init(_ rect: LayoutRect) {
        include(rect)
    }

    /// Where `rect` stands: its origin's x across and y down (what an item
    /// owes to the items before it, not its own size).
    package init(origin rect: LayoutRect) {
        self.init(across: rect.x, down: rect.y)
    }

    package init(across: Double = 0, down: Double = 0) {
        include(across: across)
        include(down: down)
    }

    /// The greater of the two.
    package var largest: Double { max(across, down) }

    /// Whether every number is finite and within the bound.
    package var isWithinBound: Bool { largest <= LayoutLimits.maximumMagnitude }

    /// Whether the horizontal numbers are within the bound.
    package var isWithinBoundAcross: Bool { across <= LayoutLimits.maximumMagnitude }

    package mutating func include(across value: Double) {
        across = Self.greater(across, value)
    }

    package mutating func include(down value: Double) {
        down = Self.greater(down, value)
    }

    /// Every edge of `rect` and its sides: a width reaches as far as its
    /// edges together when they lie on both sides of 0.
    package mutating func include(_ rect: LayoutRect) {
        include(across: rect.x)
        include(across: rect.maxX)
        include(across: rect.width)
        include(down: rect.y)
        include(down: rect.maxY)
        include(down: rect.height)
    }

    package mutating func include(_ rect: LayoutRect?) {
        if let rect { include(rect) }
    }

    /// A placed text block: its frame, and each line's frame, baseline and
    /// width.
    package mutating func include(_ block: TextBlockLayout?) {
        guard let block else { return }
        include(block.frame)
        for line in block.lines {
            include(line.frame)
            include(down: line.baseline)
            include(across: line.width)
        }
    }

    package mutating func include(_ other: OutputReach) {
        include(across: other.across)
        include(down: other.down)
    }

    private static func greater(_ current: Double, _ value: Double) -> Double {
        let magnitude = abs(value)
        guard magnitude.isFinite else { return .infinity }
        return max(current, magnitude)
    }
}

extension TextBlockLayout {
    /// How far the text itself reaches, wherever it is placed: its height
    /// down, and across how far its lines reach from the block's leading
    /// edge (a line set wider than its area by letter spacing sticks out
    /// of it). What the block's placement adds is its container's.
    package var ownReach: OutputReach {
        var reach = OutputReach()
        reach.include(down: frame.height)
        for line in lines {
            reach.include(across: line.frame.x - frame.x)
            reach.include(across: line.frame.maxX - frame.x)
            reach.include(across: line.width)
        }
        return reach
    }
}
