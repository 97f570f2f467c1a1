import Foundation
import Testing

@testable import BrazeContentCards
@testable import CardGeometry
@testable import CardGeometryCore
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups

/// What the system protocol gives every kind: the validation step is the
/// input's own `validate()`, and a height at a width is a layout at that
/// width, with or without the environment's height.
@Suite("Layout systems: what the protocol gives every kind")
struct LayoutSystemDefaultsTests {
    /// The error `body` throws, as text; nil when it throws none.
    static func error(_ body: () throws(CardLayoutError) -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return error.description
        }
    }

    @Test("Each system's validation step throws what its input's validate() throws, and passes what it passes")
    func validationIsTheInputs() throws {
        var widgets = WidgetStackInput(environment: LayoutEnvironment(width: 390), widgets: [])
        #expect(Self.error { () throws(CardLayoutError) in try StorifyMeWidgetsSystem.validate(widgets) } == nil)
        widgets.theme.story.width = 0
        let widgetError = Self.error { () throws(CardLayoutError) in try widgets.validate() }
        #expect(widgetError == "theme.story.width: must be > 0 and <= 10000, got 0")
        #expect(Self.error { () throws(CardLayoutError) in try StorifyMeWidgetsSystem.validate(widgets) } == widgetError)

        var bar = StoryGroupBarInput(environment: LayoutEnvironment(width: 390), groups: [])
        bar.scrollOffset = -1
        let barError = Self.error { () throws(CardLayoutError) in try bar.validate() }
        #expect(barError != nil)
        #expect(Self.error { () throws(CardLayoutError) in try StorylyStoryGroupsSystem.validate(bar) } == barError)

        var feed = BrazeFeedInput(environment: LayoutEnvironment(width: 390), cards: [])
        feed.environment.width = -1
        let feedError = Self.error { () throws(CardLayoutError) in try feed.validate() }
        #expect(feedError != nil)
        #expect(Self.error { () throws(CardLayoutError) in try BrazeContentCardsSystem.validate(feed) } == feedError)
    }

    @Test("A layout at a width sets the width, and leaves the environment's height out only when asked")
    func layoutAtWidth() throws {
        var input = try WidgetStackInput(json: Data(StorifyMe.workedExample().utf8))
        input.environment.height = 200
        let freed = try engine.layout(StorifyMeWidgetsSystem.self, input, width: 320, freeingHeight: true)
        var expected = input
        expected.environment.width = 320
        expected.environment.height = nil
        #expect(freed == (try engine.layout(expected)))
        let kept = try engine.layout(StorifyMeWidgetsSystem.self, input, width: 320, freeingHeight: false)
        expected.environment.height = 200
        #expect(kept == (try engine.layout(expected)))
        #expect(try engine.height(for: input, width: 320) == freed.size.height)
    }
}
