import Testing

@testable import CardText

/// Line-break opportunities of text of ASCII letters, digits, spaces and
/// AL symbols, found without ICU (`TextSegmentation.wordBreaksBetweenSpaces`):
/// the same as ICU's in every locale, and no answer for any other text.
@Suite struct WordBreaksBetweenSpacesTests {
    static let locales = [
        "en", "", "de", "fi", "sv", "ja", "zh", "ko", "th", "ar", "he", "ja@lb=loose", "ja@lb=strict",
        "en@lw=phrase", "ko@lw=keepall", "en_US_POSIX",
    ]

    /// Offsets written without ICU, or `nil`.
    static func withoutICU(_ text: [UInt16]) -> [Int32]? {
        var offsets = [Int32](repeating: -1, count: text.count + 1)
        let count = text.withUnsafeBufferPointer { units in
            offsets.withUnsafeMutableBufferPointer { TextSegmentation.wordBreaksBetweenSpaces(units, into: $0.baseAddress!) }
        }
        return count.map { Array(offsets[0..<$0]) }
    }

    static func fromICU(_ text: [UInt16], locale: String) throws -> [Int32] {
        try text.withUnsafeBufferPointer { try TextSegmentation.lineBreaks($0, locale: locale) }.map(\.offset)
    }

    @Test func agreesWithICUOnRandomTextsInEveryLocale() throws {
        let alphabet = Array("aZq09 &#*<=>@^_`~ ".utf16)
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for locale in Self.locales {
            for _ in 0..<400 {
                let text = (0..<(1 + next(14))).map { _ in alphabet[next(alphabet.count)] }
                let fast = try #require(Self.withoutICU(text), "\(String(decoding: text, as: UTF16.self))")
                #expect(
                    fast == (try Self.fromICU(text, locale: locale)),
                    "\(locale): \"\(String(decoding: text, as: UTF16.self))\"")
            }
        }
    }

    @Test func breaksAfterSpacesOnly() throws {
        #expect(Self.withoutICU(Array("New in".utf16)) == [4, 6])
        #expect(Self.withoutICU(Array("  Live  now  ".utf16)) == [2, 8, 13])
        #expect(Self.withoutICU(Array("Top10 & more".utf16)) == [6, 8, 12])
        #expect(Self.withoutICU(Array("   ".utf16)) == [3])
        #expect(try Self.fromICU(Array("  Live  now  ".utf16), locale: "en") == [2, 8, 13])
    }

    @Test func leavesOtherTextToICU() {
        for text in ["", "up-to-date", "Sale: 50%", "e.g", "Kids' picks", "a\tb", "café", "a\u{A0}b", "Hi!", "(new)"] {
            #expect(Self.withoutICU(Array(text.utf16)) == nil, "\(text)")
        }
    }

    @Test func alphabeticSetIsLettersDigitsAndTheALSymbols() {
        let symbols = Set("#&*<=>@^_`~".utf16)
        for unit in UInt16(0)..<128 {
            let expected =
                UnicodeProperties.isASCIILetter(unit) || (0x30...0x39).contains(unit) || symbols.contains(unit)
            #expect(TextSegmentation.holdsTogetherAlphabetic(unit) == expected, "U+\(String(unit, radix: 16))")
        }
    }
}
