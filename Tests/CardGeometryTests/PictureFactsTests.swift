import Foundation
import Testing

@testable import BrazeContentCards
@testable import CardGeometry
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

/// What a picture needs of a layout besides its shapes, as each kind's own
/// layout gives it (``KindLayout/screens`` and the rest), so that a drawer
/// names no kind.
@Suite("Picture facts of each kind")
struct PictureFactsTests {
    func layout(_ kind: LayoutKind) throws -> Layout {
        try engine.layout(json: KindWarningCodeTests.example(of: kind))
    }

    @Test("a kind without its own facts has one screen of its drawing size and nothing else")
    func defaults() throws {
        let card = try layout(.storyteller)
        let size = card.drawingSize
        #expect(card.content.screens == [PictureRegion(name: nil, frame: LayoutRect(x: 0, y: 0, width: size.width, height: size.height))])
        #expect(card.content.clippedParts.isEmpty)
        #expect(card.content.topRoundedSurfaces.isEmpty)
        #expect(card.content.badgeSymbols.isEmpty)
        #expect(card.content.titleBar == nil)
    }

    @Test("a sheet has a screen per position, named by it, and its card rounds its top corners only")
    func sheet() throws {
        let sheet = try #require(try layout(.sheetCards).sheetCards)
        let positions = sheet.sheetsAtEveryPosition.map(\.position.rawValue)
        #expect(sheet.screens.map(\.name) == positions)
        #expect(sheet.screens.map(\.frame) == sheet.panels.map(\.screen))
        #expect(sheet.topRoundedSurfaces == Set(positions.map { $0 + ".card" }))
        #expect(sheet.clippedParts.isEmpty && sheet.badgeSymbols.isEmpty && sheet.titleBar == nil)
    }

    @Test("a widget stack clips its clipped widgets and names its warning and loading symbols")
    func widgets() throws {
        let stack = try #require(try layout(.storifyMeWidgets).storifyMeWidgets)
        let clipped = stack.widgets.filter(\.clipped)
        #expect(!clipped.isEmpty)
        #expect(stack.clippedParts.map(\.name) == clipped.map { "widgets[\($0.index)]" })
        #expect(stack.clippedParts.map(\.frame) == clipped.map(\.frame))
        let error = try #require(stack.widgets.first { $0.error != nil })
        let loading = try #require(stack.widgets.first { $0.loading != nil })
        #expect(stack.badgeSymbols["widgets[\(error.index)].error.icon"] == .warningTriangle)
        #expect(stack.badgeSymbols["widgets[\(loading.index)].loading.spinner"] == .spinner)
        #expect(stack.badgeSymbols.count == stack.widgets.count { $0.error != nil } + stack.widgets.count { $0.loading != nil })
    }

    @Test("a story-group bar clips its clipped cells with their corners and names its pin and IVOD badges")
    func storyGroups() throws {
        let bar = try #require(try layout(.storylyStoryGroups).storylyStoryGroups)
        for (position, group) in bar.groups.enumerated() {
            let clip = bar.clippedParts.first { $0.name == "groups[\(position)]" }
            #expect((clip != nil) == group.clipped)
            if let clip { #expect(clip.frame == group.frame && clip.cornerRadius == group.cornerRadius) }
            #expect(bar.badgeSymbols["groups[\(position)].pin"] == (group.pin == nil ? nil : .pinOnFill))
            #expect(bar.badgeSymbols["groups[\(position)].ivod"] == (group.ivod == nil ? nil : .playOnFill))
        }
        #expect(bar.badgeSymbols.values.contains(.pinOnFill))
    }

    @Test("a feed names its pins and its title bar; no title, no bar")
    func feed() throws {
        let feed = try #require(try layout(.brazeContentCards).brazeContentCards)
        let pinned = feed.cards.indices.filter { feed.cards[$0].pin != nil }
        #expect(!pinned.isEmpty)
        #expect(feed.badgeSymbols == Dictionary(uniqueKeysWithValues: pinned.map { ("cards[\($0)].pin", BadgeSymbol.pin) }))
        let title = try #require(feed.feed.title)
        #expect(feed.titleBar == TitleBar(title: title, doneButton: feed.feed.doneButton))
        var untitled = feed
        untitled.feed.title = ""
        #expect(untitled.titleBar == nil)
        untitled.feed.title = nil
        #expect(untitled.titleBar == nil)
    }
}
