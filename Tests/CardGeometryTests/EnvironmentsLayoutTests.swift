import CardText
import Foundation
import Testing

@testable import CardGeometry
@testable import CardGeometryCore
@testable import StorytellerCards

/// `CardLayoutEngine.layout(_:in:_:)`, the device matrix's road: it checks
/// what does not depend on the environment once, so each environment must
/// still give exactly the layout or the error that setting it on the input
/// and laying that out gives.
@Suite("Layout over environments")
struct EnvironmentsLayoutTests {
    /// Widths where a wide margin leaves no room, categories where a large
    /// heading passes the text layer's size, both schemes and directions,
    /// and one environment whose own values are out of range.
    static let environments: [LayoutEnvironment] = {
        var environments: [LayoutEnvironment] = []
        for width in [100.0, 320, 1024] {
            for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
                for scheme in ColorScheme.allCases {
                    for direction in LayoutDirection.allCases {
                        var environment = LayoutEnvironment(width: width)
                        environment.contentSizeCategory = category
                        environment.colorScheme = scheme
                        environment.layoutDirection = direction
                        environments.append(environment)
                    }
                }
            }
        }
        environments.append(LayoutEnvironment(width: -1))
        return environments
    }()

    static func input(_ change: (inout StorytellerCardInput) -> Void = { _ in }) throws -> StorytellerCardInput {
        var input = try StorytellerCardInput(json: inputJSON(["theme": theme(over: false, style: ["padding": 16])]))
        change(&input)
        return input
    }

    /// Each environment's outcome one by one, as text (a layout's JSON or
    /// an error's description).
    static func oneByOne(_ input: StorytellerCardInput) -> [String] {
        environments.map { environment in
            var input = input
            input.environment = environment
            do {
                return try engine.layout(LayoutInput.storyteller(input)).jsonString()
            } catch {
                return "error: \(error)"
            }
        }
    }

    static func overEnvironments(_ input: StorytellerCardInput) -> [String] {
        engine.layout(LayoutInput.storyteller(input), in: environments) { $0.jsonString() }.map { result in
            switch result {
            case .success(let json): json
            case .failure(let error): "error: \(error)"
            }
        }
    }

    @Test(
        "Each environment gives the layout or the error laying the input out there gives",
        arguments: [
            "valid", "theme out of range", "margin too wide for narrow widths", "heading too large at AX5",
            "too large at AX5 and too wide", "duplicate ids in a collection, too wide",
        ])
    func sameAsOneByOne(_ name: String) throws {
        let input: StorytellerCardInput
        switch name {
        case "valid": input = try Self.input()
        case "theme out of range": input = try Self.input { $0.theme.cards.style.headingsSpacing = -1 }
        case "margin too wide for narrow widths": input = try Self.input { $0.theme.cards.style.marginHorizontal = 140 }
        case "heading too large at AX5": input = try Self.input { $0.theme.cards.style.heading.textSize = 5000 }
        case "too large at AX5 and too wide":
            input = try Self.input {
                $0.theme.cards.style.heading.textSize = 5000
                $0.theme.cards.style.marginHorizontal = 140
            }
        default:
            let json = #"""
                {"environment":{"width":390},"theme":{"cards":{"textOverContent":false,"style":{"padding":16,
                 "marginHorizontal":140}}},"collection":{"cards":[{"id":"a","title":"One"},{"id":"b","title":"Two"}]}}
                """#
            var collection = try StorytellerCardInput(json: Data(json.utf8))
            guard case .collection(var content) = collection.content else { Issue.record("not a collection"); return }
            content.cards[1].id = "a"
            collection.content = .collection(content)
            input = collection
        }
        let expected = Self.oneByOne(input)
        #expect(Self.overEnvironments(input) == expected)
        // The cases reach the errors they are named for.
        let errors = expected.filter { $0.hasPrefix("error: ") }
        func reached(_ path: String) -> Bool { errors.contains { $0.hasPrefix("error: " + path) } }
        #expect(reached("environment.width"))
        switch name {
        case "valid": #expect(errors.count == 1)
        case "theme out of range": #expect(errors.count == Self.environments.count)
        case "margin too wide for narrow widths": #expect(reached("theme.cards.style.marginHorizontal"))
        case "heading too large at AX5": #expect(reached("theme.cards.style.heading.textSize"))
        case "too large at AX5 and too wide":
            #expect(reached("theme.cards.style.heading.textSize") && reached("theme.cards.style.marginHorizontal"))
        default: #expect(reached("collection.cards[1].id"))
        }
    }
}
