import Foundation
import Testing

@testable import CardGeometry

/// Every warning carries a stable code: kebab case, listed once in
/// `allCases`, read back from its raw value, with a category.
@Suite("Warning codes")
struct WarningCodeTests {
    typealias Code = CardLayoutWarning.Code

    @Test("Every code is kebab case, listed once, and read back from its raw value")
    func codesAreStable() {
        let raw = Code.allCases.map(\.rawValue)
        #expect(Set(raw).count == raw.count)
        for code in Code.allCases {
            #expect(code.rawValue.wholeMatch(of: /[a-z]+(-[a-z]+)*/) != nil, "\(code) is not kebab case")
            #expect(Code(rawValue: code.rawValue) == code)
            #expect(Code(rawValue: code.rawValue)?.category == code.category)
            #expect(!code.summary.isEmpty)
        }
        #expect(Code.unknownKey.rawValue == "unknown-key")
        #expect(Code.contentOverflow.rawValue == "content-overflow")
        #expect(Code(rawValue: "unknown-keys") == nil)
        #expect(Code(rawValue: "Unknown-Key") == nil)
    }

    @Test("Unknown keys are input warnings; content that does not fit is a layout warning")
    func categories() {
        #expect(Code.unknownKey.category == .input)
        #expect(Code.unknownValue.category == .input)
        #expect(Code.unusedValue.category == .input)
        #expect(Code.contentOverflow.category == .layout)
        #expect(Code.scrollPastEnd.category == .layout)
        #expect(Code.allCases.contains { $0.category == .input })
        #expect(Code.allCases.contains { $0.category == .layout })
    }

    @Test("An unknown key's warning has the code unknown-key")
    func unknownKeyCode() {
        let warning = CardLayoutWarning.unknownKey(at: "theme.colour", suggesting: "color")
        #expect(warning.code == .unknownKey)
        #expect(warning.description == "theme.colour: unknown key, ignored (did you mean color?)")
    }
}
