// libFuzzer harness over the JSON entry point: every input, of any card
// kind, goes through `CardLayoutEngine.layout(json:)`. Errors are expected;
// a crash, a sanitizer report, a leak or a hang is a bug. A layout that
// succeeds must also write itself as valid JSON.
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

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCardLayout(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = count == 0 ? Data() : Data(bytes: bytes!, count: count)
    guard let layout = try? engine.layout(json: data) else { return 0 }
    let output = layout.jsonData(pretty: false)
    if (try? JSONSerialization.jsonObject(with: output, options: [.fragmentsAllowed])) == nil {
        fatalError("layout(json:) succeeded but wrote invalid JSON: \(String(decoding: output, as: UTF8.self))")
    }
    return 0
}
