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

@Suite("Storyly story groups: invalid input")
struct StorylyValidationTests {
    /// A document with `members` (JSON text) after the kind and the environment.
    static func document(_ members: String, environment: String = #"{"width":390}"#) -> String {
        #"{"kind":"storyly.storyGroups","environment":"# + environment + "," + members + "}"
    }

    /// A document whose theme is `theme` and with one group.
    static func themed(_ theme: String) -> String {
        document(#""theme":"# + theme + #","groups":[{"id":1}]"#)
    }

    /// A document with the custom style's template `custom`.
    static func custom(_ custom: String) -> String {
        document(#""style":"custom","custom":"# + custom + #","groups":[{"id":1}]"#)
    }

    /// A document with these groups (JSON array text).
    static func groups(_ groups: String) -> String {
        document(#""groups":"# + groups)
    }

    @Test(
        "Top level: environment, scrollOffset, style, custom, groups",
        arguments: [
            (
                #"{"kind":"storyly.storyGroups","groups":[]}"#,
                "environment: is required; must be an object with at least a width"
            ),
            (
                #"{"kind":"storyly.storyGroups","environment":null,"groups":[]}"#,
                "environment: is required; must be an object with at least a width"
            ),
            (
                #"{"kind":"storyly.storyGroups","environment":{},"groups":[]}"#,
                "environment.width: is required; must be a number > 0 and <= 10000"
            ),
            (
                #"{"kind":"storyly.storyGroups","environment":{"width":390,"height":0},"groups":[]}"#,
                "environment.height: must be > 0 and <= 10000, got 0"
            ),
            (
                #"{"kind":"storyly.storyGroups","environment":{"width":390,"safeAreaInsets":{"left":-1}},"groups":[]}"#,
                "environment.safeAreaInsets.left: must be 0...10000, got -1"
            ),
            (document(#""scrollOffset":-1,"groups":[]"#), "scrollOffset: must be 0...1000000, got -1"),
            (document(#""scrollOffset":1000000.5,"groups":[]"#), "scrollOffset: must be 0...1000000, got 1000000.5"),
            (document(#""scrollOffset":"10","groups":[]"#), #"scrollOffset: must be a number 0...1000000, got "10""#),
            (document(#""style":"medium","groups":[]"#), #"style: must be one of small, large, custom, got "medium""#),
            (document(#""style":"Large","groups":[]"#), #"style: must be one of small, large, custom, got "Large""#),
            (
                document(#""style":"custom","groups":[]"#),
                #"custom: is required; must be an object (the cell template) when style is "custom""#
            ),
            (
                document(#""style":"custom","custom":null,"groups":[]"#),
                #"custom: is required; must be an object (the cell template) when style is "custom""#
            ),
            (document(#""custom":[],"groups":[]"#), "custom: must be an object, got []"),
            (document(#""theme":"dark","groups":[]"#), #"theme: must be an object, got "dark""#),
            (document(#""scrollOffset":0"#), "groups: is required; must be an array of 0 to 500 story groups"),
            (document(#""groups":null"#), "groups: is required; must be an array of 0 to 500 story groups"),
            (document(#""groups":{}"#), "groups: must be an array, got {}"),
            (document(#""groups":[1]"#), "groups[0]: must be an object, got 1"),
        ])
    func topLevel(json: String, message: String) {
        #expect(Storyly.error(json) == message)
    }

    @Test("More than 500 groups is an error at groups; 500 is fine")
    func tooManyGroups() throws {
        let many = (0..<501).map { #"{"id":\#($0)}"# }.joined(separator: ",")
        #expect(Storyly.error(Self.groups("[" + many + "]")) == "groups: must be an array of 0 to 500 story groups, got 501 groups")
        let enough = (0..<500).map { #"{"id":\#($0)}"# }.joined(separator: ",")
        #expect(try Storyly.layout(Self.groups("[" + enough + "]")).groups.count == 500)
    }

    @Test(
        "Groups: ids, types, indexes, booleans, stories, thematic icons",
        arguments: [
            (#"[{"title":"A"}]"#, "groups[0].id: is required; must be an integer of magnitude at most 9007199254740991 or a non-empty string, unique in groups"),
            (#"[{"id":null}]"#, "groups[0].id: is required; must be an integer of magnitude at most 9007199254740991 or a non-empty string, unique in groups"),
            (#"[{"id":2.5}]"#, "groups[0].id: must be an integer of magnitude at most 9007199254740991 or a non-empty string, got 2.5"),
            (#"[{"id":""}]"#, #"groups[0].id: must be an integer of magnitude at most 9007199254740991 or a non-empty string, got """#),
            (#"[{"id":true}]"#, "groups[0].id: must be an integer of magnitude at most 9007199254740991 or a non-empty string, got true"),
            (#"[{"id":9007199254740992}]"#, "groups[0].id: must be an integer of magnitude at most 9007199254740991 or a non-empty string, got 9007199254740992"),
            (#"[{"id":[1]}]"#, "groups[0].id: must be an integer of magnitude at most 9007199254740991 or a non-empty string, got [1]"),
            (#"[{"id":7},{"id":"7"},{"id":7.0}]"#, "groups[2].id: must be unique in groups (groups[0].id has it too), got 7"),
            (#"[{"id":"a"},{"id":"b"},{"id":"a"}]"#, #"groups[2].id: must be unique in groups (groups[0].id has it too), got "a""#),
            (#"[{"id":1,"title":5}]"#, "groups[0].title: must be a string, got 5"),
            (#"[{"id":1,"iconUrl":{}}]"#, "groups[0].iconUrl: must be a string, got {}"),
            (#"[{"id":1,"coverUrl":false}]"#, "groups[0].coverUrl: must be a string, got false"),
            (#"[{"id":1,"index":-1}]"#, "groups[0].index: must be an integer 0...2147483647, got -1"),
            (#"[{"id":1,"index":2147483648}]"#, "groups[0].index: must be an integer 0...2147483647, got 2147483648"),
            (#"[{"id":1,"index":1.5}]"#, "groups[0].index: must be an integer 0...2147483647, got 1.5"),
            (#"[{"id":1,"index":"1"}]"#, #"groups[0].index: must be an integer 0...2147483647, got "1""#),
            (#"[{"id":1},{"id":2,"seen":1}]"#, "groups[1].seen: must be true or false, got 1"),
            (#"[{"id":1,"pinned":"true"}]"#, #"groups[0].pinned: must be true or false, got "true""#),
            (#"[{"id":1,"type":"live"}]"#, #"groups[0].type: must be one of default, ivod, got "live""#),
            (#"[{"id":1,"type":"IVOD"}]"#, #"groups[0].type: must be one of default, ivod, got "IVOD""#),
            (#"[{"id":1,"stories":3}]"#, "groups[0].stories: must be an array or null, got 3"),
            (#"[{"id":1,"thematicIconUrls":[]}]"#, "groups[0].thematicIconUrls: must be an object, got []"),
            (
                #"[{"id":1,"thematicIconUrls":{"xmas":"u","dark":null}}]"#,
                "groups[0].thematicIconUrls.dark: must be a string (the icon's URL for this label), got null"
            ),
            (
                #"[{"id":1,"thematicIconUrls":{"new year":3}}]"#,
                #"groups[0].thematicIconUrls["new year"]: must be a string (the icon's URL for this label), got 3"#
            ),
        ])
    func groups(json: String, message: String) {
        #expect(Storyly.error(Self.groups(json)) == message)
    }

    @Test(
        "Theme values",
        arguments: [
            (#"{"font":7}"#, "theme.font: must be a string, got 7"),
            (#"{"list":{"edgePaddingHorizontal":-1}}"#, "theme.list.edgePaddingHorizontal: must be 0...10000, got -1"),
            (#"{"list":{"edgePaddingVertical":10001}}"#, "theme.list.edgePaddingVertical: must be 0...10000, got 10001"),
            (#"{"list":{"paddingBetweenItems":"8"}}"#, #"theme.list.paddingBetweenItems: must be a number 0...10000, got "8""#),
            (#"{"list":{"seenGroupsLast":0}}"#, "theme.list.seenGroupsLast: must be true or false, got 0"),
            (
                #"{"list":{"backgroundColor":"white"}}"#,
                #"theme.list.backgroundColor: must be a color #RRGGBB or #RRGGBBAA, or an object { "light": color, "dark": color }, got "white""#
            ),
            (#"{"icon":{"width":0}}"#, "theme.icon.width: must be > 0 and <= 10000, got 0"),
            (#"{"icon":{"height":-80}}"#, "theme.icon.height: must be > 0 and <= 10000, got -80"),
            (#"{"icon":{"cornerRadius":-1}}"#, "theme.icon.cornerRadius: must be 0...10000, got -1"),
            (
                ##"{"icon":{"backgroundColor":{"light":"#DDDDDD"}}}"##,
                "theme.icon.backgroundColor.dark: is required; must be a color #RRGGBB or #RRGGBBAA"
            ),
            (#"{"icon":{"thematicLabel":1}}"#, "theme.icon.thematicLabel: must be a string, got 1"),
            (#"{"border":{"width":-2}}"#, "theme.border.width: must be 0...10000, got -2"),
            (#"{"border":{"gap":"2"}}"#, #"theme.border.gap: must be a number 0...10000, got "2""#),
            (
                #"{"border":{"colorNotSeen":[]}}"#,
                "theme.border.colorNotSeen: must be a non-empty array of colors #RRGGBB or #RRGGBBAA, got []"
            ),
            (
                ##"{"border":{"colorNotSeen":["#FED169","#FFF"]}}"##,
                ##"theme.border.colorNotSeen[1]: must be a color #RRGGBB or #RRGGBBAA, got "#FFF""##
            ),
            (
                ##"{"border":{"colorNotSeen":"#FED169"}}"##,
                ##"theme.border.colorNotSeen: must be a non-empty array of colors #RRGGBB or #RRGGBBAA, or an object { "light": list, "dark": list }, got "#FED169""##
            ),
            (
                ##"{"border":{"colorSeen":{"light":["#DBDBDB"]}}}"##,
                "theme.border.colorSeen.dark: is required; must be a non-empty array of colors #RRGGBB or #RRGGBBAA"
            ),
            (
                ##"{"border":{"colorSeen":{"light":["#DBDBDB"],"dark":[]}}}"##,
                "theme.border.colorSeen.dark: must be a non-empty array of colors #RRGGBB or #RRGGBBAA, got []"
            ),
            (#"{"title":{"isVisible":"yes"}}"#, #"theme.title.isVisible: must be true or false, got "yes""#),
            (#"{"title":{"font":false}}"#, "theme.title.font: must be a string, got false"),
            (
                #"{"title":{"fontWeight":450}}"#,
                "theme.title.fontWeight: must be one of 100, 200, 300, 400, 500, 600, 700, 800, 900, got 450"
            ),
            (#"{"title":{"textSize":0}}"#, "theme.title.textSize: must be > 0 and <= 10000, got 0"),
            (#"{"title":{"lineHeight":-1}}"#, "theme.title.lineHeight: must be > 0 and <= 10000, got -1"),
            (#"{"title":{"lines":0}}"#, "theme.title.lines: must be an integer 1...10, got 0"),
            (#"{"title":{"lines":11}}"#, "theme.title.lines: must be an integer 1...10, got 11"),
            (#"{"title":{"lines":2.5}}"#, "theme.title.lines: must be an integer 1...10, got 2.5"),
            (#"{"title":{"alignment":"left"}}"#, #"theme.title.alignment: must be one of start, center, end, got "left""#),
            (#"{"title":{"textCase":"title"}}"#, #"theme.title.textCase: must be one of default, upper, lower, got "title""#),
            (#"{"title":{"letterSpacing":-10001}}"#, "theme.title.letterSpacing: must be -10000...10000, got -10001"),
            (
                ##"{"title":{"colorNotSeen":"#12345"}}"##,
                ##"theme.title.colorNotSeen: must be a color #RRGGBB or #RRGGBBAA, or an object { "light": color, "dark": color }, got "#12345""##
            ),
            (#"{"title":{"dynamicTypeEnabled":1}}"#, "theme.title.dynamicTypeEnabled: must be true or false, got 1"),
            (
                #"{"title":{"maximumContentSizeCategory":"XXXL"}}"#,
                #"theme.title.maximumContentSizeCategory: must be one of xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5, got "XXXL""#
            ),
            (#"{"pin":{"isVisible":null,"size":0}}"#, "theme.pin.size: must be > 0 and <= 10000, got 0"),
            (##"{"pin":{"backgroundColor":"#1E88E"}}"##, ##"theme.pin.backgroundColor: must be a color #RRGGBB or #RRGGBBAA, or an object { "light": color, "dark": color }, got "#1E88E""##),
            (#"{"ivod":{"isVisible":"no"}}"#, #"theme.ivod.isVisible: must be true or false, got "no""#),
            (#"{"ivod":{"size":10000.5}}"#, "theme.ivod.size: must be > 0 and <= 10000, got 10000.5"),
        ])
    func theme(json: String, message: String) {
        #expect(Storyly.error(Self.themed(json)) == message)
    }

    @Test(
        "The custom template",
        arguments: [
            (#"{"elements":[{"type":"title"}]}"#, #"custom.size: is required; must be an object { "width", "height" }"#),
            (#"{"size":null,"elements":[{"type":"title"}]}"#, #"custom.size: is required; must be an object { "width", "height" }"#),
            (#"{"size":{"height":100},"elements":[{"type":"title"}]}"#, "custom.size.width: is required; must be a number > 0 and <= 10000"),
            (#"{"size":{"width":0,"height":100},"elements":[{"type":"title"}]}"#, "custom.size.width: must be > 0 and <= 10000, got 0"),
            (
                #"{"size":{"width":100},"elements":[{"type":"title"}]}"#,
                #"custom.size.height: is required; must be a number > 0 and <= 10000 with sizing "fixed""#
            ),
            (#"{"sizing":"fit","size":{"width":100,"height":-1},"elements":[{"type":"title"}]}"#, "custom.size.height: must be > 0 and <= 10000, got -1"),
            (#"{"sizing":"auto","size":{"width":100,"height":100},"elements":[]}"#, #"custom.sizing: must be one of fixed, fit, got "auto""#),
            (#"{"size":{"width":100,"height":100},"padding":{"top":-1},"elements":[]}"#, "custom.padding.top: must be 0...10000, got -1"),
            (#"{"size":{"width":100,"height":100},"padding":4,"elements":[]}"#, "custom.padding: must be an object, got 4"),
            (#"{"size":{"width":100,"height":100},"spacing":-4,"elements":[]}"#, "custom.spacing: must be 0...10000, got -4"),
            (#"{"size":{"width":100,"height":100},"cornerRadius":-1,"elements":[]}"#, "custom.cornerRadius: must be 0...10000, got -1"),
            (
                #"{"size":{"width":100,"height":100},"backgroundColor":3,"elements":[]}"#,
                #"custom.backgroundColor: must be a color #RRGGBB or #RRGGBBAA, or an object { "light": color, "dark": color }, got 3"#
            ),
            (#"{"size":{"width":100,"height":100}}"#, "custom.elements: is required; must be a non-empty array of elements (icon, cover, title)"),
            (#"{"size":{"width":100,"height":100},"elements":[]}"#, "custom.elements: must be a non-empty array of elements (icon, cover, title), got []"),
            (#"{"size":{"width":100,"height":100},"elements":["icon"]}"#, #"custom.elements[0]: must be an object, got "icon""#),
            (#"{"size":{"width":100,"height":100},"elements":[{}]}"#, "custom.elements[0].type: is required; must be one of icon, cover, title"),
            (#"{"size":{"width":100,"height":100},"elements":[{"type":"image"}]}"#, #"custom.elements[0].type: must be one of icon, cover, title, got "image""#),
            (
                #"{"size":{"width":100,"height":100},"elements":[{"type":"title"},{"type":"icon"},{"type":"title"}]}"#,
                #"custom.elements[2].type: must be a type no other element has (custom.elements[0] is a title), got "title""#
            ),
            (#"{"size":{"width":100,"height":100},"elements":[{"type":"icon","width":0}]}"#, "custom.elements[0].width: must be > 0 and <= 10000, got 0"),
            (#"{"size":{"width":100,"height":100},"elements":[{"type":"icon","alignment":"left"}]}"#, #"custom.elements[0].alignment: must be one of start, center, end, got "left""#),
            (#"{"size":{"width":100,"height":100},"elements":[{"type":"icon","border":"no"}]}"#, #"custom.elements[0].border: must be true or false, got "no""#),
            (#"{"size":{"width":100,"height":100},"elements":[{"type":"cover","aspectRatio":"3:0"}]}"#, #"custom.elements[0].aspectRatio: must be a string "w:h" of two integers 1...10000 (digits only), got "3:0""#),
            (#"{"size":{"width":100,"height":100},"elements":[{"type":"cover","aspectRatio":"3/4"}]}"#, #"custom.elements[0].aspectRatio: must be a string "w:h" of two integers 1...10000 (digits only), got "3/4""#),
            (#"{"size":{"width":100,"height":100},"elements":[{"type":"cover","aspectRatio":"1.5:1"}]}"#, #"custom.elements[0].aspectRatio: must be a string "w:h" of two integers 1...10000 (digits only), got "1.5:1""#),
            (#"{"size":{"width":100,"height":100},"elements":[{"type":"cover","aspectRatio":"+3:4"}]}"#, #"custom.elements[0].aspectRatio: must be a string "w:h" of two integers 1...10000 (digits only), got "+3:4""#),
            (#"{"size":{"width":100,"height":100},"elements":[{"type":"cover","aspectRatio":"10001:1"}]}"#, #"custom.elements[0].aspectRatio: must be a string "w:h" of two integers 1...10000 (digits only), got "10001:1""#),
            (#"{"size":{"width":100,"height":100},"elements":[{"type":"cover","aspectRatio":"3:4:5"}]}"#, #"custom.elements[0].aspectRatio: must be a string "w:h" of two integers 1...10000 (digits only), got "3:4:5""#),
            (#"{"size":{"width":100,"height":100},"elements":[{"type":"cover","aspectRatio":0.75}]}"#, #"custom.elements[0].aspectRatio: must be a string "w:h" of two integers 1...10000 (digits only), got 0.75"#),
            (#"{"size":{"width":100,"height":100},"elements":[{"type":"cover","cornerRadius":-8}]}"#, "custom.elements[0].cornerRadius: must be 0...10000, got -8"),
            (#"{"size":{"width":100,"height":100},"elements":[{"type":"title","lines":11}]}"#, "custom.elements[0].lines: must be an integer 1...10, got 11"),
            (#"{"size":{"width":100,"height":100},"elements":[{"type":"title","padding":{"leading":-4}}]}"#, "custom.elements[0].padding.leading: must be 0...10000, got -4"),
            (#"{"size":{"width":100,"height":100},"elements":[{"type":"title","colorSeen":"red"}]}"#, #"custom.elements[0].colorSeen: must be a color #RRGGBB or #RRGGBBAA, or an object { "light": color, "dark": color }, got "red""#),
        ])
    func template(json: String, message: String) {
        #expect(Storyly.error(Self.custom(json)) == message)
    }

    @Test("A custom object with another style is still validated")
    func ignoredCustomIsValidated() {
        let json = Self.document(#""style":"large","custom":{"size":{"width":100,"height":100},"spacing":-1,"elements":[{"type":"title"}]},"groups":[]"#)
        #expect(Storyly.error(json) == "custom.spacing: must be 0...10000, got -1")
        let noSize = Self.document(#""custom":{"elements":[{"type":"title"}]},"groups":[]"#)
        #expect(Storyly.error(noSize) == #"custom.size: is required; must be an object { "width", "height" }"#)
    }

    @Test("Malformed JSON, NaN and Infinity spellings, huge numbers and duplicate keys are errors")
    func malformed() {
        for json in [
            Self.document(#""scrollOffset":NaN,"groups":[]"#), Self.document(#""scrollOffset":Infinity,"groups":[]"#),
            Self.document(#""scrollOffset":-Infinity,"groups":[]"#), Self.document(#""groups":[],"#),
            Self.document(#""scrollOffset":"NaN","groups":[]"#),
        ] {
            let error = Storyly.error(json)
            #expect(error != nil, "\(json)")
            #expect(error?.contains("scrollOffset") == true || error?.hasPrefix("invalid JSON") == true, "\(error ?? "")")
        }
        #expect(Storyly.error(Self.document(#""scrollOffset":1e400,"groups":[]"#))?.contains("1e400") == true)
        #expect(
            Storyly.error(Self.document(#""groups":[],"groups":[]"#))
                == "groups: duplicate key; a key may appear once in an object")
    }

    @Test("The first error in document order is reported, whatever the order of the keys")
    func documentOrder() {
        let groupsFirst = #"{"kind":"storyly.storyGroups","groups":[{"id":1,"seen":1}],"theme":{"font":5},"environment":{"width":390}}"#
        #expect(Storyly.error(groupsFirst) == "groups[0].seen: must be true or false, got 1")
        let themeFirst = #"{"kind":"storyly.storyGroups","theme":{"font":5},"groups":[{"id":1,"seen":1}],"environment":{"width":390}}"#
        #expect(Storyly.error(themeFirst) == "theme.font: must be a string, got 5")
        let inGroup = Self.groups(#"[{"seen":1,"id":"","pinned":2}]"#)
        #expect(Storyly.error(inGroup) == "groups[0].seen: must be true or false, got 1")
        let environmentLast = #"{"kind":"storyly.storyGroups","style":"tiny","environment":{"width":-1},"groups":[]}"#
        #expect(Storyly.error(environmentLast) == #"style: must be one of small, large, custom, got "tiny""#)
        let sizeAfterElements = Self.custom(#"{"elements":[{"type":"icon","width":-1}],"size":{"width":-1}}"#)
        #expect(Storyly.error(sizeAfterElements) == "custom.elements[0].width: must be > 0 and <= 10000, got -1")
    }

    @Test("A null value takes its default; a required one given as null is missing")
    func nulls() throws {
        let json = Self.document(
            #""scrollOffset":null,"style":null,"theme":{"font":null,"list":null,"title":{"lines":null,"colorSeen":null},"border":{"colorSeen":null}},"custom":null,"groups":[{"id":1,"title":null,"index":null,"seen":null,"stories":null,"type":null,"thematicIconUrls":null}]"#
        )
        let layout = try Storyly.layout(json)
        #expect(layout.style == .large)
        #expect(layout.groups[0].index == 0)
        #expect(layout.groups[0].storyCount == 0)
        #expect(layout.groups[0].icon?.ring?.colors.count == 5)
        #expect(layout.warnings.isEmpty)
    }
}
