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

/// Rules 1, 5, 8, 9 and 10: where the widgets stand.
@Suite("StorifyMe widgets: placement")
struct StorifyMePlacementRuleTests {
    @Test("Rule 1: every widget spans the screen, safe-area side insets included")
    func fullWidth() throws {
        let layout = try StorifyMe.layout([
            "environment": ["width": 844, "safeAreaInsets": ["left": 47, "right": 47]],
            "widgets": [["widgetId": 1], StorifyMe.loaded(2, titles: ["A"])],
        ])
        for widget in layout.widgets {
            #expect(widget.frame?.x == 0 && widget.frame?.width == 844)
        }
    }

    @Test("Rule 8 fixed: widget i at T + i × spacing, `height` tall, whatever its content")
    func fixedSlots() throws {
        let layout = try StorifyMe.layout([
            "environment": ["width": 390, "displayScale": 2, "safeAreaInsets": ["top": 20]],
            "stack": ["spacing": 100.5, "height": 90],
            "widgets": [["widgetId": 1], ["widgetId": 2, "state": "error"], StorifyMe.loaded(3, titles: [])],
        ])
        #expect(layout.widgets.map { $0.frame?.y } == [20, 120.5, 221])
        #expect(layout.widgets.allSatisfy { $0.frame?.height == 90 })
    }

    @Test("Rule 8 fit: tops stack by natural height and gap, hidden widgets take no slot")
    func fitStacking() throws {
        let layout = try StorifyMe.layout([
            "placement": "fit",
            "environment": ["width": 390, "safeAreaInsets": ["top": 10]],
            "stack": ["gap": 5, "spacing": 0, "height": 1],
            "widgets": [["widgetId": 1], ["widgetId": 2, "enabled": false], ["widgetId": 3, "state": "loaded"]],
        ])
        let loadingHeight = 16 + 20 + 8 + (try StorifyMe.lineBox(17)) + 16
        #expect(StorifyMe.r3(layout.widgets[0].naturalHeight) == StorifyMe.r3(loadingHeight))
        #expect(layout.widgets[0].frame?.y == 10)
        #expect(layout.widgets[2].naturalHeight == 80)
        let secondTop = 10 + loadingHeight + 5
        let grid = PixelGrid(scale: 3)
        #expect(layout.widgets[2].frame == grid.snap(LayoutRect(x: 0, y: secondTop, width: 390, height: 80)))
        // `spacing` and `height` are ignored with fit: no overlap warning, nothing clipped.
        #expect(layout.warningTexts == ["widgets[2].stories: the widget is loaded with no stories"])
        #expect(layout.widgets.allSatisfy { !$0.clipped && $0.overflow == 0 })
    }

    @Test("Rule 8: content exactly as tall as the fixed height is not clipped; 0.001 pt more is")
    func clippingThreshold() throws {
        // A loaded widget without titles: NH = 8 + 64 + 8 = 80.
        let exact = try StorifyMe.layout([
            "stack": ["height": 80], "widgets": [StorifyMe.loaded(1, titles: [nil])],
        ])
        #expect(!exact.widgets[0].clipped && exact.widgets[0].overflow == 0 && exact.warnings.isEmpty)
        let short = try StorifyMe.layout([
            "stack": ["height": 79.999], "widgets": [StorifyMe.loaded(1, titles: [nil])],
        ])
        #expect(short.widgets[0].clipped)
        #expect(StorifyMe.r3(short.widgets[0].overflow) == 0.001)
        #expect(short.warningTexts == ["widgets[0].stories: content is 0.001 pt taller than the fixed height 79.999"])
        #expect(short.overflows.map(\.name) == ["widgets[0].stories"])
    }

    @Test("Rule 8: the clipped path names what needs the space in each state")
    func clippedPaths() throws {
        let layout = try StorifyMe.layout([
            "stack": ["height": 10, "spacing": 10],
            "theme": ["title": ["isVisible": true]],
            "widgets": [
                StorifyMe.loaded(1, titles: ["One", "Two words here and more", nil, "Tiny words here and more"]),
                StorifyMe.loaded(2, titles: [nil, " "]),
                ["widgetId": 3],
                ["widgetId": 4, "state": "error"],
            ],
        ])
        let second = try #require(layout.widgets[0].stories[1].title)
        #expect(layout.widgets[0].stories[3].title?.lines.count == second.lines.count)
        let names = layout.overflows.map(\.name)
        #expect(
            names == [
                "widgets[0].stories[1].title", "widgets[1].stories", "widgets[2].loading.label",
                "widgets[3].error.message",
            ])
        for (overflow, widget) in zip(layout.overflows, layout.widgets) {
            #expect(overflow.points == widget.overflow)
            #expect(StorifyMe.r3(widget.overflow) == StorifyMe.r3(widget.naturalHeight - 10))
        }
        let clipped = layout.warningTexts.filter { $0.contains("taller than") }
        #expect(clipped.count == 4)
        #expect(clipped[2].hasPrefix("widgets[2].loading.label: content is "))
        #expect(clipped[2].hasSuffix(" pt taller than the fixed height 10"))

