import Foundation
import Testing

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

/// The sticky header: its height, texts, grab handle, accessory and close
/// button (SheetCards article, "Header").
@Suite("Sheet cards: header")
struct SheetHeaderTests {
    /// Inter's line height per point of size: (ascender 2728 + descender 680) / 2816.
    static let interLineHeight = (2728.0 + 680.0) / 2816.0

    @Test("Rule 4: HH = 16 + 8 + Ht + Hs + 16 + accessory, and the accessory stands 16 below the labels")
    func headerWithAccessory() throws {
        let layout = try Sheet.layout(cards: [
            ["title": "Central Station", "subtitle": "Platform 3", "accessoryHeight": 40]
        ])
        // 16 + 8 + 20.574 + 18.153 + 16 + 40.
        #expect(NumberText.format(layout.sheet.header.height) == "118.727")
        // Y + 24 + Ht + Hs + 16 = 478.727 at peaking, 40 tall.
        #expect(same(layout.sheet.accessory, rect(0, 478.667, 402, 40)))
        #expect(NumberText.format(layout.positions.collapsed) == NumberText.format(840 - 118.727))
    }

    @Test("Rule 4: an absent text is 0 tall; the subtitle then starts at the title's top")
    func absentTexts() throws {
        let noTitle = try Sheet.layout(cards: [["title": " \u{00A0}\n", "subtitle": "Platform 3"]])
        #expect(noTitle.sheet.title == nil)
        #expect(NumberText.format(noTitle.sheet.header.height) == "58.153")
        #expect(same(noTitle.sheet.subtitle?.frame, rect(16, 424, 330, 18)))
        let none = try Sheet.layout(cards: [["title": ""]])
        #expect(none.sheet.title == nil && none.sheet.subtitle == nil)
        #expect(none.sheet.header.height == 40)
        // MO = max(29.04, 40).
        #expect(none.positions.collapsed == 800)
    }

    @Test("Rule 5: the title wraps to as many lines as it needs and the header grows with it")
    func multiLineTitle() throws {
        let text = "Central Station to the Airport via the Harbour Bridge, the Northern Beaches and the Lighthouse"
        let layout = try Sheet.layout(cards: [["title": text]])
        let title = try #require(layout.sheet.title)
        #expect(title.lines.count >= 3)
        #expect(!title.truncated)
        let lineHeight = 17 * Self.interLineHeight
        #expect(close(layout.sheet.header.height, 40 + Double(title.lines.count) * lineHeight))
        #expect(title.lines.map(\.text).joined() == text)
    }

    @Test("Rule 5: the subtitle is one line and truncates with an ellipsis")
    func subtitleTruncates() throws {
        let layout = try Sheet.layout(cards: [
            [
                "title": "Stop",
                "subtitle": "Platform 3 · 2 min walk · wheelchair accessible · lifts at both ends of the platform",
            ]
        ])
        let subtitle = try #require(layout.sheet.subtitle)
        #expect(subtitle.lines.count == 1)
        #expect(subtitle.truncated)
        #expect(subtitle.lines[0].text.hasSuffix("…"))
        #expect(subtitle.lines[0].width <= 330 + 1e-9)
    }

    @Test(
        "Rule 5: sizes follow headline and subheadline, or stay 17 and 15 without Dynamic Type",
        arguments: [
            ("xS", true, 14.0, 12.0), ("L", true, 17, 15), ("xxxL", true, 23, 21), ("AX5", true, 53, 49),
            ("AX5", false, 17, 15), ("xS", false, 17, 15),
        ])
    func dynamicType(category: String, enabled: Bool, titleSize: Double, subtitleSize: Double) throws {
        let layout = try Sheet.layout(
            environment: ["contentSizeCategory": category], cards: [["title": "Home", "subtitle": "Work"]],
            ["style": ["dynamicTypeEnabled": enabled]])
        #expect(layout.sheet.title?.font.size == titleSize)
        #expect(layout.sheet.subtitle?.font.size == subtitleSize)
        let expected = 40 + (titleSize + subtitleSize) * Self.interLineHeight
        #expect(close(layout.sheet.header.height, expected))
    }

