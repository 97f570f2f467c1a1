import Foundation
import Testing

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

/// Where a released drag snaps to (SheetCards article, "Snap"). On the default
/// phone with a one-line title: Ye = 74, Yp = 400, Yc = 779.426.
@Suite("Sheet cards: snapping a drag")
struct SheetSnapTests {
    func snap(
        _ y: Double, _ velocity: Double, environment: [String: Any] = [:],
        cards: [[String: Any]] = [["title": "Card"]]
    ) throws -> SheetCardLayout.Snap {
        try #require(
            try Sheet.layout(environment: environment, cards: cards, ["drag": ["y": y, "velocity": velocity]]).snap)
    }

    @Test("No drag, no snap")
    func noDrag() throws {
        #expect(try Sheet.layout().snap == nil)
        #expect(try Sheet.layout(["drag": NSNull()]).snap == nil)
    }

    @Test(
        "The projected top picks a window, else a direction",
        arguments: [
            // y, velocity, projected q, target.
            (400.0, 0.0, 400.0, SheetCardInput.Position.peaking),
            (400, 50, 424.95, .peaking),  // small, down, from peaking: stays
            (400, 2000, 1398, .collapsed),  // large, down
            (400, -50, 375.05, .peaking),  // small, up
            (400, -2000, -598, .extended),  // large, up
            (770, -20, 760.02, .collapsed),  // small, up, from collapsed: its window
            (760, -20, 750.02, .peaking),  // just outside the window, up: q >= Yp
            (770, -3000, -727, .extended),  // large, up, from collapsed
            (74, 30, 88.97, .extended),  // small, down, from extended
            (74, 600, 373.4, .peaking),  // medium, down, from extended
            (80, 1500, 828.5, .collapsed),  // large, down, from extended
            (700, 0, 700, .collapsed),  // no velocity counts as down; q > Yp
            (300, 0, 300, .peaking),  // down, q < Yp
            (356, 0, 356, .peaking),  // the peaking window's lower bound is included
            (444, 0, 444, .collapsed),  // its upper bound is not
            (96, 0, 96, .peaking),  // the extended window's upper bound is not included; down
            (74, -50, 49.05, .extended),  // above the extended window: up, q < Yp
        ])
    func target(y: Double, velocity: Double, projected: Double, position: SheetCardInput.Position) throws {
        let snap = try snap(y, velocity)
        #expect(NumberText.format(snap.projectedY) == NumberText.format(projected))
        #expect(snap.position == position)
        #expect(snap.damping == 0.8)
    }

    @Test("Without map content the card snaps back up, whatever the drag")
    func noMapContent() throws {
        let snap = try snap(600, 3000, cards: [["title": "Card", "hasMapContent": false]])
        #expect(snap.position == .extended)
        #expect(snap.y == 74)
    }

    @Test("A compact vertical class has no peaking window: up is extended, down collapsed")
    func compact() throws {
        let landscape = SheetScreenTests.landscapePhone
        // Ye = 12, Yp = 195, Yc = 381 - 60.574 = 320.426.
        let down = try snap(195, 0, environment: landscape)
        #expect(down.position == .collapsed)
        #expect(NumberText.format(down.y) == "320.426")
        let up = try snap(195, -10, environment: landscape)
        #expect(up.position == .extended)
        #expect(up.y == 12)
        // Its edge windows still hold.
        #expect(try snap(300, 0, environment: landscape).position == .collapsed)
        #expect(try snap(20, 0, environment: landscape).position == .extended)
    }

    @Test(
        "Duration: distance over velocity, else 1.3 down or 0.4 otherwise, kept in 0.4...1.3",
        arguments: [
            (74.0, 600.0, 0.5433),  // (400 - 74) / 600
            (80, 1500, 0.4663),  // (779.426 - 80) / 1500
            (400, 2000, 0.4),  // 0.19, raised
            (760, -20, 1.3),  // 18, lowered
            (700, 0, 1.3),  // no velocity, target below
            (400, 0, 0.4),  // no velocity, already there
            (300, 0, 1.3),  // no velocity, peaking below
            (430, -100, 0.4),  // (400 - 430) / -100 = 0.3
            (420, -100, 0.4),  // (400 - 420) / -100 = 0.2, raised
            (80, 10, 0.4),  // back up to 74 against the velocity: negative, raised
        ])
    func duration(y: Double, velocity: Double, expected: Double) throws {
        let snap = try snap(y, velocity)
        #expect(close(snap.duration, expected, tolerance: 0.0001))
    }

    @Test("At release: content alpha from collapsed to peaking, map buttons fade over the top 30 %")
    func alphas() throws {
        let mid = try snap(600, 0)
        // (779.426 - 600) / (779.426 - 400).
        #expect(NumberText.format(mid.contentAlpha) == "0.473")
        #expect(mid.mapButtonsAlpha == 1)
        let high = try snap(350, 0)
        #expect(high.contentAlpha == 1)
        // 1 - (400 - 350) / (0.3 * 326).
        #expect(NumberText.format(high.mapButtonsAlpha) == "0.489")
        let top = try snap(200, 0)
        #expect(top.mapButtonsAlpha == 0)
        let bottom = try snap(779.426_136_363_636_4, 0)
        #expect(close(bottom.contentAlpha, 0, tolerance: 1e-6))
        let side = try snap(700, 0, environment: SheetScreenTests.iPad)
        #expect(side.mapButtonsAlpha == 1)
        let sideTop = try snap(40, 0, environment: SheetScreenTests.iPad)
        #expect(sideTop.mapButtonsAlpha == 1)
    }

    @Test("With Yc = Yp the content alpha at release is 1")
    func collapsedAtPeaking() throws {
        let snap = try snap(74, 0, cards: [["title": "Card", "accessoryHeight": 900]])
        #expect(snap.contentAlpha == 1)
        #expect(snap.mapButtonsAlpha == 1)
        #expect(snap.position == .extended)
    }

    @Test("A drag outside [Ye, Yc] is kept inside it, with a warning")
    func clamped() throws {
        let below = try Sheet.layout(["drag": ["y": 900, "velocity": 0]])
        #expect(NumberText.format(below.snap?.fromY ?? 0) == "779.426")
        #expect(below.warningTexts == ["drag.y 900 is outside [74, 779.426]; using 779.426"])
        let above = try Sheet.layout(["drag": ["y": -20.5, "velocity": -10]])
        #expect(above.snap?.fromY == 74)
        #expect(above.warningTexts == ["drag.y -20.5 is outside [74, 779.426]; using 74"])
        #expect(above.snap?.velocity == -10)
    }

    @Test("The frames stay those of the position; only the snap says where the card goes")
    func framesStay() throws {
        let resting = try Sheet.layout()
        let dragged = try Sheet.layout(["drag": ["y": 100, "velocity": -2000]])
        #expect(dragged.sheet == resting.sheet)
        #expect(dragged.snap?.position == .extended)
    }
}
