/// Where a sheet card rests (sheet-cards.md): showing only its header,
/// about half the screen, or nearly all of it.
public enum SheetCardPosition: String, Hashable, Sendable, CaseIterable {
    case collapsed
    case peaking
    case extended
}
