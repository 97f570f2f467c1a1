import CardGeometryCore

// The input's parts were top-level types before they were nested in
// ``WidgetStackInput`` (README, "Migrating"); the former names still compile.

@available(*, deprecated, renamed: "WidgetStackInput.Widget")
public typealias StorifyMeWidget = WidgetStackInput.Widget

@available(*, deprecated, renamed: "WidgetStackInput.Widget.Story")
public typealias StorifyMeStory = WidgetStackInput.Widget.Story

@available(*, deprecated, renamed: "WidgetStackInput.Theme")
public typealias WidgetStackTheme = WidgetStackInput.Theme
