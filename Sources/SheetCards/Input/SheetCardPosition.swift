import CardGeometryCore

extension SheetCardInput {
    /// Where a sheet card rests: showing only its header,
    /// about half the screen, or nearly all of it.
    public enum Position: String, Hashable, Sendable, CaseIterable {
        /// Only the header shows, above the safe-area bottom.
        case collapsed
        /// The card's top is halfway between the extended stop and the screen's bottom.
        case peaking
        /// The card's top is near the top of the screen.
        case extended
    }
}
