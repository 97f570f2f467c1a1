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

/// The spec's worked example (StorylyStoryGroups article), every number it
/// gives.
@Suite("Storyly story groups: worked example")
struct StorylyWorkedExampleTests {
    let layout: StoryGroupBarLayout

    init() throws {
        layout = try Storyly.layout(Storyly.workedExample)
    }

    @Test("Order: 3 (pinned), 2, 4, 5 (unseen, by index), 1 (seen, last); positions 0-based")
    func order() {
        #expect(layout.groups.map(\.id) == [3, 2, 4, 5, 1].map { StoryGroupID.integer($0) })
        #expect(layout.groups.map(\.position) == [0, 1, 2, 3, 4])
        #expect(layout.groups.map(\.index) == [2, 1, 3, 4, 0])
    }

    @Test("Template: cell 90 wide, icon 80 x 80 at local (5, 5) radius 40, ring 2, image 72 x 72 at local (9, 9) radius 36")
    func template() throws {
        let item = try Storyly.item(layout, id: 3)
        let icon = try #require(item.icon)
        #expect(item.frame.width == 90)
        #expect(Storyly.same(icon.frame, Storyly.rect(item.frame.x + 5, item.frame.y + 5, 80, 80)))
        #expect(icon.cornerRadius == 40)
        let ring = try #require(icon.ring)
        #expect(ring.width == 2)
        #expect(ring.frame == icon.frame)
        #expect(ring.cornerRadius == 40)
        #expect(Storyly.same(icon.image.frame, Storyly.rect(item.frame.x + 9, item.frame.y + 9, 72, 72)))
        #expect(icon.image.cornerRadius == 36)
        #expect(item.cover == nil)
    }

    @Test("Title: 12 pt Inter Regular, line box 11.625 + 2.898 = 14.523, text area 80 wide at local (5, 89)")
    func titleFont() throws {
        let height = try engine.measurer.naturalLineHeight(family: "Inter", weight: 400, size: 12)
        #expect(Storyly.same(height, 14.523))
        for item in layout.groups {
            let title = try #require(item.title)
            #expect(title.font.family == "Inter")
            #expect(title.font.weight == 400)
            #expect(title.font.size == 12)
            #expect(title.frame.x == item.frame.x + 5)
            #expect(title.frame.y == item.frame.y + 89)
            #expect(title.frame.width == 80)
        }
    }

    @Test("\"Summer Sale: up to 50% off everything\" is truncated to \"Summer Sale: \" / \"up to 50% o…\", 29.045 tall")
    func truncatedTitle() throws {
        let title = try #require(try Storyly.item(layout, id: 2).title)
        #expect(title.lines.map(\.text) == ["Summer Sale: ", "up to 50% o…"])
        #expect(title.truncated)
        #expect(!title.resized)
        // 29.045 unsnapped: the block's top is 93, its bottom snaps to 122.
        #expect(Storyly.same(title.frame, Storyly.rect(107, 93, 80, 29)))
        let block = try measure(
            "Summer Sale: up to 50% off everything", style: TextStyle(size: 12), width: 80, maxLines: 2,
            alignment: .center)
        #expect(Storyly.same(block.height, 29.045))
    }

    @Test("Heights: one-line items 108.523, item 2 123.045; NH 131.045 snaps to 131 everywhere")
    func heights() throws {
        for id: Int64 in [3, 4, 5, 1] {
            // (4, 4 + 108.523): maxY 112.523 snaps to 112.667.
            #expect(Storyly.same(try Storyly.item(layout, id: id).frame.height, 108.667))
        }
        #expect(try Storyly.item(layout, id: 2).frame.height == 123)
        #expect(layout.size.height == 131)
        #expect(layout.bar.frame == Storyly.rect(0, 0, 390, 131))
        #expect(layout.bar.contentSize.height == 131)
        #expect(layout.bar.naturalHeight == 131)
        #expect(layout.bar.overflow == 0)
        #expect(layout.size.width == 390)
    }