        let spinner = try StorifyMe.layout([
            "stack": ["height": 40],
            "theme": ["loading": ["showLabel": false]],
            "widgets": [["widgetId": 1]],
        ])
        #expect(spinner.warningTexts == ["widgets[0].loading.spinner: content is 12 pt taller than the fixed height 40"])
    }

    @Test("Rule 8: fixed widgets taller than their spacing overlap: one warning when consecutive ones are shown")
    func overlap() throws {
        let overlapping = try StorifyMe.layout([
            "stack": ["spacing": 100, "height": 120.5],
            "widgets": [["widgetId": 1], ["widgetId": 2], ["widgetId": 3]],
        ])
        #expect(overlapping.warningTexts.first == "stack.height: fixed widgets overlap by 20.5 pt")
        #expect(overlapping.warningTexts.filter { $0.hasPrefix("stack.height") }.count == 1)
        let apart = try StorifyMe.layout([
            "stack": ["spacing": 100, "height": 120],
            "widgets": [["widgetId": 1], ["widgetId": 2, "enabled": false], ["widgetId": 3]],
        ])
        #expect(!apart.warningTexts.contains { $0.hasPrefix("stack.height") })
        let fit = try StorifyMe.layout([
            "placement": "fit", "stack": ["spacing": 100, "height": 120.5],
            "widgets": [["widgetId": 1], ["widgetId": 2]],
        ])
        #expect(fit.warnings.isEmpty)
        let equal = try StorifyMe.layout([
            "stack": ["spacing": 120, "height": 120], "widgets": [["widgetId": 1], ["widgetId": 2]],
        ])
        #expect(equal.warnings.isEmpty)
    }

    @Test("Rule 5: a hidden fixed widget keeps its slot; the gap warning only when a shown widget follows")
    func hiddenSlots() throws {
        let layout = try StorifyMe.layout([
            "widgets": [
                ["widgetId": 1, "enabled": false], ["widgetId": 2], ["widgetId": 3, "enabled": false],
                ["widgetId": 4, "enabled": false],
            ]
        ])
        #expect(layout.widgets[1].frame?.y == 140)
        #expect(layout.warningTexts == ["widgets[0].enabled: the widget is hidden; its fixed slot leaves a gap of 140 pt"])
        #expect(layout.stack.shown == 1 && layout.stack.hidden == 3)
        let noSpacing = try StorifyMe.layout([
            "stack": ["spacing": 0],
            "widgets": [["widgetId": 1, "enabled": false], ["widgetId": 2]],
        ])
        #expect(noSpacing.warnings.isEmpty)
        let fit = try StorifyMe.layout([
            "placement": "fit", "widgets": [["widgetId": 1, "enabled": false], ["widgetId": 2]],
        ])
        #expect(fit.warnings.isEmpty)
        #expect(fit.widgets[1].frame?.y == 0)
    }

    @Test("Rule 9: the stack spans the shown widgets; size.height is H, or SB + B")
    func stackAndSize() throws {
        let layout = try StorifyMe.layout([
            "environment": ["width": 390, "safeAreaInsets": ["top": 50, "bottom": 30]],
            "widgets": [["widgetId": 1], ["widgetId": 2], ["widgetId": 3, "enabled": false]],
        ])
        // SB = 50 + 140 + 120 = 310: the hidden third slot does not count.
        #expect(StorifyMe.same(layout.stack.frame, 0, 50, 390, 260))
        #expect(layout.size.height == 340)
        let none = try StorifyMe.layout([
            "environment": ["width": 390, "safeAreaInsets": ["top": 50, "bottom": 30]],
            "widgets": [["widgetId": 1, "enabled": false]],
        ])
        #expect(StorifyMe.same(none.stack.frame, 0, 50, 390, 0))
        #expect(none.size.height == 80)
        let empty = try StorifyMe.layout(["environment": ["width": 390, "height": 700.1]])
        #expect(empty.size.height == 700)
        #expect(empty.widgets.isEmpty && empty.stack.shown == 0 && empty.stack.hidden == 0)
    }

    @Test("Rule 10: widgets that end below H − B are reported; with spacing 0 the fixed widgets stand on each other")
    func belowTheSafeArea() throws {
        let layout = try StorifyMe.layout([
            "environment": ["width": 390, "height": 400, "safeAreaInsets": ["top": 47, "bottom": 34]],
            "widgets": [["widgetId": 1], ["widgetId": 2], ["widgetId": 3, "enabled": false], ["widgetId": 4]],
        ])
        // Bottoms 167, 307 and 587 against 366.
        #expect(layout.widgets.map(\.pastBottom) == [0, 0, nil, 221])
        #expect(layout.warningTexts.last == "widgets[3]: ends 221 pt below the safe area")
        #expect(layout.overflows.last == LayoutOverflow(name: "widgets[3]", points: 221))
        #expect(layout.size.height == 400)
    }

    @Test("Rule 10: pastBottom is measured on the unsnapped bottom; within 1e-9 nothing is reported")
    func belowThreshold() throws {
        let layout = try StorifyMe.layout([
            "environment": ["width": 390, "height": 120],
            "widgets": [["widgetId": 1]],
        ])
        #expect(layout.widgets[0].pastBottom == 0)
        #expect(layout.warnings.isEmpty && layout.overflows.isEmpty)
    }
}
