import Foundation
import Testing

@testable import CardText

/// Inputs the libFuzzer harness `Fuzz/Sources/FuzzTextMeasurer` found
/// (`scripts/fuzz`), each kept as the request its bytes decode to, with the
/// bytes (base64) for replaying in the harness. Each must now give a clean
/// result or a ``TextError``, never a crash or a block with non-finite
/// measures.
@Suite struct FuzzRegressionTests {
    /// The error measuring `request` throws, or `nil` (then the block is checked).
    static func error(measuring request: TextRequest) throws -> TextError? {
        let block: TextBlock
        do {
            block = try Support.measurer().measure(request)
        } catch let error as TextError {
            return error
        }
        let numbers =
            [block.fontSize, block.width, block.height]
            + block.lines.flatMap { [$0.x, $0.top, $0.baseline, $0.width, $0.height] }
            + block.lines.flatMap(\.glyphRuns).flatMap(\.glyphs).flatMap { [$0.x, $0.y] }
        let finite = numbers.allSatisfy(\.isFinite)
        #expect(finite, "non-finite measure in \(block)")
        return nil
    }

    /// Fuzz input `AAAAAAAAfGhpcyBpSHVhVGlhbkthaVRpP4zfjN+WnyB0ZXN0`: a line
    /// height of the largest finite Double on 13 lines summed to an infinite
    /// height (and line tops), which card-layout/1 JSON would write as `inf`.
    @Test func hugeLineHeightOverManyLines() throws {
        let request = TextRequest(
            text: "nKaiTi?\u{FFFD}\u{07CC}\u{07D6}\u{FFFD} test",
            style: TextStyle(size: 16, lineHeight: .greatestFiniteMagnitude, letterSpacing: 9.150294270681287e+199),
            width: 320, locale: "az")
        let error = try #require(try Self.error(measuring: request))
        #expect(error.invalidField == "lineHeight")
        #expect(error.description.hasPrefix("lineHeight: must be a line height whose lines add up to a finite height"))
    }

    /// Fuzz input `kP//e4rMYEh1YVRpYW5LYWlUaT+QLgBXYXRjaCDXqdeZ15PXldeoINeX15kgbm93MyDZhdio2KfYtNixIQ==`:
    /// the same overflow with the ellipsis, glyphs, RTL and end alignment.
    @Test func hugeLineHeightTruncated() throws {
        let request = TextRequest(
            text: "TianKaiTi?\u{FFFD}.\u{0}Watch שידור חי now3 مباشر!",
            style: TextStyle(size: 9999.5, lineHeight: .greatestFiniteMagnitude, letterSpacing: .leastNonzeroMagnitude),
            width: 10, maxLines: 3, fitting: .truncate, alignment: .end, direction: .rtl, locale: "az",
            includesGlyphs: true)
        let error = try #require(try Self.error(measuring: request))
        #expect(error.invalidField == "lineHeight")
    }

    /// The horizontal counterpart: negative letter spacings that add up
    /// past the largest Double in a line's width or its aligned x. (A
    /// positive one cannot: each cluster then breaks onto its own line.)
    @Test(arguments: [
        (-1e308, 0, TextAlignment.center),
        (-1e308, 1e6, TextAlignment.start),
        (-1e308, Double.greatestFiniteMagnitude, TextAlignment.end),
    ])
    func hugeLetterSpacing(letterSpacing: Double, width: Double, alignment: TextAlignment) throws {
        let request = TextRequest(
            text: "abc", style: TextStyle(size: 22, letterSpacing: letterSpacing), width: width,
            alignment: alignment, includesGlyphs: true)
        let error = try #require(try Self.error(measuring: request))
        #expect(error.invalidField == "letterSpacing")
    }

    /// Extreme values whose sums stay finite keep their result.
    @Test func extremeButFiniteStaysValid() throws {
        let tall = try Support.measure("a\nb", style: TextStyle(size: 22, lineHeight: 8e307))
        #expect(tall.lines.map(\.top) == [0, 8e307] && tall.height == 1.6e308)
        #expect(try Self.error(measuring: TextRequest(
            text: "abc", style: TextStyle(size: 22, letterSpacing: 1e300), width: 1e301)) == nil)
    }

    /// Fuzz input slow-unit-f252e0a0…: a 238-character text in resize mode
    /// at 10,000 pt with a letter spacing of -1,000,000 and 3 lines, its text
    /// split by control characters into more paragraphs than lines. The
    /// spacing narrows every cluster, so the scan cannot bisect: it tried
    /// all 10,001 sizes (0.24 s; 10 s under the address sanitizer on a busy
    /// machine). No size fits more paragraphs than lines, so the smallest is
    /// taken at once; a size whose scan is short gives what the plain scan
    /// gives.
    @Test func moreParagraphsThanLinesTakesTheSmallestSizeAtOnce() throws {
        let text = "s\u{FFFD}ra\u{1}[\u{B}\u{0}\u{0}\u{B}ic-W5\u{B}A\u{B}sat"
        let request = TextRequest(
            text: text, style: TextStyle(size: 10_000, letterSpacing: -1_000_000), width: 0, maxLines: 3,
            fitting: .resize, locale: "und")
        let block = try Support.measurer().measure(request)
        #expect(block.fontSize == 5_000 && block.isResized && block.isTruncated && block.lines.count == 3)

        var small = request
        small.style = TextStyle(size: 24, letterSpacing: -2_400)
        let scanned = try Support.measurer().measure(small)
        let expected = try FittingTests.referenceResize(small, measurer: Support.measurer())
        #expect(scanned.fontSize == expected.fontSize && scanned.fontSize == 12)
        #expect(scanned.isTruncated == expected.isTruncated && scanned.lines == expected.lines)
    }
}