    @Test("x: X = 4, 102, 200, 298, 396; CW = 490; o = 0")
    func horizontal() {
        #expect(layout.groups.map(\.frame.x) == [4, 102, 200, 298, 396])
        #expect(layout.groups.allSatisfy { $0.frame.y == 4 && $0.frame.width == 90 })
        #expect(layout.bar.contentSize.width == 490)
        #expect(layout.bar.scrollOffset == 0)
        #expect(layout.warnings.isEmpty)
    }

    @Test("Item 3: frame, icon, image, unseen ring, pin and IVOD badge, centered title line")
    func pinnedItem() throws {
        let item = try Storyly.item(layout, id: 3)
        #expect(Storyly.same(item.frame, Storyly.rect(4, 4, 90, 108.667)))
        let icon = try #require(item.icon)
        #expect(icon.frame == Storyly.rect(9, 9, 80, 80))
        #expect(icon.image.frame == Storyly.rect(13, 13, 72, 72))
        #expect(
            icon.ring?.colors.map(\.hex) == ["#FED169FF", "#FA7C20FF", "#C9287BFF", "#962EC2FF", "#FED169FF"])
        let pin = try #require(item.pin)
        #expect(pin.frame == Storyly.rect(68, 68, 21, 21))
        #expect(pin.cornerRadius == 10.5)
        let ivod = try #require(item.ivod)
        #expect(ivod.frame == Storyly.rect(68, 9, 21, 21))
        #expect(ivod.cornerRadius == 10.5)
        let title = try #require(item.title)
        #expect(Storyly.same(title.frame, Storyly.rect(9, 93, 80, 14.667)))
        let line = try #require(title.lines.first)
        #expect(title.lines.count == 1)
        #expect(line.text == "Live")
        #expect(Storyly.same(line.width, 23.028))
        // x = 9 + (80 - 23.028) / 2 = 37.486.
        #expect(Storyly.same(line.frame, Storyly.rect(37.333, 93, 23.333, 14.667)))
        #expect(Storyly.same(line.baseline, 104.625))
        #expect(item.visible && item.fullyVisible)
    }

    @Test("Item 1 (seen) starts at 396: not visible, seen ring #DBDBDBFF twice; items 3, 2, 4, 5 fully visible")
    func seenItem() throws {
        let item = try Storyly.item(layout, id: 1)
        #expect(Storyly.same(item.frame, Storyly.rect(396, 4, 90, 108.667)))
        #expect(!item.visible)
        #expect(!item.fullyVisible)
        #expect(item.icon?.ring?.colors.map(\.hex) == ["#DBDBDBFF", "#DBDBDBFF"])
        #expect(item.pin == nil && item.ivod == nil)
        for id: Int64 in [3, 2, 4, 5] {
            let shown = try Storyly.item(layout, id: id)
            #expect(shown.visible && shown.fullyVisible)
        }
        #expect(try Storyly.item(layout, id: 5).frame.maxX == 388)
    }

    @Test("RTL: item 3 at 296, its icon at 301, pin and IVOD badge at 301; item 1 at -96")
    func rightToLeft() throws {
        let json = Storyly.workedExample.replacingOccurrences(
            of: #""displayScale": 3"#, with: #""displayScale": 3, "layoutDirection": "rtl""#)
        let rtl = try Storyly.layout(json)
        let item = try Storyly.item(rtl, id: 3)
        #expect(item.frame.x == 296)
        #expect(item.icon?.frame.x == 301)
        #expect(item.pin?.frame.x == 301)
        #expect(item.ivod?.frame.x == 301)
        #expect(try Storyly.item(rtl, id: 1).frame.x == -96)
        #expect(try !Storyly.item(rtl, id: 1).visible)
    }

    @Test("Examples/storyly-story-groups.json is the worked example with its defaults spelled out: no warnings, the same frames")
    func exampleFile() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let data = try Data(contentsOf: root.appendingPathComponent("Examples/storyly-story-groups.json"))
        let example = try #require(try engine.layout(json: data).storylyStoryGroups)
        #expect(example.warnings.isEmpty)
        #expect(example.size == layout.size)
        #expect(example.groups.map(\.frame) == layout.groups.map(\.frame))
        #expect(example.groups.map(\.storyCount) == [1, 2, 2, 1, 3])
        #expect(example.groups[0].icon?.image.url == "https://cdn.example/3.jpg")
    }
}
