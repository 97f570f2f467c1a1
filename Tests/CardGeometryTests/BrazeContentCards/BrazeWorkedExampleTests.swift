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

/// The BrazeContentCards article, "Worked example": every number it states.
@Suite("Braze worked example")
struct BrazeWorkedExampleTests {
    static let json = """
        { "kind": "braze.contentCards",
          "environment": { "width": 390, "displayScale": 3, "locale": "ko-KR", "now": 1718003600 },
          "feed": { "context": "modal", "title": "콘텐츠 카드" },
          "cards": [
            { "id": "welcome", "type": "classic", "title": "회원 전용 혜택이 도착했습니다",
              "cardDescription": "카드를 눌러 자세한 내용을 확인하세요.", "domain": "blog.braze.com",
              "image": "https://cdn.example/w.png", "created": 1718000000, "viewed": true,
              "url": "https://www.braze.com" },
            { "id": "sale", "type": "captionedImage", "title": "여름 세일", "cardDescription": "최대 50% 할인",
              "image": { "url": "https://cdn.example/s.jpg", "aspectRatio": 2 },
              "created": 1717990000, "pinned": true },
            { "id": "hero", "type": "banner", "imageAspectRatio": 0, "created": 1718001000, "viewed": true },
            { "id": "old", "type": "classic", "title": "Old news", "dismissed": true },
            { "id": "flash", "type": "classic", "title": "Flash sale", "expiresAt": 1718003000 },
            { "id": "ab-control", "type": "classic", "isControl": true, "created": 1717000000 } ] }
        """

    /// The spec's numbers have 3 decimals.
    static func about(_ value: Double?, _ stated: Double) -> Bool {
        guard let value else { return false }
        return close(value, stated, tolerance: 0.0005)
    }

