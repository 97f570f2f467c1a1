import Foundation
import Testing

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

/// Inputs the libFuzzer harness `Fuzz/Sources/FuzzCardLayout` found
/// (`scripts/fuzz`), inline. Whatever the input, `layout(json:)` must throw
/// a `CardLayoutError` or give a layout whose card-layout/1 JSON is valid
/// JSON: no `inf` or `nan`, which JSON cannot write.
///
/// The cases below once overflowed the geometry's sums and products to
/// infinity (finite values too large: media height = width × ratio, the
/// stacked spacings, pixel snapping × display scale). The input ranges of
/// the SharedConventions article now reject each of them with an error at its
/// path.
@Suite struct FuzzRegressionTests {
    /// Why the layout of `json` breaks the rule above, or nil when it keeps it.
    static func problem(laying json: String) -> String? {
        let layout: Layout
        do {
            layout = try engine.layout(json: Data(json.utf8))
        } catch {
            return nil
        }
        let output = layout.jsonData(pretty: false)
        if (try? JSONSerialization.jsonObject(with: output)) != nil { return nil }
        // Name the first non-finite number, with the keys just before it.
        let text = String(decoding: output, as: UTF8.self)
        let bad = [":inf", ":-inf", ":nan"].compactMap { text.range(of: $0) }.min { $0.lowerBound < $1.lowerBound }
        guard let bad else { return "invalid JSON: \(text)" }
        return "invalid JSON: …\(text[..<bad.upperBound].suffix(90))"
    }

    @Test(arguments: [
        // The fuzz input (crash-419e05f7…, minimized): environment.width
        // 1e308 (anything from about 2e307) makes the 16:9 media height,
        // the card size and every y infinite, and text frame heights NaN.
        #"{"environment":{"width":1e308},"card":{"id":"c2","title":"Give it up","subtitle":"Victory parade","buttonText":"Join in","media":{"type":"image","aspectRatio":"16:9"}}}"#,
        // The same overflow through the stacked spacings.
        #"{"environment":{"width":390},"theme":{"cards":{"style":{"headingsSpacing":1e308}}},"card":{"id":"c","title":"T","subtitle":"S","media":{"type":"image","aspectRatio":"16:9"}}}"#,
        #"{"environment":{"width":390},"theme":{"cards":{"style":{"buttonSpacing":1.7e308}}},"card":{"id":"c","title":"T","buttonText":"B","media":{"type":"image","aspectRatio":"16:9"}}}"#,
        // A line width of -1e308 is finite in the text layer; pixel
        // snapping (× display scale 3) makes the line frame width -inf.
        #"{"environment":{"width":390},"theme":{"cards":{"style":{"heading":{"letterSpacing":-1e308}}}},"card":{"id":"c","title":"T","media":{"type":"image","aspectRatio":"16:9"}}}"#,
    ])
    func overflowingInputIsAnError(json: String) {
        #expect(Self.problem(laying: json) == nil)
        #expect(throws: CardLayoutError.self) { try engine.layout(json: Data(json.utf8)) }
    }

    /// The fuzz input crash-d1c35151…: the harness failed on a Storyly group
    /// `index` of 222222220 in the output, which its 1e7 bound took for
    /// geometry. An index is an ordering key the spec allows up to
    /// 2147483647 and the output repeats as given, like an id; the harness
    /// now exempts `index` and `widgetId` as it did `id`. The geometry of such
    /// a bar stays within the bound.
    @Test func aLargeStorylyIndexIsWrittenAsGiven() throws {
        let json = #"""
            {"kind":"storyly.storyGroups","environment":{"width":390},"groups":[
             {"id":"spring","title":"Spring","index":3},{"id":"summer","title":"Summer","index":1},
             {"id":"autumn","title":"Autumn","index":1},{"id":"winter","title":"Winter"},
             {"id":"all","title":"All seasons","index":222222220,"seen":true},
             {"id":"max","title":"Last","index":2147483647}]}
            """#
        #expect(Self.problem(laying: json) == nil)
        let layout = try engine.layout(json: Data(json.utf8))
        let output = String(decoding: layout.jsonData(pretty: false), as: UTF8.self)
        #expect(output.contains(#""index":222222220"#))
        #expect(output.contains(#""index":2147483647"#))
        // Every other number is geometry or a count, within the bound.
        func numbers(_ value: JSONValue, key: String?) -> [(String?, Double)] {
            switch value {
            case .number(let number): return [(key, number)]
            case .array(let elements): return elements.flatMap { numbers($0, key: key) }
            case .object(let object): return object.members.flatMap { numbers($0.value, key: $0.key) }
            case .null, .bool, .string, .unrepresentableNumber: return []
            }
        }
        let bounded = numbers(layout.jsonValue, key: nil).filter { !["id", "index"].contains($0.0) }
        #expect(!bounded.isEmpty && bounded.allSatisfy { abs($0.1) <= LayoutLimits.maximumMagnitude })
        // One past the spec's range is an error at its path.
        let tooLarge = json.replacingOccurrences(of: "2147483647", with: "2147483648")
        #expect {
            try engine.layout(json: Data(tooLarge.utf8))
        } throws: { ($0 as? CardLayoutError)?.path == "groups[5].index" }
    }
}
