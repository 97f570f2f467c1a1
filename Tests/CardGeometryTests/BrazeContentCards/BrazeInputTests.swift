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

/// Reading a `braze.contentCards` input as a new user would write it:
/// wrong types, missing and null fields, values out of range, the
/// non-finite spellings, unknown keys. Each error names its JSON path.
@Suite("Braze input")
struct BrazeInputTests {
    static let card = #"{ "id": "a", "type": "classic", "title": "T" }"#

    /// The error of an input whose single card has `members` added.
    static func cardError(_ members: String) -> String? {
        Braze.error(Braze.input(cards: #"[{ "id": "a", "type": "classic", \#(members) }]"#))
    }

    static func themeError(_ theme: String) -> String? {
        Braze.error(Braze.input(cards: "[\(card)]", theme: theme))
    }

    // MARK: - The document

    @Test("kind must be exactly braze.contentCards to reach this system")
    func kind() {
        #expect(
            Braze.error(#"{ "kind": "braze.contentcards", "environment": { "width": 390 }, "cards": [] }"#)
                == #"kind: must be one of storyteller, braze.contentCards, storyly.storyGroups, tgcard.sheet, storifyme.widgets, got "braze.contentcards""#
        )
        // The typed reader refuses another kind.
        #expect(throws: CardLayoutError.self) {
            try BrazeFeedInput(json: Data(#"{ "environment": { "width": 390 }, "cards": [] }"#.utf8))
        }
    }

    @Test("environment and cards are required; null counts as missing")
    func required() {
        #expect(
            Braze.error(#"{ "kind": "braze.contentCards", "cards": [] }"#)
                == "environment: is required; must be an object with at least a width")
        #expect(
            Braze.error(#"{ "kind": "braze.contentCards", "environment": { "width": 390 }, "cards": null }"#)
                == "cards: is required; must be an array of 0 to 500 cards")
        #expect(
            Braze.error(#"{ "kind": "braze.contentCards", "environment": { "width": 390 } }"#)
                == "cards: is required; must be an array of 0 to 500 cards")
        #expect(
            Braze.error(Braze.input(cards: "[]", environment: #""height": 500"#))
                == "environment.width: is required; must be a number > 0 and <= 10000")
    }

    @Test("cards: an array of at most 500 objects")
    func cardsArray() {
        #expect(Braze.error(Braze.input(cards: "{}")) == "cards: must be an array, got {}")
        let many = "[" + (0...500).map { #"{ "id": "c\#($0)", "type": "banner" }"# }.joined(separator: ",") + "]"
        #expect(Braze.error(Braze.input(cards: many)) == "cards: must be an array of 0 to 500 cards, got an array of 501 cards")
        let most = "[" + (0..<500).map { #"{ "id": "c\#($0)", "type": "banner", "isControl": true }"# }.joined(separator: ",") + "]"
        #expect((try? Braze.layout(cards: most))?.cards.count == 500)
        #expect(Braze.error(Braze.input(cards: #"[\#(Self.card), "b"]"#)) == #"cards[1]: must be an object, got "b""#)
    }

    @Test("Errors are reported in document order")
    func documentOrder() {
        // cards before environment in the document: the card's error first.
        #expect(
            Braze.error(
                #"{ "kind": "braze.contentCards", "cards": [{ "id": "a", "type": "classic", "pinned": 1 }], "environment": { "width": -1 } }"#
            ) == "cards[0].pinned: must be true or false, got 1")
        // In a card, the first bad member in the document.
        #expect(Self.cardError(#""viewed": "yes", "pinned": 1"#) == #"cards[0].viewed: must be true or false, got "yes""#)
        // A missing required member is met when its object ends.
        #expect(
            Braze.error(Braze.input(cards: #"[{ "type": "classic" }, { "id": 5, "type": "classic" }]"#))
                == #"cards[0].id: is required; must be a non-empty string, unique in cards"#)
    }

    // MARK: - Cards

    @Test("id: a non-empty string, unique in the array")
    func ids() {
        #expect(Braze.error(Braze.input(cards: #"[{ "type": "banner" }]"#)) == "cards[0].id: is required; must be a non-empty string, unique in cards")
        #expect(Braze.error(Braze.input(cards: #"[{ "id": null, "type": "banner" }]"#)) == "cards[0].id: is required; must be a non-empty string, unique in cards")
        #expect(Braze.error(Braze.input(cards: #"[{ "id": "", "type": "banner" }]"#)) == #"cards[0].id: must be a non-empty string, got """#)
        #expect(Braze.error(Braze.input(cards: #"[{ "id": 7, "type": "banner" }]"#)) == "cards[0].id: must be a string, got 7")
        #expect(
            Braze.error(Braze.input(cards: #"[{ "id": "x", "type": "banner" }, { "id": "y", "type": "banner" }, { "id": "x", "type": "classic" }]"#))
                == #"cards[2].id: must be unique in cards (cards[0].id has it too), got "x""#)
    }

    @Test("type: banner, captionedImage or classic, required")
    func types() {
        #expect(Braze.error(Braze.input(cards: #"[{ "id": "a" }]"#)) == "cards[0].type: is required; must be one of banner, captionedImage, classic")
        #expect(
            Braze.error(Braze.input(cards: #"[{ "id": "a", "type": "Banner" }]"#))
                == #"cards[0].type: must be one of banner, captionedImage, classic, got "Banner""#)
    }

    @Test("Texts and urls are strings or null")
    func strings() {
        #expect(Self.cardError(#""title": 5"#) == "cards[0].title: must be a string, got 5")
        #expect(Self.cardError(#""cardDescription": ["x"]"#) == #"cards[0].cardDescription: must be a string, got ["x"]"#)
        #expect(Self.cardError(#""domain": true"#) == "cards[0].domain: must be a string, got true")
        #expect(Self.cardError(#""url": {}"#) == "cards[0].url: must be a string, got {}")
    }

    @Test("Booleans are true or false, never 0 or 1", arguments: ["pinned", "viewed", "dismissed", "dismissible", "isControl", "openURLInWebView"])
    func booleans(key: String) {
        #expect(Self.cardError(#""\#(key)": 1"#) == "cards[0].\(key): must be true or false, got 1")
        #expect(Self.cardError(#""\#(key)": "true""#) == #"cards[0].\#(key): must be true or false, got "true""#)
    }

    @Test("created >= 0 and expiresAt within 1e11 in magnitude, as numbers")
    func times() {
        #expect(Self.cardError(#""created": -1"#) == "cards[0].created: must be 0...100000000000, got -1")
        #expect(Self.cardError(#""created": 1e12"#) == "cards[0].created: must be 0...100000000000, got 1000000000000")
        #expect(Self.cardError(#""created": "1718000000""#) == #"cards[0].created: must be a number 0...100000000000, got "1718000000""#)
        #expect(
            Self.cardError(#""expiresAt": -2e11"#)
                == "cards[0].expiresAt: must be -100000000000...100000000000, got -200000000000")
        #expect((try? Braze.layout(cards: #"[{ "id": "a", "type": "banner", "expiresAt": -1, "created": 0 }]"#))?.cards.count == 1)
        #expect(
            Braze.error(Braze.input(cards: "[]", environment: #""width": 390, "now": -5"#))
                == "environment.now: must be 0...100000000000, got -5")
    }

    @Test("image: null, a URL string, or an object { url, aspectRatio }")
    func images() {
        #expect(
            Self.cardError(#""image": 3"#)
                == #"cards[0].image: must be null, a string (the image URL) or an object { "url": string, "aspectRatio": ratio }, got 3"#)
        #expect(Self.cardError(#""image": { "url": 3 }"#) == "cards[0].image.url: must be a string, got 3")
        #expect(
            Self.cardError(#""image": { "aspectRatio": "wide" }"#)
                == #"cards[0].image.aspectRatio: must be a number, null, or one of "NaN", "Infinity", "-Infinity", got "wide""#)
    }

    @Test("A ratio is a number, null or a non-finite spelling; anything else is an error")
    func ratios() {
        for bad in [#"true"#, #""nan""#, #""Inf""#, #""2""#, #"{}"#, #"[1]"#] {
            #expect(
                Self.cardError(#""imageAspectRatio": \#(bad)"#)
                    == #"cards[0].imageAspectRatio: must be a number, null, or one of "NaN", "Infinity", "-Infinity", got \#(bad)"#,
                "\(bad)")
        }
        // A number a double cannot hold is read (SharedConventions article,
        // "Values"), and is not a usable ratio: rule 5's warning, not an error.
        #expect(Self.cardError(#""imageAspectRatio": 1e400"#) == nil)
        #expect(Self.cardError(#""image": { "aspectRatio": -1e400 }"#) == nil)
    }

    @Test("extras: null or an object of strings; its keys are the card's own")
    func extras() throws {
        let layout = try Braze.layout(
            cards: #"[{ "id": "a", "type": "banner", "extras": { "campaign": "summer", "any key": "x" } }]"#)
        #expect(layout.warnings.isEmpty)
        #expect(Self.cardError(#""extras": { "count": 3 }"#) == "cards[0].extras.count: must be a string, got 3")
        #expect(Self.cardError(#""extras": { "my key": null }"#) == #"cards[0].extras["my key"]: must be a string, got null"#)
        #expect(Self.cardError(#""extras": "x""#) == #"cards[0].extras: must be null or an object whose values are strings, got "x""#)
        let input = try BrazeFeedInput(json: Data(Braze.input(cards: #"[{ "id": "a", "type": "banner", "extras": { "k": "v" } }]"#).utf8))
        #expect(input.cards[0].extras == ["k": "v"])
    }

    // MARK: - Theme and feed

    @Test("Theme lengths: finite, in range, numbers")
    func themeNumbers() {
        #expect(Self.themeError(#""padding": { "top": -1 }"#) == "theme.padding.top: must be 0...10000, got -1")
        #expect(Self.themeError(#""margin": { "leading": 10001 }"#) == "theme.margin.leading: must be 0...10000, got 10001")
        #expect(Self.themeError(#""maxWidth": 0"#) == "theme.maxWidth: must be > 0 and <= 10000, got 0")
        #expect(Self.themeError(#""borderWidth": "1""#) == #"theme.borderWidth: must be a number 0...10000, got "1""#)
        #expect(Self.themeError(#""shadow": { "opacity": 1.5 }"#) == "theme.shadow.opacity: must be 0...1, got 1.5")
        #expect(Self.themeError(#""shadow": { "offsetY": -20000 }"#) == "theme.shadow.offsetY: must be -10000...10000, got -20000")
        #expect(Self.themeError(#""pin": { "size": 0 }"#) == "theme.pin.size: must be > 0 and <= 10000, got 0")
        #expect(Self.themeError(#""classicImage": { "height": -3 }"#) == "theme.classicImage.height: must be > 0 and <= 10000, got -3")
        #expect(Self.themeError(#""textSpacing": "NaN""#) == #"theme.textSpacing: must be a number 0...10000, got "NaN""#)
        #expect(Self.themeError(#""unreadIndicator": { "height": -1 }"#) == "theme.unreadIndicator.height: must be 0...10000, got -1")
    }

    @Test("Text styles: weight 100...900 by 100, one of the 11 text styles, size > 0, maxLines 0...100")
    func textStyles() {
        #expect(Self.themeError(#""title": { "weight": 450 }"#) == "theme.title.weight: must be one of 100, 200, 300, 400, 500, 600, 700, 800, 900, got 450")
        #expect(Self.themeError(#""title": { "weight": "bold" }"#)?.hasPrefix("theme.title.weight: must be one of 100") == true)
        #expect(
            Self.themeError(#""description": { "textStyle": "Body" }"#)
                == #"theme.description.textStyle: must be one of largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2, got "Body""#)
        #expect(Self.themeError(#""domain": { "size": 0 }"#) == "theme.domain.size: must be > 0 and <= 10000, got 0")
        #expect(Self.themeError(#""title": { "maxLines": 2.5 }"#) == "theme.title.maxLines: must be an integer 0...100, got 2.5")
        #expect(Self.themeError(#""description": { "maxLines": 101 }"#) == "theme.description.maxLines: must be an integer 0...100, got 101")
        #expect(Self.themeError(#""emptyState": { "message": 5 }"#) == "theme.emptyState.message: must be a string, got 5")
        // 2.0 is 2.
        #expect((try? Braze.layout(cards: "[\(Self.card)]", theme: #""title": { "maxLines": 2.0 }"#)) != nil)
    }

    @Test("Dynamic Type may not scale a size past 10000 pt")
    func scaledSizeLimit() {
        #expect(
            Braze.error(
                Braze.input(
                    cards: "[\(Self.card)]", environment: #""width": 390, "contentSizeCategory": "AX5""#,
                    theme: #""title": { "size": 5000 }"#))
                == "theme.title.size: must be <= 3137.255 at AX5, where Dynamic Type scales it past the 10000 pt the text layer sets, got 5000")
    }

    @Test("Colors: #RRGGBB, #RRGGBBAA or { light, dark } with both keys")
    func colors() {
        #expect(
            Self.themeError(##""tintColor": "blue""##)
                == #"theme.tintColor: must be a color #RRGGBB or #RRGGBBAA, or an object { "light": color, "dark": color }, got "blue""#)
        #expect(Self.themeError(##""backgroundColor": { "light": "#FFFFFF" }"##) == "theme.backgroundColor.dark: is required; must be a color #RRGGBB or #RRGGBBAA")
        #expect(Self.themeError(##""pin": { "color": "#12345" }"##)?.hasPrefix("theme.pin.color: must be a color") == true)
    }

    @Test("Choices: margin.guide, feed.context")
    func choices() {
        #expect(Self.themeError(#""margin": { "guide": "safeArea" }"#) == #"theme.margin.guide: must be one of layoutMargins, edges, got "safeArea""#)
        #expect(
            Braze.error(Braze.input(cards: "[]", feed: #""context": "sheet""#))
                == #"feed.context: must be one of navigation, modal, got "sheet""#)
        #expect(Braze.error(Braze.input(cards: "[]", feed: #""disableUnreadIndicator": 0"#)) == "feed.disableUnreadIndicator: must be true or false, got 0")
        #expect(Braze.error(Braze.input(cards: "[]", feed: #""title": 3"#)) == "feed.title: must be a string, got 3")
    }

    @Test("The font must be a family of the registry")
    func fontFamily() {
        let error = Self.themeError(#""font": "Helvetica""#)
        #expect(error?.hasPrefix(#"theme.font: must be one of the registered font families ("#) == true)
        #expect(error?.contains("NanumGothic") == true)
        #expect(error?.hasSuffix(#"got "Helvetica""#) == true)
    }

    @Test("The environment is read alike for every kind")
    func environment() {
        #expect(Braze.error(Braze.input(cards: "[]", environment: #""width": 0"#)) == "environment.width: must be > 0 and <= 10000, got 0")
        #expect(Braze.error(Braze.input(cards: "[]", environment: #""width": 390, "displayScale": 2.5"#)) == "environment.displayScale: must be one of 1, 2, 3, got 2.5")
        #expect(Braze.error(Braze.input(cards: "[]", environment: #""width": 390, "height": 0"#)) == "environment.height: must be > 0 and <= 10000, got 0")
        #expect((try? Braze.layout(cards: "[]", environment: #""width": 390, "displayScale": 2.0, "horizontalSizeClass": "compact""#))?.warnings == [])
    }

    // MARK: - Warnings and defaults

    @Test("Unknown keys are warnings, in document order; nothing else changes")
    func unknownKeys() throws {
        let json = #"""
            { "kind": "braze.contentCards", "colour": 1,
              "environment": { "width": 390, "dpi": 3 },
              "theme": { "padding": { "left": 4, "top": 20 }, "shade": true, "title": { "lineHeight": 20 } },
              "feed": { "style": "plain" },
              "cards": [{ "id": "a", "type": "banner", "image": { "url": "u", "alt": "x" }, "subtitle": "s" }] }
            """#
        let layout = try Braze.layout(json)
        #expect(
            layout.warningTexts == [
                "colour: unknown key, ignored", "environment.dpi: unknown key, ignored",
                "theme.padding.left: unknown key, ignored", "theme.shade: unknown key, ignored (did you mean shadow?)",
                "theme.title.lineHeight: unknown key, ignored", "feed.style: unknown key, ignored",
                "cards[0].image.alt: unknown key, ignored", "cards[0].subtitle: unknown key, ignored",
            ])
        let clean = try Braze.layout(cards: #"[{ "id": "a", "type": "banner", "image": "u" }]"#)
        #expect(layout.cards[0].frame == clean.cards[0].frame)
    }

    @Test("domain has no maxLines: it is an unknown key there")
    func domainMaxLines() throws {
        let layout = try Braze.layout(cards: "[\(Self.card)]", theme: #""domain": { "maxLines": 2 }"#)
        #expect(layout.warningTexts == ["theme.domain.maxLines: unknown key, ignored"])
    }

    @Test("Reading warnings come first, then the cards' own, card by card")
    func warningOrder() throws {
        let layout = try Braze.layout(
            cards: #"[{ "id": "a", "type": "banner", "imageAspectRatio": 0, "title": "x", "foo": 1 }, { "id": "b", "type": "banner", "domain": "d", "imageAspectRatio": 500 }]"#
        )
        #expect(
            layout.warningTexts == [
                "cards[0].foo: unknown key, ignored",
                "cards[0].title is not used by banner cards",
                "cards[0].imageAspectRatio: 0 is not a usable aspect ratio; using 1",
                "cards[1].domain is not used by banner cards",
                "cards[1].imageAspectRatio: 500 is outside 0.01...100; using 100",
            ])
    }

    @Test("Every property given as null takes its default")
    func nulls() throws {
        let nulls = #"""
            { "kind": "braze.contentCards",
              "environment": { "width": 390, "contentSizeCategory": null, "colorScheme": null, "layoutDirection": null,
                               "displayScale": null, "locale": null, "now": null, "height": null },
              "theme": { "font": null, "dynamicTypeEnabled": null, "margin": null, "padding": { "top": null },
                         "maxWidth": null, "backgroundColor": null, "borderWidth": null, "shadow": { "color": null },
                         "pin": null, "unreadIndicator": { "color": null }, "title": { "size": null, "maxLines": null },
                         "domain": { "color": null }, "textSpacing": null, "classicImage": null, "emptyState": null },
              "feed": { "context": null, "title": null, "disableUnreadIndicator": null },
              "cards": [{ "id": "a", "type": "classic", "title": "T", "cardDescription": null, "domain": "d",
                          "image": null, "imageAspectRatio": null, "pinned": null, "viewed": null, "dismissed": null,
                          "dismissible": null, "isControl": null, "created": null, "expiresAt": null, "url": null,
                          "openURLInWebView": null, "extras": null }] }
            """#
        let defaults = #"{ "kind": "braze.contentCards", "environment": { "width": 390 }, "cards": [{ "id": "a", "type": "classic", "title": "T", "domain": "d" }] }"#
        let a = try Braze.layout(nulls)
        let b = try Braze.layout(defaults)
        #expect(a == b)
        #expect(a.warnings.isEmpty)
    }
}
