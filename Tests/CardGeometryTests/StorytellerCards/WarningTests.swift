import Foundation
import Testing

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

@Suite("Unknown keys")
struct WarningTests {
    @Test("Unknown keys are warnings with their path, in document order, at every level")
    func unknownKeys() throws {
        let json = #"""
            {"environment":{"width":390,"safeArea":4},
             "theme":{"colors":{"white":{"primary":"#FFFFFF","tertiary":"#EEEEEE"},"red":{}},
                      "cards":{"style":{"headingColor":"#000000","heading":{"shadow":true},
                                        "button":{"title":{"kerning":1},"glow":1}},
                               "behavior":{"reloading":{"reloadOnIdle":false},"autoplay":true}},
                      "motion":{}},
             "card":{"id":"c","subtitleColor":"#FFF","media":{"url":"https://example.com/a.jpg"},
                     "action":{"type":"story","anything":{"goes":[1,2]}}},
             "version":2}
            """#
        let result = try layout(json: json)
        #expect(
            result.warningTexts == [
                "environment.safeArea: unknown key, ignored",
                "theme.colors.white.tertiary: unknown key, ignored",
                "theme.colors.red: unknown key, ignored",
                "theme.cards.style.headingColor: unknown key, ignored",
                "theme.cards.style.heading.shadow: unknown key, ignored",
                "theme.cards.style.button.title.kerning: unknown key, ignored",
                "theme.cards.style.button.glow: unknown key, ignored",
                "theme.cards.behavior.reloading.reloadOnIdle: unknown key, ignored",
                "theme.cards.behavior.autoplay: unknown key, ignored",
                "theme.motion: unknown key, ignored",
                "card.subtitleColor: unknown key, ignored",
                "card.media.url: unknown key, ignored",
                "version: unknown key, ignored",
            ])
    }

    @Test("The card's action is passed through, not checked")
    func actionPassedThrough() throws {
        let input = try StorytellerCardInput(
            json: Data(#"{"environment":{"width":390},"card":{"action":{"type":"url","x":[1,{"y":null}]}}}"#.utf8))
        #expect(input.warnings.isEmpty)
        guard case .card(let card) = input.content else {
            Issue.record("not a card")
            return
        }
        #expect(
            card.action
                == .object(
                    JSONObject([
                        .init(key: "type", value: .string("url")),
                        .init(
                            key: "x", value: .array([.number(1), .object(JSONObject([.init(key: "y", value: .null)]))])),
                    ])))
    }

    @Test("Keys that are not identifiers are quoted in paths")
    func quotedKeys() throws {
        let result = try layout(json: #"{"environment":{"width":390},"card":{"my key":1,"2nd":2}}"#)
        #expect(result.warningTexts == [#"card["my key"]: unknown key, ignored"#, #"card["2nd"]: unknown key, ignored"#])
    }

    @Test("An input without unknown keys has no warnings")
    func noWarnings() throws {
        #expect(try layout([:]).warnings.isEmpty)
    }
}
