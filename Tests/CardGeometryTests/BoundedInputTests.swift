// Issue 11, item 2: every number is finite and within its range, so that no
// output number is non-finite or beyond 1e7 in magnitude.

import CardGeometry
import Foundation
import Testing

@Suite("Bounded inputs")
struct BoundedInputTests {
    @Test(
        "Absurd numbers are errors at their path, not frames 1e10 pt wide",
        arguments: [
            (#"{"environment":{"width":1e308},"card":{}}"#, "environment.width: must be > 0 and <= 10000, got 1e+308"),
            (
                #"{"environment":{"width":390},"theme":{"cards":{"style":{"headingsSpacing":12345678901}}},"card":{}}"#,
                "theme.cards.style.headingsSpacing: must be 0...10000, got 12345678901"
            ),
            (
                #"{"environment":{"width":390},"theme":{"cards":{"style":{"cornerRadius":12345678901}}},"card":{}}"#,
                "theme.cards.style.cornerRadius: must be 0...10000, got 12345678901"
            ),
            (
                #"{"environment":{"width":390},"theme":{"cards":{"style":{"heading":{"letterSpacing":12345678901}}}},"card":{}}"#,
                "theme.cards.style.heading.letterSpacing: must be -10000...10000, got 12345678901"
            ),
            (
                #"{"environment":{"width":390},"theme":{"cards":{"style":{"heading":{"letterSpacing":-1e308}}}},"card":{}}"#,
                "theme.cards.style.heading.letterSpacing: must be -10000...10000, got -1e+308"
            ),
            (
                #"{"environment":{"width":390},"theme":{"primitives":{"cornerRadius":1e300}},"card":{}}"#,
                "theme.primitives.cornerRadius: must be 0...10000, got 1e+300"
            ),
        ])
    func absurdNumbers(json: String, message: String) {
        #expect(layoutError(json) == message)
    }

    @Test("A text size that Dynamic Type scales past the text layer's limit names its theme path")
    func scaledSizeNamesTheTheme() {
        // 5000 pt at AX5 is 5000 × 56 / 22 = 12727 pt for a heading (title2).
        let json = #"""
            {"environment":{"width":390,"contentSizeCategory":"AX5"},
             "theme":{"cards":{"style":{"heading":{"textSize":5000}}}},"card":{"title":"Big"}}
            """#
        #expect(
            layoutError(json)
                == "theme.cards.style.heading.textSize: must be <= 3928.571 at AX5, where Dynamic Type scales it "
                + "past the 10000 pt the text layer sets, got 5000")
        // The same size at L is within the limit.
        #expect(layoutError(json.replacingOccurrences(of: "AX5", with: "L")) == nil)
    }

    @Test("A line that letter spacing would set millions of points wide is an error at the text's path")
    func hugeNegativeLetterSpacing() throws {
        let title = String(repeating: "word ", count: 2000)
        let json = #"""
            {"environment":{"width":390},"theme":{"cards":{"style":{"heading":{"letterSpacing":-10000}}}},
             "card":{"title":"\#(title)"}}
            """#
        let message = try #require(layoutError(json))
        #expect(message.hasPrefix("card.title: must be text whose layout stays within 10000000 pt"))
        #expect(message.contains("letter spacing -10000"))
        // A short title with the same spacing stays within the bound and lays out.
        #expect(layoutError(json.replacingOccurrences(of: title, with: "Short title")) == nil)
    }

    @Test("Every number of a valid extreme input is finite and within 1e7")
    func extremeValidInputStaysBounded() throws {
        let json = #"""
            {"environment":{"width":10000,"contentSizeCategory":"AX5","displayScale":1},
             "theme":{"cards":{"style":{"padding":2000,"marginHorizontal":0,"headingsSpacing":10000,
               "buttonSpacing":10000,"cornerRadius":10000,
               "heading":{"textSize":3900,"lineHeight":10000,"letterSpacing":10000}}}},
             "card":{"title":"W","subtitle":"S","buttonText":"B","media":{"aspectRatio":"9:16"}}}
            """#
        let layout = try engine.layout(json: Data(json.utf8))
        func visit(_ value: JSONValue) {
            switch value {
            case .number(let number): #expect(number.isFinite && abs(number) <= 1e7, "\(number)")
            case .array(let elements): elements.forEach(visit)
            case .object(let object): object.members.forEach { visit($0.value) }
            default: break
            }
        }
        visit(layout.jsonValue)
    }
}
