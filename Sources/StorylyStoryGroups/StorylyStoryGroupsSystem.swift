import CardGeometryCore
import CardText

/// Storyly story-group bars (StorylyStoryGroups article): a horizontally
/// scrolling list of story groups in the small, large or a custom style.
package enum StorylyStoryGroupsSystem: LayoutSystem {
    /// The generated reader, then the values the layout ignores as
    /// warnings (``StoryGroupBarInput/readingNotes``), all in document order.
    package static func decode(_ root: ObjectReader) throws(CardLayoutError) -> StoryGroupBarInput {
        var input = try StoryGroupBarInputReader.read(root)
        let notes = input.readingNotes
        if !notes.isEmpty { input.warnings = CardLayoutWarning.inDocumentOrder(input.warnings + notes, of: root.value) }
        return input
    }

    package static let kindDescription = KindDescription(
        kind: .storylyStoryGroups, fileStem: "storyly-story-groups", title: "Storyly story groups",
        input: StoryGroupBarInput.fieldDescription, output: StoryGroupBarLayout.outputDescription,
        warnings: [
            .unknownKey,
            WarningDescription(.unusedValue, "`custom` with a `style` other than `custom`; `custom.size.height` with sizing `fit`."),
            WarningDescription(
                .contentOverflow,
                "A group whose content is taller than its fixed size (path `groups[i]`, its input index; the text names "
                    + "its output position and id); a bar whose `environment.height` is shorter than its content."),
            WarningDescription(.scrollPastEnd, "A `scrollOffset` past the end of the bar's content."),
        ])

    package static func layout(_ input: StoryGroupBarInput, in context: LayoutContext) throws(CardLayoutError)
        -> StoryGroupBarLayout
    {
        try checkFamilies(of: input, in: context)
        let template = CellTemplate(input: input)
        try template.check(
            border: input.theme.border,
            category: input.environment.contentSizeCategory.capped(
                at: input.theme.title.maximumContentSizeCategory))
        return try StoryGroupBarLayoutBuilder(
            input: input, template: template, placer: context.textPlacer(for: input.environment)
        ).build()
    }

    /// The scheme picks colors only (``StoryGroupBarColors``); the
    /// direction places the items along the bar.
    package static var geometryReads: EnvironmentAspects { [.layoutDirection] }

    /// A bar laid out in the other scheme, in the colors of `input`'s.
    package static func resolved(_ shared: StoryGroupBarLayout, for input: StoryGroupBarInput) -> StoryGroupBarLayout? {
        var layout = shared
        StoryGroupBarColors(input: input).recolor(&layout)
        return layout
    }

    /// Every family the input names is in the registry: the theme's, the
    /// title's, and each custom title element's (a custom template is
    /// checked even when the style does not use it).
    private static func checkFamilies(of input: StoryGroupBarInput, in context: LayoutContext)
        throws(CardLayoutError)
    {
        typealias Theme = StoryGroupBarInput.Theme
        try context.checkFamily(input.theme.font, at: JSONPath(fields: StoryGroupBarInput.Fields.theme, Theme.Fields.font))
        if let font = input.theme.title.font {
            try context.checkFamily(
                font, at: JSONPath(fields: StoryGroupBarInput.Fields.theme, Theme.Fields.title, Theme.Title.Fields.font))
        }
        guard let custom = input.custom else { return }
        for (index, element) in custom.elements.enumerated() {
            guard case .title(let title) = element, let font = title.font else { continue }
            try context.checkFamily(
                font,
                at: JSONPath(fields: StoryGroupBarInput.Fields.custom, StoryGroupBarInput.Template.Fields.elements)
                    .appending(index: index).appending(StoryGroupBarInput.Template.Title.Fields.font))
        }
    }
}

extension CardLayoutEngine {
    /// Lays out a Storyly story-group bar: validates `input`, orders the
    /// groups, measures their titles and places every part. With
    /// `includesGlyphs`, each text line also carries its positioned glyphs.
    public func layout(_ input: StoryGroupBarInput, includesGlyphs: Bool = false) throws(CardLayoutError)
        -> StoryGroupBarLayout
    {
        try run(StorylyStoryGroupsSystem.self, input, context(includesGlyphs: includesGlyphs))
    }

    /// The bar's natural height at `width` (what a self-sizing host gives
    /// it): the snapped height its content asks for, whatever
    /// `environment.height`.
    public func height(for input: StoryGroupBarInput, width: Double) throws(CardLayoutError) -> Double {
        try layout(StorylyStoryGroupsSystem.self, input, width: width, freeingHeight: true).bar.naturalHeight
    }
}

extension StoryGroupBarLayout: KindLayout {
    public static var kind: LayoutKind { .storylyStoryGroups }
}

extension LayoutKind {
    /// A Storyly story-group bar.
    public static let storylyStoryGroups = LayoutKind(rawValue: "storyly.storyGroups")
}

extension StoryGroupBarInput: KindInput {}
