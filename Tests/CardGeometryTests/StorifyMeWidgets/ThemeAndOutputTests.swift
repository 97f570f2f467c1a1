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

/// Rules 4, 11, 13 and 15, the output's JSON, shapes and overflows.
@Suite("StorifyMe widgets: themes, warnings and output")
struct StorifyMeThemeAndOutputTests {
    private static var allStates: [[String: Any]] {
        [
            ["widgetId": 1, "stories": [["id": 1, "title": "A"]]],
            ["widgetId": 2, "state": "loaded", "stories": [["id": 1, "title": "A"]]],
            ["widgetId": 3, "state": "error"],
        ]
    }

    private static func themed(_ theme: String?, scheme: String = "light", brand: Any? = nil) throws
        -> WidgetStackLayout
    {
        var widgets = allStates
        for index in widgets.indices { widgets[index]["customTheme"] = theme ?? NSNull() }
        var object: [String: Any] = ["environment": ["width": 390, "colorScheme": scheme], "widgets": widgets]
        if let brand { object["theme"] = ["brandColor": brand] }
        return try StorifyMe.layout(object)
    }

    /// Every color a widget shows.
    private static func colors(_ widget: WidgetStackLayout.Widget) -> [String] {
        var colors: [String] = []
        if let loading = widget.loading {
            colors += [loading.spinner.color.hex, loading.label?.color.hex ?? "-"]
        }
        if let error = widget.error { colors += [error.icon.color.hex, error.message.color.hex] }
        for story in widget.stories { colors += [story.poster.backgroundColor.hex, story.title?.color.hex ?? "-"] }
        return colors
    }