    @Test("Rule 5: the style's family sets both texts, bold and regular")
    func family() throws {
        let layout = try Sheet.layout(
            cards: [["title": "שלום", "subtitle": "עולם"]], ["style": ["fontFamily": "Noto Sans Hebrew"]])
        #expect(layout.sheet.title?.font.family == "Noto Sans Hebrew")
        #expect(layout.sheet.title?.font.file == "NotoSansHebrew-Bold.ttf")
        #expect(layout.sheet.subtitle?.font.file == "NotoSansHebrew-Regular.ttf")
    }

    @Test("Rule 9: the grab handle is centred 6 below the card's top; alpha 0 without map content, row kept")
    func grabHandle() throws {
        let layout = try Sheet.layout(cards: [["title": "Card", "hasMapContent": false]])
        // Extended (no map content): Y = 74.
        #expect(same(layout.sheet.grabHandle.frame, rect(177, 80, 48, 4)))
        #expect(layout.sheet.grabHandle.alpha == 0)
        #expect(layout.sheet.grabHandle.cornerRadius == 2)
        #expect(layout.sheet.title?.frame.y == 98)
    }

    @Test("Rule 9: the close button shows on a card above the root that shows it, never on the root")
    func closeButton() throws {
        #expect(try Sheet.layout(cards: [["title": "Root"]]).sheet.closeButton == nil)
        #expect(
            try Sheet.layout(cards: [["title": "Root"], ["title": "Top", "showCloseButton": false]]).sheet
                .closeButton == nil)
        let shown = try Sheet.layout(cards: [["title": "Root", "showCloseButton": false], ["title": "Top"]])
        let button = try #require(shown.sheet.closeButton)
        #expect(same(button.frame, rect(352, 424, 44, 44)))
        #expect(same(button.icon.frame, rect(362, 424, 24, 24)))
        #expect(button.icon.cornerRadius == 12)
    }

    @Test("Rule 9: the text area is CW - 72 wide whether or not the close button shows")
    func textAreaWidth() throws {
        let root = try Sheet.layout(cards: [["title": "Root"]])
        let pushed = try Sheet.layout(cards: [["title": "Root"], ["title": "Root"]])
        #expect(same(root.sheet.title?.frame, rect(16, 424, 330, 20.667)))
        #expect(root.sheet.title == pushed.sheet.title)
    }

    @Test("Colors: the system colors by scheme, or the style's")
    func colors() throws {
        let cards: [[String: Any]] = [["title": "Root"], ["title": "Top", "subtitle": "Sub"]]
        let dark = try Sheet.layout(environment: ["colorScheme": "dark"], cards: cards)
        #expect(dark.sheet.title?.color.hex == "#FFFFFFFF")
        #expect(dark.sheet.subtitle?.color.hex == "#EBEBF599")
        #expect(dark.sheet.card.backgroundColor.hex == "#000000FF")
        #expect(dark.sheet.grabHandle.color.hex == "#EBEBF599")
        #expect(dark.sheet.separator.color.hex == "#38383AFF")
        #expect(dark.sheet.closeButton?.icon.backgroundColor.hex == "#2C2C2EFF")
        #expect(dark.sheet.closeButton?.icon.crossColor.hex == "#EBEBF599")
        let styled = try Sheet.layout(
            environment: ["colorScheme": "dark"], cards: cards,
            [
                "style": [
                    "titleColor": "#ff0000", "backgroundColor": ["light": "#FFFFFF", "dark": "#1c1c1e80"],
                    "closeButtonCrossColor": ["light": "#000000", "dark": "#0A84FF"],
                ]
            ])
        #expect(styled.sheet.title?.color.hex == "#FF0000FF")
        #expect(styled.sheet.card.backgroundColor.hex == "#1C1C1E80")
        #expect(styled.sheet.closeButton?.icon.crossColor.hex == "#0A84FFFF")
    }
}
