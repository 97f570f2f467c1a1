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

/// A batch of environments of one input (``CardLayoutEngine/layout(_:in:includesGlyphs:_:)``)
/// does once what the environments do not change: light and dark share a
/// geometry where the kind's does not read the scheme, and every paragraph
/// is shaped once for the batch. Each environment must still get, byte for
/// byte, the layout (or the error) it gets laid out alone.
@Suite struct SharedEnvironmentsTests {
    /// A matrix over three widths, three text sizes, both schemes and both
    /// directions: 36 environments, `base`'s with those four replaced.
    static func environments(base: LayoutEnvironment) -> [LayoutEnvironment] {
        var environments: [LayoutEnvironment] = []
        for width in [320.0, 390, 1024] {
            for category in [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge] {
                for scheme in ColorScheme.allCases {
                    for direction in LayoutDirection.allCases {
                        var environment = base
                        environment.width = width
                        environment.contentSizeCategory = category
                        environment.colorScheme = scheme
                        environment.layoutDirection = direction
                        environments.append(environment)
                    }
                }
            }
        }
        return environments
    }

    /// Every kind's geometry reads the direction and not the scheme: its
    /// light and dark environments share one layout in a batch.
    @Test func everyKindSharesOneGeometryForLightAndDark() {
        #expect(StorytellerCardsSystem.geometryReads == [.layoutDirection])
        #expect(BrazeContentCardsSystem.geometryReads == [.layoutDirection])
        #expect(StorylyStoryGroupsSystem.geometryReads == [.layoutDirection])
        #expect(SheetCardsSystem.geometryReads == [.layoutDirection])
        #expect(StorifyMeWidgetsSystem.geometryReads == [.layoutDirection])
        let environments = Self.environments(base: LayoutEnvironment(width: 390))
        let groups = EnvironmentGroups(environments, geometryReads: [.layoutDirection])
        #expect(groups.members.count == environments.count / 2)
        for members in groups.members {
            #expect(members.count == 2)
            let (light, dark) = (environments[members[0]], environments[members[1]])
            #expect(light.colorScheme == .light && dark.colorScheme == .dark)
            #expect(light.layoutDirection == dark.layoutDirection && light.width == dark.width)
        }
    }

