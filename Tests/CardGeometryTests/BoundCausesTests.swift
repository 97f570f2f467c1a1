// The unbounded parts each kind hands the output bound (``OutputBound``) are
// kept as the layout made them and turned into causes (paths and values) only
// when a check fails: these tests ask for them and require the paths, in the
// order the causes were made in before (the bound names the first of the
// furthest-reaching ones).

import Foundation
import Testing

@testable import BrazeContentCards
@testable import CardGeometry
@testable import CardGeometryCore
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups

@Suite("Output bound causes, made when asked")
struct BoundCausesTests {
    static func layout<L: KindLayout>(_ json: String, as type: L.Type) throws -> L {
        try #require(try engine.layout(json: Data(json.utf8)).content(as: type))
    }

    @Test("Braze: a card's given ratio, then its texts in stacking order, at the card's input index")
    func brazeCardCauses() throws {
        let feed = try Self.layout(
            """
            {"kind": "braze.contentCards", "environment": {"width": 390},
             "cards": [{"id": "a", "type": "captionedImage", "title": "Title", "cardDescription": "Words",
                        "domain": "example.com", "imageAspectRatio": 1.5}]}
            """, as: BrazeFeedLayout.self)
        let card = try #require(feed.cards.first)
        let causes = BrazeFeedOutputBound.CardCauses(
            card: card, index: 2, given: (JSONPath("cards").appending(index: 2).appending("imageAspectRatio"), "1.5"),
            imageHeight: 260)
        #expect(causes.all.map(\.path.description) == [
            "cards[2].imageAspectRatio", "cards[2].title", "cards[2].cardDescription", "cards[2].domain",
        ])
        #expect(causes.all.first?.value() == "1.5")
        #expect(causes.all.first?.reach().down == 260)
        // Without an image, no ratio is blamed.
        let noImage = BrazeFeedOutputBound.CardCauses(card: card, index: 0, given: nil, imageHeight: nil)
        #expect(noImage.all.map(\.path.description) == ["cards[0].title", "cards[0].cardDescription", "cards[0].domain"])
    }

    @Test("Storyly: an item's covers' ratios and titles in the template's order")
    func storylyItemCauses() throws {
        let json = """
            {"kind": "storyly.storyGroups", "environment": {"width": 390}, "style": "custom",
             "custom": {"sizing": "fit", "size": {"width": 100, "height": 178},
                        "elements": [{"type": "title", "lines": 2}, {"type": "cover", "aspectRatio": "3:4"}]},
             "groups": [{"id": 1, "title": "New in"}, {"id": 2, "title": "Kids"}]}
            """
        let bar = try Self.layout(json, as: StoryGroupBarLayout.self)
        let title = try #require(bar.groups.last?.title)
        let input = try #require(try engine.input(json: Data(json.utf8)).content as? StoryGroupBarInput)
        let template = CellTemplate(input: input)
        guard case .media(let cover) = template.elements[1], let ratio = cover.aspectRatio else {
            Issue.record("the template's second element is not a cover with a ratio")
            return
        }
        var causes = StoryGroupItemCauses(inputPosition: 1)
        #expect(causes.isEmpty)
        causes.append(title: title)
        causes.append(cover, ratio: ratio)
        #expect(!causes.isEmpty)
        #expect(causes.all.map(\.path.description) == ["groups[1].title", "custom.elements[1].aspectRatio"])
        #expect(causes.all.map { $0.value() } == ["a text of 4 UTF-16 code units", "\"3:4\""])
        #expect(causes.all.last?.reach().down == cover.height)
    }

    @Test("StorifyMe: a widget's story titles, its loading label and its error message, at their paths")
    func storifyMeWidgetCauses() throws {
        let stack = try Self.layout(
            """
            {"kind": "storifyme.widgets", "environment": {"width": 390, "height": 844},
             "placement": "fit",
             "widgets": [{"widgetId": 1, "state": "loaded",
                          "stories": [{"id": 1, "title": "Kids"}, {"id": 2}, {"id": 3, "title": "Travel"}]},
                         {"widgetId": 2, "state": "loading"},
                         {"widgetId": 3, "state": "error", "errorMessage": "Offline"}]}
            """, as: WidgetStackLayout.self)
        #expect(stack.widgets.count == 3)
        let paths = stack.widgets.enumerated().map { index, widget in
            WidgetStackOutputBound.WidgetCauses(widget: widget, index: index).all.map(\.path.description)
        }
        #expect(paths == [
            ["widgets[0].stories[0].title", "widgets[0].stories[2].title"],
            ["theme.loading.text"],
            ["widgets[2].errorMessage"],
        ])
    }
}
