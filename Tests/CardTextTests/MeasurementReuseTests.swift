import Testing

@testable import CardText

/// What a measurement takes instead of making: shapers from the measurer's
/// pool, a paragraph's ellipsis memo only when a line is truncated, line
/// limits without an array.
@Suite struct MeasurementReuseTests {
    @Test func aShaperGivenBackIsTakenAgainInTheNextLocale() {
        let pool = ShaperPool()
        let first = pool.take(locale: "en")
        let english = first.language
        pool.giveBack(first)
        let second = pool.take(locale: "tr")
        #expect(second === first)
        #expect(second.language != english)
        #expect(second.language == Shaper(locale: "tr").language)
        // Another measurement at once gets a shaper of its own.
        let third = pool.take(locale: "en")
        #expect(third !== second)
        #expect(third.language == english)
    }

    @Test func aShaperThatShapedALongRunIsNotKept() throws {
        let pool = ShaperPool()
        let shaper = pool.take(locale: "en")
        let face = try Support.face("Inter-Regular.otf")
        let units = [UInt16](repeating: 0x61, count: Shaper.largestPooledRun + 1)
        let glyphs = units.withUnsafeBufferPointer {
            shaper.shape($0, range: 0..<units.count, face: face, isRTL: false, script: .latin)
        }
        #expect(glyphs.count == units.count)
        #expect(shaper.hasLargeBuffer)
        pool.giveBack(shaper)
        #expect(pool.take(locale: "en") !== shaper)
    }

    @Test func measurementsThroughThePoolMatchAFreshMeasurer() throws {
        let fonts = try Support.fonts()
        let shared = TextMeasurer(fonts: fonts)
        let texts = ["Plain words on a line", "مرحبا بالعالم", "Türkçe ılık", "한국어 텍스트", "e\u{301} 👍🏽 end"]
        for locale in ["en", "tr", "ar"] {
            for text in texts {
                let request = TextRequest(
                    text: text, style: TextStyle(size: 17), width: 90, maxLines: 2, fitting: .truncate,
                    locale: locale, includesGlyphs: true)
                let fresh = try TextMeasurer(fonts: fonts).measure(request)
                shared.removeCachedResults()
                #expect(try shared.measure(request) == fresh, "\(text) \(locale)")
            }
        }
    }

    @Test func anUntruncatedParagraphMakesNoEllipsisMemo() throws {
        let fonts = try Support.fonts()
        let primary = try fonts.face(family: "Inter", weight: 400)
        let selection = FontSelection(
            chain: fonts.fallbackChain(primary: primary, weight: 400), emoji: fonts.emojiFace(weight: 400))
        let paragraph = try ShapedParagraph(
            units: Array("Some words".utf16), selection: selection, locale: "en", fallbackRTL: false,
            shaper: Shaper(locale: "en"))
        #expect(!paragraph.hasEllipsisWidths)
        let memo = paragraph.ellipsisWidths
        #expect(paragraph.hasEllipsisWidths)
        #expect(paragraph.ellipsisWidths === memo, "made once")
    }

    @Test func fewerOfTwoLimits() {
        #expect(TextLayout.fewer(nil, nil) == nil)
        #expect(TextLayout.fewer(3, nil) == 3)
        #expect(TextLayout.fewer(nil, 4) == 4)
        #expect(TextLayout.fewer(5, 2) == 2)
        #expect(TextLayout.fewer(2, 5) == 2)
    }
}
