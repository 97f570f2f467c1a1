import BrazeContentCards
import CardGeometryCore
import SheetCards
import StorifyMeWidgets
import StorylyStoryGroups
import StorytellerCards

extension LayoutInput {
    /// The groups of `environments` that a batch of them
    /// (``CardLayoutEngine/layout(_:in:includesGlyphs:_:)``) lays out as one
    /// geometry: those that differ only in what the kind's geometry does not
    /// read (``LayoutSystem/geometryReads``), the same groups the batch
    /// makes. Layouts of one group differ only in what the kind resolves for
    /// each environment (its colors), so what is drawn of them can be drawn
    /// once (the preview's tiles).
    package func geometryGroups(in environments: [LayoutEnvironment]) -> EnvironmentGroups {
        let reads: EnvironmentAspects =
            switch self {
            case .storyteller: StorytellerCardsSystem.geometryReads
            case .brazeContentCards: BrazeContentCardsSystem.geometryReads
            case .storylyStoryGroups: StorylyStoryGroupsSystem.geometryReads
            case .sheetCards: SheetCardsSystem.geometryReads
            case .storifyMeWidgets: StorifyMeWidgetsSystem.geometryReads
            }
        return EnvironmentGroups(environments, geometryReads: reads)
    }
}
