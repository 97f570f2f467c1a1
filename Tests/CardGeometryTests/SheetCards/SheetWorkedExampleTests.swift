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

/// The SheetCards article's worked example, every number it states.
@Suite("Sheet cards: worked example")
struct SheetWorkedExampleTests {
    let layout: SheetCardLayout
    let sheet: SheetCardLayout.Sheet

    init() throws {
        layout = try Sheet.layout(Sheet.workedExample)
        sheet = layout.sheet
    }

    @Test("Size classes are derived: vertical regular, horizontal compact, so a bottom sheet")
    func sizeClassesAndMode() {
        #expect(layout.sizeClasses == .init(horizontal: .compact, vertical: .regular))
        #expect(layout.mode == .bottom)
        #expect(layout.stackDepth == 2)
        #expect(layout.type == .plain)
        #expect(layout.size == LayoutSize(width: 402, height: 874))
    }

    @Test("Stops: E = 74, P = 400, CH = 800, X = 0, CW = 402")
    func stops() {
        #expect(layout.positions.extended == 74)
        #expect(layout.positions.peaking == 400)
        #expect(sheet.card.frame.height == 800)
        #expect(sheet.card.frame.x == 0)
        #expect(sheet.card.frame.width == 402)
    }

    @Test("Texts: Inter Bold 17 (Ht 20.574 = 16.469 + 4.105), Inter Regular 15 (Hs 18.153), one line each")
    func texts() throws {
        let title = try #require(sheet.title)
        #expect(title.font == .init(family: "Inter", weight: 700, size: 17, file: "Inter-Bold.otf"))
        #expect(title.lines.count == 1)
        let subtitle = try #require(sheet.subtitle)
        #expect(subtitle.font == .init(family: "Inter", weight: 400, size: 15, file: "Inter-Regular.otf"))
        #expect(subtitle.lines.count == 1)
        #expect(!title.truncated && !subtitle.truncated)
        // The measured heights, unsnapped, as the text layer gives them.
        let bold = try measure(
            "Central Station", style: TextStyle(family: "Inter", weight: 700, size: 17), width: 330, maxLines: nil)
        #expect(NumberText.format(bold.height) == "20.574")
        #expect(NumberText.format(bold.lines[0].baseline) == "16.469")
        #expect(NumberText.format(bold.height - bold.lines[0].baseline) == "4.105")
        let regular = try measure(
            "Platform 3 · 2 min walk", style: TextStyle(family: "Inter", weight: 400, size: 15), width: 330,
            maxLines: 1)
        #expect(NumberText.format(regular.height) == "18.153")
    }

    @Test("Header HH = MO = 78.727; tops Ye 74, Yp 400, Yc 761.273; peaking at Y = 400")
    func headerAndTops() {
        #expect(NumberText.format(sheet.header.height) == "78.727")
        #expect(NumberText.format(layout.positions.collapsed) == "761.273")
        // Yc = 874 - 34 - MO.
        #expect(close(layout.positions.collapsed, 874 - 34 - sheet.header.height))
        #expect(layout.requestedPosition == .peaking)
        #expect(layout.position == .peaking)
        #expect(layout.availablePositions == [.collapsed, .peaking, .extended])
        #expect(sheet.card.frame.y == 400)
    }

    @Test("Frames of the card, header, grab handle, texts and close button")
    func frames() throws {
        #expect(same(sheet.card.frame, rect(0, 400, 402, 800)))
        #expect(same(sheet.header.frame, rect(0, 400, 402, 78.667)))
        #expect(same(sheet.grabHandle.frame, rect(177, 406, 48, 4)))
        #expect(sheet.grabHandle.alpha == 1)
        let title = try #require(sheet.title)
        #expect(same(title.frame, rect(16, 424, 330, 20.667)))
        #expect(NumberText.format(title.lines[0].baseline) == "440.469")
        #expect(same(sheet.subtitle?.frame, rect(16, 444.667, 330, 18)))
        #expect(same(sheet.closeButton?.frame, rect(352, 424, 44, 44)))
        #expect(same(sheet.closeButton?.icon.frame, rect(362, 424, 24, 24)))
        #expect(sheet.accessory == nil)
    }

    @Test("Separator (0, 478.333, 402, 0.333), not visible at offset 0")
    func separator() {
        #expect(same(sheet.separator.frame, rect(0, 478.333, 402, 0.333)))
        #expect(!sheet.separator.visible)
    }

