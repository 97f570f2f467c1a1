// libFuzzer harness over `TextMeasurer.measure`: the fuzz bytes become a
// whole `TextRequest` (see `FuzzedRequest` for the byte layout). Errors
// (`TextError`) are expected; a crash, a sanitizer report, a leak, a hang or
// a result that breaks one of the checks in `check(_:_:)` is a bug.
//
// Built by scripts/fuzz with -sanitize=fuzzer,address and -parse-as-library
// (libFuzzer provides `main`).
import CardText

/// One measurer for the whole run: its caches are part of what is fuzzed.
let measurer: TextMeasurer = {
    do {
        return TextMeasurer(fonts: try .bundled())
    } catch {
        fatalError("fuzz-text-measurer: cannot load the bundled fonts: \(error)")
    }
}()

/// The default family first, so that all-zero option bytes ask for Inter.
let families: [String] =
    [FontRegistry.defaultFamily] + measurer.fonts.families.filter { $0 != FontRegistry.defaultFamily }
    + ["No Such Family", ""]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTextMeasurer(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let input = count == 0 ? [] : Array(UnsafeBufferPointer(start: bytes, count: count))
    let request = FuzzedRequest.make(from: input, families: families)
    let block: TextBlock
    do {
        block = try measurer.measure(request)
    } catch {
        check(error, request)
        return 0
    }
    check(block, request)
    return 0
}

/// What an error must satisfy: the lines that passed a maximum height
/// are higher than it.
func check(_ error: TextError, _ request: TextRequest) {
    guard case let .tooHigh(lines, height, maximum, _) = error else { return }
    guard let bound = request.maximumHeight, maximum == bound, height > bound, lines >= 0 else {
        fatalError("\(error) for maximumHeight \(String(describing: request.maximumHeight))\nrequest: \(request)")
    }
}

/// What every measured block must satisfy, whatever the request.
func check(_ block: TextBlock, _ request: TextRequest) {
    func fail(_ what: String) -> Never {
        fatalError("\(what)\nrequest: \(request)\nblock: \(block)")
    }
    if let maxLines = request.maxLines, block.lines.count > maxLines {
        fail("\(block.lines.count) lines for maxLines \(maxLines)")
    }
    for value in [block.fontSize, block.width, block.height] where !value.isFinite {
        fail("a block measure is not finite")
    }
    if let maximumHeight = request.maximumHeight, block.height > maximumHeight {
        fail("height \(block.height) over maximumHeight \(maximumHeight)")
    }
    guard block.fontSize > 0, block.fontSize <= request.style.size else {
        fail("font size \(block.fontSize) outside (0, \(request.style.size)]")
    }
    let length = block.text.utf16.count
    for line in block.lines {
        for value in [line.x, line.top, line.baseline, line.width, line.height] where !value.isFinite {
            fail("a line measure is not finite")
        }
        guard line.range.lowerBound >= 0, line.range.upperBound <= length else {
            fail("line range \(line.range) outside the text's \(length) UTF-16 units")
        }
        for run in line.glyphRuns {
            for glyph in run.glyphs where !(glyph.x.isFinite && glyph.y.isFinite) {
                fail("a glyph position is not finite")
            }
        }
    }
}
