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

@Suite("Storyly story groups: titles, images and the stack (rules 5 to 7)")
struct StorylyTitleAndStackTests {
    /// The first item's title with `title` as theme.title and the category.
    func title(_ themeTitle: [String: Any] = [:], category: String = "L", text: String = "Live") throws
        -> TextBlockLayout?
    {
        try Storyly.layout([
            "environment": ["width": 390, "contentSizeCategory": category],
            "theme": ["title": themeTitle],
            "groups": [["id": 1, "title": text]],
        ]).groups[0].title
    }

    // MARK: Rule 5

    @Test(
        "Dynamic Type as caption1, capped at maximumContentSizeCategory (default xxxL)",
        arguments: [
            ("xS", "{}", 11.0), ("L", "{}", 12), ("xL", "{}", 14), ("xxxL", "{}", 18), ("AX1", "{}", 18),
            ("AX5", "{}", 18), ("AX5", #"{"maximumContentSizeCategory":"AX5"}"#, 43),
            ("AX3", #"{"maximumContentSizeCategory":"AX2"}"#, 26), ("AX5", #"{"dynamicTypeEnabled":false}"#, 12),
            ("xS", #"{"textSize":24}"#, 22),
        ])
    func dynamicType(category: String, theme: String, size: Double) throws {
        let themeTitle = try #require(
            try JSONSerialization.jsonObject(with: Data(theme.utf8)) as? [String: Any])
        #expect(try title(themeTitle, category: category)?.font.size == size)
    }

    @Test("The line height scales with the text size; the letter spacing does not")
    func lineHeightScales() throws {
        let block = try #require(try title(["lineHeight": 16, "letterSpacing": 1], category: "xxxL"))
        // 16 × 18 / 12 = 24.
        #expect(block.lines[0].frame.height == 24)
        let measured = try measure(
            "Live", style: TextStyle(size: 18, lineHeight: 24, letterSpacing: 1), width: 80, maxLines: 2)
        #expect(block.lines[0].width == measured.lines[0].width)
    }

    @Test("A title that is absent, empty, only whitespace or hidden has no block, and no spacing in the stack")
    func absentTitle() throws {
        for text: Any in [NSNull(), "", " \u{00A0}\n\t"] {
            let layout = try Storyly.layout(["groups": [["id": 1, "title": text]]])
            #expect(layout.groups[0].title == nil)
            #expect(layout.groups[0].frame.height == 90)  // 5 + 80 + 5
            #expect(layout.size.height == 98)
        }
        let untitled = try Storyly.layout(["groups": [["id": 1]]])
        #expect(untitled.groups[0].title == nil)
        let hidden = try Storyly.layout(["theme": ["title": ["isVisible": false]]])
        #expect(hidden.groups[0].title == nil)
        #expect(hidden.groups[0].frame.height == 90)
    }

    @Test("lines limits the title, with an ellipsis; textCase, weight and family apply")
    func lines() throws {
        let block = try #require(
            try title(
                ["lines": 1, "textCase": "upper", "fontWeight": 700],
                text: "Summer Sale: up to 50% off everything"))
        #expect(block.lines.count == 1)
        #expect(block.truncated)
        #expect(block.lines[0].text.hasSuffix("…"))
        #expect(block.text == "SUMMER SALE: UP TO 50% OFF EVERYTHING")
        #expect(block.font.weight == 700)
        #expect(block.font.file == "Inter-Bold.otf")
        let unlimited = try #require(try title(["lines": 10], text: "Summer Sale: up to 50% off everything"))
        #expect(!unlimited.truncated)
        #expect(unlimited.lines.count == 3)
    }

    @Test("Alignment start and end follow the layout direction")
    func alignment() throws {
        for (alignment, direction, x) in [
            ("start", "ltr", 9.0), ("end", "rtl", 9.0), ("end", "ltr", 89.0), ("start", "rtl", 89.0),
        ] {
            let layout = try Storyly.layout([
                "environment": ["width": 98, "layoutDirection": direction],
                "theme": ["title": ["alignment": alignment]],
                "groups": [["id": 1, "title": "Live"]],
            ])
            let line = try #require(layout.groups[0].title?.lines.first)
            let edge = alignment == (direction == "ltr" ? "start" : "end") ? line.frame.x : line.frame.maxX
            #expect(Storyly.same(edge, x), "\(alignment) \(direction)")
        }
    }

    @Test("Title colors: colorSeen for a seen group, colorNotSeen otherwise, pinned or not")
    func colors() throws {
        let layout = try Storyly.layout([
            "theme": ["title": ["colorSeen": "#888888", "colorNotSeen": ["light": "#111111", "dark": "#EEEEEE"]]],
            "groups": [
                ["id": 1, "title": "A", "seen": true], ["id": 2, "title": "B"],
                ["id": 3, "title": "C", "seen": true, "pinned": true],
            ],
        ])
        #expect(try Storyly.item(layout, id: 1).title?.color.hex == "#888888FF")
        #expect(try Storyly.item(layout, id: 2).title?.color.hex == "#111111FF")
        #expect(try Storyly.item(layout, id: 3).title?.color.hex == "#888888FF")
        #expect(try Storyly.item(layout, id: 3).icon?.ring?.colors.first?.hex == "#DBDBDBFF")
    }

    @Test("A title element inherits theme.title and overrides it; its padding narrows the text area")
    func titleElement() throws {
        let layout = try Storyly.layout([
            "theme": ["font": "Inter", "title": ["fontWeight": 600, "lines": 1, "textSize": 14]],
            "style": "custom",
            "custom": [
                "sizing": "fit", "size": ["width": 100],
                "elements": [
                    [
                        "type": "title", "textSize": 10, "padding": ["top": 2, "leading": 6, "bottom": 3, "trailing": 4],
                    ]
                ],
            ],
            "groups": [["id": 1, "title": "Summer Sale: up to 50% off everything"]],
        ])
        let block = try #require(layout.groups[0].title)
        #expect(block.font.size == 10)
        #expect(block.font.weight == 600)
        #expect(block.lines.count == 1)
        #expect(block.frame.x == 10)
        #expect(block.frame.width == 90)
        #expect(block.frame.y == 6)
        let line = try engine.measurer.naturalLineHeight(family: "Inter", weight: 600, size: 10)
        #expect(layout.groups[0].frame.height == snapped(4 + 2 + line + 3) - 4)
    }

    @Test("Title padding leaving no width is an error at the element's padding")
    func titlePaddingError() {
        let input: [String: Any] = [
            "style": "custom",
            "custom": [
                "size": ["width": 100, "height": 50], "padding": ["leading": 10, "trailing": 10],
                "elements": [["type": "title", "padding": ["leading": 40, "trailing": 40]]],
            ],
        ]
        #expect(
            Storyly.error(input)
                == #"custom.elements[0].padding: must be leading + trailing < 80 (the content width), so that the title is wider than 0, got {"top":0,"leading":40,"bottom":0,"trailing":40}"#
        )
    }