    @Test("Rule 4: without a theme the widget follows the environment's scheme and is transparent")
    func defaultColors() throws {
        let light = try Self.themed(nil)
        #expect(light.widgets.map(\.colorScheme) == [.light, .light, .light])
        #expect(light.widgets.allSatisfy { $0.backgroundColor == nil && $0.theme == nil })
        #expect(
            light.widgets.flatMap(Self.colors) == [
                "#8E8E93FF", "#3C3C4399", "#E5E5EAFF", "#000000FF", "#FF9500FF", "#3C3C4399",
            ])
        let dark = try Self.themed(nil, scheme: "dark")
        #expect(dark.widgets.map(\.colorScheme) == [.dark, .dark, .dark])
        #expect(
            dark.widgets.flatMap(Self.colors) == [
                "#8E8E93FF", "#EBEBF599", "#2C2C2EFF", "#FFFFFFFF", "#FF9F0AFF", "#EBEBF599",
            ])
    }

    @Test("Rule 4: the dark theme paints the widget black and takes the dark colors in a light environment")
    func darkTheme() throws {
        let layout = try Self.themed("dark")
        #expect(layout.widgets.map(\.theme) == [.dark, .dark, .dark])
        #expect(layout.widgets.map(\.colorScheme) == [.dark, .dark, .dark])
        #expect(layout.widgets.allSatisfy { $0.backgroundColor?.hex == "#000000FF" })
        #expect(
            layout.widgets.flatMap(Self.colors) == (try Self.themed(nil, scheme: "dark")).widgets.flatMap(Self.colors))
        #expect(layout.warnings.isEmpty)
    }

    @Test("Rule 4: the brand theme's background is theme.brandColor by the scheme; without one, a warning")
    func brandTheme() throws {
        let pair = ["light": "#0055ff", "dark": "#112233AA"]
        let light = try Self.themed("brand", brand: pair)
        #expect(light.widgets.allSatisfy { $0.backgroundColor?.hex == "#0055FFFF" && $0.theme == .brand })
        #expect(light.widgets.map(\.colorScheme) == [.light, .light, .light])
        let dark = try Self.themed("brand", scheme: "dark", brand: pair)
        #expect(dark.widgets.allSatisfy { $0.backgroundColor?.hex == "#112233AA" })
        let single = try Self.themed("brand", scheme: "dark", brand: "#ABCDEF")
        #expect(single.widgets.allSatisfy { $0.backgroundColor?.hex == "#ABCDEFFF" })

        let missing = try StorifyMe.layout([
            "widgets": [
                ["widgetId": 1, "customTheme": "brand"], ["widgetId": 2, "customTheme": "brand", "enabled": false],
            ]
        ])
        #expect(missing.widgets.map(\.backgroundColor) == [nil, nil])
        #expect(missing.widgets.map(\.theme) == [.brand, .brand])
        #expect(missing.warningTexts == [#"widgets[0].customTheme: "brand" needs theme.brandColor; no background"#])
    }

    @Test("Rule 4: any other theme is ignored with a warning, hidden widgets included")
    func unknownTheme() throws {
        let layout = try StorifyMe.layout(
            #"""
            { "kind": "storifyme.widgets", "environment": { "width": 390, "colorScheme": "dark" },
              "widgets": [ { "widgetId": 1, "customTheme": "Dark" },
                           { "widgetId": 2, "customTheme": "light \"x\"", "enabled": false } ] }
            """#)
        #expect(layout.widgets.map(\.theme) == [nil, nil])
        #expect(layout.widgets.map(\.colorScheme) == [.dark, .dark])
        #expect(
            layout.warningTexts == [
                #"widgets[0].customTheme: "Dark" is not a theme (dark, brand); ignored"#,
                #"widgets[1].customTheme: "light \"x\"" is not a theme (dark, brand); ignored"#,
            ])
        // Built in Swift, the same warning.
        let input = WidgetStackInput(
            environment: LayoutEnvironment(width: 390), widgets: [WidgetStackInput.Widget(widgetId: 1, customTheme: "blue")])
        #expect(
            try engine.layout(input).warningTexts == [
                #"widgets[0].customTheme: "blue" is not a theme (dark, brand); ignored"#
            ])
    }

    @Test("Rule 15: audio on keeps the user's last change for all stories, unmuted; off is per story, muted")
    func audio() throws {
        let layout = try StorifyMe.layout([
            "widgets": [
                ["widgetId": 1, "audioEnabled": true], ["widgetId": 2],
                ["widgetId": 3, "audioEnabled": true, "enabled": false],
            ]
        ])
        #expect(
            layout.widgets.map(\.audio.behaviour) == [
                .applyLastUserChangeForAllFutureStories, .applyChangeForSingleStory,
                .applyLastUserChangeForAllFutureStories,
            ])
        #expect(layout.widgets.map(\.audio.defaultState) == [.unmuted, .muted, .unmuted])
    }

    @Test("Rule 13: a hidden widget is listed with its state, theme, scheme and audio, and nothing else")
    func hiddenOutput() throws {
        let layout = try StorifyMe.layout([
            "environment": ["width": 390, "height": 800],
            "widgets": [
                [
                    "widgetId": 7.0, "state": "error", "enabled": false, "customTheme": "dark", "audioEnabled": true,
                    "stories": [["id": 1, "title": "Never measured"]],
                ] as [String: Any]
            ],
        ])
        let json = JSONWriter.write(layout.jsonValue, pretty: false)
        #expect(
            json.contains(
                #"{"index":0,"widgetId":7,"state":"error","hidden":true,"theme":"dark","colorScheme":"dark","frame":null,"#
                    + #""backgroundColor":null,"naturalHeight":0,"overflow":0,"clipped":false,"pastBottom":null,"#
                    + #""audio":{"behaviour":"applyLastUserChangeForAllFutureStories","defaultState":"unmuted"},"#
                    + #""loading":null,"error":null,"row":null,"stories":[]}"#))
        #expect(layout.shapes.isEmpty)
    }

    @Test("Rule 11: warnings in order: read, overlap, then per widget gap, brand, no stories, clipped, below")
    func warningOrder() throws {
        let layout = try StorifyMe.layout(
            #"""
            { "kind": "storifyme.widgets",
              "widgets": [
                { "widgetId": 1, "enabled": false, "customTheme": "neon" },
                { "widgetId": 2, "state": "loaded", "customTheme": "brand", "stories": [], "colour": 1 },
                { "widgetId": 3, "state": "error" } ],
              "stack": { "spacing": 50, "height": 60, "depth": 3 },
              "environment": { "width": 390, "height": 150, "safeAreaInsets": { "bottom": 10 }, "dpi": 3 },
              "extra": true }
            """#)
        #expect(
            layout.warningTexts == [
                #"widgets[0].customTheme: "neon" is not a theme (dark, brand); ignored"#,
                "widgets[1].colour: unknown key, ignored",
                "stack.depth: unknown key, ignored",
                "environment.dpi: unknown key, ignored",
                "extra: unknown key, ignored",
                "stack.height: fixed widgets overlap by 10 pt",
                "widgets[0].enabled: the widget is hidden; its fixed slot leaves a gap of 50 pt",
                #"widgets[1].customTheme: "brand" needs theme.brandColor; no background"#,
                "widgets[1].stories: the widget is loaded with no stories",
                "widgets[1].stories: content is 20 pt taller than the fixed height 60",
                "widgets[2].error.message: content is \(NumberText.format(layout.widgets[2].overflow)) pt taller "
                    + "than the fixed height 60",
                "widgets[2]: ends 20 pt below the safe area",
            ])
        #expect(layout.overflows.map(\.name) == ["widgets[1].stories", "widgets[2].error.message", "widgets[2]"])
        #expect(layout.overflows.map(\.points) == [20, layout.widgets[2].overflow, 20])
    }

    @Test("Unknown keys at every level are warnings in document order; nulls take their defaults")
    func unknownKeysAndNulls() throws {
        let layout = try StorifyMe.layout(
            #"""
            { "kind": "storifyme.widgets", "version": 2,
              "environment": { "width": 390, "height": null, "safeAreaInsets": null, "notch": 1 },
              "placement": null, "stack": { "spacing": null, "height": null, "gap": null },
              "theme": { "font": null, "dynamicTypeEnabled": null, "maximumContentSizeCategory": null,
                         "brandColor": null, "accent": "#FFF",
                         "row": { "paddingTop": null, "margin": 1 }, "story": { "width": null, "ring": {} },
                         "poster": { "cornerRadius": null, "backgroundColor": { "light": "#000", "dark": "#111111", "x": 1 } },
                         "title": { "lines": null, "alignment": null, "shadow": 1, "color": null },
                         "loading": { "text": null, "spinnerColor": null, "style": "large" },
                         "error": { "iconColor": null, "retry": true } },
              "widgets": [ { "widgetId": 1, "state": null, "enabled": null, "customTheme": null,
                             "errorMessage": null, "stories": null, "position": 3 },
                           { "widgetId": 2, "state": "loaded", "stories": [
                               { "id": 1, "handle": null, "title": null, "posterUrl": null, "seen": true } ] } ] }
            """#.replacingOccurrences(of: "\"#000\"", with: "\"#000000\""))
        #expect(
            layout.warningTexts == [
                "version: unknown key, ignored",
                "environment.notch: unknown key, ignored",
                "theme.accent: unknown key, ignored",
                "theme.row.margin: unknown key, ignored",
                "theme.story.ring: unknown key, ignored",
                "theme.poster.backgroundColor.x: unknown key, ignored",
                "theme.title.shadow: unknown key, ignored",
                "theme.loading.style: unknown key, ignored",
                "theme.error.retry: unknown key, ignored",
                "widgets[0].position: unknown key, ignored",
                "widgets[1].stories[0].seen: unknown key, ignored",
            ])
        #expect(layout.placement == .fixed)
        #expect(layout.widgets[0].state == .loading)
        #expect(layout.widgets[0].loading?.label?.text == "Loading stories...")
        #expect(layout.widgets[1].frame?.y == 140)
        #expect(layout.widgets[1].stories[0].poster.cornerRadius == 32)
        #expect(layout.widgets[1].stories[0].poster.backgroundColor.hex == "#000000FF")
        #expect(layout.widgets[1].stories[0].handle == nil && layout.widgets[1].stories[0].title == nil)
    }

    @Test("The JSON: keys in the spec's order, integer ids, handles as given")
    func jsonShape() throws {
        let layout = try StorifyMe.layout([
            "placement": "fit",
            "widgets": [
                [
                    "widgetId": 9_007_199_254_740_991, "state": "loaded",
                    "stories": [["id": 7.0, "handle": "summer-sale", "title": "Sale", "posterUrl": "https://x/1.jpg"]],
                ]
                    as [String: Any]
            ],
        ])
        let json = layout.jsonString(pretty: false)
        #expect(
            json.hasPrefix(
                #"{"schema":"card-layout/1","kind":"storifyme.widgets","placement":"fit","size":{"width":390,"height":"#
            ))
        #expect(json.contains(#""stack":{"frame":{"x":0,"y":0,"width":390,"height":"#))
        #expect(
            json.contains(
                #","shown":1,"hidden":0},"widgets":[{"index":0,"widgetId":9007199254740991,"state":"loaded","#))
        #expect(
            json.contains(
                #""row":{"contentWidth":104,"visibleCount":1,"fullyVisibleCount":1},"stories":[{"index":0,"id":7,"handle":"summer-sale","frame":{"#
            ))
        #expect(
            json.contains(
                ##""visible":true,"fullyVisible":true,"poster":{"frame":{"x":20,"y":8,"width":64,"height":64},"cornerRadius":32,"backgroundColor":"#E5E5EAFF","media":"image","url":"https://x/1.jpg"},"title":{"frame":"##
            ))
        #expect(json.hasSuffix(#""warnings":[]}"#))
    }

    @Test("The engine's JSON entry point dispatches by kind to this layout")
    func engineDispatch() throws {
        let json = StorifyMe.workedExample()
        let layout = try engine.layout(json: Data(json.utf8))
        #expect(layout.kind == .storifyMeWidgets)
        let typed = try #require(layout.storifyMeWidgets)
        #expect(typed == (try StorifyMe.layout(json)))
        #expect(layout.storyteller == nil)
        #expect(layout.overflows == typed.overflows)
        #expect(layout.jsonValue == typed.jsonValue)
    }

    @Test("Shapes: each shown widget's surface, then its posters and titles, spinner and label, icon and message")
    func shapes() throws {
        let layout = try StorifyMe.layout([
            "widgets": [
                StorifyMe.loaded(1, titles: ["A", nil], extra: ["customTheme": "dark"]),
                ["widgetId": 2, "enabled": false],
                ["widgetId": 3], ["widgetId": 4, "state": "error"],
            ]
        ])
        let names = layout.shapes.map { shape -> String in
            switch shape {
            case .surface(let surface): "surface " + surface.name
            case .image(let image): "image " + image.name + " " + image.label
            case .text(let name, _): "text " + name
            case .badge(let badge): "badge " + badge.name
            }
        }
        #expect(
            names == [
                "surface widgets[0]", "image widgets[0].stories[0].poster image", "text widgets[0].stories[0].title",
                "image widgets[0].stories[1].poster image",
                "surface widgets[2]", "badge widgets[2].loading.spinner", "text widgets[2].loading.label",
                "surface widgets[3]", "badge widgets[3].error.icon", "text widgets[3].error.message",
            ])
        guard case .surface(let surface) = layout.shapes[0] else { return }
        #expect(surface.fill?.hex == "#000000FF" && surface.frame == layout.widgets[0].frame)
        guard case .badge(let spinner) = layout.shapes[5] else { return }
        #expect(spinner.frame == layout.widgets[2].loading?.spinner.frame && spinner.cornerRadius == 10)
        #expect(
            layout.textBlocks.map(\.name) == [
                "widgets[0].stories[0].title", "widgets[2].loading.label", "widgets[3].error.message",
            ])
    }

    @Test("With glyphs, title lines carry glyph runs; the JSON is the same")
    func glyphs() throws {
        let input = try WidgetStackInput(json: Data(StorifyMe.workedExample().utf8))
        let plain = try engine.layout(input)
        let drawn = try engine.layout(input, includesGlyphs: true)
        #expect(drawn.widgets[0].stories[0].title?.lines[0].glyphRuns.isEmpty == false)
        #expect(drawn.jsonValue == plain.jsonValue)
    }
}

@Suite("StorifyMe widgets: example")
struct StorifyMeExampleTests {
    @Test("Examples/storifyme-widgets.json lays out: the worked example's widgets and a brand loading widget")
    func example() throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/storifyme-widgets.json")
        let layout = try #require(try engine.layout(json: Data(contentsOf: url)).storifyMeWidgets)
        #expect(layout.widgets.map(\.widgetId) == [123, 456, 789, 1011])
        #expect(layout.widgets[3].backgroundColor?.hex == "#FFF4E5FF")
        #expect(layout.widgets[3].frame?.y == 467)
        #expect(
            layout.warningTexts == [
                "widgets[0].stories[1].title: content is 22.091 pt taller than the fixed height 120",
                "widgets[1].enabled: the widget is hidden; its fixed slot leaves a gap of 140 pt",
            ])
    }
}
