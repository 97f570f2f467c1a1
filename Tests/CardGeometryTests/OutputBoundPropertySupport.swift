import Foundation
import Testing

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

/// SplitMix64: a seeded generator, so that a property test draws the same
/// inputs on every run and a failure names an input that reproduces.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Draws the values of an input near the limits of their ranges: the
/// largest and smallest allowed, values close to them, and some ordinary
/// ones in between.
struct InputDraw {
    var generator: SeededGenerator

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    mutating func bool(_ probability: Double = 0.5) -> Bool {
        Double.random(in: 0..<1, using: &generator) < probability
    }

    mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int.random(in: 0..<choices.count, using: &generator)]
    }

    /// A number in `range`, most often at or next to one of its ends.
    mutating func number(_ range: ClosedRange<Double>) -> Double {
        let span = range.upperBound - range.lowerBound
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: return range.upperBound
        case 1: return range.lowerBound
        case 2: return range.upperBound - Double.random(in: 0...min(span, 10), using: &generator)
        case 3: return range.upperBound - Double.random(in: 0...span / 10, using: &generator)
        case 4: return range.lowerBound + Double.random(in: 0...min(span, 100), using: &generator)
        default: return Double.random(in: range, using: &generator)
        }
    }

    /// A length > 0 and at most 10000 (ranges that exclude 0).
    mutating func positiveLength() -> Double {
        max(0.5, number(0...10000))
    }

    /// An integer in `range`, most often at one of its ends.
    mutating func integer(_ range: ClosedRange<Int>) -> Int {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: return range.upperBound
        case 1: return range.lowerBound
        default: return Int.random(in: range, using: &generator)
        }
    }

    /// A short text, or nothing.
    mutating func shortText() -> String? {
        pick([nil, "A", "Summer Sale: up to 50% off", "W W W W W W", "여름 세일", "الأهداف"])
    }

    mutating func environment(height: Bool = false) -> [String: Any] {
        var environment: [String: Any] = [
            "width": positiveLength(),
            "contentSizeCategory": pick(["xS", "L", "xxxL", "AX5"]),
            "layoutDirection": pick(["ltr", "rtl"]),
            "displayScale": pick([1, 2, 3]),
            "safeAreaInsets": [
                "top": number(0...10000), "left": number(0...10000), "bottom": number(0...10000),
                "right": number(0...10000),
            ],
        ]
        if height { environment["height"] = positiveLength() }
        return environment
    }
}

/// How a property test's inputs fared.
struct BoundOutcomes: CustomStringConvertible {
    var laidOut = 0
    /// Errors of the output bound (their messages name 10000000).
    var refusedByBound = 0
    var refusedOtherwise = 0
    /// The output bound's errors, as described.
    var boundErrors: [String] = []

    var description: String {
        "\(laidOut) laid out, \(refusedByBound) refused by the output bound, \(refusedOtherwise) otherwise invalid"
    }
}

enum OutputBoundProperty {
    /// Keys whose numbers are not geometry: ids and indexes the output
    /// repeats, and a line's `range` (UTF-16 offsets into its text), as the
    /// fuzz harness exempts them.
    static let exemptKeys: Set<String> = ["id", "widgetId", "index", "range"]

    /// The first number of `value` (under `key`) that is not finite or is
    /// beyond 1e7 in magnitude, with its path.
    static func firstUnbounded(_ value: JSONValue, path: String = "", key: String? = nil) -> String? {
        switch value {
        case .number(let number):
            if let key, exemptKeys.contains(key) { return nil }
            return abs(number) <= 1e7 ? nil : "\(path) = \(number)"
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                if let found = firstUnbounded(element, path: "\(path)[\(index)]", key: key) { return found }
            }
            return nil
        case .object(let object):
            for member in object.members {
                let memberPath = path.isEmpty ? member.key : "\(path).\(member.key)"
                if let found = firstUnbounded(member.value, path: memberPath, key: member.key) { return found }
            }
            return nil
        case .unrepresentableNumber(let text):
            return "\(path) = \(text)"  // a layout never writes one
        case .null, .bool, .string:
            return nil
        }
    }

    /// Lays out each of `count` inputs `draw` makes and expects a
    /// `CardLayoutError` or a layout whose every number is within the
    /// bound: the JSON, the size and the frames of the shapes a picture
    /// draws. Returns how the inputs fared.
    static func check(count: Int, seed: UInt64, draw: (inout InputDraw) -> [String: Any]) -> BoundOutcomes {
        var drawer = InputDraw(seed: seed)
        var outcomes = BoundOutcomes()
        for _ in 0..<count {
            let object = draw(&drawer)
            let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            let layout: Layout
            do {
                layout = try engine.layout(json: data)
            } catch {
                // "… whose layout stays within 10000000 pt", or a number of
                // the layout "at most 10000000".
                if error.description.contains("10000000") {
                    outcomes.refusedByBound += 1
                    outcomes.boundErrors.append(error.description)
                } else {
                    outcomes.refusedOtherwise += 1
                }
                continue
            }
            outcomes.laidOut += 1
            let input = String(decoding: data, as: UTF8.self)
            if let found = firstUnbounded(layout.jsonValue) {
                Issue.record("\(found) in the layout of \(input.prefix(2000))")
                continue
            }
            var reach = OutputReach(across: layout.size.width, down: layout.size.height)
            reach.include(across: layout.drawingSize.width)
            reach.include(down: layout.drawingSize.height)
            for shape in layout.shapes {
                switch shape {
                case .surface(let surface): reach.include(surface.frame)
                case .image(let image): reach.include(image.frame)
                case .badge(let badge): reach.include(badge.frame)
                case .text(_, let block): reach.include(block)
                }
            }
            for overflow in layout.overflows { reach.include(down: overflow.points) }
            #expect(reach.isWithinBound, "a shape reaches \(reach) in the layout of \(input.prefix(2000))")
        }
        return outcomes
    }
}
