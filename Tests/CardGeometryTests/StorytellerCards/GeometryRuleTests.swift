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

/// One test per geometry rule of the card spec, each stating the rule.
@Suite("Geometry rules")
struct GeometryRuleTests {
    /// The heading of the default style (600, 22 pt), measured as the engine does.
    func headingBlock(_ text: String, width: Double) throws -> TextBlock {
        try measure(text, style: TextStyle(family: "Inter", weight: 600, size: 22), width: width)
    }

    func subheadingBlock(_ text: String, width: Double) throws -> TextBlock {
        try measure(text, style: TextStyle(family: "Inter", weight: 400, size: 16), width: width)
    }

    @Test("1. The card is at x = m, y = 0, with width W - 2m")
    func rule1CardFrame() throws {
        let result = try layout(["theme": theme(style: ["marginHorizontal": 20])])
        #expect(result.card.frame.x == 20)
        #expect(result.card.frame.y == 0)
        #expect(result.card.frame.width == 350)
        #expect(result.size.width == 390)
    }

    @Test("1. A card width of 0 or less is an error")
    func rule1CardWidthError() {
        let json = String(decoding: inputJSON(["theme": theme(style: ["marginHorizontal": 195])]), as: UTF8.self)
        #expect(
            layoutError(json)
                == "theme.cards.style.marginHorizontal: must be < 195 (half of environment.width 390), got 195")
    }

    @Test("2. The media is cw × h / w tall", arguments: StorytellerCardInput.AspectRatio.allCases)
    func rule2MediaHeight(ratio: StorytellerCardInput.AspectRatio) throws {
        let result = try layout([
            "theme": theme(over: false, style: ["marginHorizontal": 15]),
            "card": ["media": ["aspectRatio": ratio.rawValue]],
        ])
        let expected = 360 * Double(ratio.height) / Double(ratio.width)
        #expect(result.media.frame.height == snapped(expected))
        #expect(result.size.height == snapped(expected))
    }

    @Test("3. Over: the text area is inset by the padding on both sides")
    func rule3OverTextArea() throws {
        let result = try layout(["theme": theme(over: true, style: ["marginHorizontal": 20, "padding": 10])])
        #expect(result.heading?.frame.x == 30)
        #expect(result.heading?.frame.width == 330)
    }

    @Test("3. Below and full-bleed: the text area is inset by the padding on both sides")
    func rule3BelowFullBleedTextArea() throws {
        let result = try layout(["theme": theme(over: false, style: ["marginHorizontal": 0, "padding": 10])])
        #expect(result.heading?.frame.x == 10)
        #expect(result.heading?.frame.width == 370)
    }

    @Test("3. Below with a margin: the text spans the card; with a margin the heading's x is the media's x")
    func rule3BelowWithMarginTextArea() throws {
        let result = try layout(["theme": theme(over: false, style: ["marginHorizontal": 20, "padding": 10])])
        #expect(result.heading?.frame.x == 20)
        #expect(result.heading?.frame.x == result.media.frame.x)
        #expect(result.heading?.frame.width == 350)
        #expect(result.subheading?.frame.width == 350)
        #expect(result.button?.frame.x == 20)
        #expect(result.button?.frame.width == 350)
    }

    @Test("3. A text width of 0 or less is an error")
    func rule3TextWidthError() {
        let json = String(
            decoding: inputJSON(["theme": theme(style: ["marginHorizontal": 95, "padding": 100])]), as: UTF8.self)
        #expect(layoutError(json) == "theme.cards.style.padding: must be < 100 (half the card width 200), got 100")
    }

    @Test("4. The subheading follows the heading after headingsSpacing; the block is their sum")
    func rule4HeadingsBlock() throws {
        let heading = try headingBlock("Title", width: 366)
        let subheading = try subheadingBlock("Subtitle", width: 366)
        let stack = VerticalStack(
            mediaHeight: 100, headingHeight: heading.height, subheadingHeight: subheading.height, buttonHeight: nil,
            headingsSpacing: 7, buttonSpacing: 12, padding: 12, over: false)
        #expect(stack.subheadingTop == 112 + heading.height + 7)
        #expect(stack.textHeight == heading.height + 7 + subheading.height)

        let result = try layout([
            "theme": theme(over: false, style: ["headingsSpacing": 7]),
            "card": ["title": "Title", "subtitle": "Subtitle"],
        ])
        let mediaHeight = 390.0 * 9 / 16
        #expect(result.heading?.frame.y == snapped(mediaHeight + 12))
        #expect(result.subheading?.frame.y == snapped(mediaHeight + 12 + heading.height + 7))
        #expect(result.size.height == snapped(mediaHeight + (heading.height + 7 + subheading.height) + 24))
    }

    @Test("4. headingsSpacing stands only between two present texts")
    func rule4SpacingOnlyWhenBoth() throws {
        let heading = try headingBlock("Title", width: 366)
        let result = try layout([
            "theme": theme(over: false, style: ["headingsSpacing": 30]),
            "card": ["title": "Title"],
        ])
        #expect(result.subheading == nil)
        #expect(result.size.height == snapped(390.0 * 9 / 16 + heading.height + 24))
    }

    @Test(
        "4. Missing, empty and whitespace-only texts (no-break spaces included) are absent",
        arguments: ["", "   ", "\u{00A0}", "\u{2007}\u{202F}", " \n\t\u{3000}"])
    func rule4AbsentTexts(blank: String) throws {
        let withBlank = try layout(["card": ["title": "Title", "subtitle": blank, "buttonText": blank]])
        let without = try layout(["card": ["title": "Title"]])
        #expect(withBlank.subheading == nil)
        #expect(withBlank.button == nil)
        #expect(withBlank == without)
    }

    @Test("4. A text of a zero-width space is present (it is not White_Space)")
    func rule4ZeroWidthSpaceIsPresent() throws {
        let result = try layout(["card": ["title": "\u{200B}"]])
        #expect(result.heading != nil)
    }

    @Test("4. Heading and subheading follow textLengthMode with at most 2 lines; the label truncates to 1")
    func rule4Fitting() throws {
        let long = String(repeating: "Wonderful stories ", count: 12)
        let truncated = try layout(["card": ["title": long, "subtitle": long, "buttonText": long]])
        #expect(truncated.heading?.lines.count == 2)
        #expect(truncated.heading?.truncated == true)
        #expect(truncated.subheading?.lines.count == 2)
        #expect(truncated.button?.label.lines.count == 1)
        #expect(truncated.button?.label.truncated == true)

        let resized = try layout([
            "theme": theme(style: ["textLengthMode": "resize"]),
            "card": [
                "title": "Wonderful stories await you in this card, and many more are coming soon", "buttonText": long,
            ],
        ])
        #expect(resized.heading?.resized == true)
        #expect(resized.heading.map { $0.font.size < 22 } == true)
        #expect(resized.button?.label.resized == false)
        #expect(resized.button?.label.truncated == true)
    }

    @Test(
        "5. The button is max(44, Lb + 16) tall", arguments: [(21.0, 44.0), (28.0, 44.0), (30.0, 46.0), (40.0, 56.0)])
    func rule5ButtonHeight(lineHeight: Double, height: Double) throws {
        #expect(VerticalStack.buttonHeight(titleLineHeight: lineHeight) == height)
        let result = try layout(["theme": theme(style: ["button": ["title": ["lineHeight": lineHeight]]])])
        #expect(result.button?.frame.height == height)
    }

    @Test("5. Lb is the button title's line height after Dynamic Type")
    func rule5ButtonHeightAfterDynamicType() throws {
        let result = try layout(["environment": ["width": 390, "contentSizeCategory": "AX5"]])
        let lineHeight = 21.0 * 51 / 16
        let button = try #require(result.button)
        #expect(close(button.frame.height, lineHeight + 16, tolerance: 1.0 / 3))
        #expect(close(button.label.frame.height, lineHeight, tolerance: 1.0 / 3))
        #expect(button.label.font.size == 51)
    }

    @Test("5. buttonSpacing stands before the button only after a non-empty headings block")
    func rule5ButtonSpacing() throws {
        let onlyButton = try layout([
            "theme": theme(over: false, style: ["buttonSpacing": 40]),
            "card": ["buttonText": "Open"],
        ])
        let mediaHeight = 390.0 * 9 / 16
        #expect(onlyButton.button?.frame.y == snapped(mediaHeight + 12))
        #expect(onlyButton.size.height == snapped(mediaHeight + 44 + 24))

        let heading = try headingBlock("Title", width: 366)
        let withHeading = try layout([
            "theme": theme(over: false, style: ["buttonSpacing": 40]),
            "card": ["title": "Title", "buttonText": "Open"],
        ])
        #expect(withHeading.button?.frame.y == snapped(mediaHeight + 12 + heading.height + 40))
        #expect(withHeading.size.height == snapped(mediaHeight + (heading.height + 40 + 44) + 24))
    }

    @Test("6. Over: H = max(mh, th + 2p); the media is the card; the block sits p above the bottom; no container")
    func rule6Over() throws {
        let heading = try headingBlock("Title", width: 366)
        let subheading = try subheadingBlock("Subtitle", width: 366)
        let textHeight = heading.height + 3 + subheading.height + 12 + 44

        let tall = try layout(["card": ["title": "Title", "subtitle": "Subtitle", "buttonText": "Open"]])
        let mediaHeight = 390.0 * 9 / 16
        #expect(mediaHeight > textHeight + 24)
        #expect(tall.size.height == snapped(mediaHeight))
        #expect(tall.media.frame == tall.card.frame)
        #expect(tall.textContainer == nil)
        #expect(tall.heading?.frame.y == snapped(mediaHeight - 12 - textHeight))
        #expect(tall.button?.frame.maxY == snapped(mediaHeight - 12))

        let banner = try layout([
            "card": ["title": "Title", "subtitle": "Subtitle", "buttonText": "Open", "media": ["aspectRatio": "4:1"]]
        ])
        #expect(97.5 < textHeight + 24)
        #expect(banner.size.height == snapped(textHeight + 24))
        #expect(banner.media.frame == banner.card.frame)
        #expect(banner.heading?.frame.y == 12)
    }

    @Test("6. Over without text: the card is the media's height")
    func rule6OverWithoutText() throws {
        let result = try layout(["card": ["id": "c1"]])
        #expect(result.size.height == snapped(390.0 * 9 / 16))
        #expect(result.heading == nil && result.subheading == nil && result.button == nil)
        #expect(result.textContainer == nil)
    }

    @Test("7. Below: media (m, 0, cw, mh); container (m, mh, cw, th + 2p); block top mh + p; H = mh + th + 2p")
    func rule7Below() throws {
        let heading = try headingBlock("Title", width: 350)
        let result = try layout([
            "theme": theme(over: false, style: ["marginHorizontal": 20, "padding": 10]),
            "card": ["title": "Title", "media": ["aspectRatio": "1:1"]],
        ])
        #expect(result.media.frame == StorytellerCardLayout.Rect(x: 20, y: 0, width: 350, height: 350))
        #expect(result.textContainer?.frame.x == 20)
        #expect(result.textContainer?.frame.y == 350)
        #expect(result.textContainer?.frame.width == 350)
        #expect(result.textContainer?.frame.height == snapped(350 + heading.height + 20) - 350)
        #expect(result.heading?.frame.y == 360)
        #expect(result.size.height == snapped(350 + heading.height + 20))
        #expect(result.card.frame.height == result.size.height)
    }

    @Test("7. Below without text: no container, H = mh")
    func rule7BelowWithoutText() throws {
        let result = try layout(["theme": theme(over: false), "card": ["title": " "]])
        #expect(result.textContainer == nil)
        #expect(result.size.height == snapped(390.0 * 9 / 16))
        #expect(result.media.frame == result.card.frame)
    }

    @Test(
        "8. Corner radius: below m=0 none; below m>0 media only; over m>0 card and media; over m=0 none",
        arguments: [
            (false, 0.0, 0.0, 0.0), (false, 16.0, 0.0, 10.0), (true, 16.0, 10.0, 10.0), (true, 0.0, 0.0, 0.0),
        ])
    func rule8CornerRadius(over: Bool, margin: Double, card: Double, media: Double) throws {
        let result = try layout(["theme": theme(over: over, style: ["marginHorizontal": margin, "cornerRadius": 10])])
        #expect(result.card.cornerRadius == card)
        #expect(result.media.cornerRadius == media)
    }

    @Test("8. The corner radius defaults to theme.primitives.cornerRadius and may reference it")
    func rule8CornerRadiusDefaults() throws {
        let style: [String: Any] = ["marginHorizontal": 16]
        let byDefault = try layout(["theme": ["primitives": ["cornerRadius": 5], "cards": ["style": style]]])
        #expect(byDefault.card.cornerRadius == 5)
        var referencing = style
        referencing["cornerRadius"] = "{theme.primitives.cornerRadius}"
        let byReference = try layout(["theme": ["primitives": ["cornerRadius": 6], "cards": ["style": referencing]]])
        #expect(byReference.card.cornerRadius == 6)
        #expect(byReference.media.cornerRadius == 6)
    }

    @Test("8. The button's radius is button.cornerRadius, else the theme's (not the card's)")
    func rule8ButtonCornerRadius() throws {
        let fallback = try layout([
            "theme": ["primitives": ["cornerRadius": 5], "cards": ["style": ["cornerRadius": 20]]]
        ])
        #expect(fallback.button?.cornerRadius == 5)
        let own = try layout(["theme": theme(style: ["button": ["cornerRadius": 22]])])
        #expect(own.button?.cornerRadius == 22)
    }

    @Test("9. The label area is x0 + p … x0 + tw - p; the label is centered vertically in the button")
    func rule9LabelArea() throws {
        let result = try layout(["theme": theme(style: ["marginHorizontal": 10, "padding": 14])])
        let button = try #require(result.button)
        #expect(button.frame.x == 24)
        #expect(button.frame.width == 342)
        #expect(button.label.frame.x == 38)
        #expect(button.label.frame.width == 314)
        #expect(button.label.frame.height == 21)
        let top = (button.frame.y + button.frame.height / 2) - 21.0 / 2
        #expect(close(button.label.frame.y, snapped(top), tolerance: 1.0 / 3 + 1e-9))
    }

    @Test("9. Start and end labels stand at an edge of the label area, centered labels in its middle")
    func rule9LabelAlignment() throws {
        func label(_ alignment: String, direction: String = "ltr") throws -> StorytellerCardLayout.Text {
            let result = try layout([
                "environment": ["width": 390, "layoutDirection": direction],
                "theme": theme(style: ["button": ["textAlignment": alignment]]),
            ])
            return try #require(result.button?.label)
        }
        let start = try label("start")
        #expect(start.lines[0].frame.x == start.frame.x)
        let end = try label("end")
        #expect(close(end.lines[0].frame.maxX, end.frame.maxX, tolerance: 1.0 / 3))
        let center = try label("center")
        let middle = center.lines[0].frame.x + center.lines[0].frame.width / 2
        #expect(close(middle, center.frame.x + center.frame.width / 2, tolerance: 1.0 / 3))
        let rtlStart = try label("start", direction: "rtl")
        #expect(close(rtlStart.lines[0].frame.maxX, rtlStart.frame.maxX, tolerance: 1.0 / 3))
    }

    @Test("9. The label's alignment is button.textAlignment, else textAlignment")
    func rule9LabelAlignmentFallback() throws {
        let inherited = try layout(["theme": theme(style: ["textAlignment": "center"])])
        #expect(inherited.button?.label.alignment == .center)
        #expect(inherited.heading?.alignment == .center)
        let own = try layout(["theme": theme(style: ["textAlignment": "center", "button": ["textAlignment": "end"]])])
        #expect(own.button?.label.alignment == .end)
        #expect(own.heading?.alignment == .center)
    }

    @Test("9. The button's family is the heading's unless button.title.font is set; its weight is its own")
    func rule9ButtonFont() throws {
        let inherited = try layout([
            "theme": theme(style: ["heading": ["font": "Noto Sans Hebrew", "fontWeight": 800]])
        ])
        #expect(inherited.button?.label.font.family == "Noto Sans Hebrew")
        #expect(inherited.button?.label.font.weight == 600)
        #expect(inherited.heading?.font.weight == 800)
        let own = try layout([
            "theme": theme(style: ["heading": ["font": "Noto Sans Hebrew"], "button": ["title": ["font": "Inter"]]])
        ])
        #expect(own.button?.label.font.family == "Inter")
        #expect(own.button?.label.font.file == "Inter-SemiBold.otf")
    }

    @Test("9. Each text block spans x0 … x0 + tw; each line is (x0 + x, top + line top, width, height)")
    func rule9TextFrames() throws {
        let block = try measure(
            "Centered heading", style: TextStyle(family: "Inter", weight: 600, size: 22), width: 366,
            alignment: .center)
        let result = try layout([
            "theme": theme(style: ["textAlignment": "center"]), "card": ["title": "Centered heading"],
        ])
        let heading = try #require(result.heading)
        let top = 390.0 * 9 / 16 - 12 - block.height
        let grid = PixelGrid(scale: 3)
        #expect(heading.frame == grid.snap(StorytellerCardLayout.Rect(x: 12, y: top, width: 366, height: block.height)))
        let line = block.lines[0]
        #expect(
            heading.lines[0].frame
                == grid.snap(StorytellerCardLayout.Rect(x: 12 + line.x, y: top + line.top, width: line.width, height: line.height))
        )
        #expect(line.x > 0)
        #expect(heading.lines[0].width == line.width)
        #expect(heading.lines[0].baseline == top + line.baseline)
        #expect(heading.lines[0].range == line.range)
    }

    @Test("9. With a button, a label width tw - 2p of 0 or less is an error")
    func rule9LabelWidthError() {
        let json = String(decoding: inputJSON(["theme": theme(style: ["padding": 97.5])]), as: UTF8.self)
        #expect(
            layoutError(json)
                == "theme.cards.style.padding: must be < 97.5 (the button label, the text width minus twice the padding, needs a width > 0), got 97.5"
        )
        let withoutButton = String(
            decoding: inputJSON(["theme": theme(style: ["padding": 97.5]), "card": ["title": "T"]]), as: UTF8.self)
        #expect(layoutError(withoutButton) == nil)
    }

    @Test("11. Every frame edge is on the pixel grid; baselines and line widths are not snapped", arguments: [1, 2, 3])
    func rule11PixelSnapping(scale: Int) throws {
        let result = try layout([
            "environment": ["width": 391.3, "displayScale": scale],
            "theme": theme(over: false, style: ["marginHorizontal": 7.1, "padding": 9.7]),
        ])
        var frames = [result.card.frame, result.media.frame, result.textContainer!.frame]
        for text in [result.heading!, result.subheading!, result.button!.label] {
            frames.append(text.frame)
            frames += text.lines.map(\.frame)
        }
        frames.append(result.button!.frame)
        for frame in frames {
            for edge in [frame.x, frame.y, frame.maxX, frame.maxY] {
                let pixels = edge * Double(scale)
                #expect(close(pixels, pixels.rounded(), tolerance: 1e-6), "\(frame) is off the grid")
            }
        }
        #expect(
            close(result.size.height * Double(scale), (result.size.height * Double(scale)).rounded(), tolerance: 1e-6))
        #expect(result.size.width == 391.3)
        let cardWidth = 391.3 - 2 * 7.1
        let block = try headingBlock("Title", width: cardWidth)
        #expect(result.heading!.lines[0].width == block.lines[0].width)
        let unsnappedTop = cardWidth * 9 / 16 + 9.7
        #expect(close(result.heading!.lines[0].baseline, unsnappedTop + block.lines[0].baseline))
    }

    @Test("12. A property given as null takes its default")
    func rule12NullIsDefault() throws {
        let nulls: [String: Any] = [
            "textLengthMode": NSNull(), "textAlignment": NSNull(), "padding": NSNull(), "marginHorizontal": NSNull(),
            "cornerRadius": NSNull(), "headingsSpacing": NSNull(), "buttonSpacing": NSNull(),
            "dynamicTypeEnabled": NSNull(), "backgroundColorLight": NSNull(),
            "heading": ["textSize": NSNull(), "font": NSNull(), "textColor": NSNull(), "lineHeight": NSNull()],
            "subHeading": NSNull(),
            "button": [
                "title": ["lineHeight": NSNull(), "font": NSNull()], "cornerRadius": NSNull(), "outlineWidth": NSNull(),
            ],
        ]
        let withNulls = try layout([
            "environment": ["width": 390, "displayScale": NSNull(), "locale": NSNull()],
            "theme": ["colors": ["white": ["primary": NSNull()]], "customFont": NSNull(), "cards": ["style": nulls]],
        ])
        let plain = try layout(["environment": ["width": 390]])
        #expect(withNulls == plain)
    }

    @Test("13. Default sizes: heading 22, subheading 16, button title 16 with line height 21")
    func rule13DefaultSizes() throws {
        let result = try layout([:])
        #expect(result.heading?.font.size == 22)
        #expect(result.subheading?.font.size == 16)
        #expect(result.button?.label.font.size == 16)
        #expect(result.button?.label.lines[0].frame.height == 21)
        #expect(result.heading?.font.weight == 600)
        #expect(result.subheading?.font.weight == 400)
        #expect(result.button?.label.font.weight == 600)
    }

    @Test("Text case applies before layout and ranges index the cased text")
    func textCase() throws {
        let result = try layout([
            "theme": theme(style: ["heading": ["textCase": "upper"], "subHeading": ["textCase": "lower"]]),
            "card": ["title": "Straße", "subtitle": "MIXED Case"],
        ])
        #expect(result.heading?.text == "STRASSE")
        #expect(result.heading?.lines[0].range == 0..<7)
        #expect(result.subheading?.text == "mixed case")
    }
}
