import Foundation
import Testing

@testable import CardText

/// A request's maximum height: lines are set only until they pass it
/// (SharedConventions article, "Output numbers": a text block stops setting
/// lines once it passes the output bound, so that its cost follows the bound,
/// not the text).
@Suite struct HeightBoundTests {
    static let style = TextStyle(size: 22)

    static func request(_ text: String, width: Double, maxLines: Int? = nil, maximumHeight: Double?) -> TextRequest {
        TextRequest(text: text, style: style, width: width, maxLines: maxLines, maximumHeight: maximumHeight)
    }

    /// The error `request` throws, or `nil`.
    static func tooHigh(_ measurer: TextMeasurer, _ request: TextRequest) -> TextError? {
        do {
            _ = try measurer.measure(request)
            return nil
        } catch {
            return error
        }
    }

    @Test func linesStopAtTheFirstThatPassesTheMaximumHeight() throws {
        let measurer = TextMeasurer(fonts: try Support.fonts())
        let text = String(repeating: "every goal every save ", count: 200)
        let whole = try measurer.measure(Self.request(text, width: 100, maximumHeight: nil))
        let height = try #require(whole.lines.first?.height)
        try #require(whole.lines.count > 100)
        for maximum in [0.0, height * 10, height * 10 + 0.5, 1000, whole.height - 1e-6] {
            var passing = 0
            while Double(passing) * height <= maximum { passing += 1 }
            let expected = TextError.tooHigh(
                lines: passing, height: Double(passing) * height, maximum: maximum, textLength: text.utf16.count)
            // Laid out (a new measurer) and from the cache (the block without a bound).
            let fresh = TextMeasurer(fonts: try Support.fonts())
            #expect(Self.tooHigh(fresh, Self.request(text, width: 100, maximumHeight: maximum)) == expected)
            #expect(Self.tooHigh(measurer, Self.request(text, width: 100, maximumHeight: maximum)) == expected)
        }
        // At or above its height, the block is the one without a bound.
        for maximum in [whole.height, whole.height + 1, .infinity] {
            let fresh = TextMeasurer(fonts: try Support.fonts())
            #expect(try fresh.measure(Self.request(text, width: 100, maximumHeight: maximum)) == whole)
        }
    }

    @Test func aLineLimitWithinTheMaximumHeightTruncatesAsBefore() throws {
        let measurer = TextMeasurer(fonts: try Support.fonts())
        let text = String(repeating: "every goal every save ", count: 200)
        let limited = try measurer.measure(Self.request(text, width: 100, maxLines: 3, maximumHeight: nil))
        #expect(limited.isTruncated)
        #expect(try measurer.measure(Self.request(text, width: 100, maxLines: 3, maximumHeight: limited.height)) == limited)
        // Three lines higher than the bound pass it.
        #expect(
            Self.tooHigh(measurer, Self.request(text, width: 100, maxLines: 3, maximumHeight: limited.height - 1))
                == .tooHigh(
                    lines: 3, height: limited.height, maximum: limited.height - 1, textLength: text.utf16.count))
    }

    @Test func aNegativeMaximumHeightIsPassedByAnyText() throws {
        let measurer = TextMeasurer(fonts: try Support.fonts())
        #expect(
            Self.tooHigh(measurer, Self.request("", width: 100, maximumHeight: -1))
                == .tooHigh(lines: 0, height: 0, maximum: -1, textLength: 0))
        if case .invalidValue(let name, _, _) = Self.tooHigh(measurer, Self.request("a", width: 100, maximumHeight: .nan)) {
            #expect(name == "maximumHeight")
        } else {
            Issue.record("a NaN maximum height is not an error")
        }
    }

    /// A long paragraph with no line limit is read in windows as far as the
    /// bound needs, past the widest window when the text settles, and gives
    /// what the whole paragraph gives.
    @Test func windowsFollowTheBoundAndEqualTheWholeParagraph() throws {
        let fonts = try Support.fonts()
        let windowed = TextMeasurer(fonts: fonts)
        let whole = TextMeasurer(fonts: fonts, firstWindow: nil)
        var random = SeededGenerator(seed: 19)
        let words = ["goal", "save", "every", "story", "weekend", "a", "of", "Weltmeisterschaft", "مباشر", "שידור"]
        var text = ""
        while text.utf16.count < 200_000 { text += words.randomElement(using: &random)! + " " }
        for (width, maximum) in [(60.0, 5_000.0), (60.0, 600_000.0), (200.0, 200_000.0)] {
            let request = Self.request(text, width: width, maximumHeight: maximum)
            let fromWindows = Result { () throws(TextError) in try windowed.measure(request) }
            let fromWhole = Result { () throws(TextError) in try whole.measure(request) }
            #expect(fromWindows == fromWhole, "width \(width), maximum \(maximum)")
            if case .failure(.tooHigh(let lines, _, _, _)) = fromWindows {
                // Lines beyond what the widest window holds.
                if maximum > 500_000 { #expect(lines > 20_000) }
            } else {
                Issue.record("width \(width), maximum \(maximum): no height error")
            }
        }
    }
}
