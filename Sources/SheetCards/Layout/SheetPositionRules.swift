import CardGeometryCore

/// Which positions a card may take (SheetCards article, "Position used", and
/// the transition).
struct SheetPositionRules {
    let verticalSizeClass: SizeClass

    /// Only extended without map content; no peaking with a compact
    /// vertical class; else all three, in the order collapsed, peaking,
    /// extended.
    func available(hasMapContent: Bool) -> [SheetCardInput.Position] {
        if !hasMapContent { return [.extended] }
        return verticalSizeClass == .compact ? [.collapsed, .extended] : SheetCardInput.Position.allCases
    }

    /// The position a card takes when `requested`: extended without map
    /// content, extended for peaking with a compact vertical class, else
    /// as requested.
    func used(_ requested: SheetCardInput.Position, hasMapContent: Bool) -> SheetCardInput.Position {
        if !hasMapContent { return .extended }
        if requested == .peaking && verticalSizeClass == .compact { return .extended }
        return requested
    }
}
