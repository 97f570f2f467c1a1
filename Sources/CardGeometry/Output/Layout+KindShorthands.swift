import BrazeContentCards
import CardGeometryCore
import SheetCards
import StorifyMeWidgets
import StorylyStoryGroups
import StorytellerCards

/// Shorthands for the kinds the package ships: `Layout.storyteller(layout)`
/// wraps a typed layout, `layout.storyteller` gives it back. A new kind
/// needs none (``Layout/init(_:)`` and ``Layout/content(as:)`` serve every
/// kind).
extension Layout {
    /// A Storyteller card's layout.
    public static func storyteller(_ layout: StorytellerCardLayout) -> Layout { Layout(layout) }
    /// A Braze content-card feed's layout.
    public static func brazeContentCards(_ layout: BrazeFeedLayout) -> Layout { Layout(layout) }
    /// A Storyly story-group bar's layout.
    public static func storylyStoryGroups(_ layout: StoryGroupBarLayout) -> Layout { Layout(layout) }
    /// A map sheet card's layout.
    public static func sheetCards(_ layout: SheetCardLayout) -> Layout { Layout(layout) }
    /// A StorifyMe widget stack's layout.
    public static func storifyMeWidgets(_ layout: WidgetStackLayout) -> Layout { Layout(layout) }

    /// The Storyteller layout, when this is one.
    public var storyteller: StorytellerCardLayout? { content(as: StorytellerCardLayout.self) }

    /// The Storyly story-group bar layout, when this is one.
    public var storylyStoryGroups: StoryGroupBarLayout? { content(as: StoryGroupBarLayout.self) }

    /// The Braze content-card feed layout, when this is one.
    public var brazeContentCards: BrazeFeedLayout? { content(as: BrazeFeedLayout.self) }

    /// The map sheet layout, when this is one.
    public var sheetCards: SheetCardLayout? { content(as: SheetCardLayout.self) }

    /// The StorifyMe widget stack layout, when this is one.
    public var storifyMeWidgets: WidgetStackLayout? { content(as: WidgetStackLayout.self) }
}
