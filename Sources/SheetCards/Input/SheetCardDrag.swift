import CardGeometryCore

extension SheetCardInput {
    // @input drag
    /// A drag the user released.
    ///
    /// The card's top edge at `y` (screen coordinates) moving at `velocity`
    /// points per second, positive downwards.
    public struct Drag: Hashable, Sendable {
        // @field .number(.length) | required
        /// The card's top edge when released, in screen coordinates.
        public var y: Double
        // @field .number(SheetCardInput.velocityRange) | required
        /// The release velocity in points per second, positive downwards.
        public var velocity: Double

        /// Reads one from JSON: the generated reader, declared here so that
        /// Swift synthesizes no memberwise initializer beside the generated one.
        init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
    }
}