    @Test("Content: frame, viewport to Vb = 840, not scrolling while peaking, alpha 1")
    func content() {
        #expect(same(sheet.content.frame, rect(0, 478.667, 402, 721.333)))
        #expect(same(sheet.content.viewport, rect(0, 478.667, 402, 361.333)))
        #expect(sheet.content.viewport.maxY == 840)
        #expect(sheet.content.contentHeight == 900)
        #expect(sheet.content.scrollOffset == 0)
        #expect(!sheet.content.scrollEnabled)
        #expect(sheet.content.alpha == 1)
    }

    @Test("Vx = 840 - (74 + 78.727) = 687.273 < 900: the same card scrolls when extended, by at most 212.727")
    func extendedViewport() throws {
        let extended = try Sheet.layout(
            Sheet.workedExample.replacingOccurrences(
                of: #""drag""#, with: #""position": "extended", "scrollOffset": 1000, "drag""#))
        #expect(extended.sheet.content.scrollEnabled)
        #expect(NumberText.format(extended.sheet.content.viewport.height) == "687.333")
        #expect(NumberText.format(extended.sheet.content.scrollOffset) == "212.727")
        #expect(extended.warningTexts == ["scrollOffset 1000 is past the end; using 212.727"])
    }

    @Test("Floaty button (326, 764, 60, 60)")
    func floatyButton() {
        #expect(same(sheet.floatyButton?.frame, rect(326, 764, 60, 60)))
        #expect(sheet.floatyButton?.alpha == 1)
    }

    @Test("Map buttons, dimming and edge padding")
    func map() throws {
        let top = try #require(sheet.mapButtons.top)
        #expect(same(top.frame, rect(350, 70, 44, 89)))
        #expect(top.buttons.count == 2)
        #expect(same(top.buttons[0], rect(350, 70, 44, 44)))
        #expect(same(top.buttons[1], rect(350, 115, 44, 44)))
        #expect(top.separators.count == 1)
        #expect(same(top.separators[0].frame, rect(350, 114, 44, 1)))
        let bottom = try #require(sheet.mapButtons.bottom)
        #expect(same(bottom.frame, rect(350, 348, 44, 44)))
        #expect(bottom.frame.maxY == 400 - 8)
        #expect(sheet.mapButtons.alpha == 1)
        #expect(sheet.map.dimming.alpha == 0)
        #expect(sheet.map.edgePadding == EdgeInsets(top: 62, left: 0, bottom: 474, right: 0))
    }

    @Test("Transition: restores the root's preferred position, peaking")
    func transition() throws {
        let transition = try #require(layout.transition)
        #expect(transition.restorePosition == .peaking)
    }

    @Test("Snap: y0 420, q = -29.1, extended at 74 in 0.4 s; alphas 0.945 and 1")
    func snap() throws {
        let snap = try #require(layout.snap)
        #expect(snap.fromY == 420)
        #expect(snap.velocity == -900)
        #expect(NumberText.format(snap.projectedY) == "-29.1")
        #expect(snap.position == .extended)
        #expect(snap.y == 74)
        // (74 - 420) / -900 = 0.384, raised to 0.4.
        #expect(snap.duration == 0.4)
        #expect(NumberText.format(snap.contentAlpha) == "0.945")
        #expect(snap.mapButtonsAlpha == 1)
        #expect(layout.warnings.isEmpty)
    }

    @Test("In RTL: close button (6, 424), map buttons at x = 8, the title's line at the text area's right edge")
    func rightToLeft() throws {
        let rtl = try Sheet.layout(
            Sheet.workedExample.replacingOccurrences(
                of: #""displayScale": 3"#, with: #""displayScale": 3, "layoutDirection": "rtl""#))
        #expect(same(rtl.sheet.closeButton?.frame, rect(6, 424, 44, 44)))
        #expect(rtl.sheet.mapButtons.top?.frame.x == 8)
        #expect(rtl.sheet.mapButtons.bottom?.frame.x == 8)
        let title = try #require(rtl.sheet.title)
        #expect(same(title.frame, rect(56, 424, 330, 20.667)))
        #expect(close(title.lines[0].frame.maxX, 386, tolerance: 0.0005))
    }
}
