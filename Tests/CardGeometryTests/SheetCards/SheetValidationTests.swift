import Foundation
import Testing

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

/// Inputs as a new user writes them: wrong types, missing and null
/// fields, values out of range, unknown keys (SheetCards article, "Input";
/// SharedConventions article, "Errors and warnings").
@Suite("Sheet cards: validation")
struct SheetValidationTests {
    static let environment = #""environment": {"width": 402, "height": 874}"#

    /// A document with the default environment and `members` after it.
    static func document(_ members: String) -> String {
        #"{"kind": "tgcard.sheet", "# + environment + ", " + members + "}"
    }

    @Test(
        "Errors name the JSON path, the value as written and what is allowed",
        arguments: [
            (#""cards": [{}, {"mapButtons": {"top": 9}}]"#, "cards[1].mapButtons.top: must be an integer 0...8, got 9"),
            (#""cards": [{"mapButtons": {"top": 2.5}}]"#, "cards[0].mapButtons.top: must be an integer 0...8, got 2.5"),
            (
                #""cards": [{"mapButtons": {"bottom": "2"}}]"#,
                #"cards[0].mapButtons.bottom: must be an integer 0...8, got "2""#
            ),
            (#""cards": [{"mapButtons": 2}]"#, "cards[0].mapButtons: must be an object, got 2"),
            (#""cards": [{"hasMapContent": 1}]"#, "cards[0].hasMapContent: must be true or false, got 1"),
            (#""cards": [{"floatyButton": "true"}]"#, #"cards[0].floatyButton: must be true or false, got "true""#),
            (#""cards": [{"showCloseButton": 0}]"#, "cards[0].showCloseButton: must be true or false, got 0"),
            (
                #""cards": [{"type": "grouped"}]"#,
                #"cards[0].type: must be one of plain, table, collection, hosting, paging, got "grouped""#
            ),
            (
                #""cards": [{"preferredPosition": "Peaking"}]"#,
                #"cards[0].preferredPosition: must be one of collapsed, peaking, extended, got "Peaking""#
            ),
            (
                #""cards": [{"lastPosition": "half"}]"#,
                #"cards[0].lastPosition: must be one of collapsed, peaking, extended, got "half""#
            ),
            (#""cards": [{"contentHeight": -1}]"#, "cards[0].contentHeight: must be 0...1000000, got -1"),
            (#""cards": [{"contentHeight": 1000001}]"#, "cards[0].contentHeight: must be 0...1000000, got 1000001"),
            (
                #""cards": [{"contentHeight": "900"}]"#,
                #"cards[0].contentHeight: must be a number 0...1000000, got "900""#
            ),
            (#""cards": [{"accessoryHeight": 10001}]"#, "cards[0].accessoryHeight: must be 0...10000, got 10001"),
            (#""cards": [{"accessoryHeight": -0.5}]"#, "cards[0].accessoryHeight: must be 0...10000, got -0.5"),
            (#""cards": [{"title": 12}]"#, "cards[0].title: must be a string, got 12"),
            (#""cards": [{"subtitle": ["a"]}]"#, #"cards[0].subtitle: must be a string, got ["a"]"#),
            (#""cards": [1]"#, "cards[0]: must be an object, got 1"),
            (#""cards": {}"#, "cards: must be an array, got {}"),
            (#""cards": []"#, "cards: must be a non-empty array of at most 50 cards, got []"),
            (#""cards": null"#, "cards: is required; must be a non-empty array of at most 50 cards"),
            (#""cards": [{}], "scrollOffset": "10""#, #"scrollOffset: must be a number 0...1000000, got "10""#),
            (#""cards": [{}], "scrollOffset": -1"#, "scrollOffset: must be 0...1000000, got -1"),
            (
                #""cards": [{}], "position": "open""#,
                #"position: must be one of collapsed, peaking, extended, got "open""#
            ),
            (#""cards": [{}], "drag": {"y": 1}"#, "drag.velocity: is required; must be a number -100000...100000"),
            (
                #""cards": [{}], "drag": {"velocity": 1, "y": null}"#,
                "drag.y: is required; must be a number -10000...10000"
            ),
            (
                #""cards": [{}], "drag": {"y": 1, "velocity": 1e6}"#,
                "drag.velocity: must be -100000...100000, got 1000000"
            ),
            (#""cards": [{}], "drag": {"y": -10001, "velocity": 1}"#, "drag.y: must be -10000...10000, got -10001"),
            (#""cards": [{}], "drag": [1, 2]"#, "drag: must be an object, got [1,2]"),
            (#""cards": [{}], "style": "dark""#, #"style: must be an object, got "dark""#),
            (
                #""cards": [{}], "style": {"titleColor": "red"}"#,
                #"style.titleColor: must be a color #RRGGBB or #RRGGBBAA, or an object { "light": color, "dark": color }, got "red""#
            ),
            (
                ##""cards": [{}], "style": {"backgroundColor": {"light": "#FFFFFF"}}"##,
                "style.backgroundColor.dark: is required; must be a color #RRGGBB or #RRGGBBAA"
            ),
            (
                ##""cards": [{}], "style": {"separatorColor": {"light": "#FFF", "dark": "#000000"}}"##,
                ##"style.separatorColor.light: must be a color #RRGGBB or #RRGGBBAA, got "#FFF""##
            ),
            (
                #""cards": [{}], "style": {"dynamicTypeEnabled": "yes"}"#,
                #"style.dynamicTypeEnabled: must be true or false, got "yes""#
            ),
            (#""cards": [{}], "style": {"fontFamily": 3}"#, "style.fontFamily: must be a string, got 3"),
            (
                #""cards": [{"title": "a", "title": "b"}]"#,
                "cards[0].title: duplicate key; a key may appear once in an object"
            ),
        ])
    func invalidValue(members: String, message: String) {
        #expect(Sheet.error(Self.document(members)) == message)
    }

    @Test(
        "The environment: height is required for this kind; every common field is checked",
        arguments: [
            (#"{"width": 402}"#, "environment.height: is required; must be a number > 0 and <= 10000"),
            (#"{"width": 402, "height": null}"#, "environment.height: is required; must be a number > 0 and <= 10000"),
            (#"{"width": 402, "height": 0}"#, "environment.height: must be > 0 and <= 10000, got 0"),
            (#"{"width": 402, "height": 10001}"#, "environment.height: must be > 0 and <= 10000, got 10001"),
            (#"{"width": 402, "height": "874"}"#, #"environment.height: must be a number > 0 and <= 10000, got "874""#),
            (#"{"height": 874}"#, "environment.width: is required; must be a number > 0 and <= 10000"),
            (
                #"{"width": 402, "height": 874, "safeAreaInsets": {"top": -1}}"#,
                "environment.safeAreaInsets.top: must be 0...10000, got -1"
            ),
            (
                #"{"width": 402, "height": 874, "horizontalSizeClass": "large"}"#,
                #"environment.horizontalSizeClass: must be one of compact, regular, got "large""#
            ),
            (
                #"{"width": 402, "height": 874, "verticalSizeClass": "Compact"}"#,
                #"environment.verticalSizeClass: must be one of compact, regular, got "Compact""#
            ),
            (
                #"{"width": 402, "height": 874, "displayScale": 2.5}"#,
                "environment.displayScale: must be one of 1, 2, 3, got 2.5"
            ),
            (#"[402, 874]"#, "environment: must be an object, got [402,874]"),
        ])
    func environment(environment: String, message: String) {
        let json = #"{"kind": "tgcard.sheet", "environment": "# + environment + #", "cards": [{}]}"#
        #expect(Sheet.error(json) == message)
    }

    @Test("Missing environment or cards")
    func missing() {
        #expect(
            Sheet.error(#"{"kind": "tgcard.sheet", "cards": [{}]}"#)
                == "environment: is required; must be an object with at least a width and a height")
        #expect(
            Sheet.error(#"{"kind": "tgcard.sheet", "environment": null, "cards": [{}]}"#)
                == "environment: is required; must be an object with at least a width and a height")
        #expect(
            Sheet.error(Self.document(#""position": "peaking""#))
                == "cards: is required; must be a non-empty array of at most 50 cards")
    }

    @Test("At most 50 cards")
    func tooManyCards() throws {
        let fifty = Array(repeating: "{}", count: 50).joined(separator: ", ")
        #expect(try Sheet.layout(Self.document(#""cards": ["# + fifty + "]")).stackDepth == 50)
        #expect(
            Sheet.error(Self.document(#""cards": ["# + fifty + ", {}]"))
                == "cards: must be a non-empty array of at most 50 cards, got an array of 51 cards")
    }

    @Test("NaN and Infinity are not JSON numbers; a number a double cannot hold is an error at its path")
    func nonFinite() {
        for (spelling, message) in [
            ("NaN", "invalid JSON at line 1, column 51: expected a value, found 'N'"),
            ("Infinity", "invalid JSON at line 1, column 51: expected a value, found 'I'"),
            ("-Infinity", "invalid JSON at line 1, column 52: expected a digit in a number"),
            ("1e400", "environment.width: must be a number > 0 and <= 10000, got 1e400"),
        ] {
            let json =
                #"{"kind": "tgcard.sheet", "environment": {"width": "# + spelling + #", "height": 874}, "cards": [{}]}"#
            #expect(Sheet.error(json) == message)
        }
    }

    @Test("The first error met in document order is reported")
    func documentOrder() {
        #expect(
            Sheet.error(#"{"cards": [], "kind": "tgcard.sheet", "environment": {"width": -1, "height": 874}}"#)
                == "cards: must be a non-empty array of at most 50 cards, got []")
        #expect(
            Sheet.error(#"{"kind": "tgcard.sheet", "environment": {"width": -1, "height": 874}, "cards": []}"#)
                == "environment.width: must be > 0 and <= 10000, got -1")
        #expect(
            Sheet.error(Self.document(#""drag": {"velocity": "fast"}, "cards": [{"type": 1}]"#))
                == #"drag.velocity: must be a number -100000...100000, got "fast""#)
        // A card below the top is checked like it.
        #expect(
            Sheet.error(Self.document(#""cards": [{"contentHeight": -5}, {"contentHeight": -6}]"#))
                == "cards[0].contentHeight: must be 0...1000000, got -5")
    }

    @Test("Rule 2: a screen too short for any card; rule 9: too narrow for the text area; in rule order")
    func wholeInputRules() {
        func error(_ environment: String) -> String? {
            Sheet.error(#"{"kind": "tgcard.sheet", "environment": "# + environment + #", "cards": [{}]}"#)
        }
        #expect(
            error(#"{"width": 402, "height": 74, "safeAreaInsets": {"top": 62, "bottom": 34}}"#)
                == "environment.height: must be > 74 (the extended card's top, safeAreaInsets.top + 12), "
                + "so that the card has a height, got 74")
        #expect(
            error(#"{"width": 72, "height": 50}"#)
                == "environment.height: must be > 50 (the extended card's top, safeAreaInsets.top + 50), "
                + "so that the card has a height, got 50")
        #expect(
            error(#"{"width": 72, "height": 874}"#)
                == "environment.width: must be > 72 here, so that the card's text area (its width - 72) is wider "
                + "than 0, got 72")
        #expect(
            error(#"{"width": 100, "height": 874, "safeAreaInsets": {"left": 30}}"#)
                == "environment.width: must be > 102 here, so that the card's text area (its width - 72) is wider "
                + "than 0, got 100")
        // A landscape phone is a compact side card, 0.38 W wide.
        #expect(
            error(#"{"width": 189, "height": 400}"#)
                == "environment.width: must be > 189.474 here, so that the card's text area (its width - 72) is "
                + "wider than 0, got 189")
        #expect(error(#"{"width": 190, "height": 400}"#) == nil)
        #expect(error(#"{"width": 73, "height": 874}"#) == nil)
        #expect(error(#"{"width": 190, "height": 50.001}"#) == nil)
    }

    @Test("The style's family must be registered")
    func unknownFamily() throws {
        let message = try #require(Sheet.error(Self.document(#""cards": [{}], "style": {"fontFamily": "Comic"}"#)))
        #expect(
            message.hasPrefix(
                "style.fontFamily: must be one of the registered font families (Droid Sans Fallback, Inter,"))
        #expect(message.hasSuffix(#"got "Comic""#))
    }

    @Test("The kind is exactly tgcard.sheet")
    func kind() {
        #expect(
            Sheet.error(#"{"kind": "TGCard.sheet", "# + Self.environment + #", "cards": [{}]}"#)
                == "kind: must be one of storyteller, braze.contentCards, storyly.storyGroups, tgcard.sheet, "
                + #"storifyme.widgets, got "TGCard.sheet""#)
        do {
            _ = try SheetCardInput(json: Data(#"{"kind": "storyteller", "environment": {"width": 1}}"#.utf8))
            Issue.record("a Storyteller document was read as a sheet")
        } catch {
            #expect(error.description == #"kind: must be "tgcard.sheet" for this input, got "storyteller""#)
        }
    }

    @Test("null takes the default")
    func nulls() throws {
        let nulls = try Sheet.layout(
            Self.document(
                #""style": {"fontFamily": null, "titleColor": null, "dynamicTypeEnabled": null}, "#
                    + #""cards": [{"title": null, "subtitle": null, "type": null, "hasMapContent": null, "#
                    + #""preferredPosition": null, "lastPosition": null, "contentHeight": null, "#
                    + #""accessoryHeight": null, "floatyButton": null, "showCloseButton": null, "#
                    + #""mapButtons": {"top": null, "bottom": null}}], "#
                    + #""position": null, "scrollOffset": null, "drag": null"#))
        let defaults = try Sheet.layout(Self.document(#""cards": [{}]"#))
        #expect(nulls == defaults)
        #expect(defaults.requestedPosition == .peaking)
        #expect(defaults.type == .plain)
        #expect(defaults.sheet.title == nil)
        #expect(defaults.warningTexts.isEmpty)
    }

    @Test("Unknown keys are warnings with their path, in the order they are found; the rules' warnings follow")
    func warnings() throws {
        let layout = try Sheet.layout(
            ##"{"colour": 1, "kind": "tgcard.sheet", "environment": {"width": 402, "height": 874, "foo": 1}, "##
                + ##""style": {"z": 1, "titleColor": {"light": "#000000", "dark": "#FFFFFF", "mid": 1}}, "##
                + ##""cards": [{"a": 1}, {"b": 2, "mapButtons": {"left": 1}, "lastPosition": "collapsed", "hasMapContent": false}], "##
                + ##""drag": {"y": 2000, "velocity": 0, "t": 1}, "scrollOffset": 50, "position": "peaking", "zz": null}"##
        )
        #expect(
            layout.warningTexts == [
                "colour: unknown key, ignored",
                "environment.foo: unknown key, ignored",
                "style.z: unknown key, ignored",
                "style.titleColor.mid: unknown key, ignored",
                "cards[0].a: unknown key, ignored",
                "cards[1].b: unknown key, ignored",
                "cards[1].mapButtons.left: unknown key, ignored",
                "drag.t: unknown key, ignored",
                "zz: unknown key, ignored",
                "cards[1].lastPosition is ignored on the top card",
                "position peaking is not available; using extended",
                "scrollOffset 50 is past the end; using 0",
                // No title: HH = 40, E = 50, Yc = 834.
                "drag.y 2000 is outside [50, 834]; using 834",
            ])
    }
}
