import CardGeometryCore

import CardText

/// StorifyMe widget stacks (StorifyMeWidgets article): widgets stacked one
/// below the other on a screen, each loading, loaded (a row of stories) or
/// failed, placed by the document's fixed slots or by their content.
package enum StorifyMeWidgetsSystem: LayoutSystem {
    package static func decode(_ root: ObjectReader) throws(CardLayoutError) -> WidgetStackInput {
        try WidgetStackInputReader.read(root)
    }

    package static let kindDescription = KindDescription(
        kind: .storifyMeWidgets, fileStem: "storifyme-widgets", title: "StorifyMe widgets",
        input: WidgetStackInput.fieldDescription, output: WidgetStackLayout.outputDescription,
        warnings: [
            .unknownKey,
            WarningDescription(.unknownValue, "A `customTheme` other than `dark` or `brand`."),
            WarningDescription(.missingValue, "A shown widget with `customTheme` `brand` and no `theme.brandColor` (no background)."),
            WarningDescription(.emptyContent, "A shown widget in the `loaded` state with no stories."),
            WarningDescription(
                .contentOverflow,
                "A fixed widget whose content is taller than `stack.height` (path: the element that needs the space)."),
            WarningDescription(
                .pastSafeArea, "A shown widget that ends below the safe area's bottom (only with `environment.height`)."),
            WarningDescription(
                .slotOverlap, "`fixed` placement with `stack.height` above `stack.spacing` and two consecutive widgets shown."),
            WarningDescription(.slotGap, "A hidden widget in `fixed` placement before a shown one, with `stack.spacing` > 0."),
        ])

    package static func layout(_ input: WidgetStackInput, in context: LayoutContext) throws(CardLayoutError)
        -> WidgetStackLayout
    {
        try context.checkFamily(
            input.theme.font, at: JSONPath(fields: WidgetStackInput.Fields.theme, WidgetStackInput.Theme.Fields.font))
        return try WidgetStackLayoutBuilder(input: input, placer: context.textPlacer(for: input.environment)).build()
    }

    /// The scheme picks colors only, and the scheme each widget writes
    /// (``WidgetColors``); the direction places the story rows.
    package static var geometryReads: EnvironmentAspects { [.layoutDirection] }

    /// A stack laid out in the other scheme, in the colors of `input`'s.
    package static func resolved(_ shared: WidgetStackLayout, for input: WidgetStackInput) -> WidgetStackLayout? {
        var layout = shared
        WidgetColors.recolor(&layout, for: input)
        return layout
    }
}

extension CardLayoutEngine {
    /// Lays out a StorifyMe widget stack: validates `input`, measures every
    /// shown widget's content and places the widgets and their content.
    /// With `includesGlyphs`, each text line also carries its positioned
    /// glyphs.
    public func layout(_ input: WidgetStackInput, includesGlyphs: Bool = false) throws(CardLayoutError)
        -> WidgetStackLayout
    {
        try run(StorifyMeWidgetsSystem.self, input, context(includesGlyphs: includesGlyphs))
    }

    /// The height of the view that holds the stack at `width`, as tall as
    /// its content: the stack's bottom plus the bottom safe-area inset,
    /// snapped (the environment's `height` is not used).
    public func height(for input: WidgetStackInput, width: Double) throws(CardLayoutError) -> Double {
        try layout(StorifyMeWidgetsSystem.self, input, width: width, freeingHeight: true).size.height
    }
}

extension WidgetStackLayout: KindLayout {
    public static var kind: LayoutKind { .storifyMeWidgets }
}

extension LayoutKind {
    /// A StorifyMe widget stack.
    public static let storifyMeWidgets = LayoutKind(rawValue: "storifyme.widgets")
}

extension WidgetStackInput: KindInput {}
