import Foundation
import Testing

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

/// Size classes, mode, stops and the card's width (SheetCards
/// article, "Mode", "Stops" and "Width").
@Suite("Sheet cards: screen, mode and stops")
struct SheetScreenTests {
    /// An iPhone in landscape: no top inset, the notch's insets on both sides.
    static var landscapePhone: [String: Any] {
        [
            "width": 874, "height": 402, "safeAreaInsets": ["top": 0, "left": 62, "bottom": 21, "right": 62],
        ]
    }
    /// A 13-inch iPad in portrait.
    static var iPad: [String: Any] {
        [
            "width": 1024, "height": 1366, "safeAreaInsets": ["top": 24, "left": 0, "bottom": 20, "right": 0],
        ]
    }

    /// A device's environment by name: the default phone, `landscape` or `iPad`.
    static func device(_ name: String) -> [String: Any] {
        switch name {
        case "landscape": landscapePhone
        case "iPad": iPad
        default: [:]
        }
    }

    @Test(
        "Null size classes are derived from the size",
        arguments: [
            (402.0, 874.0, SizeClass.compact, SizeClass.regular),
            (874, 402, .compact, .compact),
            (932, 430, .regular, .compact),
            (895.5, 430, .compact, .compact),
            (600, 800, .regular, .regular),
            (599.5, 800, .compact, .regular),
            (1024, 1366, .regular, .regular),
            (402, 500, .compact, .regular),
            (402, 499.9, .compact, .compact),
        ])
    func derivedSizeClasses(width: Double, height: Double, horizontal: SizeClass, vertical: SizeClass) throws {
        let layout = try Sheet.layout(environment: ["width": width, "height": height])
        #expect(layout.sizeClasses == .init(horizontal: horizontal, vertical: vertical))
    }

    @Test("A given size class is used as given, whatever the size; the other is derived from it")
    func givenSizeClasses() throws {
        let regular = try Sheet.layout(environment: ["horizontalSizeClass": "regular"])
        #expect(regular.sizeClasses == .init(horizontal: .regular, vertical: .regular))
        #expect(regular.mode == .side)
        // A compact vertical class moves the horizontal threshold to 896.
        let compact = try Sheet.layout(environment: ["width": 700, "verticalSizeClass": "compact"])
        #expect(compact.sizeClasses == .init(horizontal: .compact, vertical: .compact))
        let wide = try Sheet.layout(environment: ["width": 1024, "height": 1366, "verticalSizeClass": "compact"])
        #expect(wide.sizeClasses == .init(horizontal: .regular, vertical: .compact))
        let small = try Sheet.layout(environment: ["width": 1024, "height": 1366, "horizontalSizeClass": "compact"])
        #expect(small.sizeClasses == .init(horizontal: .compact, vertical: .regular))
        #expect(small.mode == .bottom)
    }

    @Test("Rule 1: side with a compact vertical class or a regular horizontal one, else bottom")
    func mode() throws {
        #expect(try Sheet.layout().mode == .bottom)
        #expect(try Sheet.layout(environment: Self.landscapePhone).mode == .side)
        #expect(try Sheet.layout(environment: Self.iPad).mode == .side)
    }

    @Test("Rule 2: E = T + 12 with a bottom inset, else T + 50; P = (H - E) / 2; CH = H - E")
    func stops() throws {
        let phone = try Sheet.layout()
        #expect(phone.positions.extended == 74)
        #expect(phone.positions.peaking == 400)
        #expect(phone.sheet.card.frame.height == 800)
        let noHomeIndicator = try Sheet.layout(
            environment: ["width": 375, "height": 667, "safeAreaInsets": ["top": 20]])
        // E = 20 + 50 = 70, P = (667 - 70) / 2 = 298.5.
        #expect(noHomeIndicator.positions.extended == 70)
        #expect(noHomeIndicator.positions.peaking == 298.5)
        #expect(noHomeIndicator.sheet.card.frame.height == 597)
        let landscape = try Sheet.layout(environment: Self.landscapePhone)
        // E = 0 + 12, P = (402 - 12) / 2 = 195, CH = 390 in side mode too.
        #expect(landscape.positions.extended == 12)
        #expect(landscape.positions.peaking == 195)
        #expect(landscape.sheet.card.frame.height == 390)
    }

    @Test("Rule 3: a bottom card runs from the leading inset to the trailing screen edge")
    func bottomCardWidth() throws {
        let layout = try Sheet.layout(environment: [
            "safeAreaInsets": ["top": 62, "bottom": 34, "left": 10, "right": 20]
        ])
        #expect(same(layout.sheet.card.frame, rect(10, 400, 392, 800)))
        let rtl = try Sheet.layout(
            environment: [
                "layoutDirection": "rtl", "safeAreaInsets": ["top": 62, "bottom": 34, "left": 10, "right": 20],
            ])
        // lead = R = 20: the card runs from x = 0 to 402 - 20.
        #expect(same(rtl.sheet.card.frame, rect(0, 400, 382, 800)))
    }

    @Test("Rule 3: a side card is 8 inside the leading inset, 360 wide (regular) or 0.38 W (compact)")
    func sideCardWidth() throws {
        let iPad = try Sheet.layout(environment: Self.iPad)
        #expect(same(iPad.sheet.card.frame, rect(8, 665, 360, 1330)))
        let landscape = try Sheet.layout(environment: Self.landscapePhone)
        // Extended (no peaking with a compact vertical class) at E = 12; X = 62 + 8,
        // CW = 0.38 * 874 = 332.12 (maxX 402.12 snaps to 402).
        #expect(same(landscape.sheet.card.frame, rect(70, 12, 332, 390)))
        #expect(landscape.sheet.title?.frame.width == 260)
        let wide = try Sheet.layout(environment: [
            "width": 932, "height": 430, "safeAreaInsets": ["left": 59, "right": 59, "bottom": 21],
        ])
        #expect(same(wide.sheet.card.frame, rect(67, 12, 360, 418)))
    }
}
