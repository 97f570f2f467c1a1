import Testing

@testable import CardGeometry

/// The input's parts are nested in `SheetCardInput`; their former
/// top-level names still name the same types.
@Suite("Sheet cards: former names")
struct SheetFormerNamesTests {
    @available(*, deprecated)
    @Test("SheetCard, SheetCardStyle, SheetCardDrag and SheetCardPosition are the nested types")
    func formerNames() {
        #expect(SheetCard.self == SheetCardInput.Card.self)
        #expect(SheetCardStyle.self == SheetCardInput.Style.self)
        #expect(SheetCardDrag.self == SheetCardInput.Drag.self)
        #expect(SheetCardPosition.self == SheetCardInput.Position.self)
        let position: SheetCardPosition = .extended
        #expect(SheetCard(preferredPosition: position).preferredPosition == SheetCardInput.Position.extended)
    }
}
