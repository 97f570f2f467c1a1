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

@Suite("Storyly story groups: order and templates (rules 1 to 4)")
struct StorylyOrderingAndTemplateTests {
    // MARK: Rule 1

    @Test("Seen groups go last when seenGroupsLast, and keep their index order otherwise")
    func seenGroupsLast() throws {
        let groups: [[String: Any]] = [
            ["id": 1, "index": 0, "seen": true], ["id": 2, "index": 1], ["id": 3, "index": 2, "seen": true],
            ["id": 4, "index": 3],
        ]
        let last = try Storyly.layout(["groups": groups])
        #expect(last.groups.map(\.id) == [2, 4, 1, 3].map { StoryGroupID.integer($0) })
        let kept = try Storyly.layout(["groups": groups, "theme": ["list": ["seenGroupsLast": false]]])
        #expect(kept.groups.map(\.id) == [1, 2, 3, 4].map { StoryGroupID.integer($0) })
    }

    @Test("A pinned group comes first whatever its state; pinned groups among themselves by index")
    func pinnedFirst() throws {
        let layout = try Storyly.layout([
            "groups": [
                ["id": 1, "index": 0], ["id": 2, "index": 9, "pinned": true, "seen": true],
                ["id": 3, "index": 4, "pinned": true],
            ]
        ])
        #expect(layout.groups.map(\.id) == [3, 2, 1].map { StoryGroupID.integer($0) })
        #expect(layout.groups.map(\.position) == [0, 1, 2])
    }

    @Test("Equal indexes keep the input order; a missing index is the group's position in the input")
    func ties() throws {
        let layout = try Storyly.layout([
            "groups": [["id": "a", "index": 3], ["id": "b", "index": 1], ["id": "c", "index": 1], ["id": "d"]]
        ])
        // d has no index: it takes its position, 3, and ties with a, which
        // comes first in the input.
        #expect(layout.groups.map(\.id) == ["b", "c", "a", "d"].map { StoryGroupID.string($0) })
        #expect(layout.groups.map(\.index) == [1, 1, 3, 3])
    }

    // MARK: Rule 2

    @Test("Small: cell 70 wide, icon 60 at local (5, 3), title 11 pt, pin 18; height 3 + 60 + 4 + line + 3")
    func smallStyle() throws {
        let layout = try Storyly.layout([
            "style": "small", "groups": [["id": 1, "title": "Kids", "pinned": true, "type": "ivod"]],
        ])
        let item = try #require(layout.groups.first)
        let line = try engine.measurer.naturalLineHeight(family: "Inter", weight: 400, size: 11)
        #expect(item.frame == Storyly.rect(4, 4, 70, snapped(4 + 3 + 60 + 4 + line + 3) - 4))
        #expect(item.icon?.frame == Storyly.rect(9, 7, 60, 60))
        #expect(item.icon?.cornerRadius == 30)
        #expect(item.icon?.image.frame == Storyly.rect(13, 11, 52, 52))
        #expect(item.title?.font.size == 11)
        #expect(item.title?.frame.y == 71)
        #expect(item.pin?.frame == Storyly.rect(51, 49, 18, 18))
        #expect(item.ivod?.frame == Storyly.rect(51, 7, 18, 18))
        #expect(layout.style == .small)
    }

    @Test("theme.icon sizes the small and large cells: width = icon width + 10, radius half the smaller side")
    func themeIconSize() throws {
        let layout = try Storyly.layout(["theme": ["icon": ["width": 70, "height": 60]]])
        let item = try #require(layout.groups.first)
        #expect(item.frame.width == 80)
        #expect(item.icon?.frame == Storyly.rect(9, 9, 70, 60))
        #expect(item.icon?.cornerRadius == 30)
        #expect(item.icon?.image.cornerRadius == 26)
        #expect(item.title?.frame.y == 73)  // 4 + 5 + 60 + 4

        let rounded = try Storyly.layout(["theme": ["icon": ["cornerRadius": 12]]])
        #expect(rounded.groups[0].icon?.cornerRadius == 12)
        #expect(rounded.groups[0].icon?.image.cornerRadius == 8)
    }

    // MARK: Rule 3

