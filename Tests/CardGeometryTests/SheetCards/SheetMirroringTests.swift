import Foundation
import Testing

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

/// Right-to-left mirroring and pixel snapping (SheetCards article
/// and SharedConventions article, "Right-to-left" and "Pixel snapping").
@Suite("Sheet cards: mirroring and snapping")
struct SheetMirroringTests {
    @Test("Rule 17: in RTL every frame's x is W - x - w of its LTR frame")
    func mirrored() throws {
        let cards: [[String: Any]] = [
            ["title": "Root"],
            [
                "title": "Top", "subtitle": "Sub", "accessoryHeight": 30, "floatyButton": true,
                "mapButtons": ["top": 2, "bottom": 2], "contentHeight": 500,
            ],
        ]
        let insets: [String: Any] = ["top": 62, "bottom": 34, "left": 0, "right": 0]
        let ltr = try Sheet.layout(environment: ["safeAreaInsets": insets], cards: cards).sheet
        let rtl = try Sheet.layout(environment: ["safeAreaInsets": insets, "layoutDirection": "rtl"], cards: cards)
            .sheet
        func mirror(_ frame: LayoutRect?) -> LayoutRect {
            let frame = frame ?? rect(0, 0, 0, 0)
            return PixelGrid(scale: 3).snap(frame.mirrored(inWidth: 402))
        }
        #expect(same(rtl.card.frame, mirror(ltr.card.frame)))
        #expect(same(rtl.grabHandle.frame, mirror(ltr.grabHandle.frame)))
        #expect(same(rtl.accessory, mirror(ltr.accessory)))
        #expect(same(rtl.closeButton?.frame, mirror(ltr.closeButton?.frame)))
        #expect(same(rtl.closeButton?.icon.frame, mirror(ltr.closeButton?.icon.frame)))
        #expect(same(rtl.floatyButton?.frame, mirror(ltr.floatyButton?.frame)))
        #expect(same(rtl.title?.frame, mirror(ltr.title?.frame)))
        #expect(same(rtl.subtitle?.frame, mirror(ltr.subtitle?.frame)))
        #expect(same(rtl.mapButtons.top?.frame, mirror(ltr.mapButtons.top?.frame)))
        #expect(same(rtl.mapButtons.bottom?.frame, mirror(ltr.mapButtons.bottom?.frame)))
        // The bottom group's first button is at its leading (right) edge.
        #expect(same(rtl.mapButtons.bottom?.buttons[0], mirror(ltr.mapButtons.bottom?.buttons[0])))
        #expect((rtl.mapButtons.bottom?.buttons[0].x ?? 0) > (rtl.mapButtons.bottom?.buttons[1].x ?? 0))
        #expect(same(rtl.mapButtons.bottom?.separators[0].frame, mirror(ltr.mapButtons.bottom?.separators[0].frame)))
        // Lines are placed by alignment start: at the right of the area.
        let title = try #require(rtl.title)
        #expect(close(title.lines[0].frame.maxX, title.frame.maxX, tolerance: 0.34))
    }

    @Test("Rule 17: a Hebrew title in RTL hugs the text area's right edge")
    func hebrewTitle() throws {
        let layout = try Sheet.layout(
            environment: ["layoutDirection": "rtl", "locale": "he"],
            cards: [["title": "תחנה מרכזית", "subtitle": "רציף 3"]])
        let title = try #require(layout.sheet.title)
        #expect(same(title.frame, rect(56, 424, 330, 20.667)))
        #expect(close(title.lines[0].frame.maxX, 386, tolerance: 0.34))
        #expect(title.lines[0].fonts.contains("NotoSansHebrew-Bold.ttf"))
    }

    @Test("Rule 18: edges snap to 1 / s; size.height is H snapped; tops and padding are not")
    func snapping() throws {
        let layout = try Sheet.layout(
            environment: [
                "width": 390.3, "height": 844.7, "displayScale": 2, "safeAreaInsets": ["top": 47.2, "bottom": 34],
            ],
            cards: [["title": "Card", "mapButtons": ["top": 1]]])
        #expect(layout.size == LayoutSize(width: 390.3, height: 844.5))
        // E = 59.2, P = (844.7 - 59.2) / 2 = 392.75.
        #expect(layout.positions.peaking == 392.75)
        #expect(same(layout.sheet.card.frame, rect(0, 393, 390.5, 785.5)))
        #expect(layout.sheet.map.edgePadding.top == 47.2)
        #expect(close(layout.sheet.map.edgePadding.bottom, 844.7 - 392.75))
        #expect(same(layout.statusBarBlur, rect(0, 0, 390.5, 47)))
        for frame in [
            layout.sheet.card.frame, layout.sheet.header.frame, layout.sheet.grabHandle.frame,
            layout.sheet.content.viewport, layout.sheet.mapButtons.top?.frame ?? rect(0, 0, 0, 0),
        ] {
            for edge in [frame.x, frame.y, frame.maxX, frame.maxY] {
                #expect(close(edge * 2, (edge * 2).rounded(), tolerance: 1e-9))
            }
        }
        let one = try Sheet.layout(environment: ["displayScale": 1])
        #expect(same(one.sheet.header.frame, rect(0, 400, 402, 61)))
    }
}
