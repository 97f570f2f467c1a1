import Foundation
import Testing

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

@Suite("Collections")
struct CollectionTests {
    let cards: [[String: Any]] = [
        ["id": "a", "title": "First"], ["id": "b", "title": "Second"], ["id": "c", "title": "Third"],
    ]

    func shown(ordering: String?, viewed: [String] = [], tapped: [String] = []) throws -> String? {
        var collection: [String: Any] = ["cards": cards, "state": ["viewed": viewed, "tapped": tapped]]
        if let ordering { collection["ordering"] = ordering }
        let document: [String: Any] = ["environment": ["width": 390], "collection": collection]
        let result = try engine.layout(StorytellerCardInput(json: JSONSerialization.data(withJSONObject: document)))
        #expect(result.heading?.text == ["a": "First", "b": "Second", "c": "Third"][result.cardId ?? ""])
        return result.cardId
    }

    @Test("none (the default) shows the first card whatever the state")
    func unordered() throws {
        #expect(try shown(ordering: nil, viewed: ["a"]) == "a")
        #expect(try shown(ordering: "none", viewed: ["a"], tapped: ["a"]) == "a")
    }

    @Test("viewed shows the first card not in state.viewed, in collection order")
    func viewed() throws {
        #expect(try shown(ordering: "viewed") == "a")
        #expect(try shown(ordering: "viewed", viewed: ["a"], tapped: ["b"]) == "b")
        #expect(try shown(ordering: "viewed", viewed: ["b", "a"]) == "c")
        #expect(try shown(ordering: "viewed", viewed: ["a", "c", "zzz"]) == "b")
    }

    @Test("tapped shows the first card not in state.tapped")
    func tapped() throws {
        #expect(try shown(ordering: "tapped", viewed: ["a", "b"]) == "a")
        #expect(try shown(ordering: "tapped", tapped: ["a", "b"]) == "c")
    }

    @Test("When every card is contained, the first card is shown")
    func allContained() throws {
        #expect(try shown(ordering: "viewed", viewed: ["c", "b", "a"]) == "a")
        #expect(try shown(ordering: "tapped", tapped: ["a", "b", "c"]) == "a")
    }

    @Test("A single card may omit its id; cardId is then null")
    func singleCardWithoutID() throws {
        let result = try layout(json: #"{"environment":{"width":390},"card":{"title":"T"}}"#)
        #expect(result.cardId == nil)
        #expect(result.jsonString(pretty: false).contains(#""cardId":null"#))
    }

    @Test("Every card of a collection is validated, not only the one shown")
    func everyCardValidated() {
        let json = #"""
            {"environment":{"width":390},"collection":{"cards":[{"id":"a"},{"id":"b","media":{"aspectRatio":"5:4"}}]}}
            """#
        #expect(
            layoutError(json)
                == #"collection.cards[1].media.aspectRatio: must be one of 1:1, 2:3, 3:4, 4:5, 9:16, 16:9, 4:1, got "5:4""#
        )
    }

    @Test("Errors in a shown card name its place in the collection")
    func errorPathInCollection() throws {
        let json = #"""
            {"environment":{"width":390},"collection":{"ordering":"viewed","state":{"viewed":["a"]},
             "cards":[{"id":"a"},{"id":"b","title":"T"}]},
             "theme":{"cards":{"style":{"heading":{"font":"Nope"}}}}}
            """#
        let error = try #require(layoutError(json))
        #expect(error.hasPrefix(#"theme.cards.style.heading.font: must be one of the registered font families ("#))
    }

    @Test("StorytellerCardInput.Collection.selectedCard follows the same rule in Swift")
    func swiftSelection() {
        let collection = StorytellerCardInput.Collection(
            ordering: .tapped, cards: [StorytellerCardInput.Card(id: "x"), StorytellerCardInput.Card(id: "y")],
            state: StorytellerCardInput.CollectionState(viewed: ["y"], tapped: ["x"]))
        #expect(collection.selectedCard?.id == "y")
        #expect(collection.selectedCardIndex == 1)
        #expect(StorytellerCardInput.Collection(cards: []).selectedCard == nil)
    }
}
