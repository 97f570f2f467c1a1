import CardGeometryCore

// The input types' names before they were nested in the input they
// belong to (README, "Migrating").

@available(*, deprecated, renamed: "StoryGroupBarInput.Group")
public typealias StoryGroup = StoryGroupBarInput.Group

@available(*, deprecated, renamed: "StoryGroupBarInput.Theme")
public typealias StoryGroupBarTheme = StoryGroupBarInput.Theme

@available(*, deprecated, renamed: "StoryGroupBarInput.Template")
public typealias StoryGroupTemplate = StoryGroupBarInput.Template