    /// A Storyly bar whose badges, icon fill, bar fill and rings each have
    /// their own dark color (the defaults of the badges are one color in
    /// both schemes, so the golden inputs cannot tell a badge left in the
    /// other scheme's color): each environment of the batch as alone, and
    /// the dark badges in their dark colors.
    @Test func storylyBadgesTakeTheirOwnSchemesColors() throws {
        let fonts = try FontRegistry.bundled()
        let engine = CardLayoutEngine(fonts: fonts)
        let alone = CardLayoutEngine(fonts: fonts)
        let golden = try #require(GoldenCase.all.first { $0.name.hasSuffix("pin-and-ivod-large") })
        guard var bar = try engine.input(json: Data(contentsOf: golden.input)).content as? StoryGroupBarInput else {
            Issue.record("\(golden.name) is not a Storyly bar")
            return
        }
        func red(_ value: UInt8) -> RGBAColor { RGBAColor(red: value, green: 0, blue: 0) }
        func pair(_ light: UInt8, _ dark: UInt8) -> DynamicColor { DynamicColor(light: red(light), dark: red(dark)) }
        bar.theme.pin.backgroundColor = pair(1, 2)
        bar.theme.ivod.backgroundColor = pair(3, 4)
        bar.theme.icon.backgroundColor = pair(5, 6)
        bar.theme.list.backgroundColor = pair(7, 8)
        bar.theme.border.colorSeen = .init(light: [red(9)], dark: [red(10)])
        bar.theme.border.colorNotSeen = .init(light: [red(11)], dark: [red(12)])
        let input = LayoutInput.storylyStoryGroups(bar)
        let environments = Self.environments(base: input.environment)
        let batch = engine.layout(input, in: environments) { $0 }
        var darkBadges = 0
        for (environment, shared) in zip(environments, batch) {
            var one = input
            one.environment = environment
            let expected = Result { () throws(CardLayoutError) in try alone.layout(one) }
            #expect(
                shared.map { $0.jsonString(pretty: true) } == expected.map { $0.jsonString(pretty: true) },
                "\(environment)")
            guard environment.colorScheme == .dark, case .success(let any) = shared, let layout = any.storylyStoryGroups
            else {
                continue
            }
            for item in layout.groups {
                if let ivod = item.ivod {
                    #expect(ivod.backgroundColor == red(4))
                    darkBadges += 1
                }
                if let pin = item.pin {
                    #expect(pin.backgroundColor == red(2))
                    darkBadges += 1
                }
            }
        }
        #expect(darkBadges > 18)
    }

    /// Every golden input over the matrix: the batch's JSON for each
    /// environment against that environment laid out alone by an engine
    /// of its own (no cache shared with the batch). With glyphs (what the
    /// preview's tiles lay out) for every fifth input.
    @Test func everyGoldenInputGivesEachEnvironmentWhatItGivesAlone() throws {
        let fonts = try FontRegistry.bundled()
        let engine = CardLayoutEngine(fonts: fonts)
        let alone = CardLayoutEngine(fonts: fonts)
        try #require(GoldenCase.all.count > 400)
        var compared = 0
        var laidOut = 0
        /// Per kind: the environments laid out, and the light layouts
        /// whose dark twin (same width, size and direction) differs.
        var laidOutOfKind: [LayoutKind: Int] = [:]
        var recoloredOfKind: [LayoutKind: Int] = [:]
        for (number, golden) in GoldenCase.all.enumerated() {
            // An input that cannot be read has no environment to share.
            guard let input = try? engine.input(json: Data(contentsOf: golden.input)) else { continue }
            let includesGlyphs = number % 5 == 0
            let environments = Self.environments(base: input.environment)
            let batch = engine.layout(input, in: environments, includesGlyphs: includesGlyphs) { layout in
                layout.jsonString(pretty: true)
            }
            #expect(batch.count == environments.count)
            for (environment, shared) in zip(environments, batch) {
                var one = input
                one.environment = environment
                let expected = Result { () throws(CardLayoutError) in
                    try alone.layout(one, includesGlyphs: includesGlyphs).jsonString(pretty: true)
                }
                #expect(shared == expected, "\(golden.name): \(environment)")
                compared += 1
                if case .success = expected {
                    laidOut += 1
                    laidOutOfKind[input.kind, default: 0] += 1
                }
            }
            // The environments come in light-ltr, light-rtl, dark-ltr,
            // dark-rtl order: a light layout and its dark twin are 2 apart.
            for index in stride(from: 0, to: batch.count, by: 4) {
                for direction in 0..<2 {
                    guard case .success(let light) = batch[index + direction],
                        case .success(let dark) = batch[index + 2 + direction]
                    else { continue }
                    if light != dark { recoloredOfKind[input.kind, default: 0] += 1 }
                }
            }
        }
        // Every kind is compared, and for every kind light and dark differ
        // in many environments: a color the shared layout failed to
        // resolve would show.
        for kind in LayoutKind.allCases {
            #expect(laidOutOfKind[kind, default: 0] > 100, "\(kind)")
            #expect(recoloredOfKind[kind, default: 0] > 50, "\(kind)")
        }
        // Most environments lay out; some golden inputs are errors in all.
        #expect(compared > 400 * 36 * 3 / 4)
        #expect(laidOut > compared / 2)
    }

    /// What a transform that reads only geometry reads of a layout: its
    /// size, its texts' frames, lines and marks and its overflows; no
    /// color, nor what follows from one (a text container without a fill
    /// is outlined in a picture, so the parts outlined differ by scheme).
    static func geometry(of layout: Layout) -> String {
        var parts = ["\(layout.size.width) \(layout.size.height)"]
        for (name, block) in layout.textBlocks {
            parts.append(
                "\(name) \(block.frame) \(block.truncated) \(block.resized) \(block.font.size) "
                    + block.lines.map { "\($0.frame) \($0.text)" }.joined(separator: " | "))
        }
        parts += layout.overflows.map { "\($0.name) \($0.points)" }
        return parts.joined(separator: "\n")
    }

    /// How many times a transform ran, from any thread.
    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    /// A batch whose transform reads only geometry (a device matrix's
    /// heights and marks, ``CardLayoutEngine/geometryValues(of:in:_:)``)
    /// runs it once per group of environments that share a geometry, and
    /// each environment still gets what its own layout gives, or its own
    /// error. Sharing across directions, which change where lines stand,
    /// fails it.
    @Test func geometryValuesAreSharedByTheEnvironmentsOfAGroup() throws {
        let fonts = try FontRegistry.bundled()
        let engine = CardLayoutEngine(fonts: fonts)
        let alone = CardLayoutEngine(fonts: fonts)
        var compared = 0
        var wholeBatches = 0
        for (number, golden) in GoldenCase.all.enumerated() where number % 3 == 0 {
            guard let input = try? engine.input(json: Data(contentsOf: golden.input)) else { continue }
            let environments = Self.environments(base: input.environment)
            let calls = Calls()
            let batch = engine.geometryValues(of: input, in: environments) { layout in
                calls.add()
                return Self.geometry(of: layout)
            }
            #expect(batch.count == environments.count)
            var laidOut = 0
            for (environment, shared) in zip(environments, batch) {
                var one = input
                one.environment = environment
                let expected = Result { () throws(CardLayoutError) in Self.geometry(of: try alone.layout(one)) }
                #expect(shared == expected, "\(golden.name): \(environment)")
                compared += 1
                if case .success = expected { laidOut += 1 }
            }
            // Light and dark share one transform when both lay out.
            if laidOut == environments.count {
                #expect(calls.value == environments.count / 2, "\(golden.name)")
                wholeBatches += 1
            } else {
                #expect(calls.value <= laidOut, "\(golden.name)")
            }
        }
        #expect(compared > 130 * 36)
        #expect(wholeBatches > 60)
    }
}

