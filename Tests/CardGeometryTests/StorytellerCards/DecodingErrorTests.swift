import CardText
import Foundation
import Testing

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

@Suite("Decoding errors")
struct DecodingErrorTests {
    /// An input whose `theme.cards.style` is `style` (JSON text).
    func styled(_ style: String) -> String {
        #"{"environment":{"width":390},"theme":{"cards":{"style":"# + style
            + #"}},"card":{"id":"c","title":"T","buttonText":"B"}}"#
    }

    @Test(
        "Invalid values name the path, the value and what is allowed",
        arguments: [
            (#"{"heading":{"textSize":-3}}"#, "theme.cards.style.heading.textSize: must be > 0 and <= 10000, got -3"),
            (#"{"heading":{"textSize":0}}"#, "theme.cards.style.heading.textSize: must be > 0 and <= 10000, got 0"),
            (#"{"subHeading":{"lineHeight":-1.5}}"#, "theme.cards.style.subHeading.lineHeight: must be > 0 and <= 10000, got -1.5"),
            (#"{"padding":"12"}"#, #"theme.cards.style.padding: must be a number, got "12""#),
            (#"{"padding":-1}"#, "theme.cards.style.padding: must be 0...10000, got -1"),
            (#"{"marginHorizontal":-0.5}"#, "theme.cards.style.marginHorizontal: must be 0...10000, got -0.5"),
            (#"{"headingsSpacing":-2}"#, "theme.cards.style.headingsSpacing: must be 0...10000, got -2"),
            (#"{"cornerRadius":-4}"#, "theme.cards.style.cornerRadius: must be 0...10000, got -4"),
            (
                #"{"cornerRadius":"big"}"#,
                #"theme.cards.style.cornerRadius: must be a number or {theme.primitives.cornerRadius}, got "big""#
            ),
            (
                #"{"textLengthMode":"shrink"}"#,
                #"theme.cards.style.textLengthMode: must be one of truncate, resize, got "shrink""#
            ),
            (
                #"{"textAlignment":"left"}"#,
                #"theme.cards.style.textAlignment: must be one of start, center, end, got "left""#
            ),
            (
                #"{"dynamicTypeEnabled":"yes"}"#,
                #"theme.cards.style.dynamicTypeEnabled: must be true or false, got "yes""#
            ),
            (
                #"{"heading":{"textCase":"title"}}"#,
                #"theme.cards.style.heading.textCase: must be one of default, upper, lower, got "title""#
            ),
            (
                #"{"heading":{"fontWeight":650}}"#,
                "theme.cards.style.heading.fontWeight: must be one of 100, 200, 300, 400, 500, 600, 700, 800, 900, got 650"
            ),
            (
                ##"{"heading":{"textColor":"#FFF"}}"##,
                ##"theme.cards.style.heading.textColor: must be a color #RRGGBB or #RRGGBBAA, got "#FFF""##
            ),
            (
                #"{"heading":{"textColor":16777215}}"#,
                "theme.cards.style.heading.textColor: must be a color #RRGGBB or #RRGGBBAA or a theme color reference, got 16777215"
            ),
            (
                #"{"heading":{"textColor":"{theme.colors.red.primary}"}}"#,
                #"theme.cards.style.heading.textColor: must be one of {theme.colors.white.primary}, {theme.colors.white.secondary}, {theme.colors.black.primary}, {theme.colors.black.secondary}, got "{theme.colors.red.primary}""#
            ),
            (
                #"{"heading":{"font":"{theme.colors.white.primary}"}}"#,
                #"theme.cards.style.heading.font: must be a font family name or {theme.customFont}, got "{theme.colors.white.primary}""#
            ),
            (#"{"heading":{"font":""}}"#, #"theme.cards.style.heading.font: must be a font family name, got """#),
            (
                #"{"heading":{"letterSpacing":[1]}}"#,
                "theme.cards.style.heading.letterSpacing: must be a number, got [1]"
            ),
            (#"{"button":{"outlineWidth":-1}}"#, "theme.cards.style.button.outlineWidth: must be 0...10000, got -1"),
            (
                #"{"button":{"textAlignment":"justified"}}"#,
                #"theme.cards.style.button.textAlignment: must be one of start, center, end, got "justified""#
            ),
            (#"{"button":{"title":{"textSize":-3}}}"#, "theme.cards.style.button.title.textSize: must be > 0 and <= 10000, got -3"),
            (#"{"heading":"big"}"#, #"theme.cards.style.heading: must be an object, got "big""#),
        ])
    func styleErrors(style: String, message: String) {
        #expect(decodingError(styled(style)) == message)
    }

    @Test(
        "Environment values are checked",
        arguments: [
            (#"{}"#, "environment.width: is required; must be a number > 0 and <= 10000"),
            (#"{"width":null}"#, "environment.width: is required; must be a number > 0 and <= 10000"),
            (#"{"width":0}"#, "environment.width: must be > 0 and <= 10000, got 0"),
            (#"{"width":"390"}"#, #"environment.width: must be a number > 0 and <= 10000, got "390""#),
            (#"{"width":1e308}"#, "environment.width: must be > 0 and <= 10000, got 1e+308"),
            (#"{"width":390,"height":0}"#, "environment.height: must be > 0 and <= 10000, got 0"),
            (#"{"width":390,"now":-1}"#, "environment.now: must be 0...100000000000, got -1"),
            (
                #"{"width":390,"safeAreaInsets":{"top":-1}}"#,
                "environment.safeAreaInsets.top: must be 0...10000, got -1"
            ),
            (
                #"{"width":390,"horizontalSizeClass":"wide"}"#,
                #"environment.horizontalSizeClass: must be one of compact, regular, got "wide""#
            ),
            (#"{"width":390,"displayScale":4}"#, "environment.displayScale: must be one of 1, 2, 3, got 4"),
            (#"{"width":390,"displayScale":2.5}"#, "environment.displayScale: must be one of 1, 2, 3, got 2.5"),
            (
                #"{"width":390,"contentSizeCategory":"XL"}"#,
                #"environment.contentSizeCategory: must be one of xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5, got "XL""#
            ),
            (#"{"width":390,"colorScheme":"dim"}"#, #"environment.colorScheme: must be one of light, dark, got "dim""#),
            (
                #"{"width":390,"layoutDirection":"ttb"}"#,
                #"environment.layoutDirection: must be one of ltr, rtl, got "ttb""#
            ),
        ])
    func environmentErrors(environment: String, message: String) {
        #expect(decodingError(#"{"environment":"# + environment + #","card":{}}"#) == message)
    }

    @Test("Accepted environment values")
    func environmentValues() throws {
        let input = try StorytellerCardInput(
            json: Data(
                #"""
                {"environment":{"width":320.5,"displayScale":2.0,"contentSizeCategory":"AX2","colorScheme":"dark",
                 "layoutDirection":"rtl","locale":"zh-Hant-TW"},"card":{}}
                """#.utf8))
        #expect(
            input.environment
                == LayoutEnvironment(
                    width: 320.5, contentSizeCategory: .accessibilityLarge, colorScheme: .dark, layoutDirection: .rtl,
                    displayScale: 2, locale: "zh-Hant-TW"))
    }

    @Test("Every kind's environment fields are accepted; the locale's syntax is not checked")
    func sharedEnvironmentFields() throws {
        for locale in ["en_US", "", "not a tag"] {
            let json = #"""
                {"environment":{"width":390,"height":700,"now":1718003600,"locale":"\#(locale)",
                 "safeAreaInsets":{"top":47,"left":0,"bottom":34,"right":0},
                 "horizontalSizeClass":"compact","verticalSizeClass":"regular"},
                 "card":{"title":"A title that breaks by the root rules"}}
                """#
            let layout = try layout(json: json)
            #expect(layout.warnings.isEmpty, "locale \(locale)")
            #expect(layout.heading?.lines.isEmpty == false)
        }
    }

    @Test(
        "Card, collection and theme errors",
        arguments: [
            (
                #"{"environment":{"width":390}}"#,
                #"(root): must be an object with exactly one of "card" and "collection", got neither"#
            ),
            (
                #"{"environment":{"width":390},"card":{},"collection":{"cards":[{"id":"a"}]}}"#,
                #"(root): must be an object with exactly one of "card" and "collection", got both"#
            ),
            (
                #"{"environment":{"width":390},"card":null,"collection":null}"#,
                #"(root): must be an object with exactly one of "card" and "collection", got neither"#
            ),
            (#"[1]"#, "(root): must be an object, got [1]"),
            (#"{"card":{}}"#, "environment: is required; must be an object with at least a width"),
            (
                #"{"environment":{"width":390},"collection":{"cards":[]}}"#,
                "collection.cards: must be a non-empty array of cards, got []"
            ),
            (
                #"{"environment":{"width":390},"collection":{}}"#,
                "collection.cards: is required; must be a non-empty array of cards"
            ),
            (
                #"{"environment":{"width":390},"collection":{"cards":[{"id":"a"},{"title":"x"}]}}"#,
                "collection.cards[1].id: is required; must be a non-empty string, unique in the collection"
            ),
            (
                #"{"environment":{"width":390},"collection":{"cards":[{"id":"a"},{"id":"b"},{"id":"a"}]}}"#,
                #"collection.cards[2].id: must be unique in the collection (collection.cards[0].id has it too), got "a""#
            ),
            (
                #"{"environment":{"width":390},"collection":{"cards":[{"id":7}]}}"#,
                "collection.cards[0].id: must be a string, got 7"
            ),
            (
                #"{"environment":{"width":390},"collection":{"cards":[{"id":"a"}],"ordering":"random"}}"#,
                #"collection.ordering: must be one of none, viewed, tapped, got "random""#
            ),
            (
                #"{"environment":{"width":390},"collection":{"cards":[{"id":"a"}],"state":{"viewed":["a",3]}}}"#,
                "collection.state.viewed[1]: must be a string, got 3"
            ),
            (
                #"{"environment":{"width":390},"collection":{"cards":[{"id":"a"}],"state":{"tapped":"a"}}}"#,
                #"collection.state.tapped: must be an array, got "a""#
            ),
            (
                #"{"environment":{"width":390},"collection":{"cards":["a"]}}"#,
                #"collection.cards[0]: must be an object, got "a""#
            ),
            (#"{"environment":{"width":390},"card":{"id":""}}"#, #"card.id: must be a non-empty string, got """#),
            (#"{"environment":{"width":390},"card":{"title":42}}"#, "card.title: must be a string, got 42"),
            (
                #"{"environment":{"width":390},"card":{"media":{"type":"gif"}}}"#,
                #"card.media.type: must be one of image, video, got "gif""#
            ),
            (
                #"{"environment":{"width":390},"card":{"media":{"aspectRatio":"21:9"}}}"#,
                #"card.media.aspectRatio: must be one of 1:1, 2:3, 3:4, 4:5, 9:16, 16:9, 4:1, got "21:9""#
            ),
            (
                #"{"environment":{"width":390},"card":{},"theme":{"colors":{"white":{"primary":"{theme.colors.black.primary}"}}}}"#,
                #"theme.colors.white.primary: must be a color #RRGGBB or #RRGGBBAA, got "{theme.colors.black.primary}""#
            ),
            (
                #"{"environment":{"width":390},"card":{},"theme":{"primitives":{"cornerRadius":-8}}}"#,
                "theme.primitives.cornerRadius: must be 0...10000, got -8"
            ),
            (
                #"{"environment":{"width":390},"card":{},"theme":{"cards":{"textOverContent":1}}}"#,
                "theme.cards.textOverContent: must be true or false, got 1"
            ),
            (
                #"{"environment":{"width":390},"card":{},"theme":{"cards":{"behavior":{"reloading":{"reloadOnExit":"no"}}}}}"#,
                #"theme.cards.behavior.reloading.reloadOnExit: must be true or false, got "no""#
            ),
            (
                #"{"environment":{"width":390},"card":{},"theme":{"customFont":5}}"#,
                "theme.customFont: must be a string, got 5"
            ),
        ])
    func documentErrors(json: String, message: String) {
        #expect(decodingError(json) == message)
    }

    /// SharedConventions article, "Errors and warnings": values are read and
    /// checked in document order, and the first error met is reported; a
    /// missing required member when its object ends. Each input here has two
    /// errors, and the expected one is not the one a fixed reading order
    /// (environment, theme, content, each object's fields in the order
    /// described) would meet first.
    @Test(
        "The first error in document order is reported",
        arguments: [
            (
                #"{"card":{"title":5},"theme":{"customFont":3},"environment":{"width":390}}"#,
                "card.title: must be a string, got 5"
            ),
            (
                #"{"environment":{"width":390},"card":{},"theme":{"cards":{"style":{"padding":"x","textLengthMode":"shrink"}}}}"#,
                #"theme.cards.style.padding: must be a number, got "x""#
            ),
            (
                #"{"environment":{"width":390},"card":{},"theme":{"cards":{"style":{"button":{"textAlignment":1},"heading":{"textCase":2}}}}}"#,
                "theme.cards.style.button.textAlignment: must be one of start, center, end, got 1"
            ),
            (
                #"{"environment":{"width":390},"card":{"media":{"aspectRatio":"1","type":"gif"},"title":1}}"#,
                #"card.media.aspectRatio: must be one of 1:1, 2:3, 3:4, 4:5, 9:16, 16:9, 4:1, got "1""#
            ),
            (#"{"theme":{"customFont":1},"card":{}}"#, "theme.customFont: must be a string, got 1"),
            (
                #"{"environment":{"width":390},"card":{"title":3},"collection":{"cards":[{"id":"a"}]}}"#,
                "card.title: must be a string, got 3"
            ),
            (
                #"{"environment":{"width":390},"collection":{"state":{"viewed":[1]},"cards":[{"id":2}]}}"#,
                "collection.state.viewed[0]: must be a string, got 1"
            ),
            (
                #"{"environment":{"width":390},"collection":{"cards":[{"id":"a"}]},"card":{"title":3}}"#,
                #"(root): must be an object with exactly one of "card" and "collection", got both"#
            ),
            // A range is checked as the value is read: the theme's bad
            // padding comes before the card's bad title.
            (
                #"{"environment":{"width":390},"theme":{"cards":{"style":{"padding":-5}}},"card":{"title":5}}"#,
                "theme.cards.style.padding: must be 0...10000, got -5"
            ),
            (
                #"{"environment":{"width":390},"theme":{"cards":{"style":{"heading":{"textSize":0}}}},"card":{"title":5}}"#,
                "theme.cards.style.heading.textSize: must be > 0 and <= 10000, got 0"
            ),
            (
                #"{"environment":{"width":390},"theme":{"cards":{"style":{"cornerRadius":-1}}},"card":{"title":5}}"#,
                "theme.cards.style.cornerRadius: must be 0...10000, got -1"
            ),
            (
                #"{"environment":{"width":390},"collection":{"cards":[{"id":""},{"title":5}]}}"#,
                #"collection.cards[0].id: must be a non-empty string, got """#
            ),
            // The environment, which every kind reads the same way.
            (#"{"environment":{"height":-1,"width":-5},"card":{}}"#, "environment.height: must be > 0 and <= 10000, got -1"),
            (
                #"{"environment":{"width":390,"displayScale":7,"colorScheme":"blue"},"card":{}}"#,
                "environment.displayScale: must be one of 1, 2, 3, got 7"
            ),
            (
                #"{"environment":{"safeAreaInsets":{"left":-2,"top":"x"},"layoutDirection":"up","width":390},"card":{}}"#,
                "environment.safeAreaInsets.left: must be 0...10000, got -2"
            ),
            (#"{"environment":{"now":-1},"card":{}}"#, "environment.now: must be 0...100000000000, got -1"),
        ])
    func firstErrorInDocumentOrder(json: String, message: String) {
        #expect(decodingError(json) == message)
    }

    @Test("Malformed JSON reports the line and column")
    func malformedJSON() {
        #expect(
            decodingError("{\n  \"environment\": {\"width\": 390,}\n}")
                == "invalid JSON at line 2, column 32: expected a key in double quotes")
        #expect(decodingError("{\"a\": tru}") == "invalid JSON at line 1, column 7: expected a value")
        #expect(decodingError("") == "invalid JSON at line 1, column 1: expected a value, found the end of the data")
        #expect(decodingError("{} x") == "invalid JSON at line 1, column 4: unexpected text after the JSON value")
    }

    @Test("A key given twice is an error, not a guess")
    func duplicateKey() {
        #expect(
            decodingError(#"{"environment":{"width":390,"width":400},"card":{}}"#)
                == "environment.width: duplicate key; a key may appear once in an object")
    }

    @Test("An unknown font family is an error at the property that names it, wrapping the text layer's error")
    func unknownFamily() throws {
        func error(_ json: String) throws -> CardLayoutError {
            do {
                _ = try engine.layout(json: Data(json.utf8))
            } catch {
                return error
            }
            Issue.record("no error")
            throw CancellationError()
        }
        let heading = try error(
            #"{"environment":{"width":390},"card":{},"theme":{"cards":{"style":{"heading":{"font":"Comic Sans"}}}}}"#)
        #expect(heading.path == "theme.cards.style.heading.font")
        #expect(heading.value == #""Comic Sans""#)
        #expect(heading.textError == .unknownFamily("Comic Sans", available: engine.measurer.fonts.families))
        #expect(
            heading.description.hasPrefix(
                #"theme.cards.style.heading.font: must be one of the registered font families (Droid Sans Fallback, Inter, "#
            ))
        #expect(heading.description.hasSuffix(#"), got "Comic Sans""#))

        let theme = try error(#"{"environment":{"width":390},"card":{},"theme":{"customFont":"Nope"}}"#)
        #expect(theme.path == "theme.customFont")

        let button = try error(
            #"{"environment":{"width":390},"card":{},"theme":{"cards":{"style":{"button":{"title":{"font":"Nope"}}}}}}"#
        )
        #expect(button.path == "theme.cards.style.button.title.font")
    }

    @Test("A Swift-built input is validated like a decoded one")
    func swiftInputValidated() {
        func validationError(_ input: StorytellerCardInput) -> String? {
            do {
                _ = try engine.layout(input)
                return nil
            } catch {
                return error.description
            }
        }
        var input = StorytellerCardInput(environment: LayoutEnvironment(width: 390), card: StorytellerCardInput.Card(title: "T"))
        #expect(validationError(input) == nil)
        input.theme.cards.style.heading.textSize = .nan
        #expect(validationError(input) == "theme.cards.style.heading.textSize: must be > 0 and <= 10000, got nan")
        input.theme.cards.style.heading.textSize = 20
        input.environment.displayScale = 5
        #expect(validationError(input) == "environment.displayScale: must be one of 1, 2, 3, got 5")
        input.environment.displayScale = 2
        input.theme.cards.style.button.title.fontWeight = 450
        #expect(
            validationError(input)
                == "theme.cards.style.button.title.fontWeight: must be one of 100, 200, 300, 400, 500, 600, 700, 800, 900, got 450"
        )
    }

    @Test("Errors expose their parts")
    func errorParts() throws {
        do {
            _ = try StorytellerCardInput(json: Data(styled(#"{"heading":{"textSize":-3}}"#).utf8))
            Issue.record("no error")
        } catch {
            #expect(error.kind == .invalidValue)
            #expect(error.path == "theme.cards.style.heading.textSize")
            #expect(error.value == "-3")
            #expect(error.allowed == "> 0 and <= 10000")
        }
    }
}
