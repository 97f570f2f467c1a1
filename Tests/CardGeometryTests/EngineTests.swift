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

@Suite("Engine")
struct EngineTests {
    @Test("height(for:width:) is the layout's snapped height at that width")
    func heightForWidth() throws {
        let input = try StorytellerCardInput(json: inputJSON(["theme": theme(over: false)]))
        let height = try engine.height(for: input, width: 320)
        var narrow = input
        narrow.environment.width = 320
        #expect(height == (try engine.layout(narrow)).size.height)
        #expect(height != (try engine.layout(input)).size.height)
    }

    @Test("One engine serves many threads at once with the same results")
    func concurrentUse() async throws {
        let widths = Array(stride(from: 300.0, through: 420, by: 7.5))
        let serial = try widths.map { width in
            try engine.layout(StorytellerCardInput(json: inputJSON(["environment": ["width": width], "theme": theme(over: false)])))
        }
        let concurrent = try await withThrowingTaskGroup(of: (Int, StorytellerCardLayout).self) { group in
            for (index, width) in widths.enumerated() {
                group.addTask {
                    (
                        index,
                        try engine.layout(
                            StorytellerCardInput(
                                json: inputJSON(["environment": ["width": width], "theme": theme(over: false)])))
                    )
                }
            }
            var results = [StorytellerCardLayout?](repeating: nil, count: widths.count)
            for try await (index, layout) in group { results[index] = layout }
            return results.compactMap { $0 }
        }
        #expect(concurrent == serial)
    }

    @Test("The batch API gives each input's result, in order, as one by one")
    func batch() throws {
        var inputs = try (0..<9).map { index in
            LayoutInput.storyteller(try StorytellerCardInput(json: inputJSON(["environment": ["width": 300 + 10 * index]])))
        }
        inputs[4].environment.width = -1
        let results = engine.layout(batch: inputs)
        #expect(results.count == 9)
        for (input, result) in zip(inputs, results) {
            switch result {
            case .success(let layout): #expect(layout == (try engine.layout(input)))
            case .failure(let error): #expect(error.description == "environment.width: must be > 0 and <= 10000, got -1")
            }
        }
        if case .success = results[4] { Issue.record("the invalid input was laid out") }
        #expect(engine.layout(batch: [LayoutInput]()).isEmpty)
    }

    @Test("A Swift-built input lays out like the same input in JSON")
    func swiftInput() throws {
        var theme = StorytellerCardInput.Theme()
        theme.cards.textOverContent = false
        theme.cards.style.marginHorizontal = 16
        theme.cards.style.heading.textColor = .theme(.blackPrimary)
        theme.cards.style.button.title.font = .family("Inter")
        let input = StorytellerCardInput(
            environment: LayoutEnvironment(width: 375, colorScheme: .dark, displayScale: 2),
            theme: theme,
            card: StorytellerCardInput.Card(
                id: "s", title: "Swift", subtitle: "Built", buttonText: "Go", media: StorytellerCardInput.Media(aspectRatio: .square)))
        let json = #"""
            {"environment":{"width":375,"colorScheme":"dark","displayScale":2},
             "theme":{"cards":{"textOverContent":false,"style":{"marginHorizontal":16,
               "heading":{"textColor":"{theme.colors.black.primary}"},"button":{"title":{"font":"Inter"}}}}},
             "card":{"id":"s","title":"Swift","subtitle":"Built","buttonText":"Go","media":{"aspectRatio":"1:1"}}}
            """#
        #expect(try engine.layout(input) == (try layout(json: json)))
        #expect(try StorytellerCardInput(json: Data(json.utf8)) == input)
    }
}
