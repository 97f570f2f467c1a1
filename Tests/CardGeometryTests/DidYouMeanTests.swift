import Foundation
import Testing

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

/// An unknown key close to a known one names it, in every kind.
@Suite("Unknown keys: did you mean")
struct DidYouMeanTests {
    /// The warnings of laying out `json` (any kind).
    private func warnings(_ json: String) throws -> [String] {
        try engine.layout(json: Data(json.utf8)).warningTexts
    }

    @Test("Storyteller: a typo in the theme names the key (the issue's example), at every level")
    func storyteller() throws {
        let result = try warnings(
            #"""
            {"environment":{"widht":390,"width":390},
             "theme":{"cards":{"style":{"headingSpacing":4,"Padding":10,"heading":{"textSise":20}}}},
             "card":{"id":"c","tilte":"Hello"}}
            """#)
        #expect(
            result == [
                "environment.widht: unknown key, ignored",
                "theme.cards.style.headingSpacing: unknown key, ignored (did you mean headingsSpacing?)",
                "theme.cards.style.Padding: unknown key, ignored (did you mean padding?)",
                "theme.cards.style.heading.textSise: unknown key, ignored (did you mean textSize?)",
                "card.tilte: unknown key, ignored (did you mean title?)",
            ])
    }

    @Test("Braze: theme and card keys")
    func braze() throws {
        let result = try warnings(
            #"""
            {"kind":"braze.contentCards","environment":{"width":390},
             "theme":{"cornerRaduis":8,"padding":{"leadign":4}},
             "cards":[{"id":"a","type":"classic","title":"T","cardDescription":"D","dismissable":true}]}
            """#)
        #expect(
            result == [
                "theme.cornerRaduis: unknown key, ignored (did you mean cornerRadius?)",
                "theme.padding.leadign: unknown key, ignored (did you mean leading?)",
                "cards[0].dismissable: unknown key, ignored (did you mean dismissible?)",
            ])
    }

    @Test("Storyly: a group key in another case")
    func storyly() throws {
        let result = try warnings(
            #"""
            {"kind":"storyly.storyGroups","environment":{"width":390},
             "groups":[{"id":1,"title":"A","iconURL":"https://example.com/a.png"}]}
            """#)
        #expect(result == ["groups[0].iconURL: unknown key, ignored (did you mean iconUrl?)"])
    }

    @Test("Sheet cards: a card key two edits away")
    func sheet() throws {
        let result = try warnings(
            #"""
            {"kind":"tgcard.sheet","environment":{"width":402,"height":874},
             "cards":[{"title":"Home","type":"table","contentHight":900}]}
            """#)
        #expect(result == ["cards[0].contentHight: unknown key, ignored (did you mean contentHeight?)"])
    }

    @Test("StorifyMe: a widget key with two letters swapped; a key the object has is not offered")
    func storifyMe() throws {
        let result = try warnings(
            #"""
            {"kind":"storifyme.widgets","environment":{"width":390,"height":844},
             "widgets":[{"widgetId":1,"audioEnabeld":true,"stories":[],"storeis":[]}]}
            """#)
        #expect(
            result == [
                "widgets[0].audioEnabeld: unknown key, ignored (did you mean audioEnabled?)",
                "widgets[0].storeis: unknown key, ignored",
            ])
    }

    @Test("Far keys, short keys and keys of open objects get no suggestion")
    func noSuggestion() throws {
        #expect(KeySuggestion.nearest(to: "analyticsId", among: ["id", "title", "media"]) == nil)
        #expect(KeySuggestion.nearest(to: "id", among: ["x", "y"]) == nil)
        #expect(KeySuggestion.nearest(to: "w", among: ["x"]) == nil)
        #expect(KeySuggestion.nearest(to: "foo", among: ["now"]) == nil)
        #expect(KeySuggestion.nearest(to: "shade", among: ["shadow"]) == "shadow")
        #expect(KeySuggestion.nearest(to: "colour", among: ["color", "colors"]) == "color")
        #expect(KeySuggestion.nearest(to: "COLOR", among: ["colour", "color"]) == "color")
        #expect(KeySuggestion.distance(Array("abcd".unicodeScalars), Array("badc".unicodeScalars)) == 2)
        #expect(KeySuggestion.distance(Array("".unicodeScalars), Array("ab".unicodeScalars)) == 2)
        let result = try warnings(#"{"environment":{"width":390},"card":{"id":"c","analyticsId":"x"}}"#)
        #expect(result == ["card.analyticsId: unknown key, ignored"])
    }
}
