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

/// Rules 2, 3, 6, 7, 12 and 14: what a widget shows and where.
@Suite("StorifyMe widgets: content")
struct StorifyMeContentRuleTests {
    @Test("Rule 2: the content keeps out of the side insets; the row starts at lead + paddingHorizontal")
    func contentArea() throws {
        let layout = try StorifyMe.layout([
            "environment": ["width": 844, "safeAreaInsets": ["left": 47, "right": 30]],
            "widgets": [StorifyMe.loaded(1, titles: ["A", "B"]), ["widgetId": 2], ["widgetId": 3, "state": "error"]],
        ])
        let stories = layout.widgets[0].stories
        #expect(StorifyMe.same(stories[0].frame, 63, 8, 72, 82.667))  // 64 + 4 + 14.523, snapped
        #expect(stories[1].frame.x == 147)
        // contentWidth = 47 + 16 + 2 × 72 + 12 + 16 + 30.
        #expect(layout.widgets[0].row?.contentWidth == 265)
        // A = 844 − 77 = 767: the spinner at 47 + (767 − 20) / 2, the label 47 + 16 … 844 − 30 − 16.
        let loading = try #require(layout.widgets[1].loading)
        // 420.5 snaps to 420.667 (halves up), its right edge 440.5 to 440.667.
        #expect(StorifyMe.same(loading.spinner.frame, 420.667, loading.spinner.frame.y, 20, 20))
        let label = try #require(loading.label)
        #expect(label.frame.x == 63 && label.frame.width == 735)
        let error = try #require(layout.widgets[2].error)
        #expect(error.message.frame.x == 63 && error.message.frame.width == 735)
        // 47 + (767 − 28) / 2 = 416.5, snapped 416.667.
        #expect(StorifyMe.same(error.icon.frame, 416.667, error.icon.frame.y, 28, 28))
    }

