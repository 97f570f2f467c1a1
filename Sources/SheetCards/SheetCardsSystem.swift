import CardGeometryCore

/// Map sheet cards (SheetCards article, TGCardViewController): a stack of
/// cards whose top card floats over a full-screen map at one of three
/// positions.
package enum SheetCardsSystem: LayoutSystem {
    package static func decode(_ root: ObjectReader) throws(CardLayoutError) -> SheetCardInput {
        try SheetCardInputReader.read(root)
    }

    package static let kindDescription = KindDescription(
        kind: .sheetCards, fileStem: "sheet-cards", title: "Sheet cards",
        input: SheetCardInput.fieldDescription, output: SheetCardLayout.outputDescription,
        warnings: [
            .unknownKey,
            WarningDescription(.unusedValue, "`lastPosition` on the top card."),
            WarningDescription(
                .contentOverflow,
                "A top card's header taller than the space between the extended stop and the safe area's bottom "
                    + "(path `cards[i]`)."),
            WarningDescription(.scrollPastEnd, "A `scrollOffset` past the end of the top card's content."),
            WarningDescription(
                .positionUnavailable,
                "A `position` (without one, the top card's `preferredPosition`) that the card or the size class does "
                    + "not offer."),
            WarningDescription(.dragOutOfRange, "A `drag.y` outside the span from the extended to the collapsed position."),
        ])

    package static func layout(_ input: SheetCardInput, in context: LayoutContext) throws(CardLayoutError)
        -> SheetCardLayout
    {
        try context.checkFamily(
            input.style.fontFamily,
            at: JSONPath(fields: SheetCardInput.Fields.style, SheetCardInput.Style.Fields.fontFamily))
        // A validated input has a height.
        let height = input.environment.height ?? 0
        return try SheetCardLayoutBuilder(input: input, placer: context.textPlacer(for: input.environment))
            .build(height: height)
    }

    /// The scheme picks colors only (``ResolvedSheetColors``); the
    /// direction mirrors the header's texts, buttons and map buttons.
    package static var geometryReads: EnvironmentAspects { [.layoutDirection] }

    /// A layout made in the other scheme, in the colors of `input`'s.
    package static func resolved(_ shared: SheetCardLayout, for input: SheetCardInput) -> SheetCardLayout? {
        var layout = shared
        ResolvedSheetColors(style: input.style, scheme: input.environment.colorScheme).recolor(&layout)
        return layout
    }
}

extension CardLayoutEngine {
    /// Lays out a card sheet over a map: validates `input`, measures the
    /// top card's title and subtitle, and places the card at its position,
    /// the map buttons, the transition and the snap of a released drag.
    /// With `includesGlyphs`, each text line also carries its glyphs.
    public func layout(_ input: SheetCardInput, includesGlyphs: Bool = false) throws(CardLayoutError)
        -> SheetCardLayout
    {
        try run(SheetCardsSystem.self, input, context(includesGlyphs: includesGlyphs))
    }
}

extension SheetCardLayout: KindLayout {
    public static var kind: LayoutKind { .sheetCards }
}

extension LayoutKind {
    /// Map sheet cards (TGCardViewController).
    public static let sheetCards = LayoutKind(rawValue: "tgcard.sheet")
}

extension SheetCardInput: KindInput {}