    /// A custom template input (JSON), with `custom` and `theme` given.
    static func custom(_ custom: [String: Any], theme: [String: Any] = [:], groups: [[String: Any]]? = nil)
        -> [String: Any]
    {
        var overrides: [String: Any] = ["style": "custom", "custom": custom, "theme": theme]
        if let groups { overrides["groups"] = groups }
        return overrides
    }

    @Test("The content area must be wider than 0: an error at custom.padding")
    func contentWidth() {
        let input = Self.custom([
            "size": ["width": 100, "height": 100], "padding": ["leading": 50, "trailing": 50],
            "elements": [["type": "title"]],
        ])
        #expect(
            Storyly.error(input)
                == #"custom.padding: must be leading + trailing < 100 (custom.size.width), so that the content is wider than 0, got {"top":0,"leading":50,"bottom":0,"trailing":50}"#
        )
    }

    @Test("An icon wider than the content is an error at its width, the resolved one; as wide is fine")
    func iconWidth() throws {
        let message =
            "custom.elements[0].width: must be <= 80 (the content width: the item's width less its leading and trailing padding), got 90"
        #expect(
            Storyly.error(
                Self.custom([
                    "size": ["width": 100, "height": 100], "padding": ["leading": 10, "trailing": 10],
                    "elements": [["type": "icon", "width": 90]],
                ])) == message)
        #expect(
            Storyly.error(
                Self.custom(
                    [
                        "size": ["width": 100, "height": 100], "padding": ["leading": 10, "trailing": 10],
                        "elements": [["type": "icon"]],
                    ], theme: ["icon": ["width": 90]])) == message)
        let fits = try Storyly.layout(
            Self.custom([
                "size": ["width": 100, "height": 100], "padding": ["leading": 10, "trailing": 10],
                "elements": [["type": "icon"]],
            ]))
        #expect(fits.groups[0].icon?.frame == Storyly.rect(14, 4, 80, 80))
    }

    @Test("Geometry errors apply to the template in use only, whatever the groups")
    func errorsOfTheTemplateInUse() throws {
        let template: [String: Any] = [
            "size": ["width": 100, "height": 100], "padding": ["leading": 60, "trailing": 60],
            "elements": [["type": "title"]],
        ]
        var ignored = Self.custom(template)
        ignored["style"] = "large"
        let layout = try Storyly.layout(ignored)
        #expect(layout.warningTexts == [#"custom is ignored unless style is "custom""#])
        #expect(layout.groups[0].frame.width == 90)
        #expect(Storyly.error(Self.custom(template, groups: []))?.hasPrefix("custom.padding: ") == true)
        var hidden = template
        hidden["elements"] = [["type": "title", "isVisible": false]]
        #expect(Storyly.error(Self.custom(hidden))?.hasPrefix("custom.padding: ") == true)
    }

    @Test("Value errors come before geometry errors; geometry errors in rule order")
    func errorOrder() {
        var input = Self.custom(
            [
                "size": ["width": 100, "height": 100], "padding": ["leading": 60, "trailing": 60],
                "elements": [["type": "icon"]],
            ], theme: ["border": ["gap": 100]])
        #expect(Storyly.error(input)?.hasPrefix("custom.padding: ") == true)
        input["groups"] = [["id": 1, "seen": "no"]]
        #expect(Storyly.error(input) == #"groups[0].seen: must be true or false, got "no""#)
    }

    // MARK: Rule 4

    @Test("Ring inset: 2 × (border.width + gap) must stay under the media's smaller side (an error at theme.border.gap)")
    func gapError() throws {
        #expect(
            Storyly.error(["theme": ["border": ["gap": 38]]])
                == "theme.border.gap: must be < 38 (2 × (border.width 2 + gap) must be < 80, the smaller side of theme.icon), got 38"
        )
        let tight = try Storyly.layout(["theme": ["border": ["gap": 37.5]]])
        // (48.5, 48.5, 1, 1) before snapping; 48.5 and 49.5 round up to thirds.
        #expect(Storyly.same(tight.groups[0].icon?.image.frame, Storyly.rect(48.667, 48.667, 1, 1)))
        #expect(tight.groups[0].icon?.image.cornerRadius == 0.5)
        // Without a ring there is no inset, whatever the gap.
        let noRing = try Storyly.layout(["theme": ["border": ["gap": 100, "width": 0]]])
        #expect(noRing.groups[0].icon?.ring == nil)
        #expect(noRing.groups[0].icon?.image.frame == Storyly.rect(9, 9, 80, 80))
        #expect(noRing.groups[0].icon?.image.cornerRadius == 40)
    }

    @Test("A cover spans the content, cw × h / w tall; its radius is clamped to half its smaller side")
    func cover() throws {
        let layout = try Storyly.layout(
            Self.custom([
                "sizing": "fit", "size": ["width": 100], "padding": ["leading": 10, "trailing": 10],
                "elements": [["type": "cover", "aspectRatio": "4:1", "cornerRadius": 1000]],
            ]))
        let cover = try #require(layout.groups[0].cover)
        #expect(cover.frame == Storyly.rect(14, 4, 80, 20))
        #expect(cover.cornerRadius == 10)
        #expect(cover.ring == nil)
        #expect(cover.image.frame == cover.frame)
        #expect(cover.image.cornerRadius == 10)
        #expect(layout.groups[0].icon == nil)
        #expect(layout.groups[0].frame.height == 20)
    }

    @Test("A cover with border true has a ring; the image is inset by width + gap, its radius by as much")
    func coverRing() throws {
        let layout = try Storyly.layout(
            Self.custom(
                [
                    "size": ["width": 100, "height": 200],
                    "elements": [["type": "cover", "aspectRatio": "1:1", "border": true]],
                ], theme: ["border": ["width": 3, "gap": 1]],
                groups: [["id": 1, "seen": true]]))
        let cover = try #require(layout.groups[0].cover)
        #expect(cover.frame == Storyly.rect(4, 4, 100, 100))
        #expect(cover.ring?.frame == cover.frame)
        #expect(cover.ring?.width == 3)
        #expect(cover.ring?.cornerRadius == 8)
        #expect(cover.ring?.colors.map(\.hex) == ["#DBDBDBFF", "#DBDBDBFF"])
        #expect(cover.image.frame == Storyly.rect(8, 8, 92, 92))
        #expect(cover.image.cornerRadius == 4)
    }

    @Test("Icon alignment: start, center and end in the content area, mirrored in RTL")
    func iconAlignment() throws {
        func iconX(_ alignment: String, _ direction: String) throws -> Double? {
            try Storyly.layout([
                "environment": ["width": 390, "layoutDirection": direction],
                "style": "custom",
                "custom": [
                    "size": ["width": 120, "height": 80], "padding": ["leading": 10, "trailing": 0],
                    "elements": [["type": "icon", "width": 60, "height": 60, "alignment": alignment]],
                ],
            ]).groups[0].icon?.frame.x
        }
        #expect(try iconX("start", "ltr") == 14)
        #expect(try iconX("center", "ltr") == 39)
        #expect(try iconX("end", "ltr") == 64)
        // RTL: the item is at 390 - 4 - 120 = 266; leading padding on its right.
        #expect(try iconX("start", "rtl") == 266 + 120 - 10 - 60)
        #expect(try iconX("center", "rtl") == 266 + 25)
        #expect(try iconX("end", "rtl") == 266)
    }

    @Test("Dark scheme: the seen ring, the image placeholder and the title colors resolve to dark")
    func darkScheme() throws {
        let layout = try Storyly.layout([
            "environment": ["width": 390, "colorScheme": "dark"],
            "groups": [["id": 1, "title": "A", "seen": true]],
            "theme": ["list": ["backgroundColor": ["light": "#FFFFFF", "dark": "#000000"]]],
        ])
        let item = try #require(layout.groups.first)
        #expect(item.icon?.ring?.colors.map(\.hex) == ["#4A4A4AFF", "#4A4A4AFF"])
        #expect(item.icon?.image.backgroundColor.hex == "#333333FF")
        #expect(item.title?.color.hex == "#FFFFFFFF")
        #expect(layout.bar.backgroundColor?.hex == "#000000FF")
    }
}