    @Test("A text size that Dynamic Type scales past 10000 pt is an error at its path")
    func textSizePastTheTextLayer() {
        let input: [String: Any] = [
            "environment": ["width": 390, "contentSizeCategory": "AX5"],
            "theme": ["title": ["textSize": 9000, "maximumContentSizeCategory": "AX5"]],
        ]
        #expect(
            Storyly.error(input)
                == "theme.title.textSize: must be <= 2790.698 at AX5, where Dynamic Type scales it past the 10000 pt the text layer sets, got 9000"
        )
    }

    @Test("An unknown family is an error naming where it was given")
    func unknownFamily() {
        #expect(Storyly.error(["theme": ["font": "Nope"]])?.hasPrefix(#"theme.font: must be one of the registered font families ("#) == true)
        #expect(Storyly.error(["theme": ["title": ["font": "Nope"]]])?.hasPrefix(#"theme.title.font: must be one of the registered"#) == true)
        let ignoredCustom: [String: Any] = [
            "custom": ["size": ["width": 90, "height": 90], "elements": [["type": "title", "font": "Nope"]]]
        ]
        #expect(Storyly.error(ignoredCustom)?.hasPrefix("custom.elements[0].font: must be one of the registered") == true)
    }

    // MARK: Rule 6

    @Test("Icon URL: the thematic label's when the group has it, else iconUrl; a cover's: coverUrl, else the icon's")
    func urls() throws {
        let layout = try Storyly.layout([
            "theme": ["icon": ["thematicLabel": "halloween"]],
            "style": "custom",
            "custom": [
                "sizing": "fit", "size": ["width": 100],
                "elements": [["type": "icon", "width": 60, "height": 60], ["type": "cover"]],
            ],
            "groups": [
                [
                    "id": 1, "iconUrl": "https://cdn.example/1.jpg",
                    "thematicIconUrls": ["halloween": "https://cdn.example/1-h.jpg", "xmas": "https://cdn.example/1-x.jpg"],
                ],
                ["id": 2, "iconUrl": "https://cdn.example/2.jpg", "coverUrl": "https://cdn.example/2-c.jpg"],
                ["id": 3, "thematicIconUrls": ["xmas": "https://cdn.example/3-x.jpg"]],
            ],
        ])
        #expect(layout.groups[0].icon?.image.url == "https://cdn.example/1-h.jpg")
        #expect(layout.groups[0].cover?.image.url == "https://cdn.example/1-h.jpg")
        #expect(layout.groups[1].icon?.image.url == "https://cdn.example/2.jpg")
        #expect(layout.groups[1].cover?.image.url == "https://cdn.example/2-c.jpg")
        #expect(layout.groups[2].icon?.image.url == nil)
        #expect(layout.groups[2].cover?.image.url == nil)
        #expect(layout.groups.allSatisfy { $0.icon?.image.backgroundColor.hex == "#DDDDDDFF" })
    }

    // MARK: Rule 7

    /// The SDK factory's 100 x 178 cell: a 3:4 cover and a title.
    func factoryCell(height: Double, title: String) throws -> StoryGroupBarLayout {
        try Storyly.layout([
            "style": "custom",
            "custom": [
                "size": ["width": 100, "height": height],
                "elements": [
                    ["type": "cover", "aspectRatio": "3:4"],
                    ["type": "title", "padding": ["leading": 4, "trailing": 4]],
                ],
            ],
            "groups": [["id": 1, "title": title]],
        ])
    }

    @Test("Fixed: every item is size.height; content that does not fit is clipped and reported, not shortened")
    func fixedClipped() throws {
        let line = try engine.measurer.naturalLineHeight(family: "Inter", weight: 400, size: 12)
        let fits = try factoryCell(height: 178, title: "Kids")
        #expect(fits.groups[0].frame == Storyly.rect(4, 4, 100, 178))
        #expect(!fits.groups[0].clipped)
        #expect(fits.warnings.isEmpty)
        #expect(fits.overflows.isEmpty)

        let short = try factoryCell(height: 140, title: "Kids")
        let overflow = 100 * 4 / 3 + 4 + line - 140
        #expect(short.groups[0].clipped)
        #expect(short.groups[0].frame.height == 140)
        // The title stays where the stack puts it, below the item's bottom.
        #expect(short.groups[0].title?.frame.y == snapped(4 + 100 * 4 / 3 + 4))
        #expect(
            short.warningTexts == [
                "groups[0] (id 1): content is \(NumberText.format(overflow)) pt taller than its fixed size"
            ])
        #expect(short.overflows == [LayoutOverflow(name: "groups[0]", points: overflow)])
        #expect(short.size.height == 148)
    }

    @Test("Fit: each item is as tall as its own content; the custom item's radius and fill are output")
    func fit() throws {
        let layout = try Storyly.layout([
            "style": "custom",
            "custom": [
                "sizing": "fit", "size": ["width": 100], "padding": ["top": 6, "bottom": 10], "spacing": 8,
                "cornerRadius": 12, "backgroundColor": "#F5F5F5",
                "elements": [["type": "cover", "aspectRatio": "1:1"], ["type": "title"]],
            ],
            "groups": [["id": 1, "title": "Kids"], ["id": 2], ["id": 3, "title": "Summer Sale: up to 50% off everything"]],
        ])
        let line = try engine.measurer.naturalLineHeight(family: "Inter", weight: 400, size: 12)
        #expect(layout.groups[0].frame.height == snapped(4 + 6 + 100 + 8 + line + 10) - 4)
        #expect(layout.groups[1].frame.height == 116)  // 6 + 100 + 10: no spacing without a title
        #expect(layout.groups[2].title?.lines.count == 2)  // the default limit
        #expect(layout.groups[2].frame.height == snapped(4 + 6 + 100 + 8 + 2 * line + 10) - 4)
        #expect(layout.groups.allSatisfy { $0.cornerRadius == 12 && $0.backgroundColor?.hex == "#F5F5F5FF" })
        #expect(layout.groups.allSatisfy { !$0.clipped })
    }

    @Test("No element shown: the item is its vertical padding tall")
    func nothingShown() throws {
        let layout = try Storyly.layout([
            "style": "custom",
            "custom": [
                "sizing": "fit", "size": ["width": 60], "padding": ["top": 7, "bottom": 5],
                "elements": [["type": "title"]],
            ],
            "groups": [["id": 1]],
        ])
        #expect(layout.groups[0].frame == Storyly.rect(4, 4, 60, 12))
        #expect(layout.groups[0].title == nil && layout.groups[0].icon == nil && layout.groups[0].cover == nil)
    }
}
