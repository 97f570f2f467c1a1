import Testing

@testable import CardGeometry

/// The input's parts are nested in `WidgetStackInput`; their former
/// top-level names still name the same types.
@Suite("StorifyMe widgets: former names")
struct WidgetFormerNamesTests {
    @available(*, deprecated)
    @Test("StorifyMeWidget, StorifyMeStory and WidgetStackTheme are the nested types")
    func formerNames() {
        #expect(StorifyMeWidget.self == WidgetStackInput.Widget.self)
        #expect(StorifyMeStory.self == WidgetStackInput.Widget.Story.self)
        #expect(WidgetStackTheme.self == WidgetStackInput.Theme.self)
        let widget: StorifyMeWidget = WidgetStackInput.Widget(widgetId: 1, stories: [StorifyMeStory(id: 2)])
        #expect(widget.stories[0].id == 2)
    }
}
