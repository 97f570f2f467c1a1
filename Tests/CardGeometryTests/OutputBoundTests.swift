// Issue 19, item 1: every output number within 1e7, for every kind
// (SharedConventions article, "Output numbers"). A valid input whose layout
// would pass the bound is an error at the path of the input value that made it
// so: a list's count when the items before one carry it there, else the item's
// own unbounded part (a text, a cover's ratio).

import Foundation
import Testing

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

@Suite("Output bound")
struct OutputBoundTests {
    /// The JSON text of `object`.
    static func json(_ object: [String: Any]) -> String {
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// The error laying out `json` throws, or nil.
    static func error(_ json: String) -> CardLayoutError? {
        do {
            _ = try engine.layout(json: Data(json.utf8))
            return nil
        } catch {
            return error
        }
    }

    static let insets10000 = ["top": 0, "left": 10000, "bottom": 0, "right": 10000]

    // MARK: - Storyly

    /// `count` groups of a custom fixed template `width` wide.
    static func storyly(
        count: Int, width: Double, height: Double = 100, gap: Double = 10000, edge: Double = 10000,
        insets: [String: Any] = insets10000, elements: [[String: Any]] = [["type": "icon", "width": 10, "height": 10]],
        sizing: String = "fixed", direction: String = "ltr"
    ) -> String {
        json([
            "kind": "storyly.storyGroups",
            "environment": ["width": 390, "safeAreaInsets": insets, "layoutDirection": direction],
            "style": "custom",
            "theme": ["list": ["edgePaddingHorizontal": edge, "paddingBetweenItems": gap]],
            "custom": ["sizing": sizing, "size": ["width": width, "height": height], "elements": elements],
            "groups": (0..<count).map { ["id": $0, "title": "G\($0)"] },
        ])
    }

    @Test("Storyly: 500 groups 10000 wide with gaps, edges and insets of 10000 are an error at groups")
    func storylyRowOfManyGroups() throws {
        let error = try #require(Self.error(Self.storyly(count: 500, width: 10000)))
        #expect(
            error.description
                == "groups: must be groups whose layout stays within 10000000 pt, got 500 groups whose layout "
                + "reaches 10030000 pt")
        // The row as wide as the bound allows lays out, every x within it:
        // 10000 + 10000 + n × 10000 + (n − 1) × 10000 + 10000 + 10000 <= 1e7.
        let layout = try #require(
            try engine.layout(json: Data(Self.storyly(count: 498, width: 10000).utf8)).storylyStoryGroups)
        #expect(layout.bar.contentSize.width == 9_990_000)
        #expect(layout.groups.allSatisfy { abs($0.frame.x) <= 1e7 && abs($0.frame.maxX) <= 1e7 })
        // Scrolled to its end, in both directions.
        for direction in ["ltr", "rtl"] {
            var object =
                try JSONSerialization.jsonObject(with: Data(Self.storyly(count: 498, width: 10000, direction: direction).utf8))
                as! [String: Any]
            object["scrollOffset"] = 1_000_000
            let scrolled = try #require(try engine.layout(json: Data(Self.json(object).utf8)).storylyStoryGroups)
            #expect(scrolled.groups.allSatisfy { abs($0.frame.x) <= 1e7 && abs($0.frame.maxX) <= 1e7 })
        }
    }

    @Test("Storyly: a cover whose ratio sets it 1e8 pt tall is an error at the ratio, even in a fixed item")
    func storylyTallCover() throws {
        let json = Self.storyly(
            count: 1, width: 10000, elements: [["type": "cover", "aspectRatio": "1:10000"]])
        let error = try #require(Self.error(json))
        #expect(error.path == "custom.elements[0].aspectRatio")
        #expect(
            error.description
                == "custom.elements[0].aspectRatio: must be an aspect ratio whose layout stays within 10000000 pt, "
                + "got \"1:10000\" whose layout reaches 100000004 pt")
    }

    @Test("Storyly: a title pushed past the bound by the cover above it names the cover's ratio")
    func storylyTitleBelowATallCover() throws {
        let elements: [[String: Any]] = [["type": "cover", "aspectRatio": "1:5000"], ["type": "title"]]
        let json = Self.storyly(count: 1, width: 2000, insets: [:], elements: elements, sizing: "fit")
        let error = try #require(Self.error(json))
        #expect(error.path == "custom.elements[0].aspectRatio")
        #expect(error.description.hasSuffix("got \"1:5000\" whose layout reaches 10000022.667 pt"))
        // A cover 1e7 / 2 tall lays out.
        let half = Self.storyly(
            count: 1, width: 2000, insets: [:], elements: [["type": "cover", "aspectRatio": "1:2500"], ["type": "title"]],
            sizing: "fit")
        #expect(Self.error(half) == nil)
    }

    // MARK: - StorifyMe

    static func storifyMe(widgets: [[String: Any]], width: Double = 10000, spacing: Double = 10000,
                          placement: String = "fixed", extraTheme: [String: Any] = [:]) -> String {
        var theme: [String: Any] = [
            "row": ["paddingHorizontal": 10000, "spacing": spacing], "story": ["width": width],
        ]
        for (key, value) in extraTheme { theme[key] = value }
        return json([
            "kind": "storifyme.widgets", "environment": ["width": 390], "placement": placement, "theme": theme,
            "widgets": widgets,
        ])
    }

    static func stories(_ count: Int) -> [[String: Any]] {
        (0..<count).map { ["id": $0, "title": "S\($0)"] }
    }

    @Test("StorifyMe: 500 stories 10000 wide with spacing and padding 10000 are an error at the widget's stories")
    func storifyMeWideRow() throws {
        let json = Self.storifyMe(widgets: [
            ["widgetId": 1, "state": "loaded", "stories": Self.stories(2)],
            ["widgetId": 2, "state": "loaded", "stories": Self.stories(500)],
        ])
        let error = try #require(Self.error(json))
        #expect(
            error.description
                == "widgets[1].stories: must be stories whose layout stays within 10000000 pt, got 500 stories "
                + "whose layout reaches 10010000 pt")
        // 498 stories: 10000 + 498 × 10000 + 497 × 10000 + 10000 = 9970000.
        let fits = Self.storifyMe(widgets: [["widgetId": 1, "state": "loaded", "stories": Self.stories(498)]])
        #expect(Self.error(fits) == nil)
        // A widget that is not loaded shows no row, whatever its stories.
        let loading = Self.storifyMe(widgets: [["widgetId": 1, "state": "loading", "stories": Self.stories(500)]])
        #expect(Self.error(loading) == nil)
    }

    // MARK: - Braze

    @Test("Braze: banners 1e6 pt tall stack past the bound at cards; one tall card does not")
    func brazeTallFeed() throws {
        func feed(_ count: Int) -> String {
            Self.json([
                "kind": "braze.contentCards",
                "environment": ["width": 10000],
                "theme": ["margin": ["guide": "edges"]],
                "cards": (0..<count).map { ["id": "c\($0)", "type": "banner", "imageAspectRatio": 0.01] },
            ])
        }
        // Each banner: 16 + 10000 / 0.01 + 16 = 1000032 pt.
        let error = try #require(Self.error(feed(10)))
        #expect(error.path == "cards")
        #expect(error.description.hasPrefix("cards: must be cards whose layout stays within 10000000 pt, got 10 cards"))
        #expect(Self.error(feed(9)) == nil)
    }

    @Test("Braze: a thumbnail height near 0 that makes its aspect ratio pass 1e7 is an error at the height")
    func brazeThumbnailRatio() throws {
        func feed(height: Double) -> String {
            Self.json([
                "kind": "braze.contentCards", "environment": ["width": 390],
                "theme": ["classicImage": ["width": 100, "height": height]],
                "cards": [["id": "c", "type": "classic", "title": "T", "image": "https://cdn.example/t.jpg"]],
            ])
        }
        #expect(
            Self.error(feed(height: 0.000001))?.description
                == "theme.classicImage.height: must be >= 1e-05 here: a thumbnail 100 wide writes its aspect ratio "
                + "(width / height), a number of the layout, at most 10000000, got 1e-06")
        #expect(Self.error(feed(height: 0.00001)) == nil)
    }

    // MARK: - Sheet

    @Test("Sheet: a title whose lines run past the bound below a 9987 pt inset is an error at the title")
    func sheetTitleBelowAnInset() throws {
        let json = Self.json([
            "kind": "tgcard.sheet",
            "environment": [
                "width": 100, "height": 10000, "contentSizeCategory": "AX5", "safeAreaInsets": ["top": 9987, "bottom": 1],
                "verticalSizeClass": "regular", "horizontalSizeClass": "compact",
            ],
            "cards": [["title": String(repeating: "W", count: 155_800)]],
        ])
        let error = try #require(Self.error(json))
        #expect(error.path == "cards[0].title")
        #expect(
            error.description.hasPrefix(
                "cards[0].title: must be text whose layout stays within 10000000 pt, got a text of 155800 UTF-16 "
                    + "code units whose layout reaches 1000"))
    }

    // MARK: - Storyteller

    @Test("Storyteller: a line set wide by negative letter spacing and aligned to the end is an error at its text")
    func storytellerLineOutOfItsArea() throws {
        // A line of n "x" with letter spacing -5000 is n × (advance - 5000)
        // wide, negative: the text layer sets it while its width is within
        // 1e7. Aligned to the end of its area, it starts that far after the
        // area's end, past the bound.
        func card(_ title: String) -> String {
            #"""
            {"environment":{"width":10000},"theme":{"cards":{"style":{"textAlignment":"end","marginHorizontal":0,
             "heading":{"letterSpacing":-5000}}}},"card":{"title":"\#(title)"}}
            """#
        }
        let one = try #require(try engine.layout(json: Data(card("x").utf8)).storyteller?.heading?.lines.first)
        let count = Int((9_999_000 / -one.width).rounded(.down))
        let title = String(repeating: "x", count: count)
        let error = try #require(Self.error(card(title)))
        #expect(error.path == "card.title")
        #expect(error.description.contains("got a text of \(count) UTF-16 code units whose layout reaches 100"))
        // Aligned to the start, the same line stays within its area's reach.
        #expect(Self.error(card(title).replacingOccurrences(of: "\"end\"", with: "\"start\"")) == nil)
    }
}
