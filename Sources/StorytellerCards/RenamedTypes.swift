// The names Storyteller's input and layout had before the systems became
// peers, kept only so that the compiler offers the new name as a fix-it.

/// Renamed ``StorytellerCardInput``.
@available(*, unavailable, renamed: "StorytellerCardInput")
public typealias CardLayoutInput = StorytellerCardInput

/// Renamed ``StorytellerCardLayout``.
@available(*, unavailable, renamed: "StorytellerCardLayout")
public typealias CardLayout = StorytellerCardLayout
