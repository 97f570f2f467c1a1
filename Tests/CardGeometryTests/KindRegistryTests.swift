import CardText
import Foundation
import Testing

@testable import BrazeContentCards
@testable import CardGeometry
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

/// The one list of systems (``KindRegistry``) and what reads it: the kinds,
/// reading by `kind`, ``LayoutInput`` and ``Layout`` over any kind.
@Suite("Kind registry")
struct KindRegistryTests {
    /// An input of a type no system reads.
    struct UnregisteredInput: KindInput {
        var environment = LayoutEnvironment(width: 320)
        var warnings: [CardLayoutWarning] { [] }
        init(json: Data) throws(CardLayoutError) {}
        init(jsonValue: JSONValue) throws(CardLayoutError) {}
        init() {}
        func validate() throws(CardLayoutError) {}
    }

    /// `input` as a ``LayoutInput``, through the initializer for any kind.
    static func layoutInput(_ input: some KindInput) -> LayoutInput? { LayoutInput(input) }

    @Test("allCases is the registry's kinds, in its order, each with its description")
    func allCasesFromRegistry() {
        #expect(
            LayoutKind.allCases == [.storyteller, .brazeContentCards, .storylyStoryGroups, .sheetCards, .storifyMeWidgets])
        #expect(LayoutKind.allCases == KindRegistry.systems.map { $0.kindDescription.kind })
        for kind in LayoutKind.allCases {
            #expect(kind.kindDescription?.kind == kind)
            #expect(KindRegistry.system(of: kind) != nil)
        }
        #expect(LayoutKind(rawValue: "no.such.kind").kindDescription == nil)
        #expect(KindRegistry.system(of: LayoutKind(rawValue: "no.such.kind")) == nil)
        #expect(KindRegistry.systemOfInputWithoutKind?.kindDescription.kind == .storyteller)
    }

    @Test("each kind's input is read into a LayoutInput of that kind, laid out as the typed input is", arguments: LayoutKind.allCases)
    func readAndLaidOut(kind: LayoutKind) throws {
        let data = try KindWarningCodeTests.example(of: kind)
        let input = try engine.input(json: data)
        #expect(input.kind == kind)
        let opened = Self.layoutInput(input.content)
        let rewrapped = try #require(opened)
        #expect(rewrapped == input)
        #expect(rewrapped.kind == kind)
        let layout = try engine.layout(input)
        #expect(layout.kind == kind)
        #expect(layout == (try engine.layout(json: data)))
        #expect(layout.jsonString() == (try engine.layout(json: data)).jsonString())
    }

    @Test("a typed input and its shorthand give the same LayoutInput; a type no system reads gives none")
    func typedInputs() throws {
        let storyteller = try StorytellerCardInput(json: KindWarningCodeTests.example(of: .storyteller))
        let braze = try BrazeFeedInput(json: KindWarningCodeTests.example(of: .brazeContentCards))
        #expect(LayoutInput(storyteller) == .storyteller(storyteller))
        #expect(LayoutInput(braze) == .brazeContentCards(braze))
        #expect(LayoutInput(storyteller)?.kind == .storyteller)
        #expect(LayoutInput(braze)?.kind == .brazeContentCards)
        #expect(LayoutInput(storyteller) != LayoutInput(braze))
        #expect(LayoutInput(UnregisteredInput()) == nil)
        var hashes = Set<LayoutInput>()
        hashes.insert(.storyteller(storyteller))
        hashes.insert(.storyteller(storyteller))
        hashes.insert(.brazeContentCards(braze))
        #expect(hashes.count == 2)
    }

    @Test("setting the environment of a LayoutInput sets its kind's input's")
    func environment() throws {
        var input = try engine.input(json: KindWarningCodeTests.example(of: .sheetCards))
        var environment = input.environment
        environment.width = 500
        input.environment = environment
        #expect(input.environment.width == 500)
        #expect(input.content.environment.width == 500)
        #expect((input.content as? SheetCardInput)?.environment.width == 500)
        #expect((try engine.layout(input)).size.width == 500)
    }

    @Test("Layout wraps any kind's layout and gives it back only as its own type")
    func layoutContent() throws {
        let storyteller = try engine.layout(json: KindWarningCodeTests.example(of: .storyteller))
        let widgets = try engine.layout(json: KindWarningCodeTests.example(of: .storifyMeWidgets))
        let typed = try #require(storyteller.content(as: StorytellerCardLayout.self))
        #expect(storyteller.content(as: WidgetStackLayout.self) == nil)
        #expect(storyteller.storyteller == typed)
        #expect(Layout(typed) == storyteller)
        #expect(Layout.storyteller(typed) == storyteller)
        #expect(Layout(typed).kind == .storyteller)
        #expect(widgets != storyteller)
        #expect(widgets.storifyMeWidgets != nil && widgets.storyteller == nil)
        #expect(Set([storyteller, Layout(typed), widgets]).count == 2)
        #expect(storyteller.cardId == typed.cardId)
        #expect(storyteller.textBlocks.map(\.name) == typed.textBlocks.map(\.name))
    }

    @Test("a batch over environments binds the layouts to the input's kind")
    func environments() throws {
        let input = try engine.input(json: KindWarningCodeTests.example(of: .storylyStoryGroups))
        let widths = [320.0, 390, 430]
        let results = engine.layout(
            input, in: widths.map { width in
                var environment = input.environment
                environment.width = width
                return environment
            }
        ) { $0 }
        let layouts = try results.map { try $0.get() }
        #expect(layouts.map(\.kind) == [.storylyStoryGroups, .storylyStoryGroups, .storylyStoryGroups])
        #expect(layouts.map(\.size.width) == widths)
        #expect(layouts.allSatisfy { $0.storylyStoryGroups != nil })
    }
}
