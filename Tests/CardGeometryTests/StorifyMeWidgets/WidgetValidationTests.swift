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

/// Invalid inputs, tried as a new user would write them: each error names
/// its JSON path, the value and what is allowed.
@Suite("StorifyMe widgets: validation")
struct StorifyMeValidationTests {
    /// A document with `environment` width 390 and the members given.
    private static func json(_ members: String, environment: String = #"{"width":390}"#) -> String {
        #"{"kind":"storifyme.widgets","environment":\#(environment),\#(members)}"#
    }

    @Test(
        "Wrong types and values name their path",
        arguments: [
            (#""widgets":{}"#, "widgets: must be an array of 0 to 50 widget objects, got {}"),
            (#""widgets":[3]"#, "widgets[0]: must be an object, got 3"),
            (
                #""widgets":[{"widgetId":"123"}]"#,
                #"widgets[0].widgetId: must be an integer 0...9007199254740991, got "123""#
            ),
            (#""widgets":[{"widgetId":2.5}]"#, "widgets[0].widgetId: must be an integer 0...9007199254740991, got 2.5"),
            (#""widgets":[{"widgetId":-1}]"#, "widgets[0].widgetId: must be an integer 0...9007199254740991, got -1"),
            (
                #""widgets":[{"widgetId":9007199254740992}]"#,
                "widgets[0].widgetId: must be an integer 0...9007199254740991, got 9007199254740992"
            ),
            (
                #""widgets":[{"widgetId":1},{"widgetId":2},{"widgetId":1.0}]"#,
                "widgets[2].widgetId: must be unique in the array (widgets[0].widgetId has it too), got 1"
            ),
            (
                #""widgets":[{"widgetId":1,"state":"Loaded"}]"#,
                #"widgets[0].state: must be one of loading, loaded, error, got "Loaded""#
            ),
            (#""widgets":[{"widgetId":1,"enabled":0}]"#, "widgets[0].enabled: must be true or false, got 0"),
            (
                #""widgets":[{"widgetId":1,"audioEnabled":"true"}]"#,
                #"widgets[0].audioEnabled: must be true or false, got "true""#
            ),
            (
                #""widgets":[{"widgetId":1,"gifPostersEnabled":1}]"#,
                "widgets[0].gifPostersEnabled: must be true or false, got 1"
            ),
            (
                #""widgets":[{"widgetId":1,"videoPostersEnabled":[]}]"#,
                "widgets[0].videoPostersEnabled: must be true or false, got []"
            ),
            (#""widgets":[{"widgetId":1,"customTheme":5}]"#, "widgets[0].customTheme: must be a string, got 5"),
            (
                #""widgets":[{"widgetId":1,"errorMessage":false}]"#,
                "widgets[0].errorMessage: must be a string, got false"
            ),
            (
                #""widgets":[{"widgetId":1,"stories":"x"}]"#,
                #"widgets[0].stories: must be an array of 0 to 500 story objects, or null, got "x""#
            ),
            (#""widgets":[{"widgetId":1,"stories":[null]}]"#, "widgets[0].stories[0]: must be an object, got null"),
            (
                #""widgets":[{"widgetId":1,"stories":[{"id":4},{"id":4}]}]"#,
                "widgets[0].stories[1].id: must be unique in the widget's stories (widgets[0].stories[0].id has it too), got 4"
            ),
            (
                #""widgets":[{"widgetId":1,"stories":[{"id":1,"title":7}]}]"#,
                "widgets[0].stories[0].title: must be a string, got 7"
            ),
            (
                #""widgets":[{"widgetId":1,"stories":[{"id":1,"handle":{}}]}]"#,
                "widgets[0].stories[0].handle: must be a string, got {}"
            ),
            (
                #""widgets":[{"widgetId":1,"stories":[{"id":1,"videoUrl":false}]}]"#,
                "widgets[0].stories[0].videoUrl: must be a string, got false"
            ),
            (
                #""widgets":[{"widgetId":1,"stories":[{"id":0.5}]}]"#,
                "widgets[0].stories[0].id: must be an integer 0...9007199254740991, got 0.5"
            ),
            (#""placement":"auto","widgets":[]"#, #"placement: must be one of fixed, fit, got "auto""#),
            (#""stack":{"height":0},"widgets":[]"#, "stack.height: must be > 0 and <= 10000, got 0"),
            (#""stack":{"spacing":-1},"widgets":[]"#, "stack.spacing: must be 0...10000, got -1"),
            (#""stack":{"gap":10001},"widgets":[]"#, "stack.gap: must be 0...10000, got 10001"),
            (#""stack":[],"widgets":[]"#, "stack: must be an object, got []"),
            (#""theme":[],"widgets":[]"#, "theme: must be an object, got []"),
            (#""theme":{"font":3},"widgets":[]"#, "theme.font: must be a string, got 3"),
            (
                #""theme":{"dynamicTypeEnabled":"yes"},"widgets":[]"#,
                #"theme.dynamicTypeEnabled: must be true or false, got "yes""#
            ),
            (
                #""theme":{"maximumContentSizeCategory":"XL"},"widgets":[]"#,
                #"theme.maximumContentSizeCategory: must be one of xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5, got "XL""#
            ),
            (
                ##""theme":{"brandColor":{"light":"#FFFFFF"}},"widgets":[]"##,
                "theme.brandColor.dark: is required; must be a color #RRGGBB or #RRGGBBAA"
            ),
            (#""theme":{"row":{"paddingTop":-0.5}},"widgets":[]"#, "theme.row.paddingTop: must be 0...10000, got -0.5"),
            (
                #""theme":{"row":{"spacing":"12"}},"widgets":[]"#,
                #"theme.row.spacing: must be a number 0...10000, got "12""#
            ),
            (#""theme":{"story":{"width":0}},"widgets":[]"#, "theme.story.width: must be > 0 and <= 10000, got 0"),
            (
                #""theme":{"poster":{"height":-64}},"widgets":[]"#,
                "theme.poster.height: must be > 0 and <= 10000, got -64"
            ),
            (
                #""theme":{"poster":{"cornerRadius":-1}},"widgets":[]"#,
                "theme.poster.cornerRadius: must be 0...10000, got -1"
            ),
            (
                ##""theme":{"poster":{"backgroundColor":"#GGGGGG"}},"widgets":[]"##,
                ##"theme.poster.backgroundColor: must be a color #RRGGBB or #RRGGBBAA, or an object { "light": color, "dark": color }, got "#GGGGGG""##
            ),
            (#""theme":{"title":{"isVisible":1}},"widgets":[]"#, "theme.title.isVisible: must be true or false, got 1"),
            (
                #""theme":{"title":{"fontWeight":450}},"widgets":[]"#,
                "theme.title.fontWeight: must be one of 100, 200, 300, 400, 500, 600, 700, 800, 900, got 450"
            ),
            (
                #""theme":{"title":{"textSize":0}},"widgets":[]"#,
                "theme.title.textSize: must be > 0 and <= 10000, got 0"
            ),
            (#""theme":{"title":{"lines":0}},"widgets":[]"#, "theme.title.lines: must be an integer 1...10, got 0"),
            (#""theme":{"title":{"lines":11}},"widgets":[]"#, "theme.title.lines: must be an integer 1...10, got 11"),
            (#""theme":{"title":{"lines":2.5}},"widgets":[]"#, "theme.title.lines: must be an integer 1...10, got 2.5"),
            (
                #""theme":{"title":{"alignment":"left"}},"widgets":[]"#,
                #"theme.title.alignment: must be one of start, center, end, got "left""#
            ),
            (#""theme":{"title":{"spacing":-4}},"widgets":[]"#, "theme.title.spacing: must be 0...10000, got -4"),
            (
                #""theme":{"title":{"color":"red"}},"widgets":[]"#,
                #"theme.title.color: must be a color #RRGGBB or #RRGGBBAA, or an object { "light": color, "dark": color }, got "red""#
            ),
            (
                #""theme":{"loading":{"showLabel":"no"}},"widgets":[]"#,
                #"theme.loading.showLabel: must be true or false, got "no""#
            ),
            (#""theme":{"loading":{"text":1}},"widgets":[]"#, "theme.loading.text: must be a string, got 1"),
            (
                ##""theme":{"loading":{"spinnerColor":{"light":"#000000","dark":"#12345"}}},"widgets":[]"##,
                ##"theme.loading.spinnerColor.dark: must be a color #RRGGBB or #RRGGBBAA, got "#12345""##
            ),
            (
                #""theme":{"error":{"iconColor":0}},"widgets":[]"#,
                #"theme.error.iconColor: must be a color #RRGGBB or #RRGGBBAA, or an object { "light": color, "dark": color }, got 0"#
            ),
        ])
    func invalidValues(members: String, message: String) {
        #expect(StorifyMe.error(Self.json(members)) == message)
    }

    @Test("Required members: environment, its width, widgets, widgetId and story ids; null counts as missing")
    func missing() {
        #expect(
            StorifyMe.error(#"{"kind":"storifyme.widgets","widgets":[]}"#)
                == "environment: is required; must be an object with at least a width")
        #expect(
            StorifyMe.error(#"{"kind":"storifyme.widgets","environment":null,"widgets":[]}"#)
                == "environment: is required; must be an object with at least a width")
        #expect(
            StorifyMe.error(Self.json(#""widgets":[]"#, environment: #"{"height":800}"#))
                == "environment.width: is required; must be a number > 0 and <= 10000")
        for members in ["", #""widgets":null"#] {
            let document =
                members.isEmpty ? #"{"kind":"storifyme.widgets","environment":{"width":390}}"# : Self.json(members)
            #expect(StorifyMe.error(document) == "widgets: is required; must be an array of 0 to 50 widget objects")
        }
        for widget in [#"{"state":"loaded"}"#, #"{"widgetId":null}"#] {
            #expect(
                StorifyMe.error(Self.json(#""widgets":[\#(widget)]"#))
                    == "widgets[0].widgetId: is required; must be an integer 0...9007199254740991, unique in the array")
        }
        #expect(
            StorifyMe.error(Self.json(#""widgets":[{"widgetId":1,"stories":[{"title":"x"}]}]"#))
                == "widgets[0].stories[0].id: is required; must be an integer 0...9007199254740991, unique in the widget's stories"
        )
    }

    @Test("Counts: at most 50 widgets and 500 stories per widget")
    func counts() throws {
        let fifty = (0..<50).map { #"{"widgetId":\#($0),"enabled":false}"# }.joined(separator: ",")
        #expect(StorifyMe.error(Self.json(#""widgets":[\#(fifty)]"#)) == nil)
        let error = StorifyMe.error(Self.json(#""widgets":[\#(fifty),{"widgetId":50}]"#))
        #expect(error?.hasPrefix(#"widgets: must be an array of 0 to 50 widget objects, got [{"widgetId":0,"#) == true)
        let stories = (0..<500).map { #"{"id":\#($0)}"# }.joined(separator: ",")
        #expect(StorifyMe.error(Self.json(#""widgets":[{"widgetId":1,"stories":[\#(stories)]}]"#)) == nil)
        let tooMany = StorifyMe.error(Self.json(#""widgets":[{"widgetId":1,"stories":[\#(stories),{"id":500}]}]"#))
        #expect(
            tooMany?.hasPrefix("widgets[0].stories: must be an array of 0 to 500 story objects, or null, got [") == true
        )
    }

    @Test("NaN, Infinity and numbers a double cannot hold are not JSON numbers")
    func nonFiniteNumbers() {
        #expect(
            StorifyMe.error(Self.json(#""widgets":[]"#, environment: #"{"width":NaN}"#))
                == "invalid JSON at line 1, column 52: expected a value, found 'N'")
        #expect(
            StorifyMe.error(Self.json(#""stack":{"gap":Infinity},"widgets":[]"#))
                == "invalid JSON at line 1, column 72: expected a value, found 'I'")
        #expect(
            StorifyMe.error(Self.json(#""stack":{"gap":-Infinity},"widgets":[]"#))?.hasPrefix("invalid JSON at line 1")
                == true)
        #expect(
            StorifyMe.error(Self.json(#""stack":{"gap":1e400},"widgets":[]"#))?.hasPrefix("stack.gap: must be a number")
                == true)
        #expect(StorifyMe.error(Self.json(#""stack":{"gap":1e400},"widgets":[]"#))?.hasSuffix("got 1e400") == true)
        #expect(
            StorifyMe.error(Self.json(#""widgets":[],"widgets":[]"#))
                == "widgets: duplicate key; a key may appear once in an object")
    }

    @Test("Of several errors, the first in document order is reported")
    func documentOrder() {
        #expect(
            StorifyMe.error(
                #"{"kind":"storifyme.widgets","widgets":[{"widgetId":1,"state":"x"}],"environment":{"width":-1}}"#)
                == #"widgets[0].state: must be one of loading, loaded, error, got "x""#)
        #expect(
            StorifyMe.error(Self.json(#""widgets":[{"state":"bad","widgetId":"x"}]"#))
                == #"widgets[0].state: must be one of loading, loaded, error, got "bad""#)
        #expect(
            StorifyMe.error(Self.json(#""theme":{"title":{"lines":0,"fontWeight":1}},"stack":{"gap":-1},"widgets":[]"#))
                == "theme.title.lines: must be an integer 1...10, got 0")
        // Values first, then the rules that need the whole input (rule 2), then the family.
        #expect(
            StorifyMe.error(Self.json(#""theme":{"story":{"width":10},"font":"Comic"},"widgets":[{"widgetId":"a"}]"#))
                == #"widgets[0].widgetId: must be an integer 0...9007199254740991, got "a""#)
        #expect(
            StorifyMe.error(Self.json(#""theme":{"story":{"width":10},"font":"Comic"},"widgets":[]"#))
                == "theme.poster.width: must be <= 10 (theme.story.width), got 64")
    }

    @Test("A repeated id is reported where it is read, before the element's later values")
    func repeatedIDInDocumentOrder() {
        #expect(
            StorifyMe.error(Self.json(#""widgets":[{"widgetId":7},{"widgetId":7,"state":"bad"}]"#))
                == "widgets[1].widgetId: must be unique in the array (widgets[0].widgetId has it too), got 7")
        #expect(
            StorifyMe.error(Self.json(#""widgets":[{"widgetId":7},{"state":"bad","widgetId":7}]"#))
                == #"widgets[1].state: must be one of loading, loaded, error, got "bad""#)
        #expect(
            StorifyMe.error(Self.json(#""widgets":[{"widgetId":1,"stories":[{"id":3},{"id":3,"title":5}]}]"#))
                == "widgets[0].stories[1].id: must be unique in the widget's stories (widgets[0].stories[0].id has it too), got 3"
        )
        // Ids are unique per widget's stories, not across widgets.
        #expect(
            StorifyMe.error(Self.json(#""widgets":[{"widgetId":1,"stories":[{"id":3}]},{"widgetId":2,"stories":[{"id":3}]}]"#))
                == nil)
    }

    @Test("An empty font name is reported where it is read, before later values")
    func emptyFontInDocumentOrder() {
        #expect(
            StorifyMe.error(Self.json(#""theme":{"font":""},"widgets":[{"widgetId":"a"}]"#))
                == #"theme.font: must be a font family name, got """#)
        #expect(
            StorifyMe.error(Self.json(#""stack":{"gap":-1},"theme":{"font":""},"widgets":[]"#))
                == "stack.gap: must be 0...10000, got -1")
    }

    @Test("A null member keeps its default, the loading label's text included")
    func nullKeepsDefault() throws {
        let input = try WidgetStackInput(
            json: Data(Self.json(#""theme":{"loading":{"text":null},"title":{"lines":null}},"widgets":[]"#).utf8))
        #expect(input.theme.loading.text == "Loading stories...")
        #expect(input.theme.title.lines == 4)
        let warned = try WidgetStackInput(
            json: Data(Self.json(#""widgets":[{"widgetId":1,"customTheme":"Dark"}]"#).utf8))
        #expect(warned.widgets[0].customTheme == "Dark")
        #expect(warned.warnings.map(\.description) == [#"widgets[0].customTheme: "Dark" is not a theme (dark, brand); ignored"#])
    }

    @Test("The font family must be registered")
    func fontFamily() {
        let error = StorifyMe.error(Self.json(#""theme":{"font":"Comic"},"widgets":[]"#))
        #expect(error?.hasPrefix("theme.font: must be one of the registered font families (") == true)
        #expect(error?.hasSuffix(#"got "Comic""#) == true)
        #expect(StorifyMe.error(Self.json(#""theme":{"font":"Noto Sans Hebrew"},"widgets":[]"#)) == nil)
    }

    @Test("A title size that Dynamic Type scales past 10000 pt is an error at its category")
    func titleSizeAfterDynamicType() {
        #expect(
            StorifyMe.error(
                Self.json(
                    #""theme":{"title":{"textSize":5000}},"widgets":[]"#,
                    environment: #"{"width":390,"contentSizeCategory":"AX5"}"#))
                == "theme.title.textSize: must be <= 2790.698 at AX5, where Dynamic Type scales it past the 10000 pt "
                + "the text layer sets, got 5000")
        #expect(
            StorifyMe.error(
                Self.json(
                    #""theme":{"title":{"textSize":5000},"dynamicTypeEnabled":false},"widgets":[]"#,
                    environment: #"{"width":390,"contentSizeCategory":"AX5"}"#)) == nil)
        #expect(
            StorifyMe.error(
                Self.json(
                    #""theme":{"title":{"textSize":5000},"maximumContentSizeCategory":"L"},"widgets":[]"#,
                    environment: #"{"width":390,"contentSizeCategory":"AX5"}"#)) == nil)
    }

    @Test("The kind must be exactly storifyme.widgets")
    func kind() {
        #expect(
            StorifyMe.engineError(#"{"kind":"storifyme.Widgets","environment":{"width":390},"widgets":[]}"#)
                == #"kind: must be one of storyteller, braze.contentCards, storyly.storyGroups, tgcard.sheet, storifyme.widgets, got "storifyme.Widgets""#
        )
        #expect(
            StorifyMe.error(#"{"environment":{"width":390},"widgets":[]}"#)
                == #"kind: is required; must be "storifyme.widgets" for this input"#)
    }

    @Test("An input built in Swift is checked by the same rules, naming the JSON paths")
    func swiftInput() {
        func error(_ change: (inout WidgetStackInput) -> Void) -> String? {
            var input = WidgetStackInput(
                environment: LayoutEnvironment(width: 390),
                widgets: [WidgetStackInput.Widget(widgetId: 1, stories: [WidgetStackInput.Widget.Story(id: 1)])])
            change(&input)
            do {
                _ = try engine.layout(input)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(error { _ in } == nil)
        #expect(error { $0.environment.width = .nan } == "environment.width: must be > 0 and <= 10000, got nan")
        #expect(error { $0.stack.height = .infinity } == "stack.height: must be > 0 and <= 10000, got inf")
        #expect(error { $0.theme.title.textSize = .nan } == "theme.title.textSize: must be > 0 and <= 10000, got nan")
        #expect(error { $0.theme.title.lines = 0 } == "theme.title.lines: must be an integer 1...10, got 0")
        #expect(
            error { $0.theme.title.fontWeight = 450 }
                == "theme.title.fontWeight: must be one of 100, 200, 300, 400, 500, 600, 700, 800, 900, got 450")
        #expect(error { $0.theme.poster.cornerRadius = -2 } == "theme.poster.cornerRadius: must be 0...10000, got -2")
        #expect(error { $0.theme.row.spacing = 1e5 } == "theme.row.spacing: must be 0...10000, got 100000")
        #expect(error { $0.theme.font = "" } == #"theme.font: must be a font family name, got """#)
        #expect(
            error { $0.widgets[0].widgetId = -3 }
                == "widgets[0].widgetId: must be an integer 0...9007199254740991, got -3")
        #expect(
            error { $0.widgets.append(WidgetStackInput.Widget(widgetId: 1)) }
                == "widgets[1].widgetId: must be unique in the array (widgets[0].widgetId has it too), got 1")
        #expect(
            error { $0.widgets.append(WidgetStackInput.Widget(widgetId: 1, stories: [WidgetStackInput.Widget.Story(id: -1)])) }
                == "widgets[1].widgetId: must be unique in the array (widgets[0].widgetId has it too), got 1")
        #expect(
            error { $0.widgets[0].stories.append(WidgetStackInput.Widget.Story(id: 1)) }
                == "widgets[0].stories[1].id: must be unique in the widget's stories (widgets[0].stories[0].id has it too), got 1"
        )
        #expect(
            error { $0.widgets = (0..<51).map { WidgetStackInput.Widget(widgetId: $0) } }
                == "widgets: must be an array of 0 to 50 widget objects, got an array of 51 widgets")
        #expect(
            error { $0.widgets[0].stories = (0..<501).map { WidgetStackInput.Widget.Story(id: $0) } }
                == "widgets[0].stories: must be an array of 0 to 500 story objects, or null, got an array of 501 stories"
        )
        #expect(
            error { $0.environment.width = 32 }
                == "environment.width: must be > 32 (the loading label and the error message need a text area "
                + "width - safeAreaInsets.left - safeAreaInsets.right - 32 > 0), got 32")
        #expect(error { $0.theme.poster.width = 80 } == "theme.poster.width: must be <= 72 (theme.story.width), got 80")
    }
}
