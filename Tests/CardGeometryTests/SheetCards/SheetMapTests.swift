import Foundation
import Testing

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

/// The map, its dimming, status bar blur, edge padding and map buttons
/// (SheetCards article, "Map" and "Map buttons").
@Suite("Sheet cards: map")
struct SheetMapTests {
    @Test("Rule 13: the map and its dimming fill the screen; dimmed only at extended in bottom mode")
    func dimming() throws {
        for (position, alpha) in [("collapsed", 0.0), ("peaking", 0), ("extended", 0.25)] {
            let layout = try Sheet.layout(["position": position])
            #expect(same(layout.sheet.map.frame, rect(0, 0, 402, 874)))
            #expect(same(layout.sheet.map.dimming.frame, rect(0, 0, 402, 874)))
            #expect(layout.sheet.map.dimming.alpha == alpha)
            #expect(layout.sheet.map.dimming.color.hex == "#000000FF")
        }
        let side = try Sheet.layout(environment: SheetScreenTests.iPad, ["position": "extended"])
        #expect(side.sheet.map.dimming.alpha == 0)
    }

    @Test("Rule 13: the status bar blur covers the top inset, null without one")
    func statusBarBlur() throws {
        #expect(same(try Sheet.layout().statusBarBlur, rect(0, 0, 402, 62)))
        #expect(try Sheet.layout(environment: SheetScreenTests.landscapePhone).statusBarBlur == nil)
    }

    @Test("Rule 13: bottom mode keeps the peaking overlap clear, or the collapsed one")
    func bottomEdgePadding() throws {
        let extended = try Sheet.layout(["position": "extended"])
        #expect(extended.sheet.map.edgePadding == EdgeInsets(top: 62, left: 0, bottom: 474, right: 0))
        let collapsed = try Sheet.layout(["position": "collapsed"])
        // H - Yc = 874 - 779.426, not snapped.
        #expect(close(collapsed.sheet.map.edgePadding.bottom, 874 - collapsed.positions.collapsed))
        #expect(NumberText.format(collapsed.sheet.map.edgePadding.bottom) == "94.574")
    }

    @Test(
        "Rule 13: side mode clears the card's side up to its far edge, except collapsed with a regular vertical class")
    func sideEdgePadding() throws {
        let iPad = try Sheet.layout(environment: SheetScreenTests.iPad)
        #expect(iPad.sheet.map.edgePadding == EdgeInsets(top: 24, left: 368, bottom: 0, right: 0))
        let collapsed = try Sheet.layout(environment: SheetScreenTests.iPad, ["position": "collapsed"])
        #expect(collapsed.sheet.map.edgePadding == EdgeInsets(top: 24, left: 0, bottom: 0, right: 0))
        // A compact vertical class keeps the padding when collapsed: 70 + 332.12.
        let landscape = try Sheet.layout(environment: SheetScreenTests.landscapePhone, ["position": "collapsed"])
        #expect(close(landscape.sheet.map.edgePadding.left, 402.12))
        var rtlEnvironment = SheetScreenTests.landscapePhone
        rtlEnvironment["layoutDirection"] = "rtl"
        let rtl = try Sheet.layout(environment: rtlEnvironment, ["position": "collapsed"])
        #expect(rtl.sheet.map.edgePadding.left == 0)
        #expect(close(rtl.sheet.map.edgePadding.right, 402.12))
        // W minus the mirrored card's minX: 874 - 471.88.
        #expect(close(874 - rtl.sheet.card.frame.x, 402, tolerance: 0.2))
    }

    @Test("Rule 14: the top group stacks its buttons down from T + 8 with 1 pt separators")
    func topGroup() throws {
        let layout = try Sheet.layout(cards: [["title": "Card", "mapButtons": ["top": 8]]])
        let group = try #require(layout.sheet.mapButtons.top)
        #expect(same(group.frame, rect(350, 70, 44, 359)))
        #expect(group.buttons.count == 8 && group.separators.count == 7)
        #expect(same(group.buttons[7], rect(350, 385, 44, 44)))
        #expect(same(group.separators[6].frame, rect(350, 384, 44, 1)))
        #expect(group.separators[0].color.hex == "#3C3C434A")
        #expect(group.cornerRadius == 8)
        #expect(layout.sheet.mapButtons.bottom == nil)
    }

    @Test("Rule 14: the bottom group runs from its leading edge, 8 above the card in bottom mode")
    func bottomGroupBottomMode() throws {
        let layout = try Sheet.layout(
            environment: ["safeAreaInsets": ["top": 62, "bottom": 34, "right": 10]],
            cards: [["title": "Card", "mapButtons": ["bottom": 3]]], ["position": "collapsed"])
        let group = try #require(layout.sheet.mapButtons.bottom)
        // 134 wide, trailing edge at 402 - 10 - 8; bottom at Yc - 8 = 771.426.
        #expect(same(group.frame, rect(250, 727.333, 134, 44)))
        #expect(group.buttons.map(\.x) == [250, 295, 340])
        #expect(group.separators.map(\.frame.x) == [294, 339])
        #expect(group.separators[0].frame.width == 1)
        #expect(layout.sheet.mapButtons.top == nil)
    }

    @Test("Rule 14: side mode with a bottom inset has no margin; the bottom group sits on the safe area")
    func sideModeGroups() throws {
        let layout = try Sheet.layout(
            environment: SheetScreenTests.landscapePhone,
            cards: [["title": "Card", "mapButtons": ["top": 1, "bottom": 3]]])
        #expect(same(layout.sheet.mapButtons.top?.frame, rect(768, 8, 44, 44)))
        #expect(layout.sheet.mapButtons.top?.separators.isEmpty == true)
        #expect(same(layout.sheet.mapButtons.bottom?.frame, rect(678, 337, 134, 44)))
        // An iPad without a bottom inset keeps the 8 pt margin.
        let older = try Sheet.layout(
            environment: ["width": 1024, "height": 768, "safeAreaInsets": ["top": 20]],
            cards: [["title": "Card", "mapButtons": ["top": 1, "bottom": 1]]])
        #expect(older.mode == .side)
        #expect(same(older.sheet.mapButtons.top?.frame, rect(972, 28, 44, 44)))
        #expect(same(older.sheet.mapButtons.bottom?.frame, rect(972, 716, 44, 44)))
    }

    @Test("Rule 14: the groups fade out at extended in bottom mode only")
    func alpha() throws {
        let cards: [[String: Any]] = [["title": "Card", "mapButtons": ["top": 1]]]
        for (position, alpha) in [("collapsed", 1.0), ("peaking", 1), ("extended", 0)] {
            #expect(try Sheet.layout(cards: cards, ["position": position]).sheet.mapButtons.alpha == alpha)
        }
        #expect(
            try Sheet.layout(environment: SheetScreenTests.iPad, cards: cards, ["position": "extended"]).sheet
                .mapButtons.alpha == 1)
    }

    @Test("Dark scheme: map button separators take iOS's dark separator color")
    func darkSeparators() throws {
        let layout = try Sheet.layout(
            environment: ["colorScheme": "dark"], cards: [["title": "Card", "mapButtons": ["top": 2]]])
        #expect(layout.sheet.mapButtons.top?.separators[0].color.hex == "#54545899")
    }
}
