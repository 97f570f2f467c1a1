import CardGeometryCore

/// A drag the user released: the card's top edge at `y` (screen
/// coordinates) moving at `velocity` points per second, positive downwards.
public struct SheetCardDrag: Hashable, Sendable {
    /// -10000...10000.
    public var y: Double
    /// -100000...100000.
    public var velocity: Double

    /// A drag released with the card's top at `y`, moving at `velocity` (positive is down).
    public init(y: Double, velocity: Double) {
        self.y = y
        self.velocity = velocity
    }
}
