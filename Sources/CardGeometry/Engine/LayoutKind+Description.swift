import BrazeContentCards
import CardGeometryCore
import SheetCards
import StorifyMeWidgets
import StorylyStoryGroups
import StorytellerCards

extension LayoutKind {
    /// The kind's description (inputs and output), when its system is
    /// described: what `layout-dump schema` and the schema tests use.
    package var kindDescription: KindDescription? {
        switch self {
        case .storyteller: StorytellerSystem.kindDescription
        case .brazeContentCards: BrazeContentCardsSystem.kindDescription
        case .storylyStoryGroups: StorylyStoryGroupsSystem.kindDescription
        case .sheetCards: SheetCardsSystem.kindDescription
        case .storifyMeWidgets: StorifyMeWidgetsSystem.kindDescription
        default: nil
        }
    }
}
