// libFuzzer harness over the JSON entry point: every input, of any card
// kind, goes through `CardLayoutEngine.layout(json:includesGlyphs:)`.
// Errors are expected; a crash, a sanitizer report, a leak or a hang is a
// bug. A layout that succeeds must also write itself as valid JSON (see
// `strictOutput`), and every number it holds (ids and indexes aside) must be
// within common.md's output bound: each number of its JSON, each frame's far
// edges (x + width, y + height) too, and what the JSON does not write: its
// size, the frames of every shape a picture draws (a sheet at each of its
// positions), text lines and their glyphs, and overflows (see
// `checkBounds`, `checkFrames`, `checkTypedValues`).
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
    guard let layout = try? engine.layout(json: data, includesGlyphs: true) else { return 0 }
    if strictOutput {
        let json = layout.jsonValue
        checkBounds(json, key: nil)
        checkFrames(json)
        checkTypedValues(layout)
    }
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
/// 2^31 - 1 (crash-d1c35151…, now a test in FuzzRegressionTests), and a
/// line's `range` counts UTF-16 code units of its text (an index, as long
/// as the input allows).
let unboundedKeys: Set<String> = ["id", "widgetId", "index", "range"]

/// The output bound, common.md (Values).
let bound = 1e7

func check(_ number: Double, _ what: @autoclosure () -> String) {
    if !(abs(number) <= bound) {
        fatalError("layout(json:) wrote \(what()) = \(number), beyond 1e7 or not finite")
    }
}

func checkBounds(_ value: JSONValue, key: String?) {
    switch value {
    case .number(let number):
        if !unboundedKeys.contains(key ?? "") { check(number, key ?? "a number") }
    case .array(let elements):
        for element in elements { checkBounds(element, key: key) }
    case .object(let object):
        for member in object.members { checkBounds(member.value, key: member.key) }
    case .unrepresentableNumber(let text):
        fatalError("layout(json:) wrote \(key ?? "a number") = \(text), a number a double cannot hold")
    case .null, .bool, .string:
        break
    }
}

/// Every frame of the JSON (an object with numbers `x`, `y`, `width` and
/// `height`): its far edges too, which a reader computes from it.
func checkFrames(_ value: JSONValue) {
    switch value {
    case .object(let object):
        var edges: [String: Double] = [:]
        for member in object.members {
            if case .number(let number) = member.value { edges[member.key] = number }
            checkFrames(member.value)
        }
        if let x = edges["x"], let y = edges["y"], let width = edges["width"], let height = edges["height"] {
            check(x + width, "a frame's x + width")
            check(y + height, "a frame's y + height")
        }
    case .array(let elements):
        for element in elements { checkFrames(element) }
    case .null, .bool, .string, .number, .unrepresentableNumber:
        break
    }
}

/// What the layout holds besides its JSON: its size and drawing size, its
/// overflows, and every shape a picture draws, text lines and glyphs
/// included (a sheet draws itself at every position; only one is written).
func checkTypedValues(_ layout: Layout) {
    func checkRect(_ rect: LayoutRect, _ what: String) {
        for (name, number) in [
            ("x", rect.x), ("y", rect.y), ("width", rect.width), ("height", rect.height), ("maxX", rect.maxX),
            ("maxY", rect.maxY),
        ] {
            check(number, "\(what).\(name)")
        }
    }
    check(layout.size.width, "size.width")
    check(layout.size.height, "size.height")
    check(layout.drawingSize.width, "drawingSize.width")
    check(layout.drawingSize.height, "drawingSize.height")
    for overflow in layout.overflows { check(overflow.points, "the overflow of \(overflow.name)") }
    for shape in layout.shapes {
        switch shape {
        case .surface(let surface):
            checkRect(surface.frame, surface.name)
            check(surface.cornerRadius, "\(surface.name).cornerRadius")
            if let border = surface.border { check(border.width, "\(surface.name).border.width") }
            if let shadow = surface.shadow {
                check(shadow.offsetX, "\(surface.name).shadow.offsetX")
                check(shadow.offsetY, "\(surface.name).shadow.offsetY")
                check(shadow.radius, "\(surface.name).shadow.radius")
            }
        case .image(let image):
            checkRect(image.frame, image.name)
            check(image.cornerRadius, "\(image.name).cornerRadius")
            if let border = image.border { check(border.width, "\(image.name).border.width") }
        case .badge(let badge):
            checkRect(badge.frame, badge.name)
            check(badge.cornerRadius, "\(badge.name).cornerRadius")
        case .text(let name, let block):
            checkRect(block.frame, name)
            check(block.font.size, "\(name).font.size")
            for (index, line) in block.lines.enumerated() {
                let path = "\(name).lines[\(index)]"
                checkRect(line.frame, path)
                check(line.baseline, "\(path).baseline")
                check(line.width, "\(path).width")
                for run in line.glyphRuns {
                    for glyph in run.glyphs {
                        check(line.frame.x + glyph.x, "a glyph's x in \(path)")
                        check(line.baseline + glyph.y, "a glyph's y in \(path)")
                    }
                }
            }
        }
    }
}
