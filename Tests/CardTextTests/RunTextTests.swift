import Foundation
import Testing

@testable import CardText

/// A run of layouts (``ParagraphPins``) keeps each text's cased string and
/// UTF-16 units, and its whole paragraphs by their range in that text
/// (``RunTexts``). Whatever a measurement finds there must give the block
/// measuring the request alone gives.
@Suite struct RunTextTests {
    /// One text of three paragraphs, in every case, weight, locale and
    /// direction, over several widths and sizes, measured in one run twice
    /// over: each block is what a measurer of its own gives. A text kept
    /// without its case, or a paragraph found without its face, locale or
    /// direction, would hand another request's lines.
    @Test func aRunsTextsGiveTheRequestsOwnBlocks() throws {
        let fonts = try Support.fonts()
        // "ß" becomes "SS" in upper case: the cased text's units and
        // paragraph ranges differ from the text's own.
        let text = "Straße der Sieger: jedes Tor\nEvery save, every story\nشارع الأبطال 12"
        var requests: [TextRequest] = []
        for textCase in TextCase.allCases {
            for weight in [400, 700] {
                for locale in ["en", "de"] {
                    for direction in [LayoutDirection.ltr, .rtl] {
                        for (size, width) in [(17.0, 120.0), (17, 240), (22, 180)] {
                            var style = TextStyle(weight: weight, size: size)
                            style.textCase = textCase
                            requests.append(
                                TextRequest(
                                    text: text, style: style, width: width, maxLines: 4, direction: direction,
                                    locale: locale))
                        }
                    }
                }
            }
        }
        let batch = TextMeasurer(fonts: fonts)
        let pins = ParagraphPins()
        for pass in 0..<2 {
            for request in requests {
                let alone = Result { () throws(TextError) in try TextMeasurer(fonts: fonts).measure(request) }
                let inRun = Result { () throws(TextError) in try batch.measure(request, keepingParagraphsIn: pins) }
                #expect(inRun == alone, "pass \(pass): \(request)")
            }
        }
        // One entry per case of the one text.
        #expect(pins.textCount == TextCase.allCases.count)
    }

    /// A text whose case changes its length, measured in its own case and
    /// in upper case at one width and size in one run: the second must not
    /// take the first's units (nor its paragraphs, found by their range).
    @Test func theCaseIsPartOfTheText() throws {
        let fonts = try Support.fonts()
        let text = "ßßßß ßßßß ßßßß\nweiter"
        let batch = TextMeasurer(fonts: fonts)
        let pins = ParagraphPins()
        var style = TextStyle(size: 17)
        for textCase in [TextCase.default, .upper, .default] {
            style.textCase = textCase
            let request = TextRequest(text: text, style: style, width: 90)
            let inRun = try batch.measure(request, keepingParagraphsIn: pins)
            #expect(inRun == (try TextMeasurer(fonts: fonts).measure(request)))
            #expect(inRun.lines.map(\.text).joined().contains(textCase == .upper ? "SS" : "ß"))
        }
        #expect(pins.textCount == 2)
    }
}
