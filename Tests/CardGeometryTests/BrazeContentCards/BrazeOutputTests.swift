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

/// The output's shape (BrazeContentCards article, "Layout"), the typed Swift
/// API, and the shapes a picture draws.
@Suite("Braze output and API")
struct BrazeOutputTests {
    static func keys(_ value: JSONValue?) -> [String] {
        guard case .object(let object)? = value else { return [] }
        return object.keys
    }

    static func object(_ value: JSONValue?, _ key: String) -> JSONValue? {
        guard case .object(let object)? = value else { return nil }
        return object[key]
    }

    static func element(_ value: JSONValue?, _ index: Int) -> JSONValue? {
        guard case .array(let elements)? = value, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    @Test("Keys are written in the spec's order")
    func keyOrder() throws {
        let json = try Braze.layout(BrazeWorkedExampleTests.json).jsonValue
        #expect(Self.keys(json) == ["schema", "kind", "size", "feed", "cards", "hidden", "message", "warnings"])
        #expect(Self.object(json, "schema") == .string("card-layout/1"))
        #expect(Self.object(json, "kind") == .string("braze.contentCards"))
        let feed = Self.object(json, "feed")
        #expect(
            Self.keys(feed) == ["frame", "backgroundColor", "context", "doneButton", "title", "disableUnreadIndicator", "empty"])
        let sale = Self.element(Self.object(json, "cards"), 0)
        #expect(
            Self.keys(sale) == [
                "id", "type", "control", "position", "pinned", "viewed", "dismissible", "clickable", "url",
                "openURLInWebView", "frame", "backgroundColor", "cornerRadius", "border", "shadow", "image", "title",
                "description", "domain", "pin", "unreadIndicator",
            ])
        #expect(Self.keys(Self.object(sale, "border")) == ["width", "color"])
        #expect(Self.keys(Self.object(sale, "shadow")) == ["color", "offsetX", "offsetY", "radius", "opacity"])
        #expect(Self.keys(Self.object(sale, "image")) == ["frame", "cornerRadius", "aspectRatio", "backgroundColor", "url"])
        #expect(Self.keys(Self.object(sale, "pin")) == ["frame", "color"])
        #expect(Self.keys(Self.object(sale, "unreadIndicator")) == ["frame", "color"])
        #expect(
            Self.keys(Self.object(sale, "title")) == [
                "frame", "text", "color", "alignment", "font", "truncated", "resized", "lines",
            ])
        #expect(Self.keys(Self.element(Self.object(json, "hidden"), 0)) == ["id", "reason"])
        #expect(Self.object(json, "message") == .null)
    }

    @Test("A control card writes nulls for everything it does not draw")
    func controlJSON() throws {
        let json = try Braze.layout(BrazeWorkedExampleTests.json).jsonValue
        let control = Self.element(Self.object(json, "cards"), 3)
        #expect(Self.object(control, "type") == .string("classic"))
        #expect(Self.object(control, "control") == .bool(true))
        #expect(Self.object(control, "cornerRadius") == .number(0))
        for key in ["backgroundColor", "border", "shadow", "image", "title", "description", "domain", "pin", "unreadIndicator"] {
            #expect(Self.object(control, key) == .null, "\(key)")
        }
    }

    @Test("Card fields: clickable needs a non-empty url; dismissible, url and openURLInWebView as given")
    func cardFields() throws {
        let layout = try Braze.layout(
            cards: #"""
                [{ "id": "a", "type": "banner", "url": "", "dismissible": true, "created": 3 },
                 { "id": "b", "type": "banner", "url": "myapp://deep", "openURLInWebView": true, "created": 2 },
                 { "id": "c", "type": "banner", "created": 1 }]
                """#)
        #expect(layout.cards.map(\.clickable) == [false, true, false])
        #expect(layout.cards.map(\.url) == ["", "myapp://deep", nil])
        #expect(layout.cards.map(\.dismissible) == [true, false, false])
        #expect(layout.cards.map(\.openURLInWebView) == [false, true, false])
    }

    @Test("Theme surfaces: background, radius, border (null at width 0), shadow (null when disabled), dark colors")
    func surfaces() throws {
        let cards = #"[{ "id": "a", "type": "banner", "image": "https://x/y.png" }]"#
        let light = try Braze.layout(cards: cards).cards[0]
        #expect(light.backgroundColor?.hex == "#FFFFFFFF")
        #expect(light.cornerRadius == 3)
        #expect(light.border == .init(width: 1, color: RGBAColor(hex: "#E5E5EA")!))
        #expect(light.shadow == .init(color: RGBAColor(hex: "#AEAEB2")!, offsetX: 0, offsetY: 2, radius: 3, opacity: 0.5))
        #expect(light.image?.backgroundColor.hex == "#F2F2F7FF")
        #expect(light.image?.url == "https://x/y.png")
        let dark = try Braze.layout(cards: cards, environment: #""width": 390, "colorScheme": "dark""#)
        #expect(dark.feed.backgroundColor.hex == "#000000FF")
        #expect(dark.cards[0].backgroundColor?.hex == "#1C1C1EFF")
        #expect(dark.cards[0].border?.color.hex == "#2C2C2EFF")
        #expect(dark.cards[0].shadow?.color.hex == "#1C1C1EFF")
        #expect(dark.cards[0].image?.backgroundColor.hex == "#2C2C2EFF")
        let plain = try Braze.layout(
            cards: cards, theme: #""borderWidth": 0, "shadow": { "enabled": false }, "cornerRadius": 12"#)
        #expect(plain.cards[0].border == nil && plain.cards[0].shadow == nil && plain.cards[0].cornerRadius == 12)
        // The image url is null when empty.
        #expect(try Braze.layout(cards: #"[{ "id": "a", "type": "banner", "image": "" }]"#).cards[0].image?.url == nil)
    }

    @Test("The typed API gives the layout JSON gives, and checks its input")
    func typedInput() throws {
        var input = BrazeFeedInput(
            environment: LayoutEnvironment(width: 390, locale: "ko-KR", now: 1_718_003_600),
            feed: .init(context: .modal, title: "콘텐츠 카드"),
            cards: [
                .init(
                    id: "welcome", type: .classic, title: "회원 전용 혜택이 도착했습니다",
                    cardDescription: "카드를 눌러 자세한 내용을 확인하세요.", domain: "blog.braze.com",
                    image: .init(url: "https://cdn.example/w.png"), viewed: true, created: 1_718_000_000,
                    url: "https://www.braze.com"),
                .init(
                    id: "sale", type: .captionedImage, title: "여름 세일", cardDescription: "최대 50% 할인",
                    image: .init(url: "https://cdn.example/s.jpg", aspectRatio: 2), pinned: true, created: 1_717_990_000),
                .init(id: "hero", type: .banner, imageAspectRatio: 0, viewed: true, created: 1_718_001_000),
                .init(id: "old", type: .classic, title: "Old news", dismissed: true),
                .init(id: "flash", type: .classic, title: "Flash sale", expiresAt: 1_718_003_000),
                .init(id: "ab-control", type: .classic, isControl: true, created: 1_717_000_000),
            ])
        let typed = try engine.layout(input)
        #expect(typed == (try Braze.layout(BrazeWorkedExampleTests.json)))
        #expect(try BrazeFeedInput(json: Data(BrazeWorkedExampleTests.json.utf8)) == input)
        #expect(try engine.height(for: input, width: 390) == typed.size.height)
        var wide = input
        wide.environment.width = 768
        // The banner grows with the card (cw / r): 728 instead of 358.
        #expect(try engine.height(for: input, width: 768) == (try engine.layout(wide)).size.height)
        #expect(try engine.height(for: input, width: 768) > typed.size.height + 300)

        input.theme.padding.leading = -1
        #expect(throws: CardLayoutError.invalid(JSONPath("theme.padding.leading"), "-1", allowed: "0...10000")) {
            try engine.layout(input)
        }
        input.theme.padding.leading = 25
        input.cards[1].id = "welcome"
        #expect(throws: CardLayoutError.self) { try engine.layout(input) }
        do {
            _ = try engine.layout(input)
        } catch {
            #expect(error.description == #"cards[1].id: must be unique in cards (cards[0].id has it too), got "welcome""#)
        }
        input.cards[1].id = "sale"
        input.cards[0].created = .nan
        #expect(throws: CardLayoutError.self) { try engine.layout(input) }
        input.cards[0].created = 0
        input.theme.title.maxLines = 101
        #expect(throws: CardLayoutError.self) { try engine.layout(input) }
        input.theme.title.maxLines = 0
        input.theme.description.weight = 450
        #expect(throws: CardLayoutError.self) { try engine.layout(input) }
        input.theme.description.weight = 400
        input.environment.width = .infinity
        #expect(throws: CardLayoutError.self) { try engine.layout(input) }
    }

    @Test("Non-finite ratios from Swift, a number too large for a double included, use 1 with a warning")
    func typedNonFiniteRatios() throws {
        for (ratio, written) in [(Double.nan, #""NaN""#), (.infinity, #""Infinity""#), (-.infinity, #""-Infinity""#)] {
            let input = BrazeFeedInput(
                environment: LayoutEnvironment(width: 390),
                cards: [.init(id: "a", type: .banner, image: .init(aspectRatio: ratio))])
            let layout = try engine.layout(input)
            #expect(layout.cards[0].image?.aspectRatio == 1)
            #expect(layout.warningTexts == ["cards[0].image.aspectRatio: \(written) is not a usable aspect ratio; using 1"])
        }
    }

    @Test("Shapes: the feed, then each card's surface, image, texts, indicator and pin; controls draw nothing")
    func shapes() throws {
        let layout = try Braze.layout(BrazeWorkedExampleTests.json)
        let names: [String] = layout.shapes.map { shape in
            switch shape {
            case .surface(let surface): "surface " + surface.name
            case .image(let image): "image " + image.name
            case .text(let name, _): "text " + name
            case .badge(let badge): "badge " + badge.name
            }
        }
        #expect(
            names == [
                "surface feed", "surface cards[0]", "image cards[0].image", "text cards[0].title",
                "text cards[0].description", "badge cards[0].unreadIndicator", "badge cards[0].pin",
                "surface cards[1]", "image cards[1].image", "surface cards[2]", "image cards[2].image",
                "text cards[2].title", "text cards[2].description", "text cards[2].domain",
            ])
        #expect(Layout.brazeContentCards(layout).textBlocks.count == 5)
        let empty = try Braze.layout(BrazeWorkedExampleTests.emptyJSON())
        #expect(empty.shapes.count == 2)
        #expect(Layout.brazeContentCards(empty).kind == .brazeContentCards)
    }

    @Test("The JSON text reads back to the same tree")
    func jsonText() throws {
        let layout = try Braze.layout(BrazeWorkedExampleTests.json)
        let text = layout.jsonString(pretty: true)
        #expect(try JSONValue(json: Data(text.utf8)) == JSONValue(json: Data(layout.jsonString(pretty: false).utf8)))
        #expect(text.contains(#""height": 833.333"#))
        #expect(!text.contains("833.3333"))
    }

    @Test("Examples/braze-content-cards.json lays out without warnings")
    func example() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let data = try Data(contentsOf: root.appendingPathComponent("Examples/braze-content-cards.json"))
        let layout = try #require(try engine.layout(json: data).brazeContentCards)
        #expect(layout.warnings.isEmpty)
        #expect(layout.cards.map(\.id) == ["sale", "hero", "welcome", "ab-control"])
        #expect(layout.hidden.map(\.id) == ["old", "flash"])
        #expect(layout.feed.doneButton)
    }
}
