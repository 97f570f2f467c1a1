// libFuzzer harness over the JSON entry point: every input, of any card
// kind, goes through `CardLayoutEngine.layout(json:)`. Errors are expected;
// a crash, a sanitizer report, a leak or a hang is a bug. A layout that
// succeeds must also write itself as valid JSON (see `strictOutput`), and
// every number it writes (ids aside) must be within common.md's output bound
// (see `checkBounds`).
//
// Built by scripts/fuzz with -sanitize=fuzzer,address and -parse-as-library
// (libFuzzer provides `main`).
import CardGeometry
import Foundation

/// One engine for the whole run, as an app would keep it: its caches are
/// part of what is fuzzed.
let engine: CardLayoutEngine = {
    do {
        return CardLayoutEngine(fonts: try .bundled())
    } catch {
        fatalError("fuzz-card-layout: cannot load the bundled fonts: \(error)")
    }
}()

/// Whether a layout that writes `inf` or `nan` (JSON has neither), or a
/// number beyond the output bound, fails the run: on, now that the input ranges reject what overflowed (see
/// Tests/CardGeometryTests/FuzzRegressionTests.swift); FUZZ_STRICT_OUTPUT=0
/// turns it off.
let strictOutput = ProcessInfo.processInfo.environment["FUZZ_STRICT_OUTPUT"] != "0"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCardLayout(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = count == 0 ? Data() : Data(bytes: bytes!, count: count)
    guard let layout = try? engine.layout(json: data) else { return 0 }
    if strictOutput { checkBounds(layout.jsonValue, key: nil) }
    let output = String(decoding: layout.jsonData(pretty: false), as: UTF8.self)
    if isJSON(output) { return 0 }
    if !strictOutput {
        // The known issue only: the output is valid once its non-finite
        // numbers are replaced.
        var finite = output
        for token in [":-inf", ":inf", ":nan"] { finite = finite.replacingOccurrences(of: token, with: ":0") }
        if finite != output, isJSON(finite) { return 0 }
    }
    fatalError("layout(json:) succeeded but wrote invalid JSON: \(output)")
}

func isJSON(_ text: String) -> Bool {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) != nil
}

/// Fails the run on a number beyond `LayoutLimits`' output bound, 1e7 in
/// magnitude, or not finite (common.md: no output number is). Identifiers
/// and ordering keys the output repeats from the input are not geometry:
/// ids and StorifyMe's widget ids go up to 2^53, Storyly's group index to
/// 2^31 - 1 (crash-d1c35151…, now a test in FuzzRegressionTests).
let unboundedKeys: Set<String> = ["id", "widgetId", "index"]

func checkBounds(_ value: JSONValue, key: String?) {
    switch value {
    case .number(let number):
        if !unboundedKeys.contains(key ?? ""), !(abs(number) <= 1e7) {
            fatalError("layout(json:) wrote \(key ?? "a number") = \(number), beyond 1e7 or not finite")
        }
    case .array(let elements):
        for element in elements { checkBounds(element, key: key) }
    case .object(let object):
        for member in object.members { checkBounds(member.value, key: member.key) }
    case .null, .bool, .string, .unrepresentableNumber:
        break
    }
}
