import Foundation
import Testing

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

/// Content area, scrolling, separator and floaty button (SheetCards
/// article, "Content"). The default card's header is 60.574 tall: at extended
/// its viewport Vx = 840 - (74 + 60.574) = 705.426.
@Suite("Sheet cards: content")
struct SheetContentTests {
    @Test("Rule 10: the content and the floaty button are hidden when collapsed, shown otherwise")
    func contentAlpha() throws {
        for (position, alpha) in [("collapsed", 0.0), ("peaking", 1), ("extended", 1)] {
            let layout = try Sheet.layout(
                cards: [["title": "Card", "contentHeight": 300, "floatyButton": true]], ["position": position])
            #expect(layout.sheet.content.alpha == alpha)
            #expect(layout.sheet.floatyButton?.alpha == alpha)
        }
    }

    @Test("Rule 11: the scroll area spans the card below the header; the viewport stops at the safe area")
    func frames() throws {
        let collapsed = try Sheet.layout(cards: [["title": "Card", "contentHeight": 300]], ["position": "collapsed"])
        // Y = 779.426, Y + HH = 840 = Vb: an empty viewport.
        #expect(same(collapsed.sheet.content.frame, rect(0, 840, 402, 739.333)))
        #expect(same(collapsed.sheet.content.viewport, rect(0, 840, 402, 0)))
        let extended = try Sheet.layout(cards: [["title": "Card", "contentHeight": 300]], ["position": "extended"])
        #expect(same(extended.sheet.content.frame, rect(0, 134.667, 402, 739.333)))
        #expect(same(extended.sheet.content.viewport, rect(0, 134.667, 402, 705.333)))
    }

    @Test("Rule 11: the content scrolls only at extended, and only when taller than Vx")
    func scrollEnabled() throws {
        func enabled(_ height: Double, _ position: String) throws -> Bool {
            try Sheet.layout(cards: [["title": "Card", "contentHeight": height]], ["position": position]).sheet.content
                .scrollEnabled
        }
        #expect(try enabled(706, "extended"))
        #expect(try !enabled(705.4, "extended"))
        #expect(try !enabled(5000, "peaking"))
        #expect(try !enabled(5000, "collapsed"))
    }

    @Test("Rule 11: the offset is kept within max(0, contentHeight - Vx), with a warning")
    func scrollOffset() throws {
        let within = try Sheet.layout(cards: [["title": "Card", "contentHeight": 1000]], ["scrollOffset": 200])
        #expect(within.sheet.content.scrollOffset == 200)
        #expect(within.warnings.isEmpty)
        let past = try Sheet.layout(cards: [["title": "Card", "contentHeight": 1000]], ["scrollOffset": 500])
        // 1000 - 705.426 = 294.574.
        #expect(NumberText.format(past.sheet.content.scrollOffset) == "294.574")
        #expect(past.warningTexts == ["scrollOffset 500 is past the end; using 294.574"])
        let fits = try Sheet.layout(cards: [["title": "Card", "contentHeight": 100]], ["scrollOffset": 12.3456])
        #expect(fits.sheet.content.scrollOffset == 0)
        #expect(fits.warningTexts == ["scrollOffset 12.346 is past the end; using 0"])
    }

    @Test("Rule 9: the separator is the header's last half point, visible when scrolled and not collapsed")
    func separator() throws {
        for (position, visible) in [("collapsed", false), ("peaking", true), ("extended", true)] {
            let layout = try Sheet.layout(
                cards: [["title": "Card", "contentHeight": 2000]], ["position": position, "scrollOffset": 10])
            #expect(layout.sheet.separator.visible == visible)
            #expect(layout.sheet.separator.frame.maxY == layout.sheet.header.frame.maxY)
        }
        let resting = try Sheet.layout(cards: [["title": "Card", "contentHeight": 2000]], ["position": "extended"])
        #expect(!resting.sheet.separator.visible)
    }

    @Test("Rule 12: the floaty button stands 16 inside the card's trailing edge and 16 above Vb")
    func floatyButton() throws {
        #expect(try Sheet.layout().sheet.floatyButton == nil)
        let layout = try Sheet.layout(
            environment: ["safeAreaInsets": ["top": 62, "bottom": 34, "right": 20]],
            cards: [["title": "Card", "floatyButton": true]])
        let button = try #require(layout.sheet.floatyButton)
        // The card runs to the screen's edge under the inset: 402 - 16 - 60.
        #expect(same(button.frame, rect(326, 764, 60, 60)))
        #expect(button.cornerRadius == 30)
        #expect(button.backgroundColor.hex == "#00CC66FF")
        let side = try Sheet.layout(
            environment: SheetScreenTests.landscapePhone, cards: [["title": "Card", "floatyButton": true]])
        // X + CW - 76 = 70 + 332.12 - 76; Vb = min(12 + 390, 381) - 76.
        #expect(same(side.sheet.floatyButton?.frame, rect(326, 305, 60, 60)))
    }

    @Test("The content's height and type are repeated, not used for geometry")
    func typesShareGeometry() throws {
        let plain = try Sheet.layout(cards: [["title": "Card", "contentHeight": 400]])
        for type in ["table", "collection", "hosting", "paging"] {
            let layout = try Sheet.layout(cards: [["title": "Card", "contentHeight": 400, "type": type]])
            #expect(layout.type.rawValue == type)
            #expect(layout.sheet == plain.sheet)
        }
    }
}
