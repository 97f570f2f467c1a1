import CardGeometryCore

// The input's parts were top-level types before they were nested in
// ``SheetCardInput`` (README, "Migrating"); the former names still compile.

@available(*, deprecated, renamed: "SheetCardInput.Card")
public typealias SheetCard = SheetCardInput.Card

@available(*, deprecated, renamed: "SheetCardInput.Style")
public typealias SheetCardStyle = SheetCardInput.Style

@available(*, deprecated, renamed: "SheetCardInput.Drag")
public typealias SheetCardDrag = SheetCardInput.Drag

@available(*, deprecated, renamed: "SheetCardInput.Position")
public typealias SheetCardPosition = SheetCardInput.Position
