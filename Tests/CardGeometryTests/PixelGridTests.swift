import Testing

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

@Suite("Pixel grid")
struct PixelGridTests {
    static let cases: [(Double, Double, Double)] = [
        (3, 10.1, 10), (3, 10.2, 31.0 / 3), (3, 10.1666, 10), (3, 10.1667, 31.0 / 3),
        (3, 30.5 / 3, 31.0 / 3), (3, 219.375, 658.0 / 3), (2, 0.25, 0.5), (2, 0.24, 0),
        (2, -0.25, 0), (1, 2.5, 3), (1, -2.5, -2), (1, 2.4999, 2), (3, 0.1, 0),
    ]

    @Test(
        "Values round to the nearest 1 / scale, halves up",
        arguments: PixelGridTests.cases)
    func values(scale: Double, value: Double, expected: Double) {
        #expect(PixelGrid(scale: scale).snap(value) == expected)
    }

    @Test("Each edge snaps on its own; width and height follow")
    func rects() {
        let grid = PixelGrid(scale: 1)
        #expect(
            grid.snap(StorytellerCardLayout.Rect(x: 10.4, y: 0.5, width: 10.2, height: 5))
                == StorytellerCardLayout.Rect(x: 10, y: 1, width: 11, height: 5))
        #expect(
            grid.snap(StorytellerCardLayout.Rect(x: 0.2, y: 0.2, width: 0.2, height: 0.2))
                == StorytellerCardLayout.Rect(x: 0, y: 0, width: 0, height: 0))
        let fine = PixelGrid(scale: 3).snap(StorytellerCardLayout.Rect(x: 12, y: 102.39, width: 47.633, height: 26.62))
        #expect(fine.x == 12 && fine.y == 307.0 / 3)
        #expect(fine.maxX == 179.0 / 3)
        #expect(fine.maxY == 387.0 / 3)
    }

    @Test("Snapping never writes -0")
    func negativeZero() {
        #expect(PixelGrid(scale: 3).snap(-0.1).sign == .plus)
    }
}
