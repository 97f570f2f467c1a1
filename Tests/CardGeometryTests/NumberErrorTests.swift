import Foundation
import Testing

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

/// A number a double cannot hold is read as written and is an error at its
/// JSON path, with its text as written (SharedConventions article, "Values"),
/// for every kind.
@Suite("Numbers a double cannot hold")
struct NumberErrorTests {
    /// The error laying out `json` gives, or nil.
    private func error(_ json: String) -> String? {
        do {
            _ = try engine.layout(json: Data(json.utf8))
            return nil
        } catch {
            return error.description
        }
    }

    @Test(
        "environment.width: 1e400 is an error at its path for every kind, its text as written",
        arguments: ["storyteller", "braze.contentCards", "storyly.storyGroups", "tgcard.sheet", "storifyme.widgets"])
    func width(kind: String) {
        for written in ["1e400", "-1e400", "1E+400", "123456789e400"] {
            let json = #"{"kind": "\#(kind)", "environment": {"width": \#(written), "height": 800}}"#
            #expect(
                error(json) == "environment.width: must be a number > 0 and <= 10000, got \(written)", "\(kind) \(written)")
        }
    }

    @Test("The error is met in document order: an earlier error is reported first")
    func documentOrder() {
        #expect(
            error(#"{"kind": "tgcard.sheet", "environment": {"width": 390, "height": -1}, "scrollOffset": 1e400, "cards": [{}]}"#)
                == "environment.height: must be > 0 and <= 10000, got -1")
        #expect(
            error(#"{"kind": "tgcard.sheet", "environment": {"width": 390, "height": 800}, "scrollOffset": -1e400, "cards": [{}]}"#)
                == "scrollOffset: must be a number 0...1000000, got -1e400")
    }

    @Test("Inside a theme and an array element, the path is the value's")
    func nested() {
        let heading = #"{"environment": {"width": 390}, "theme": {"cards": {"style": {"heading": {"textSize": 1e999}}}}, "card": {"id": "c", "title": "T"}}"#
        #expect(error(heading)?.hasPrefix("theme.cards.style.heading.textSize: must be") == true)
        #expect(error(heading)?.hasSuffix("got 1e999") == true)
        let group = #"{"kind": "storyly.storyGroups", "environment": {"width": 390}, "groups": [{"id": "a", "title": "T", "index": 1e400}]}"#
        #expect(error(group)?.hasPrefix("groups[0].index: must be") == true, "\(error(group) ?? "")")
        #expect(error(group)?.hasSuffix("got 1e400") == true)
    }

    @Test("An unknown key holding such a number is only a warning")
    func unknownKey() throws {
        let layout = try engine.layout(
            json: Data(#"{"environment": {"width": 390}, "card": {"id": "c", "title": "T"}, "extra": 1e400}"#.utf8))
        #expect(layout.warningTexts == ["extra: unknown key, ignored"])
    }
}
