import BrazeContentCards
import CardGeometryCore
import SheetCards
import StorifyMeWidgets
import StorylyStoryGroups
import StorytellerCards

/// Shorthands for the kinds the package ships: `LayoutInput.storyteller(input)`
/// is `LayoutInput(input)` without the optional. A new kind needs none
/// (``LayoutInput/init(_:)`` takes every kind's input).
extension LayoutInput {
    /// A Storyteller card or collection (`kind` absent or `"storyteller"`).
    public static func storyteller(_ input: StorytellerCardInput) -> LayoutInput {
        LayoutInput(bound: SystemInput<StorytellerCardsSystem>(input: input))
    }

    /// A Braze content-card feed (`"braze.contentCards"`).
    public static func brazeContentCards(_ input: BrazeFeedInput) -> LayoutInput {
        LayoutInput(bound: SystemInput<BrazeContentCardsSystem>(input: input))
    }

    /// A Storyly story-group bar (`"storyly.storyGroups"`).
    public static func storylyStoryGroups(_ input: StoryGroupBarInput) -> LayoutInput {
        LayoutInput(bound: SystemInput<StorylyStoryGroupsSystem>(input: input))
    }

    /// Map sheet cards (`"tgcard.sheet"`).
    public static func sheetCards(_ input: SheetCardInput) -> LayoutInput {
        LayoutInput(bound: SystemInput<SheetCardsSystem>(input: input))
    }

    /// A StorifyMe widget stack (`"storifyme.widgets"`).
    public static func storifyMeWidgets(_ input: WidgetStackInput) -> LayoutInput {
        LayoutInput(bound: SystemInput<StorifyMeWidgetsSystem>(input: input))
    }
}
