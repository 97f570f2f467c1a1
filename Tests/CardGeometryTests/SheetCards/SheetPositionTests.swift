import Foundation
import Testing

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

/// Tops, the position used and the transition (SheetCards article,
/// "Tops" and "Position used").
@Suite("Sheet cards: positions and transition")
struct SheetPositionTests {
    @Test("Rule 6: Ye = E, Yp = P, Yc = H - B - MO with a normal header")
    func tops() throws {
        let layout = try Sheet.layout()
        // HH = 16 + 8 + 20.574 + 16 = 60.574.
        #expect(layout.positions.extended == 74)
        #expect(layout.positions.peaking == 400)
        #expect(NumberText.format(layout.positions.collapsed) == "779.426")
        #expect(layout.warnings.isEmpty)
    }

    @Test("Rule 6: a header taller than the space collapses every top to E, with a warning")
    func headerTooTall() throws {
        let layout = try Sheet.layout(cards: [["title": "Card", "accessoryHeight": 900]])
        // HH = 960.574; H - B - MO = -120.574; N = 74 + 120.574.
        #expect(layout.positions == .init(extended: 74, peaking: 74, collapsed: 74))
        #expect(layout.warningTexts == ["header is 194.574 pt taller than the space for it"])
        let peaking = try Sheet.layout(cards: [["title": "Card", "accessoryHeight": 700]])
        // H - B - MO = 840 - 760.574 = 79.426: only the peaking top moves up.
        #expect(NumberText.format(peaking.positions.peaking) == "79.426")
        #expect(peaking.positions.collapsed == peaking.positions.peaking)
        #expect(peaking.warnings.isEmpty)
    }

    @Test("Rule 7: the requested position, or the top card's preferred one")
    func requested() throws {
        let preferred = try Sheet.layout(cards: [["title": "Card", "preferredPosition": "collapsed"]])
        #expect(preferred.requestedPosition == .collapsed)
        #expect(preferred.position == .collapsed)
        #expect(NumberText.format(preferred.sheet.card.frame.y) == "779.333")
        let requested = try Sheet.layout(
            cards: [["title": "Card", "preferredPosition": "collapsed"]], ["position": "extended"])
        #expect(requested.position == .extended)
        #expect(requested.sheet.card.frame.y == 74)
    }

    @Test("Rule 7: a card without map content is always extended")
    func noMapContent() throws {
        let layout = try Sheet.layout(cards: [["title": "Card", "hasMapContent": false]], ["position": "collapsed"])
        #expect(layout.availablePositions == [.extended])
        #expect(layout.position == .extended)
        #expect(layout.warningTexts == ["position collapsed is not available; using extended"])
        let asked = try Sheet.layout(cards: [["title": "Card", "hasMapContent": false]], ["position": "extended"])
        #expect(asked.warnings.isEmpty)
    }

    @Test("Rule 7: with a compact vertical class, peaking becomes extended; collapsed stays")
    func compactVertical() throws {
        let landscape = SheetScreenTests.landscapePhone
        let peaking = try Sheet.layout(environment: landscape)
        #expect(peaking.availablePositions == [.collapsed, .extended])
        #expect(peaking.requestedPosition == .peaking)
        #expect(peaking.position == .extended)
        #expect(peaking.warningTexts == ["position peaking is not available; using extended"])
        let collapsed = try Sheet.layout(environment: landscape, ["position": "collapsed"])
        #expect(collapsed.position == .collapsed)
        #expect(collapsed.warnings.isEmpty)
        // The tops are all given, available or not.
        #expect(peaking.positions.peaking == 195)
    }

    @Test("Rule 15: no transition for a single card; push and pop for a stack")
    func transition() throws {
        #expect(try Sheet.layout().transition == nil)
        let transition = try #require(try Sheet.layout(cards: [["title": "A"], ["title": "B"]]).transition)
        #expect(
            transition.push
                == .init(
                    duration: 0.25, damping: 0.75, dimColor: .init(red: 0, green: 0, blue: 0), dimAlpha: [0, 0.25]))
        #expect(
            transition.pop
                == .init(duration: 0.3125, damping: 1, dimColor: .init(red: 0, green: 0, blue: 0), dimAlpha: [0.25, 0]))
    }

    @Test(
        "Rule 15: the card below gets back its last position, else its preferred one, by rule 7's first cases",
        arguments: [
            // The card below's preferredPosition, lastPosition, hasMapContent; the device; the result.
            (nil as String?, nil as String?, true, "phone", SheetCardInput.Position.peaking),
            (nil, "collapsed", true, "phone", .collapsed),
            ("extended", nil, true, "phone", .extended),
            ("extended", "collapsed", true, "phone", .collapsed),
            (nil, "collapsed", false, "phone", .extended),
            (nil, "peaking", true, "landscape", .extended),
            (nil, "collapsed", true, "landscape", .collapsed),
            (nil, "peaking", true, "iPad", .peaking),
        ])
    func restorePosition(
        preferred: String?, last: String?, hasMapContent: Bool, device: String, expected: SheetCardInput.Position
    ) throws {
        var card: [String: Any] = ["title": "Below", "hasMapContent": hasMapContent]
        card["preferredPosition"] = preferred
        card["lastPosition"] = last
        let layout = try Sheet.layout(environment: SheetScreenTests.device(device), cards: [card, ["title": "Top"]])
        #expect(layout.transition?.restorePosition == expected)
    }

    @Test("The top card's lastPosition is ignored with a warning")
    func lastPositionOnTop() throws {
        let layout = try Sheet.layout(cards: [["title": "A"], ["title": "B", "lastPosition": "collapsed"]])
        #expect(layout.position == .peaking)
        #expect(layout.warningTexts == ["cards[1].lastPosition is ignored on the top card"])
    }
}