    static func about(_ rect: LayoutRect?, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Bool {
        close(rect, LayoutRect(x: x, y: y, width: width, height: height), tolerance: 0.0005)
    }

    /// The worked example with every card dismissed (rule 10).
    static func emptyJSON(height: Double? = nil) -> String {
        // old is dismissed and flash expired already.
        var json = json.replacingOccurrences(of: #""created": "#, with: #""dismissed": true, "created": "#)
        if let height {
            json = json.replacingOccurrences(of: #""now": 1718003600"#, with: #""now": 1718003600, "height": \#(height)"#)
        }
        return json
    }

    @Test("Hidden cards and the feed order (rules 1 and 2)")
    func hiddenAndOrder() throws {
        let layout = try Braze.layout(Self.json)
        #expect(layout.hidden == [.init(id: "old", reason: .dismissed), .init(id: "flash", reason: .expired)])
        #expect(layout.cards.map(\.id) == ["sale", "hero", "welcome", "ab-control"])
        #expect(layout.cards.map(\.position) == [0, 1, 2, 3])
    }

    @Test("Width: W = 390 < 414, so Ls = 16; A = cw = 358; cards at x = 16 (rule 3)")
    func width() throws {
        let layout = try Braze.layout(Self.json)
        for card in layout.cards where !card.control {
            #expect(card.frame.x == 16)
            #expect(card.frame.width == 358)
        }
    }

    @Test("Texts: title callout bold 16, description and domain footnote 13; Inter's line boxes; Hangul in NanumGothic")
    func texts() throws {
        let layout = try Braze.layout(Self.json)
        let sale = try Braze.card("sale", in: layout)
        let title = try #require(sale.title)
        #expect(title.font == .init(family: "Inter", weight: 700, size: 16, file: "Inter-Bold.otf"))
        #expect(title.lines.allSatisfy { $0.fonts == ["NanumGothicBold.ttf"] })
        let description = try #require(sale.description)
        #expect(description.font == .init(family: "Inter", weight: 400, size: 13, file: "Inter-Regular.otf"))
        // "50%" follows Hangul: Common characters stay in its face.
        #expect(description.lines[0].fonts == ["NanumGothic.ttf"])
        #expect(Self.about(Braze.interLine(16), 19.364))
        #expect(Self.about(Braze.interLine(13), 15.733))
        let welcome = try Braze.card("welcome", in: layout)
        let domain = try #require(welcome.domain)
        #expect(domain.font == .init(family: "Inter", weight: 500, size: 13, file: "Inter-Medium.otf"))
        #expect(try #require(welcome.title).lines.allSatisfy { $0.fonts == ["NanumGothicBold.ttf"] })
        #expect(try #require(welcome.description).lines.allSatisfy { $0.fonts == ["NanumGothic.ttf"] })
    }

    @Test("sale: captioned image r = 2, pinned and unread")
    func sale() throws {
        let sale = try Braze.card("sale", in: Braze.layout(Self.json))
        // Card top 16, ch = 179 + 20 + 43.097 + 25 = 267.097 (snapped maxY 283).
        #expect(Self.about(sale.frame, 16, 16, 358, 267))
        #expect(Self.about(sale.image?.frame, 16, 16, 358, 179))
        #expect(sale.image?.aspectRatio == 2)
        #expect(sale.image?.url == "https://cdn.example/s.jpg")
        // Title (41, 215, 308, 19.364); description 8 below, (41, 242.364,
        // 308, 15.733), snapped 242.333 and 15.667.
        #expect(Self.about(sale.title?.frame, 41, 215, 308, 19.333))
        #expect(Self.about(sale.title?.lines[0].frame.y, 215))
        #expect(Self.about(sale.description?.frame, 41, 242.333, 308, 15.667))
        #expect(Self.about(sale.pin?.frame, 354, 16, 20, 20))
        // Unread indicator (16, 275.097, 358, 8), snapped y 275.
        #expect(Self.about(sale.unreadIndicator?.frame, 16, 275, 358, 8))
        #expect(sale.pinned && !sale.viewed && !sale.clickable)
    }

    @Test("sale: the unsnapped numbers (hT = 43.097, ch = 267.097, row 299.097)")
    func saleUnsnapped() throws {
        let title = Braze.interLine(16)
        let description = Braze.interLine(13)
        let stack = title + 8 + description
        #expect(Self.about(stack, 43.097))
        #expect(Self.about(179 + 20 + stack + 25, 267.097))
        #expect(Self.about(16 + 267.097 + 16, 299.097))
        // The description's baseline sits in its unsnapped line box.
        let sale = try Braze.card("sale", in: Braze.layout(Self.json))
        let top = 215 + title + 8
        #expect(Self.about(top, 242.364))
        let line = try #require(sale.description?.lines.first)
        #expect(close(line.baseline, top + 2728.0 / 2816 * 13, tolerance: 1e-9))
    }

    @Test("hero: banner with ratio 0 uses 1, with a warning")
    func hero() throws {
        let layout = try Braze.layout(Self.json)
        #expect(layout.warningTexts == ["cards[2].imageAspectRatio: 0 is not a usable aspect ratio; using 1"])
        let hero = try Braze.card("hero", in: layout)
        // (16, 315.097, 358, 358), snapped y 315; the row ends at 689.097.
        #expect(Self.about(hero.frame, 16, 315, 358, 358))
        #expect(Self.about(hero.image?.frame, 16, 315, 358, 358))
        #expect(hero.image?.aspectRatio == 1)
        #expect(hero.title == nil && hero.unreadIndicator == nil && hero.pin == nil)
    }

    @Test("welcome: classic with a thumbnail; the stack is taller than it")
    func welcome() throws {
        let welcome = try Braze.card("welcome", in: Braze.layout(Self.json))
        // Card top 705.097; ch = 20 + 66.830 + 25 = 111.830.
        #expect(Self.about(welcome.frame, 16, 705, 358, snapped(705.097 + 111.830) - 705))
        // Thumbnail (41, 725.097, 57.5, 57.5), snapped (41, 725, 57.667, 57.667).
        #expect(Self.about(welcome.image?.frame, 41, 725, 57.667, 57.667))
        #expect(welcome.image?.aspectRatio == 1)
        #expect(welcome.image?.cornerRadius == 3)
        // tw = 358 - 50 - 57.5 - 12 = 238.5, the stack at x 110.5 (snapped 110.667).
        let title = try #require(welcome.title)
        #expect(Self.about(title.frame.x, 110.667))
        #expect(Self.about(title.frame.maxX, 349))
        #expect(Self.about(title.frame.y, 725))
        let interLine16 = Braze.interLine(16)
        let interLine13 = Braze.interLine(13)
        let stackTop = 725.097
        #expect(Self.about(try #require(welcome.description).frame.y, snapped(stackTop + interLine16 + 8)))
        let domain = try #require(welcome.domain)
        #expect(Self.about(domain.frame.y, snapped(stackTop + interLine16 + 8 + interLine13 + 8)))
        #expect(domain.text == "blog.braze.com")
        #expect(domain.lines.count == 1)
        #expect(Self.about(domain.lines[0].width, 96.346))
        #expect(domain.lines[0].fonts == ["Inter-Medium.otf"])
        #expect(Self.about(interLine16 + 8 + interLine13 + 8 + interLine13, 66.830))
        #expect(welcome.unreadIndicator == nil)
        #expect(welcome.clickable)
        #expect(welcome.url == "https://www.braze.com")
    }

    @Test("ab-control: a hairline row, snapped (0, 833, 390, 0.333)")
    func control() throws {
        let control = try Braze.card("ab-control", in: Braze.layout(Self.json))
        #expect(Self.about(control.frame, 0, 833, 390, 0.333))
        #expect(control.control && control.type == .classic)
        #expect(control.backgroundColor == nil && control.cornerRadius == 0 && control.border == nil)
        #expect(control.shadow == nil && control.image == nil && control.title == nil && control.pin == nil)
        #expect(control.unreadIndicator == nil)
    }

    @Test("H = 833.259, snapped 833.333; modal: doneButton; no message")
    func feed() throws {
        let layout = try Braze.layout(Self.json)
        #expect(Self.about(layout.size.height, 833.333))
        #expect(layout.size.width == 390)
        #expect(Self.about(layout.feed.frame, 0, 0, 390, 833.333))
        #expect(layout.feed.doneButton)
        #expect(layout.feed.context == .modal)
        #expect(layout.feed.title == "콘텐츠 카드")
        #expect(!layout.feed.empty)
        #expect(layout.message == nil)
        // The unsnapped height: the rows' sum.
        let (title, description) = (Braze.interLine(16), Braze.interLine(13))
        let margins: Double = 3 * (16 + 16)
        let sale: Double = 179 + 20 + title + 8 + description + 25
        let welcome: Double = 20 + title + 8 + description + 8 + description + 25
        let rows = margins + sale + 358 + welcome + 1.0 / 3
        #expect(Self.about(rows, 833.259))
    }

    @Test("The same input in RTL: the pin top-left, the thumbnail at the right, lines right-aligned")
    func rtl() throws {
        let json = Self.json.replacingOccurrences(of: #""width": 390,"#, with: #""width": 390, "layoutDirection": "rtl","#)
        let layout = try Braze.layout(json)
        let sale = try Braze.card("sale", in: layout)
        #expect(Self.about(sale.pin?.frame, 16, 16, 20, 20))
        let welcome = try Braze.card("welcome", in: layout)
        // x = 390 - 41 - 57.5 = 291.5, snapped 291.667, width 57.333.
        #expect(Self.about(welcome.image?.frame.x, 291.667))
        #expect(Self.about(welcome.image?.frame.width, 57.333))
        // Text blocks at x = 390 - 110.5 - 238.5 = 41.
        for block in [welcome.title, welcome.description, welcome.domain] {
            let block = try #require(block)
            #expect(block.frame.x == 41)
            // maxX 279.5 snaps up to 279.667.
            #expect(Self.about(block.frame.width, 238.667))
            for line in block.lines { #expect(close(line.frame.maxX, block.frame.maxX, tolerance: 0.34)) }
        }
        let domainLine = try #require(welcome.domain?.lines.first)
        #expect(Self.about(domainLine.frame.x, snapped(41 + 238.5 - 96.346)))
        // Vertical positions do not change.
        let ltr = try Braze.layout(Self.json)
        #expect(layout.size == ltr.size)
        #expect(layout.cards.map(\.frame.y) == ltr.cards.map(\.frame.y))
    }

    @Test("Every card dismissed: the Korean message, 17 pt body, centered, H = 73.148 (snapped 73)")
    func empty() throws {
        let layout = try Braze.layout(Self.emptyJSON())
        #expect(layout.cards.isEmpty)
        #expect(layout.hidden.count == 6)
        #expect(layout.feed.empty)
        let message = try #require(layout.message)
        #expect(message.text == "업데이트가 없습니다.\n다음에 다시 확인해 주십시오.")
        #expect(message.font == .init(family: "Inter", weight: 400, size: 17, file: "Inter-Regular.otf"))
        #expect(message.alignment == .center)
        #expect(message.lines.count == 2)
        #expect(Self.about(Braze.interLine(17), 20.574))
        #expect(Self.about(2 * Braze.interLine(17), 41.148))
        #expect(Self.about(layout.size.height, 73))
        #expect(message.frame.x == 16 && message.frame.width == 358)
        #expect(message.frame.y == 16)
        #expect(Self.about(message.lines[0].baseline, 16 + 2728.0 / 2816 * 17))
        for line in message.lines {
            #expect(close(line.frame.midX, 195, tolerance: 0.34))
        }
    }

    @Test("Every card dismissed, height 700: H = 700, the message's top at 329.426")
    func emptyWithHeight() throws {
        let layout = try Braze.layout(Self.emptyJSON(height: 700))
        #expect(layout.size.height == 700)
        #expect(layout.feed.frame.height == 700)
        let message = try #require(layout.message)
        #expect(Self.about((700 - 2 * Braze.interLine(17)) / 2, 329.426))
        #expect(Self.about(message.frame.y, snapped(329.426)))
        #expect(Self.about(message.lines[0].baseline, 329.426 + 2728.0 / 2816 * 17))
    }
}

extension LayoutRect {
    var midX: Double { x + width / 2 }
}
