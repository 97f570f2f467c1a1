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

@Suite("Storyly story groups: placement, bar height, badges, visibility, snapping (rules 8 to 12)")
struct StorylyPlacementTests {
    /// `count` groups with ids 1... and short titles.
    static func groups(_ count: Int) -> [[String: Any]] {
        (1...max(count, 1)).prefix(count).map { ["id": $0, "title": "G\($0)"] }
    }

    // MARK: Rule 8

    @Test("scrollOffset moves the items left; the offset used is written")
    func scrollOffset() throws {
        // Five items: CW = 490, so offsets up to 100 are used as given.
        let layout = try Storyly.layout(["groups": Self.groups(5), "scrollOffset": 50])
        #expect(layout.groups.map(\.frame.x) == [-46, 52, 150, 248, 346])
        #expect(layout.bar.scrollOffset == 50)
        #expect(layout.warnings.isEmpty)
        // Rule 11: the first item is partly on screen, the last one too.
        #expect(layout.groups[0].visible && !layout.groups[0].fullyVisible)
        #expect(layout.groups[4].visible && !layout.groups[4].fullyVisible)
        #expect(layout.groups[1].fullyVisible)
    }

    @Test("An offset past the end is clamped to CW - W, with a warning; a bar that fits never scrolls")
    func scrollOffsetPastTheEnd() throws {
        let layout = try Storyly.layout(["groups": Self.groups(5), "scrollOffset": 1000])
        #expect(layout.bar.scrollOffset == 100)
        #expect(layout.groups.last?.frame.maxX == 386)
        #expect(layout.warningTexts == ["scrollOffset 1000 is past the end; using 100"])

        let fits = try Storyly.layout(["groups": Self.groups(2), "scrollOffset": 10.5])
        #expect(fits.bar.scrollOffset == 0)
        #expect(fits.groups[0].frame.x == 4)
        #expect(fits.warningTexts == ["scrollOffset 10.5 is past the end; using 0"])
    }

    @Test("RTL: the first item at the right end; the offset is measured from there")
    func rightToLeft() throws {
        let layout = try Storyly.layout([
            "environment": ["width": 390, "layoutDirection": "rtl"], "groups": Self.groups(5), "scrollOffset": 50,
        ])
        // x = W - (X - o) - w: 390 - (4 - 50) - 90 = 346.
        #expect(layout.groups.map(\.frame.x) == [346, 248, 150, 52, -46])
        // The title block spans the content area, mirrored: 346 + 5.
        #expect(layout.groups[0].title?.frame.x == 351)
    }

    @Test("Safe-area insets: left leads in LTR, right in RTL; both widen the content; top and bottom change nothing")
    func safeArea() throws {
        let insets: [String: Any] = ["top": 20, "left": 44, "bottom": 34, "right": 30]
        let ltr = try Storyly.layout([
            "environment": ["width": 390, "safeAreaInsets": insets], "groups": Self.groups(3),
        ])
        #expect(ltr.groups.map(\.frame.x) == [48, 146, 244])
        #expect(ltr.bar.contentSize.width == 368)  // 44 + 4 + 3 × 90 + 2 × 8 + 4 + 30
        #expect(ltr.groups[0].frame.y == 4)
        #expect(ltr.size.height == (try Storyly.layout(["groups": Self.groups(3)])).size.height)

        let rtl = try Storyly.layout([
            "environment": ["width": 390, "layoutDirection": "rtl", "safeAreaInsets": insets],
            "groups": Self.groups(3),
        ])
        // lead = right = 30: 390 - 34 - 90 = 266.
        #expect(rtl.groups.map(\.frame.x) == [266, 168, 70])
    }

    @Test("No groups: content width 0, natural height 0; the bar collapses unless the host gives a height")
    func empty() throws {
        let layout = try Storyly.layout(["groups": [[String: Any]](), "scrollOffset": 5])
        #expect(layout.groups.isEmpty)
        #expect(layout.size == LayoutSize(width: 390, height: 0))
        #expect(layout.bar.contentSize == LayoutSize(width: 0, height: 0))
        #expect(layout.bar.naturalHeight == 0)
        #expect(layout.bar.frame == Storyly.rect(0, 0, 390, 0))
        #expect(layout.warningTexts == ["scrollOffset 5 is past the end; using 0"])
        let hosted = try Storyly.layout(["environment": ["width": 390, "height": 100], "groups": [[String: Any]]()])
        #expect(hosted.size.height == 100)
        #expect(hosted.bar.overflow == 0)
    }

    // MARK: Rule 9

    @Test("A host height shorter than the content: overflow and a warning; items keep their height, top-aligned")
    func shortBar() throws {
        let layout = try Storyly.layout(Storyly.workedExampleOverrides(environment: ["width": 390, "height": 100.2]))
        #expect(layout.size.height == snapped(100.2))
        #expect(layout.bar.frame.height == snapped(100.2))
        #expect(layout.bar.contentSize.height == snapped(100.2))
        #expect(layout.bar.naturalHeight == 131)
        #expect(Storyly.same(layout.bar.overflow, 30.667))
        #expect(layout.warningTexts == ["bar height 100.2 is 30.667 pt shorter than its content"])
        #expect(layout.overflows.map(\.name) == ["bar"])
        #expect(layout.groups[1].frame == Storyly.rect(102, 4, 90, 123))
    }

    @Test("A host height taller than the content: no overflow; the items stay at the top")
    func tallBar() throws {
        let layout = try Storyly.layout(Storyly.workedExampleOverrides(environment: ["width": 390, "height": 200]))
        #expect(layout.size.height == 200)
        #expect(layout.bar.naturalHeight == 131)
        #expect(layout.bar.overflow == 0)
        #expect(layout.warnings.isEmpty)
        #expect(layout.groups.allSatisfy { $0.frame.y == 4 })
    }

