extension LayoutKind {
    /// The kind's description (inputs and output), when its system is
    /// described: what `layout-dump schema` and the schema tests use. This
    /// names the systems, like the dispatch (``LayoutInput``), and moves
    /// with it.
    package var kindDescription: KindDescription? {
        switch self {
        case .storyteller: StorytellerSystem.kindDescription
        case .brazeContentCards: BrazeContentCardsSystem.kindDescription
        case .storylyStoryGroups: StorylyStoryGroupsSystem.kindDescription
        case .sheetCards: SheetCardsSystem.kindDescription
        case .storifyMeWidgets: StorifyMeWidgetsSystem.kindDescription
        }
    }
}
