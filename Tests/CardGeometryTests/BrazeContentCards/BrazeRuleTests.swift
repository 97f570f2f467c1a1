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

/// One test (or a few) per geometry rule of the BrazeContentCards article, each
/// stating the rule.
@Suite("Braze geometry rules")
struct BrazeRuleTests {
    /// A classic card with only a title.
    static func classic(_ id: String, _ extra: String = "") -> String {
        #"{ "id": "\#(id)", "type": "classic", "title": "T"\#(extra.isEmpty ? "" : ", " + extra) }"#
    }

    static func banner(_ id: String, _ extra: String = "") -> String {
        #"{ "id": "\#(id)", "type": "banner"\#(extra.isEmpty ? "" : ", " + extra) }"#
    }

    static func cards(_ cards: String...) -> String { "[" + cards.joined(separator: ", ") + "]" }

    // MARK: 1. Shown and hidden cards

    @Test("1. Dismissed cards are hidden; expired ones only when now is given and reaches expiresAt > 0")
    func rule1Hidden() throws {
        let cards = Self.cards(
            Self.classic("a", #""dismissed": true"#), Self.classic("b", #""expiresAt": 100"#),
            Self.classic("c", #""expiresAt": 101"#), Self.classic("d", #""expiresAt": -1"#),
            Self.classic("e", #""expiresAt": 0"#), Self.classic("f", #""dismissed": true, "expiresAt": 50"#),
            Self.classic("g", #""isControl": true, "expiresAt": 100"#))
        let withNow = try Braze.layout(cards: cards, environment: #""width": 390, "now": 100"#)
        #expect(
            withNow.hidden == [
                .init(id: "a", reason: .dismissed), .init(id: "b", reason: .expired),
                .init(id: "f", reason: .dismissed), .init(id: "g", reason: .expired),
            ])
        #expect(Set(withNow.cards.map(\.id)) == ["c", "d", "e"])
        // Without now no card is expired.
        let withoutNow = try Braze.layout(cards: cards)
        #expect(withoutNow.hidden.map(\.id) == ["a", "f"])
        #expect(withoutNow.cards.count == 5)
    }

    @Test("1. Control cards are shown (as hairlines)")
    func rule1ControlShown() throws {
        let layout = try Braze.layout(cards: Self.cards(Self.classic("c", #""isControl": true"#)))
        #expect(layout.cards.map(\.id) == ["c"])
        #expect(layout.hidden.isEmpty)
        #expect(!layout.feed.empty)
    }

    // MARK: 2. Order

    @Test("2. Pinned first, then created newest first, then input order")
    func rule2Order() throws {
        let layout = try Braze.layout(
            cards: Self.cards(
                Self.classic("old", #""created": 10"#), Self.classic("new", #""created": 30"#),
                Self.classic("pinnedOld", #""created": 5, "pinned": true"#), Self.classic("tie1", #""created": 20"#),
                Self.classic("tie2", #""created": 20"#), Self.classic("pinnedNew", #""created": 40, "pinned": true"#)))
        #expect(layout.cards.map(\.id) == ["pinnedNew", "pinnedOld", "new", "tie1", "tie2", "old"])
        #expect(layout.cards.map(\.position) == Array(0..<6))
        // Rows stack in that order.
        let ys = layout.cards.map(\.frame.y)
        #expect(ys == ys.sorted())
    }

    // MARK: 3. Card width and x

    @Test("3. Ls is 16 below 414 points, 20 from 414", arguments: [(413.0, 16.0), (414, 20), (320, 16), (768, 20)])
    func rule3SystemMargin(width: Double, margin: Double) throws {
        let layout = try Braze.layout(cards: Self.cards(Self.classic("a")), environment: #""width": \#(width)"#)
        let card = layout.cards[0]
        #expect(card.frame == Braze.snapped(margin, 16, width - 2 * margin, card.frame.height))
    }

    @Test("3. layoutMargins adds the margins to Ls; edges uses them alone")
    func rule3Guides() throws {
        let margins = #""margin": { "guide": "layoutMargins", "leading": 10, "trailing": 30 }"#
        let layout = try Braze.layout(cards: Self.cards(Self.classic("a")), theme: margins)
        #expect(layout.cards[0].frame.x == 26)
        #expect(layout.cards[0].frame.width == 390 - 26 - 46)
        let edges = #""margin": { "guide": "edges", "leading": 10, "trailing": 30 }"#
        let edged = try Braze.layout(cards: Self.cards(Self.classic("a")), theme: edges)
        #expect(edged.cards[0].frame.x == 10)
        #expect(edged.cards[0].frame.width == 350)
        let flush = try Braze.layout(cards: Self.cards(Self.classic("a")), theme: #""margin": { "guide": "edges" }"#)
        #expect(flush.cards[0].frame.x == 0 && flush.cards[0].frame.width == 390)
    }

    @Test("3. maxWidth narrows the card and centers it in the available space")
    func rule3MaxWidth() throws {
        let layout = try Braze.layout(
            cards: Self.cards(Self.classic("a")), environment: #""width": 1024"#, theme: #""maxWidth": 600"#)
        // A = 1024 - 40 = 984; x = 20 + (984 - 600) / 2 = 212.
        #expect(layout.cards[0].frame.x == 212)
        #expect(layout.cards[0].frame.width == 600)
        // With uneven margins, centered between them.
        let uneven = try Braze.layout(
            cards: Self.cards(Self.classic("a")), environment: #""width": 1024"#,
            theme: #""maxWidth": 600, "margin": { "leading": 100 }"#)
        #expect(uneven.cards[0].frame.x == 120 + (1024 - 120 - 20 - 600) / 2)
        // A maxWidth wider than A changes nothing.
        let wide = try Braze.layout(cards: Self.cards(Self.classic("a")), theme: #""maxWidth": 500"#)
        #expect(wide.cards[0].frame.width == 358)
    }

    @Test("3. An available width of 0 or less is an error at theme.margin when a non-control card is shown")
    func rule3Error() throws {
        let theme = #""margin": { "leading": 179, "trailing": 179 }"#
        #expect(
            Braze.error(Braze.input(cards: Self.cards(Self.classic("a")), theme: theme))
                == "theme.margin: must be insets that leave the cards an available width > 0, "
                + "got leading 195 and trailing 195 at width 390, an available width of 0")
        // Control cards and hidden cards need no room.
        let controlOnly = try Braze.layout(
            cards: Self.cards(Self.classic("c", #""isControl": true"#), Self.classic("d", #""dismissed": true"#)),
            theme: theme)
        #expect(controlOnly.cards.count == 1)
        // 0.5 point is enough.
        let tight = #""margin": { "guide": "edges", "leading": 194.75, "trailing": 194.75 }"#
        let image = try #require(try Braze.layout(cards: Self.cards(Self.banner("b")), theme: tight).cards[0].image)
        #expect(image.frame == Braze.snapped(194.75, 16, 0.5, 0.5))
        #expect(close(image.frame.width, 2.0 / 3, tolerance: 1e-9))
    }

    // MARK: 4. Rows

    @Test("4. A control card's row is a hairline 1 / s tall across the whole width", arguments: [1, 2, 3])
    func rule4Hairline(scale: Int) throws {
        let layout = try Braze.layout(
            cards: Self.cards(Self.classic("c", #""isControl": true, "created": 9"#), Self.classic("a")),
            environment: #""width": 390, "displayScale": \#(scale)"#)
        let hairline = 1 / Double(scale)
        #expect(layout.cards[0].frame == Braze.rect(0, 0, 390, hairline))
        // The next row starts right below it.
        #expect(close(layout.cards[1].frame.y, snapped(hairline + 16, scale: Double(scale))))
    }

    @Test("4. Rows are margin.top + ch + margin.bottom tall, stacked from 0")
    func rule4Rows() throws {
        let layout = try Braze.layout(
            cards: Self.cards(Self.banner("a", #""created": 2"#), Self.banner("b", #""created": 1"#)),
            theme: #""margin": { "top": 5, "bottom": 7 }"#)
        // Banners: ch = cw = 358.
        #expect(layout.cards[0].frame == Braze.rect(16, 5, 358, 358))
        #expect(layout.cards[1].frame == Braze.rect(16, 5 + 358 + 7 + 5, 358, 358))
        #expect(layout.size.height == 2 * (5 + 358 + 7))
    }

    // MARK: 5. Card content

    @Test("5. banner: the image is the card, cw / r tall")
    func rule5Banner() throws {
        let layout = try Braze.layout(cards: Self.cards(Self.banner("a", #""imageAspectRatio": 4"#)))
        #expect(layout.cards[0].frame == Braze.snapped(16, 16, 358, 89.5))
        #expect(layout.cards[0].image?.frame == layout.cards[0].frame)
        #expect(layout.cards[0].image?.cornerRadius == 0)
    }

    @Test("5. captionedImage: image, then the stack p.top below it; ch = ih + p.top + hT + p.bottom")
    func rule5Captioned() throws {
        let layout = try Braze.layout(
            cards: #"[{ "id": "a", "type": "captionedImage", "title": "Title", "imageAspectRatio": 2 }]"#)
        let card = layout.cards[0]
        #expect(card.image?.frame == Braze.rect(16, 16, 358, 179))
        let title = try #require(card.title)
        #expect(title.frame == Braze.snapped(41, 16 + 179 + 20, 308, Braze.interLine(16)))
        #expect(card.frame == Braze.snapped(16, 16, 358, 179 + 20 + Braze.interLine(16) + 25))
        // Without texts hT = 0.
        let bare = try Braze.layout(cards: #"[{ "id": "a", "type": "captionedImage", "imageAspectRatio": 2 }]"#)
        #expect(bare.cards[0].frame == Braze.rect(16, 16, 358, 179 + 20 + 25))
    }

    @Test("5. classic without an image: the stack at (p.leading, p.top)", arguments: [
        "", #", "image": null"#, #", "image": """#, #", "image": { "url": null }"#, #", "image": { "url": "" }"#,
    ])
    func rule5ClassicWithoutImage(image: String) throws {
        let layout = try Braze.layout(cards: #"[{ "id": "a", "type": "classic", "title": "Title"\#(image) }]"#)
        let card = layout.cards[0]
        #expect(card.image == nil)
        #expect(card.title?.frame == Braze.snapped(41, 36, 308, Braze.interLine(16)))
        #expect(card.frame == Braze.snapped(16, 16, 358, 20 + Braze.interLine(16) + 25))
    }

    @Test("5. classic with an image: the thumbnail, the stack beside it; a URL of spaces counts")
    func rule5ClassicWithImage() throws {
        let layout = try Braze.layout(cards: #"[{ "id": "a", "type": "classic", "title": "Title", "image": "  " }]"#)
        let card = layout.cards[0]
        #expect(card.image?.frame == Braze.snapped(41, 36, 57.5, 57.5))
        #expect(card.image?.url == "  ")
        #expect(card.image?.aspectRatio == 1)
        // tw = 358 - 50 - 57.5 - 12 = 238.5; ch = 20 + max(57.5, hT) + 25.
        #expect(card.title?.frame == Braze.snapped(110.5, 36, 238.5, Braze.interLine(16)))
        #expect(card.frame == Braze.snapped(16, 16, 358, 20 + 57.5 + 25))
        // A custom thumbnail.
        let custom = try Braze.layout(
            cards: #"[{ "id": "a", "type": "classic", "image": "x.png" }]"#,
            theme: #""classicImage": { "width": 80, "height": 40, "cornerRadius": 8, "spacing": 4 }"#)
        #expect(custom.cards[0].image?.frame == Braze.rect(41, 36, 80, 40))
        #expect(custom.cards[0].image?.aspectRatio == 2)
        #expect(custom.cards[0].image?.cornerRadius == 8)
        #expect(custom.cards[0].frame.height == 20 + 40 + 25)
    }

    @Test("5. A text width of 0 or less is an error at theme.padding for a card with a text stack")
    func rule5PaddingError() throws {
        let theme = #""padding": { "leading": 200, "trailing": 158 }"#
        #expect(
            Braze.error(Braze.input(cards: #"[{ "id": "a", "type": "captionedImage" }]"#, theme: theme))
                == "theme.padding: must be paddings that leave every card's text a width > 0, "
                + "got leading 200 and trailing 158, leaving cards[0] a text width of 0 in a card 358 wide")
        // Classic with an image: the thumbnail and its spacing count.
        let thumbnail = #""padding": { "leading": 100, "trailing": 100 }, "classicImage": { "width": 146, "spacing": 12 }"#
        #expect(
            Braze.error(
                Braze.input(
                    cards: #"[{ "id": "a", "type": "classic" }, { "id": "b", "type": "classic", "image": "x" }]"#,
                    theme: thumbnail))?.contains("leaving cards[1] a text width of 0") == true)
        // Banners, hidden and control cards have no stack to check.
        let layout = try Braze.layout(
            cards: #"[{ "id": "a", "type": "banner" }, { "id": "b", "type": "classic", "isControl": true }, { "id": "c", "type": "classic", "dismissed": true }]"#,
            theme: theme)
        #expect(layout.cards.count == 2)
    }

    @Test("5. Aspect ratio: missing or null is 1 without a warning")
    func rule5RatioDefault() throws {
        let layout = try Braze.layout(
            cards: #"[{ "id": "a", "type": "banner", "imageAspectRatio": null, "image": { "aspectRatio": null } }]"#)
        #expect(layout.cards[0].image?.aspectRatio == 1)
        #expect(layout.warnings.isEmpty)
    }

    @Test(
        "5. Unusable ratios are 1 and out-of-range ones clamped, with warnings",
        arguments: [
            ("0", 1.0, "cards[0].imageAspectRatio: 0 is not a usable aspect ratio; using 1"),
            ("-2", 1, "cards[0].imageAspectRatio: -2 is not a usable aspect ratio; using 1"),
            (#""NaN""#, 1, #"cards[0].imageAspectRatio: "NaN" is not a usable aspect ratio; using 1"#),
            (#""Infinity""#, 1, #"cards[0].imageAspectRatio: "Infinity" is not a usable aspect ratio; using 1"#),
            (#""-Infinity""#, 1, #"cards[0].imageAspectRatio: "-Infinity" is not a usable aspect ratio; using 1"#),
            // A number too large for a double is named as written.
            ("1e400", 1, #"cards[0].imageAspectRatio: 1e400 is not a usable aspect ratio; using 1"#),
            ("-1E+400", 1, #"cards[0].imageAspectRatio: -1E+400 is not a usable aspect ratio; using 1"#),
            ("1000", 100, "cards[0].imageAspectRatio: 1000 is outside 0.01...100; using 100"),
            ("0.001", 0.01, "cards[0].imageAspectRatio: 0.001 is outside 0.01...100; using 0.01"),
        ])
    func rule5RatioWarnings(ratio: String, used: Double, warning: String) throws {
        let layout = try Braze.layout(cards: #"[{ "id": "a", "type": "banner", "imageAspectRatio": \#(ratio) }]"#)
        #expect(layout.cards[0].image?.aspectRatio == used)
        #expect(layout.warningTexts == [warning])
        #expect(layout.cards[0].frame == Braze.snapped(16, 16, 358, 358 / used))
    }

    @Test("5. image.aspectRatio too large for a double is named as written")
    func rule5ImageRatioAsWritten() throws {
        let layout = try Braze.layout(cards: #"[{ "id": "a", "type": "banner", "image": { "aspectRatio": 2e999 } }]"#)
        #expect(layout.cards[0].image?.aspectRatio == 1)
        #expect(layout.warningTexts == [#"cards[0].image.aspectRatio: 2e999 is not a usable aspect ratio; using 1"#])
    }

    @Test("5. Ratios 0.01 and 100 are used as given")
    func rule5RatioBounds() throws {
        let layout = try Braze.layout(
            cards: #"[{ "id": "a", "type": "banner", "imageAspectRatio": 100, "created": 1 }, { "id": "b", "type": "captionedImage", "imageAspectRatio": 0.01 }]"#
        )
        #expect(layout.warningTexts.isEmpty)
        #expect(layout.cards[0].image?.frame.height == snapped(16 + 3.58) - 16)
        #expect(close(try #require(layout.cards[1].image?.frame.height), 35800, tolerance: 1e-6))
    }

    @Test("5. image.aspectRatio wins over imageAspectRatio, with a warning; its path names the field used")
    func rule5BothRatios() throws {
        let layout = try Braze.layout(
            cards: #"[{ "id": "a", "type": "captionedImage", "imageAspectRatio": 3, "image": { "url": "u", "aspectRatio": 0 } }]"#
        )
        #expect(
            layout.warningTexts == [
                "cards[0]: image.aspectRatio and imageAspectRatio are both given; using image.aspectRatio",
                "cards[0].image.aspectRatio: 0 is not a usable aspect ratio; using 1",
            ])
        #expect(layout.cards[0].image?.aspectRatio == 1)
        let single = try Braze.layout(
            cards: #"[{ "id": "a", "type": "banner", "image": { "aspectRatio": 4 } }]"#)
        #expect(single.warnings.isEmpty)
        #expect(single.cards[0].image?.aspectRatio == 4)
    }

    @Test("5. Ratio warnings only for shown, non-control banner and captioned-image cards")
    func rule5RatioWarningsOnlyWhenLaidOut() throws {
        let layout = try Braze.layout(
            cards: #"""
                [{ "id": "a", "type": "banner", "imageAspectRatio": 0, "dismissed": true },
                 { "id": "b", "type": "banner", "imageAspectRatio": 0, "isControl": true },
                 { "id": "c", "type": "classic", "imageAspectRatio": 0, "image": "x" },
                 { "id": "d", "type": "captionedImage", "imageAspectRatio": "NaN", "expiresAt": 5 },
                 { "id": "e", "type": "captionedImage", "imageAspectRatio": 0 }]
                """#, environment: #""width": 390, "now": 10"#)
        #expect(layout.warningTexts == ["cards[4].imageAspectRatio: 0 is not a usable aspect ratio; using 1"])
        // The classic card's thumbnail keeps iw / ih.
        #expect(try Braze.card("c", in: layout).image?.aspectRatio == 1)
    }

    // MARK: 6. Pin and unread indicator

    @Test("6. The pin is a square of pin.size at the top-trailing corner; the unread bar spans the bottom")
    func rule6PinAndIndicator() throws {
        let layout = try Braze.layout(
            cards: #"[{ "id": "a", "type": "banner", "pinned": true, "imageAspectRatio": 2 }]"#,
            theme: ##""pin": { "size": 30, "color": "#FF0000" }, "unreadIndicator": { "height": 4, "color": { "light": "#00FF00", "dark": "#0000FF" } }"##
        )
        let card = layout.cards[0]
        #expect(card.pin == .init(frame: Braze.rect(344, 16, 30, 30), color: RGBAColor(hex: "#FF0000")!))
        #expect(card.unreadIndicator == .init(frame: Braze.rect(16, 191, 358, 4), color: RGBAColor(hex: "#00FF00")!))
        // Neither changes the height.
        #expect(card.frame.height == 179)
    }

    @Test("6. Pin and indicator take the tint color by default")
    func rule6Tint() throws {
        let cards = #"[{ "id": "a", "type": "banner", "pinned": true }]"#
        let light = try Braze.layout(cards: cards)
        #expect(light.cards[0].pin?.color.hex == "#007AFFFF")
        #expect(light.cards[0].unreadIndicator?.color.hex == "#007AFFFF")
        let dark = try Braze.layout(cards: cards, environment: #""width": 390, "colorScheme": "dark""#)
        #expect(dark.cards[0].pin?.color.hex == "#0A84FFFF")
        let tinted = try Braze.layout(cards: cards, theme: ##""tintColor": "#123456""##)
        #expect(tinted.cards[0].unreadIndicator?.color.hex == "#123456FF")
    }

    @Test("6. No indicator when viewed, when the feed disables it, or at height 0")
    func rule6NoIndicator() throws {
        #expect(try Braze.layout(cards: #"[{ "id": "a", "type": "banner", "viewed": true }]"#).cards[0].unreadIndicator == nil)
        #expect(
            try Braze.layout(cards: #"[{ "id": "a", "type": "banner" }]"#, feed: #""disableUnreadIndicator": true"#)
                .cards[0].unreadIndicator == nil)
        #expect(
            try Braze.layout(cards: #"[{ "id": "a", "type": "banner" }]"#, theme: #""unreadIndicator": { "height": 0 }"#)
                .cards[0].unreadIndicator == nil)
        // Not pinned: no pin.
        #expect(try Braze.layout(cards: #"[{ "id": "a", "type": "banner" }]"#).cards[0].pin == nil)
    }

    // MARK: 7. Text stack

    @Test("7. Title, description, domain top to bottom; textSpacing only between present texts")
    func rule7Stack() throws {
        let layout = try Braze.layout(
            cards: #"[{ "id": "a", "type": "classic", "title": "T", "cardDescription": " \u00A0 ", "domain": "d.com" }]"#,
            theme: #""textSpacing": 10"#)
        let card = layout.cards[0]
        #expect(card.description == nil)
        let title = try #require(card.title)
        let domain = try #require(card.domain)
        #expect(title.frame == Braze.snapped(41, 36, 308, Braze.interLine(16)))
        #expect(domain.frame == Braze.snapped(41, 36 + Braze.interLine(16) + 10, 308, Braze.interLine(13)))
        #expect(card.frame == Braze.snapped(16, 16, 358, 20 + Braze.interLine(16) + 10 + Braze.interLine(13) + 25))
        #expect(domain.color.hex == "#007AFFFF")
        #expect(title.color.hex == "#000000FF")
    }

    @Test("7. maxLines 0 shows every line; a limit truncates with an ellipsis; the domain is one line")
    func rule7Lines() throws {
        let long = String(repeating: "Content cards keep their promises. ", count: 12)
        let unlimited = try Braze.layout(
            cards: #"[{ "id": "a", "type": "classic", "title": "\#(long)", "domain": "\#(long)" }]"#)
        let title = try #require(unlimited.cards[0].title)
        #expect(title.lines.count > 5)
        #expect(!title.truncated && !title.resized)
        #expect(title.frame.height == snapped(36 + Double(title.lines.count) * Braze.interLine(16)) - 36)
        let domain = try #require(unlimited.cards[0].domain)
        #expect(domain.lines.count == 1 && domain.truncated)
        #expect(domain.lines[0].text.hasSuffix("…"))
        let limited = try Braze.layout(
            cards: #"[{ "id": "a", "type": "classic", "title": "\#(long)", "cardDescription": "\#(long)" }]"#,
            theme: #""title": { "maxLines": 2 }, "description": { "maxLines": 3 }"#)
        #expect(limited.cards[0].title?.lines.count == 2)
        #expect(limited.cards[0].title?.truncated == true)
        #expect(limited.cards[0].title?.lines.last?.text.hasSuffix("…") == true)
        #expect(limited.cards[0].description?.lines.count == 3)
        #expect(limited.cards[0].description?.resized == false)
    }

    @Test("7. Sizes follow Dynamic Type by the text style's ratio, unless it is off")
    func rule7DynamicType() throws {
        let cards = #"[{ "id": "a", "type": "classic", "title": "T", "cardDescription": "D", "domain": "d" }]"#
        let ax5 = try Braze.layout(cards: cards, environment: #""width": 390, "contentSizeCategory": "AX5""#)
        #expect(ax5.cards[0].title?.font.size == 51)
        #expect(ax5.cards[0].description?.font.size == 44)
        #expect(ax5.cards[0].domain?.font.size == 44)
        let off = try Braze.layout(
            cards: cards, environment: #""width": 390, "contentSizeCategory": "AX5""#,
            theme: #""dynamicTypeEnabled": false"#)
        #expect(off.cards[0].title?.font.size == 16)
        // A given size scales by its style's ratio: 20 × 44 / 13 in footnote at AX5.
        let sized = try Braze.layout(
            cards: cards, environment: #""width": 390, "contentSizeCategory": "AX5""#,
            theme: #""description": { "size": 20 }, "title": { "textStyle": "largeTitle", "weight": 400 }"#)
        #expect(close(try #require(sized.cards[0].description?.font.size), 20 * 44.0 / 13))
        #expect(sized.cards[0].title?.font.size == 60)
        #expect(sized.cards[0].title?.font.file == "Inter-Regular.otf")
        let xs = try Braze.layout(cards: cards, environment: #""width": 390, "contentSizeCategory": "xS""#)
        #expect(xs.cards[0].title?.font.size == 13)
    }

    @Test("7. Texts on a banner are ignored with a warning each")
    func rule7BannerTexts() throws {
        let layout = try Braze.layout(
            cards: #"[{ "id": "a", "type": "banner", "title": "T", "cardDescription": "", "domain": null }]"#)
        #expect(layout.cards[0].title == nil && layout.cards[0].description == nil)
        #expect(
            layout.warningTexts == [
                "cards[0].title is not used by banner cards", "cards[0].cardDescription is not used by banner cards",
            ])
    }

    // MARK: 8. Placement

    @Test("8. RTL mirrors every horizontal position in the feed; shadows are not mirrored")
    func rule8RTL() throws {
        let cards = #"[{ "id": "a", "type": "classic", "title": "Hello", "image": "x", "pinned": true }]"#
        let theme = #""margin": { "leading": 10, "trailing": 30 }, "shadow": { "offsetX": 4 }"#
        let ltr = try Braze.layout(cards: cards, theme: theme)
        let rtl = try Braze.layout(cards: cards, environment: #""width": 390, "layoutDirection": "rtl""#, theme: theme)
        let (l, r) = (ltr.cards[0], rtl.cards[0])
        // Card: leading 26 is at the right; x = 390 - 26 - 318.
        #expect(l.frame.x == 26 && r.frame.x == 46)
        #expect(r.image?.frame == Braze.snapped(390 - 51 - 57.5, 36, 57.5, 57.5))
        #expect(r.pin?.frame == Braze.rect(46, 16, 20, 20))
        #expect(l.pin?.frame == Braze.rect(324, 16, 20, 20))
        let title = try #require(r.title)
        // tw = 318 - 50 - 57.5 - 12 = 198.5 at LTR x 120.5.
        #expect(title.frame == Braze.snapped(390 - 120.5 - 198.5, 36, 198.5, Braze.interLine(16)))
        #expect(close(title.lines[0].frame.maxX, title.frame.maxX, tolerance: 0.34))
        #expect(r.shadow?.offsetX == 4)
    }

    // MARK: 9. Feed height

    @Test("9. H is the sum of the rows; a feed of control cards only is not empty")
    func rule9Height() throws {
        let controls = try Braze.layout(
            cards: #"[{ "id": "a", "type": "banner", "isControl": true }, { "id": "b", "type": "classic", "isControl": true }]"#,
            environment: #""width": 390, "displayScale": 2"#)
        #expect(controls.size.height == 1)
        #expect(controls.feed.frame == Braze.rect(0, 0, 390, 1))
        #expect(!controls.feed.empty)
        #expect(controls.message == nil)
    }

    // MARK: 10. Empty state

    @Test(
        "10. The message is Korean when the locale's language is ko, else English",
        arguments: [
            ("ko", true), ("ko-KR", true), ("ko_KR", true), ("KO", true), ("Ko-kr", true), ("kok", false), ("en", false),
            ("", false), ("kor", false), ("en-KO", false),
        ])
    func rule10Locale(locale: String, korean: Bool) throws {
        let layout = try Braze.layout(cards: "[]", environment: #""width": 390, "locale": "\#(locale)""#)
        #expect(
            layout.message?.text
                == (korean ? "업데이트가 없습니다.\n다음에 다시 확인해 주십시오." : "We have no updates.\nPlease check again later."))
        #expect(layout.feed.empty)
    }

    @Test("10. A custom message, even empty or blank, is laid out as given")
    func rule10CustomMessage() throws {
        let custom = try Braze.layout(cards: "[]", theme: #""emptyState": { "message": "Nothing yet" }"#)
        #expect(custom.message?.text == "Nothing yet")
        #expect(custom.message?.lines.count == 1)
        let empty = try Braze.layout(cards: "[]", theme: #""emptyState": { "message": "" }"#)
        #expect(empty.message?.text == "")
        #expect(empty.message?.lines.isEmpty == true)
        #expect(empty.size.height == 32)
        let blank = try Braze.layout(cards: "[]", theme: #""emptyState": { "message": "   " }"#)
        #expect(blank.message?.lines.count == 1)
        #expect(blank.size.height == snapped(Braze.interLine(17) + 32))
    }

    @Test("10. The text area is Ls .. W - Ls; H = max(height, hm + 32)")
    func rule10Geometry() throws {
        let wide = try Braze.layout(cards: "[]", environment: #""width": 768, "height": 20"#)
        let message = try #require(wide.message)
        #expect(message.frame.x == 20 && message.frame.width == 728)
        #expect(message.frame.y == 16)
        #expect(wide.size.height == snapped(2 * Braze.interLine(17) + 32))
        let styled = try Braze.layout(
            cards: "[]", theme: ##""emptyState": { "textStyle": "title1", "weight": 700, "color": "#FF0000" }"##)
        #expect(styled.message?.font == .init(family: "Inter", weight: 700, size: 28, file: "Inter-Bold.otf"))
        #expect(styled.message?.color.hex == "#FF0000FF")
    }

    @Test("10. An empty feed narrower than its message's margins is an error at environment.width")
    func rule10WidthError() throws {
        #expect(
            Braze.error(Braze.input(cards: "[]", environment: #""width": 32"#))
                == "environment.width: must be > 32 for the empty feed's message, whose text area is the width less 16 on each side, got 32")
        // A 0.5-point text area from 16 to 16.5, snapped to 16 .. 16.667.
        #expect(try Braze.layout(cards: "[]", environment: #""width": 32.5"#).message?.frame.width == 50.0 / 3 - 16)
        // A narrow feed with cards is not concerned.
        let edges = #""margin": { "guide": "edges" }"#
        #expect(try Braze.layout(cards: #"[{ "id": "a", "type": "banner" }]"#, environment: #""width": 30"#, theme: edges).cards.count == 1)
    }

    // MARK: 11. Pixel snapping

    @Test("11. Frames snap to 1 / s; baselines do not", arguments: [1, 2, 3])
    func rule11Snapping(scale: Int) throws {
        let layout = try Braze.layout(
            cards: #"[{ "id": "a", "type": "captionedImage", "title": "Title", "imageAspectRatio": 3, "created": 1 }, { "id": "b", "type": "banner", "imageAspectRatio": 3 }]"#,
            environment: #""width": 390, "displayScale": \#(scale)"#)
        let s = Double(scale)
        let title = try #require(layout.cards[0].title)
        let top = 16 + 358.0 / 3 + 20
        #expect(title.frame == Braze.snapped(41, top, 308, Braze.interLine(16), scale: s))
        #expect(close(title.lines[0].baseline, top + 2728.0 / 2816 * 16))
        let first = 358.0 / 3 + 20 + Braze.interLine(16) + 25
        #expect(layout.cards[1].frame == Braze.snapped(16, 16 + first + 32, 358, 358.0 / 3, scale: s))
        #expect(layout.size.height == PixelGrid(scale: s).snap(2 * 32 + first + 358.0 / 3))
    }
}