    @Test("Vertical edge padding: items at Ev, the bar Ev + tallest + Ev")
    func verticalPadding() throws {
        let layout = try Storyly.layout([
            "theme": ["list": ["edgePaddingVertical": 10, "edgePaddingHorizontal": 16, "paddingBetweenItems": 0]],
            "groups": [["id": 1]], "environment": ["width": 390],
        ])
        #expect(layout.groups[0].frame == Storyly.rect(16, 10, 90, 90))
        #expect(layout.size.height == 110)
        #expect(layout.bar.contentSize.width == 122)
    }

    // MARK: Rule 10

    @Test("Badges on a cover stand 4 pt inside its trailing corners; an icon wins over a cover")
    func coverBadges() throws {
        let input: [String: Any] = [
            "style": "custom",
            "custom": [
                "size": ["width": 100, "height": 178], "elements": [["type": "cover", "aspectRatio": "3:4"]],
            ],
            "theme": ["pin": ["size": 30]],
            "groups": [["id": 1, "pinned": true, "type": "ivod"]],
        ]
        let layout = try Storyly.layout(input)
        let cover = try #require(layout.groups[0].cover)
        // IVOD size defaults to the pin's.
        #expect(Storyly.same(layout.groups[0].pin?.frame, Storyly.rect(4 + 100 - 4 - 30, cover.frame.maxY - 4 - 30, 30, 30)))
        #expect(layout.groups[0].ivod?.frame == Storyly.rect(70, 8, 30, 30))
        #expect(layout.groups[0].ivod?.cornerRadius == 15)

        var withIcon = input
        withIcon["custom"] = [
            "size": ["width": 100, "height": 300],
            "elements": [["type": "cover"], ["type": "icon", "width": 40, "height": 40, "alignment": "start"]],
        ]
        let iconLayout = try Storyly.layout(withIcon)
        let icon = try #require(iconLayout.groups[0].icon)
        #expect(iconLayout.groups[0].pin?.frame == Storyly.rect(icon.frame.x + 10, icon.frame.y + 10, 30, 30))
        #expect(iconLayout.groups[0].ivod?.frame == Storyly.rect(icon.frame.x + 10, icon.frame.y, 30, 30))
    }

    @Test("No badge without a medium, or when hidden; IVOD size of its own; badge colors")
    func badgeVisibility() throws {
        let titleOnly = try Storyly.layout([
            "style": "custom",
            "custom": ["size": ["width": 100, "height": 40], "elements": [["type": "title"]]],
            "groups": [["id": 1, "title": "A", "pinned": true, "type": "ivod"]],
        ])
        #expect(titleOnly.groups[0].pin == nil && titleOnly.groups[0].ivod == nil)

        let hidden = try Storyly.layout([
            "theme": ["pin": ["isVisible": false], "ivod": ["size": 16, "backgroundColor": "#00FF0080"]],
            "groups": [["id": 1, "pinned": true, "type": "ivod"]],
        ])
        #expect(hidden.groups[0].pin == nil)
        #expect(hidden.groups[0].ivod?.frame == Storyly.rect(73, 9, 16, 16))
        #expect(hidden.groups[0].ivod?.backgroundColor.hex == "#00FF0080")
        #expect(hidden.groups[0].ivod?.cornerRadius == 8)

        let plain = try Storyly.layout(["groups": [["id": 1, "type": "default"]]])
        #expect(plain.groups[0].pin == nil && plain.groups[0].ivod == nil)
    }

    // MARK: Rules 11 and 12

    @Test("Visibility counts the snapped frame: an item ending exactly at 0 or starting at W is not visible")
    func visibilityEdges() throws {
        // Item 0 spans 4...94 before scrolling; o = 94 puts its end at 0.
        let layout = try Storyly.layout(["groups": Self.groups(5), "scrollOffset": 94])
        #expect(layout.groups[0].frame.maxX == 0)
        #expect(!layout.groups[0].visible)
        #expect(layout.groups[1].frame.x == 8)
        #expect(layout.groups[1].fullyVisible)
    }

    @Test("Snapping follows the display scale", arguments: [(1, 109.0, 117.0), (2, 108.5, 116.5), (3, 108.667, 116.667)])
    func snapping(scale: Int, itemHeight: Double, barHeight: Double) throws {
        let layout = try Storyly.layout([
            "environment": ["width": 390, "displayScale": scale], "groups": [["id": 1, "title": "Live"]],
        ])
        #expect(Storyly.same(layout.groups[0].frame.height, itemHeight))
        #expect(Storyly.same(layout.size.height, barHeight))  // 4 + 108.523 + 4
        // Line widths and baselines are not snapped.
        #expect(Storyly.same(layout.groups[0].title?.lines[0].width, 23.028))
        #expect(Storyly.same(layout.groups[0].title?.lines[0].baseline, 104.625))
    }
}

extension Storyly {
    /// The worked example as top-level overrides, with another environment.
    static func workedExampleOverrides(environment: [String: Any]) -> [String: Any] {
        [
            "environment": environment,
            "groups": [
                ["id": 1, "title": "New in", "index": 0, "seen": true],
                ["id": 2, "title": "Summer Sale: up to 50% off everything", "index": 1],
                ["id": 3, "title": "Live", "index": 2, "pinned": true, "type": "ivod"],
                ["id": 4, "title": "Kids", "index": 3], ["id": 5, "title": "Travel deals", "index": 4],
            ],
        ]
    }
}
