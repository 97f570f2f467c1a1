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

/// The StorifyMeWidgets article's worked example, every number it gives.
@Suite("StorifyMe widgets: worked example")
struct StorifyMeWorkedExampleTests {
    @Test("Texts at L: titles 12 pt with a 14.523 line box, the message 17 pt with 20.574, the icon 28")
    func texts() throws {
        let layout = try StorifyMe.layout(StorifyMe.workedExample())
        #expect(StorifyMe.r3(try StorifyMe.lineBox(12)) == 14.523)
        #expect(StorifyMe.r3(try StorifyMe.lineBox(17)) == 20.574)
        let title = try #require(layout.widgets[0].stories[0].title)
        #expect(title.font == TextBlockLayout.Font(family: "Inter", weight: 400, size: 12, file: title.font.file))
        let error = try #require(layout.widgets[2].error)
        #expect(error.message.font.size == 17)
        #expect(error.message.font.weight == 400)
        #expect(error.icon.frame.width == 28 && error.icon.frame.height == 28)
        #expect(error.icon.symbol == "exclamationmark.triangle")
    }

    @Test("Widget 123: its frame, five stories 84 apart, posters, radius 32, the 4-line title, clipped by 22.091")
    func loadedWidget() throws {
        let layout = try StorifyMe.layout(StorifyMe.workedExample())
        let widget = layout.widgets[0]
        #expect(widget.index == 0 && widget.widgetId == 123 && widget.state == .loaded && !widget.hidden)
        #expect(StorifyMe.same(widget.frame, 0, 47, 390, 120))
        let xs = [16.0, 100, 184, 268, 352]
        #expect(widget.stories.count == 5)
        for (story, x) in zip(widget.stories, xs) {
            #expect(StorifyMe.same(story.frame, x, 55, 72, 126), "story \(story.index): \(story.frame)")
            #expect(StorifyMe.same(story.poster.frame, x + 4, 55, 64, 64))
            #expect(story.poster.cornerRadius == 32)
        }
        let summer = try #require(widget.stories[1].title)
        #expect(summer.lines.map(\.text) == ["Summer ", "Sale: up to ", "50% off ", "everything"])
        #expect(!summer.truncated)
        #expect(StorifyMe.same(summer.frame, 100, 123, 72, 58))
        let lineBox = try StorifyMe.lineBox(12)
        #expect(StorifyMe.r3(4 * lineBox) == 58.091)
        for index in [0, 2, 3, 4] {
            #expect(widget.stories[index].title?.lines.count == 1, "story \(index)")
        }
        // RH = 64 + 4 + 58.091 = 126.091; NH = 8 + 126.091 + 8 = 142.091.
        #expect(StorifyMe.r3(64 + 4 + 4 * lineBox) == 126.091)
        #expect(StorifyMe.r3(widget.naturalHeight) == 142.091)
        #expect(widget.clipped)
        #expect(StorifyMe.r3(widget.overflow) == 22.091)
        #expect(
            layout.warningTexts.first
                == "widgets[0].stories[1].title: content is 22.091 pt taller than the fixed height 120")
        // maxY 181.091 snaps to 181.
        #expect(StorifyMe.r3(55 + 64 + 4 + 4 * lineBox + 0) == 181.091)
        #expect(widget.stories[0].frame.maxY == 181)
        #expect(widget.stories.map(\.poster.media) == [.image, .image, .gif, .image, .image])
        #expect(widget.stories[2].poster.url == "https://cdn.example/3.gif")
        #expect(widget.stories[3].poster.url == "https://cdn.example/4.jpg")
        #expect(widget.stories[4].visible && !widget.stories[4].fullyVisible)
        #expect(widget.stories[4].frame.maxX == 424)
        #expect(widget.row == WidgetStackLayout.Row(contentWidth: 440, visibleCount: 5, fullyVisibleCount: 4))
    }

    @Test("Widget 456: hidden, its slot 187...327 stays empty, with the gap warning")
    func hiddenWidget() throws {
        let layout = try StorifyMe.layout(StorifyMe.workedExample())
        let widget = layout.widgets[1]
        #expect(widget.hidden && widget.frame == nil && widget.widgetId == 456)
        #expect(widget.naturalHeight == 0 && widget.overflow == 0 && !widget.clipped && widget.pastBottom == nil)
        #expect(widget.stories.isEmpty && widget.row == nil && widget.loading == nil && widget.error == nil)
        #expect(layout.widgets[0].frame?.maxY == 167)
        #expect(layout.widgets[2].frame?.y == 327)
        #expect(layout.widgets[0].frame.map { $0.y + 140 } == 187)
        #expect(
            layout.warningTexts
                == [
                    "widgets[0].stories[1].title: content is 22.091 pt taller than the fixed height 120",
                    "widgets[1].enabled: the widget is hidden; its fixed slot leaves a gap of 140 pt",
                ])
    }

    @Test("Widget 789: two centered message lines, NH 109.148, BT 332.426, icon and message snapped")
    func errorWidget() throws {
        let layout = try StorifyMe.layout(StorifyMe.workedExample())
        let widget = layout.widgets[2]
        #expect(StorifyMe.same(widget.frame, 0, 327, 390, 120))
        let error = try #require(widget.error)
        let message = error.message
        #expect(
            message.lines.map(\.text) == ["Could not load stories. Check your internet ", "connection and try again."])
        let lineBox = try StorifyMe.lineBox(17)
        #expect(StorifyMe.r3(2 * lineBox) == 41.148)
        #expect(StorifyMe.r3(widget.naturalHeight) == 109.148)
        #expect(!widget.clipped && widget.overflow == 0)
        // BT = 327 + (120 − 109.148) / 2 = 332.426; the icon's top BT + 16,
        // the message's BT + 16 + 28 + 8 (its first baseline tells).
        let blockTop = 327 + (120 - widget.naturalHeight) / 2
        #expect(StorifyMe.r3(blockTop) == 332.426)
        #expect(StorifyMe.r3(blockTop + 16) == 348.426)
        #expect(StorifyMe.same(error.icon.frame, 181, 348.333, 28, 28))
        #expect(StorifyMe.r3(message.lines[0].baseline - StorifyMe.ascent(17)) == 384.426)
        #expect(StorifyMe.same(message.frame, 16, 384.333, 358, 41.333))
        #expect(message.alignment == .center)
        // "the first is 344.032 wide": 344.0327, written 344.033 by the 3-decimal rule.
        #expect(message.lines[0].width > 344.032 && message.lines[0].width < 344.033)
        #expect(message.lines[0].frame.x == 23)
    }

    @Test("Stack (0, 47, 390, 400), size (390, 844), pastBottom 0 for both shown widgets")
    func stackAndSize() throws {
        let layout = try StorifyMe.layout(StorifyMe.workedExample())
        #expect(StorifyMe.same(layout.stack.frame, 0, 47, 390, 400))
        #expect(layout.stack.shown == 2 && layout.stack.hidden == 1)
        #expect(layout.size == LayoutSize(width: 390, height: 844))
        #expect(layout.widgets[0].pastBottom == 0 && layout.widgets[2].pastBottom == 0)
        #expect(
            layout.overflows == [
                LayoutOverflow(name: "widgets[0].stories[1].title", points: layout.widgets[0].overflow)
            ])
    }

    @Test("Fit: 123 is 142.091 tall, not clipped; 456 takes no slot; 789 at 209.091; stack 271.239")
    func fit() throws {
        let layout = try StorifyMe.layout(StorifyMe.workedExample(placement: "fit"))
        let first = layout.widgets[0]
        #expect(StorifyMe.same(first.frame, 0, 47, 390, 142))
        #expect(!first.clipped && first.overflow == 0)
        #expect(StorifyMe.r3(47 + first.naturalHeight + 20) == 209.091)
        let error = layout.widgets[2]
        #expect(StorifyMe.same(error.frame, 0, 209, 390, 109.333))
        #expect(error.error?.icon.frame.y == 225)
        #expect(error.error?.message.frame.y == 261)
        let stackHeight = 47 + first.naturalHeight + 20 + error.naturalHeight - 47
        #expect(StorifyMe.r3(stackHeight) == 271.239)
        #expect(StorifyMe.same(layout.stack.frame, 0, 47, 390, 271.333))
        #expect(layout.warnings.isEmpty)
        #expect(layout.overflows.isEmpty)
    }

    @Test("Without environment.height, size.height is SB + B: 447 + 34 = 481")
    func withoutHeight() throws {
        let layout = try StorifyMe.layout(StorifyMe.workedExample(withoutHeight: true))
        #expect(layout.size.height == 481)
        #expect(layout.widgets[0].pastBottom == nil && layout.widgets[2].pastBottom == nil)
        let input = try WidgetStackInput(json: Data(StorifyMe.workedExample().utf8))
        #expect(try engine.height(for: input, width: 390) == 481)
    }

    @Test("AX5 fixed: 43 pt titles break inside words and truncate; the message takes 6 lines; BT 145.574")
    func ax5() throws {
        let layout = try StorifyMe.layout(StorifyMe.workedExample(environment: #""contentSizeCategory": "AX5","#))
        let loaded = layout.widgets[0]
        let summer = try #require(loaded.stories[1].title)
        #expect(summer.font.size == 43)
        #expect(StorifyMe.r3(try StorifyMe.lineBox(43)) == 52.04)
        #expect(summer.lines.map(\.text) == ["Su", "m", "me", "r…"])
        #expect(summer.truncated)
        #expect(StorifyMe.r3(loaded.naturalHeight) == 292.159)
        #expect(StorifyMe.r3(loaded.overflow) == 172.159)
        let failed = layout.widgets[2]
        let error = try #require(failed.error)
        #expect(error.message.font.size == 53)
        #expect(error.message.lines.count == 6)
        #expect(StorifyMe.r3(6 * (try StorifyMe.lineBox(53))) == 384.852)
        #expect(StorifyMe.r3(failed.naturalHeight) == 482.852)
        #expect(StorifyMe.r3(failed.overflow) == 362.852)
        let blockTop = 327 + (120 - failed.naturalHeight) / 2
        #expect(StorifyMe.r3(blockTop) == 145.574)
        #expect(StorifyMe.r3(blockTop + 16) == 161.574)
        #expect(error.icon.frame.width == 58)
        #expect(StorifyMe.same(error.icon.frame, 166, 161.667, 58, 58))
        #expect(error.icon.frame.y < failed.frame!.y)
        #expect(
            layout.warningTexts == [
                "widgets[0].stories[1].title: content is 172.159 pt taller than the fixed height 120",
                "widgets[1].enabled: the widget is hidden; its fixed slot leaves a gap of 140 pt",
                "widgets[2].error.message: content is 362.852 pt taller than the fixed height 120",
            ])
    }

    @Test("AX5 fit: widget 789 ends at 842.011, 32.011 pt below the safe area (810)")
    func ax5Fit() throws {
        let layout = try StorifyMe.layout(
            StorifyMe.workedExample(environment: #""contentSizeCategory": "AX5","#, placement: "fit"))
        let failed = layout.widgets[2]
        #expect(StorifyMe.r3(47 + layout.widgets[0].naturalHeight + 20 + failed.naturalHeight) == 842.011)
        #expect(StorifyMe.r3(try #require(failed.pastBottom)) == 32.011)
        #expect(layout.widgets[0].pastBottom == 0)
        #expect(layout.warningTexts == ["widgets[2]: ends 32.011 pt below the safe area"])
        #expect(layout.overflows.map(\.name) == ["widgets[2]"])
        #expect(StorifyMe.r3(layout.overflows[0].points) == 32.011)
    }

    @Test("RTL: story 1 at 302, story 5 at −34 (visible, not fully); the error view does not move")
    func rightToLeft() throws {
        let ltr = try StorifyMe.layout(StorifyMe.workedExample())
        let layout = try StorifyMe.layout(StorifyMe.workedExample(environment: #""layoutDirection": "rtl","#))
        let stories = layout.widgets[0].stories
        #expect(StorifyMe.same(stories[0].frame, 302, 55, 72, 126))
        #expect(StorifyMe.same(stories[4].frame, -34, 55, 72, 126))
        #expect(stories[4].visible && !stories[4].fullyVisible)
        #expect(layout.widgets[2].error?.icon == ltr.widgets[2].error?.icon)
        #expect(layout.widgets[2].error?.message.frame == ltr.widgets[2].error?.message.frame)
        #expect(layout.widgets[2].error?.message.lines.map(\.frame) == ltr.widgets[2].error?.message.lines.map(\.frame))
    }
}
