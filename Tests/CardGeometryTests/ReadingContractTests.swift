import Foundation
import Testing

@testable import BrazeContentCards
@testable import CardGeometry
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

/// Every kind reads by the one contract of the core: `init(json:)` and
/// `init(jsonValue:)` read each value checked as it is met and then run the
/// validation step, so they throw what the engine throws, the first error
/// in document order.
@Suite("Reading contract")
struct ReadingContractTests {
    /// A document with two bad values, the first in document order being
    /// the environment's width.
    static let documents: [(kind: String, read: @Sendable (Data) throws -> Void)] = [
        ("storyteller", { _ = try StorytellerCardInput(json: $0) }),
        ("braze.contentCards", { _ = try BrazeFeedInput(json: $0) }),
        ("storyly.storyGroups", { _ = try StoryGroupBarInput(json: $0) }),
        ("tgcard.sheet", { _ = try SheetCardInput(json: $0) }),
        ("storifyme.widgets", { _ = try WidgetStackInput(json: $0) }),
    ]

    static func error(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("init(json:), init(jsonValue:) and the engine report the same first error in document order, in every kind")
    func sameFirstError() throws {
        for (kind, read) in Self.documents {
            let json = Data(#"{"kind": "\#(kind)", "environment": {"width": -1, "height": -1}, "junk": 1}"#.utf8)
            let value = try JSONParser.parse(json)
            let fromData = Self.error { try read(json) }
            let fromValue = Self.error {
                switch kind {
                case "storyteller": _ = try StorytellerCardInput(jsonValue: value)
                case "braze.contentCards": _ = try BrazeFeedInput(jsonValue: value)
                case "storyly.storyGroups": _ = try StoryGroupBarInput(jsonValue: value)
                case "tgcard.sheet": _ = try SheetCardInput(jsonValue: value)
                default: _ = try WidgetStackInput(jsonValue: value)
                }
            }
            let fromEngine = Self.error { _ = try engine.layout(json: json) }
            #expect(fromData == "environment.width: must be > 0 and <= 10000, got -1", "\(kind)")
            #expect(fromValue == fromData, "\(kind)")
            #expect(fromEngine == fromData, "\(kind)")
        }
    }

    @Test("A sheet's bad value in a card comes before a later bad top-level value")
    func sheetFirstErrorInDocumentOrder() {
        let json = #"""
            {"kind": "tgcard.sheet", "environment": {"width": 402, "height": 874},
             "cards": [{"contentHeight": -1}], "scrollOffset": -2}
            """#
        #expect(
            Self.error { _ = try SheetCardInput(json: Data(json.utf8)) }
                == "cards[0].contentHeight: must be 0...1000000, got -1")
    }

    @Test("A typed sheet is checked by the same declarations as JSON")
    func typedSheetIsChecked() {
        var input = SheetCardInput(environment: LayoutEnvironment(width: 402, height: 874), cards: [SheetCardInput.Card()])
        input.cards[0].mapButtons.top = 9
        #expect(Self.error { try input.validate() } == "cards[0].mapButtons.top: must be an integer 0...8, got 9")
        input.cards[0].mapButtons.top = 8
        input.drag = SheetCardInput.Drag(y: 0, velocity: 100_001)
        #expect(Self.error { try input.validate() } == "drag.velocity: must be -100000...100000, got 100001")
    }

    @Test("A repeated id has one wording in every kind")
    func repeatedIDWording() {
        let braze = #"{"kind": "braze.contentCards", "environment": {"width": 390}, "cards": [{"id": "a", "type": "classic"}, {"id": "a", "type": "classic"}]}"#
        #expect(
            Self.error { _ = try BrazeFeedInput(json: Data(braze.utf8)) }
                == #"cards[1].id: must be unique in cards (cards[0].id has it too), got "a""#)
        let storyteller = #"{"environment": {"width": 390}, "collection": {"cards": [{"id": "a"}, {"id": "a"}]}}"#
        #expect(
            Self.error { _ = try StorytellerCardInput(json: Data(storyteller.utf8)) }
                == #"collection.cards[1].id: must be unique in the collection (collection.cards[0].id has it too), got "a""#)
    }
}