    @Test("Rule 2: A − 32 must be > 0, checked exactly, even without widgets")
    func textAreaError() throws {
        #expect(
            StorifyMe.error(["environment": ["width": 52, "safeAreaInsets": ["left": 10, "right": 10]]])
                == "environment.width: must be > 52 (the loading label and the error message need a text area "
                + "width - safeAreaInsets.left - safeAreaInsets.right - 32 > 0), got 52")
        #expect(StorifyMe.error(["environment": ["width": 32]])?.hasPrefix("environment.width: must be > 32 (") == true)
        #expect(StorifyMe.error(["environment": ["width": 32.001]]) == nil)
    }

    @Test("Rule 2: the poster is at most as wide as its story (the resolved values)")
    func posterWidthError() throws {
        #expect(
            StorifyMe.error(["theme": ["story": ["width": 60]]])
                == "theme.poster.width: must be <= 60 (theme.story.width), got 64")
        #expect(
            StorifyMe.error(["theme": ["poster": ["width": 72.5]]])
                == "theme.poster.width: must be <= 72 (theme.story.width), got 72.5")
        #expect(StorifyMe.error(["theme": ["poster": ["width": 72]]]) == nil)
        // The width error comes first (rule 2's order).
        #expect(
            StorifyMe.error(["environment": ["width": 20], "theme": ["poster": ["width": 80]]])?
                .hasPrefix("environment.width:") == true)
    }

    @Test("Rule 3: titles scale as caption1, the label and message as body, the icon as title1")
    func dynamicType() throws {
        let widgets: [[String: Any]] = [
            StorifyMe.loaded(1, titles: ["A"]), ["widgetId": 2], ["widgetId": 3, "state": "error"],
        ]
        let xl = try StorifyMe.layout([
            "environment": ["width": 390, "contentSizeCategory": "xL"], "theme": ["title": ["textSize": 15]],
            "widgets": widgets,
        ])
        #expect(xl.widgets[0].stories[0].title?.font.size == 17.5)  // 15 × 14 / 12
        #expect(xl.widgets[1].loading?.label?.font.size == 19)
        #expect(xl.widgets[2].error?.message.font.size == 19)
        #expect(xl.widgets[2].error?.icon.frame.width == 30)
        #expect(xl.widgets[1].loading?.spinner.frame.width == 20)

        let capped = try StorifyMe.layout([
            "environment": ["width": 390, "contentSizeCategory": "AX3"],
            "theme": ["maximumContentSizeCategory": "xxL"], "widgets": widgets,
        ])
        #expect(capped.widgets[0].stories[0].title?.font.size == 16)
        #expect(capped.widgets[2].error?.message.font.size == 21)
        #expect(capped.widgets[2].error?.icon.frame.width == 32)
        let capAbove = try StorifyMe.layout([
            "environment": ["width": 390, "contentSizeCategory": "S"],
            "theme": ["maximumContentSizeCategory": "AX5"], "widgets": widgets,
        ])
        #expect(capAbove.widgets[0].stories[0].title?.font.size == 11)
        #expect(capAbove.widgets[2].error?.icon.frame.width == 26)

        let off = try StorifyMe.layout([
            "environment": ["width": 390, "contentSizeCategory": "AX5"],
            "theme": ["dynamicTypeEnabled": false, "title": ["textSize": 13]], "widgets": widgets,
        ])
        #expect(off.widgets[0].stories[0].title?.font.size == 13)
        #expect(off.widgets[1].loading?.label?.font.size == 17)
        #expect(off.widgets[2].error?.message.font.size == 17)
        #expect(off.widgets[2].error?.icon.frame.width == 28)
    }

    @Test("Rule 3: titles use the theme's weight and family, at most `lines` lines with an ellipsis")
    func titleStyle() throws {
        let layout = try StorifyMe.layout([
            "theme": ["title": ["fontWeight": 700, "lines": 2, "alignment": "start"]],
            "widgets": [StorifyMe.loaded(1, titles: ["Summer Sale: up to 50% off everything"])],
        ])
        let title = try #require(layout.widgets[0].stories[0].title)
        #expect(title.font.weight == 700 && title.font.family == "Inter")
        #expect(title.lines.count == 2 && title.truncated && title.lines[1].text.hasSuffix("…"))
        #expect(title.alignment == .start)
        #expect(title.lines.allSatisfy { $0.frame.x == 16 })
        let lineBox = try StorifyMe.lineBox(12, weight: 700)
        #expect(StorifyMe.r3(layout.widgets[0].naturalHeight) == StorifyMe.r3(8 + 64 + 4 + 2 * lineBox + 8))
    }

    @Test("Rule 3: the label and the message wrap without a limit and never truncate")
    func unlimitedTexts() throws {
        let long = String(repeating: "Stories are on their way, please wait. ", count: 8)
        let layout = try StorifyMe.layout([
            "theme": ["loading": ["text": long]],
            "widgets": [["widgetId": 1], ["widgetId": 2, "state": "error", "errorMessage": long]],
        ])
        let label = try #require(layout.widgets[0].loading?.label)
        let message = try #require(layout.widgets[1].error?.message)
        #expect(label.lines.count > 4 && !label.truncated && !label.resized)
        #expect(message.lines.count == label.lines.count && !message.truncated)
        #expect(label.alignment == .center && message.alignment == .center)
        let lineBox = try StorifyMe.lineBox(17)
        #expect(
            StorifyMe.r3(layout.widgets[0].naturalHeight)
                == StorifyMe.r3(16 + 20 + 8 + Double(label.lines.count) * lineBox + 16))
    }

    @Test("Rule 6: without a title block the row is the poster line: RH = ph")
    func rowWithoutTitles() throws {
        let hidden = try StorifyMe.layout([
            "theme": ["title": ["isVisible": false], "poster": ["height": 50]],
            "widgets": [StorifyMe.loaded(1, titles: ["A", "B"])],
        ])
        #expect(hidden.widgets[0].stories.allSatisfy { $0.title == nil && $0.frame.height == 50 })
        #expect(hidden.widgets[0].naturalHeight == 66)
        let blank = try StorifyMe.layout([
            "widgets": [StorifyMe.loaded(1, titles: ["", " \u{00A0}\n", nil])]
        ])
        #expect(blank.widgets[0].stories.allSatisfy { $0.title == nil })
        #expect(blank.widgets[0].naturalHeight == 80)
        let padded = try StorifyMe.layout([
            "theme": ["row": ["paddingTop": 3, "paddingBottom": 5], "title": ["spacing": 10]],
            "widgets": [StorifyMe.loaded(1, titles: ["A", nil])],
        ])
        let lineBox = try StorifyMe.lineBox(12)
        #expect(StorifyMe.r3(padded.widgets[0].naturalHeight) == StorifyMe.r3(3 + 64 + 10 + lineBox + 5))
        #expect(padded.widgets[0].stories[1].frame == padded.widgets[0].stories[0].frame.offsetBy(dx: 84, dy: 0))
        #expect(padded.widgets[0].stories[0].title?.frame.y == PixelGrid(scale: 3).snap(3 + 64 + 10))
    }

    @Test("Rule 6: a loaded widget with no stories keeps its poster line, with a warning")
    func noStories() throws {
        let layout = try StorifyMe.layout([
            "widgets": [["widgetId": 1, "state": "loaded"], ["widgetId": 2, "state": "loaded", "stories": []]]
        ])
        #expect(layout.widgets.map(\.naturalHeight) == [80, 80])
        #expect(layout.widgets[0].row == WidgetStackLayout.Row(contentWidth: 0, visibleCount: 0, fullyVisibleCount: 0))
        #expect(
            layout.warningTexts == [
                "widgets[0].stories: the widget is loaded with no stories",
                "widgets[1].stories: the widget is loaded with no stories",
            ])
        let hidden = try StorifyMe.layout(["widgets": [["widgetId": 1, "state": "loaded", "enabled": false]]])
        #expect(hidden.warnings.isEmpty)
    }

    @Test("Rule 6: the poster is centered in its story; its radius is clamped to half the smaller side")
    func posters() throws {
        let layout = try StorifyMe.layout([
            "theme": ["poster": ["width": 40, "height": 60, "cornerRadius": 30], "story": ["width": 50]],
            "widgets": [StorifyMe.loaded(1, titles: [nil])],
        ])
        let poster = layout.widgets[0].stories[0].poster
        #expect(StorifyMe.same(poster.frame, 21, 8, 40, 60))
        #expect(poster.cornerRadius == 20)
        let given = try StorifyMe.layout([
            "theme": ["poster": ["cornerRadius": 12.25]], "widgets": [StorifyMe.loaded(1, titles: [nil])],
        ])
        #expect(given.widgets[0].stories[0].poster.cornerRadius == 12.25)
        let square = try StorifyMe.layout([
            "theme": ["poster": ["cornerRadius": 0]], "widgets": [StorifyMe.loaded(1, titles: [nil])],
        ])
        #expect(square.widgets[0].stories[0].poster.cornerRadius == 0)
    }

    @Test("Rule 6: video wins when enabled and given, then gif, else the image; empty URLs are none")
    func posterMedia() throws {
        let stories: [[String: Any]] = [
            ["id": 1, "posterUrl": "p", "gifUrl": "g", "videoUrl": "v"],
            ["id": 2, "posterUrl": "p", "gifUrl": "", "videoUrl": "v"],
            ["id": 3, "posterUrl": "", "gifUrl": "g"],
            ["id": 4],
        ]
        let defaults = try StorifyMe.layout([
            "widgets": [["widgetId": 1, "state": "loaded", "stories": stories]]
        ])
        #expect(defaults.widgets[0].stories.map(\.poster.media) == [.gif, .image, .gif, .image])
        #expect(defaults.widgets[0].stories.map(\.poster.url) == ["g", "p", "g", nil])
        let video = try StorifyMe.layout([
            "widgets": [
                [
                    "widgetId": 1, "state": "loaded", "videoPostersEnabled": true, "gifPostersEnabled": false,
                    "stories": stories,
                ] as [String: Any]
            ]
        ])
        #expect(video.widgets[0].stories.map(\.poster.media) == [.video, .video, .image, .image])
        #expect(video.widgets[0].stories.map(\.poster.url) == ["v", "v", nil, nil])
    }

    @Test("Rule 6: visible and fully visible count snapped frames against the screen's edges")
    func visibility() throws {
        // Stories at 16 + k × 84: the fifth spans 352 … 424, the sixth 436 … 508.
        let titles = [String?](repeating: nil, count: 6)
        let exact = try StorifyMe.layout([
            "environment": ["width": 424], "widgets": [StorifyMe.loaded(1, titles: titles)],
        ])
        #expect(exact.widgets[0].stories.map(\.fullyVisible) == [true, true, true, true, true, false])
        #expect(exact.widgets[0].stories.map(\.visible) == [true, true, true, true, true, false])
        // The sixth starts at 436: on a 436 pt screen it touches the edge and is not visible.
        let edge = try StorifyMe.layout([
            "environment": ["width": 436], "widgets": [StorifyMe.loaded(1, titles: titles)],
        ])
        #expect(edge.widgets[0].row == WidgetStackLayout.Row(contentWidth: 524, visibleCount: 5, fullyVisibleCount: 5))
        // At 436.5 (scale 2) half a point of it shows.
        let sliver = try StorifyMe.layout([
            "environment": ["width": 436.5, "displayScale": 2], "widgets": [StorifyMe.loaded(1, titles: titles)],
        ])
        #expect(
            sliver.widgets[0].row == WidgetStackLayout.Row(contentWidth: 524, visibleCount: 6, fullyVisibleCount: 5))
        // In RTL the first story's snapped frame decides as well: x = W − 16 − 72 = 0.4 snaps to 0.333.
        let rtl = try StorifyMe.layout([
            "environment": ["width": 88.4, "layoutDirection": "rtl"], "theme": ["poster": ["width": 40]],
            "widgets": [StorifyMe.loaded(1, titles: [nil, nil])],
        ])
        #expect(rtl.widgets[0].stories.map(\.fullyVisible) == [true, false])
        #expect(rtl.widgets[0].stories.map(\.visible) == [true, false])
    }

    @Test("Rule 7: the loading view: spinner and label, or the spinner alone; centered in a fixed widget")
    func loadingView() throws {
        let layout = try StorifyMe.layout([
            "environment": ["width": 390, "displayScale": 1],
            "widgets": [["widgetId": 1]],
        ])
        let widget = layout.widgets[0]
        let lineBox = try StorifyMe.lineBox(17)
        #expect(widget.naturalHeight == 16 + 20 + 8 + lineBox + 16)
        let top = (120 - widget.naturalHeight) / 2
        let loading = try #require(widget.loading)
        #expect(
            loading.spinner.frame == PixelGrid(scale: 1).snap(LayoutRect(x: 185, y: top + 16, width: 20, height: 20)))
        #expect(loading.spinner.color.hex == "#8E8E93FF")
        let label = try #require(loading.label)
        #expect(label.text == "Loading stories...")
        #expect(label.lines[0].baseline == top + 44 + StorifyMe.ascent(17))
        #expect(label.frame.x == 16 && label.frame.width == 358)
        #expect(label.color.hex == "#3C3C4399")

        for theme: [String: Any] in [["showLabel": false], ["text": " "], ["text": ""]] {
            let alone = try StorifyMe.layout(["theme": ["loading": theme], "widgets": [["widgetId": 1]]])
            #expect(alone.widgets[0].naturalHeight == 52)
            #expect(alone.widgets[0].loading?.label == nil)
            #expect(alone.widgets[0].loading?.spinner.frame.y == 50)  // (120 − 52) / 2 + 16
        }
        let fit = try StorifyMe.layout(["placement": "fit", "widgets": [["widgetId": 1]]])
        #expect(fit.widgets[0].loading?.spinner.frame.y == 16)
    }

    @Test("Rule 7: the error view shows the message, or \"Unknown error\" when it is missing or blank")
    func errorView() throws {
        for message: Any in [NSNull(), "", " \t"] {
            let layout = try StorifyMe.layout([
                "widgets": [["widgetId": 1, "state": "error", "errorMessage": message]]
            ])
            #expect(layout.widgets[0].error?.message.text == "Unknown error")
        }
        let layout = try StorifyMe.layout([
            "widgets": [["widgetId": 1, "state": "error", "errorMessage": "Offline"]]
        ])
        let error = try #require(layout.widgets[0].error)
        #expect(error.message.text == "Offline")
        #expect(error.icon.color.hex == "#FF9500FF")
        #expect(error.message.color.hex == "#3C3C4399")
        #expect(layout.widgets[0].naturalHeight == 16 + 28 + 8 + (try StorifyMe.lineBox(17)) + 16)
    }

    @Test("Rule 13: a shown widget has its own state's content only; stories only when loaded")
    func contentByState() throws {
        let stories: [[String: Any]] = [["id": 1, "title": "A"]]
        let layout = try StorifyMe.layout([
            "widgets": [
                ["widgetId": 1, "stories": stories], ["widgetId": 2, "state": "error", "stories": stories],
                ["widgetId": 3, "state": "loaded", "stories": stories],
            ]
        ])
        let (loading, error, loaded) = (layout.widgets[0], layout.widgets[1], layout.widgets[2])
        #expect(loading.loading != nil && loading.error == nil && loading.row == nil && loading.stories.isEmpty)
        #expect(error.loading == nil && error.error != nil && error.row == nil && error.stories.isEmpty)
        #expect(loaded.loading == nil && loaded.error == nil && loaded.row != nil && loaded.stories.count == 1)
    }

    @Test("Rule 12: in RTL the row runs from the right, lead is the right inset, titles align by direction")
    func rightToLeft() throws {
        let layout = try StorifyMe.layout([
            "environment": ["width": 390, "layoutDirection": "rtl", "safeAreaInsets": ["left": 10, "right": 20]],
            "theme": ["title": ["alignment": "start"]],
            "widgets": [StorifyMe.loaded(1, titles: ["Hi", "Yo"]), ["widgetId": 2]],
        ])
        let stories = layout.widgets[0].stories
        // X0 = 20 + 16 = 36: x = 390 − 36 − 72 = 282; then 84 further left.
        #expect(stories[0].frame.x == 282 && stories[1].frame.x == 198)
        #expect(stories[0].poster.frame.x == 286)
        let title = try #require(stories[0].title)
        #expect(title.frame.x == 282)
        #expect(StorifyMe.r3(title.lines[0].frame.maxX) == 354)
        // The loading view: the spinner centered in the content area 10 … 370.
        #expect(layout.widgets[1].loading?.spinner.frame.x == 180)  // 10 + (360 − 20) / 2
        #expect(layout.widgets[1].loading?.label?.frame.x == 26)
        #expect(layout.widgets[0].row?.contentWidth == 218)  // 20 + 16 + 2 × 72 + 12 + 16 + 10
    }

    @Test("Rule 14: frames snap to 1 / s; natural heights, overflows and radii do not")
    func snapping() throws {
        let json: [String: Any] = [
            "environment": ["width": 390, "displayScale": 2, "safeAreaInsets": ["top": 10.3]],
            "stack": ["height": 50.2],
            "theme": ["poster": ["width": 33.3, "height": 33.3]],
            "widgets": [StorifyMe.loaded(1, titles: [nil])],
        ]
        let layout = try StorifyMe.layout(json)
        let widget = layout.widgets[0]
        #expect(widget.frame == LayoutRect(x: 0, y: 10.5, width: 390, height: 50))
        // x 16 + (72 − 33.3) / 2 = 35.35 → 35.5, maxX 68.65 → 68.5; y 18.3 → 18.5, maxY 51.6 → 51.5.
        #expect(widget.stories[0].poster.frame == LayoutRect(x: 35.5, y: 18.5, width: 33, height: 33))
        #expect(widget.stories[0].poster.cornerRadius == 16.65)
        #expect(widget.naturalHeight == 49.3)
        #expect(widget.overflow == 0)
        #expect(layout.size.height == 60.5)
    }
}
