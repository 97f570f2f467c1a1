// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import CardGeometry

/// Where two layouts' JSON trees differ in their frames and in the lengths
/// of their lists: of the differences Core's layout comparison finds
/// (`Layout.differences(from:frameTolerance:)`), the ones whose path is in
/// a frame (`….frame`, `….frame.y`) or that are a list's length, with the
/// same paths and words, in the same order. What moved
/// (``MovedFrames``) reads nothing else, so the other differences (texts,
/// colors, numbers outside frames) are not written: the walk keeps its
/// path as a stack and writes it only for a difference it keeps.
struct FrameDifferences {
    let frameTolerance: Double
    private(set) var differences: [LayoutDifference] = []
    private var path: [JSONPath.Component] = []

    /// The differences of `actual` from `expected` that are in a frame or
    /// are a list's length.
    static func between(_ actual: JSONValue, and expected: JSONValue, frameTolerance: Double) -> [LayoutDifference] {
        var walk = FrameDifferences(frameTolerance: frameTolerance)
        walk.path.reserveCapacity(16)
        walk.compare(expected, actual, tolerant: false)
        return walk.differences
    }

    private init(frameTolerance: Double) {
        self.frameTolerance = frameTolerance
    }

    /// The path being walked, as Core's comparison writes it.
    private var pathText: String {
        var text = ""
        for component in path { JSONPath.append(component, to: &text) }
        return text
    }

    /// Notes a difference at the current path if it is in a frame; `texts`
    /// (the expected and actual values as written) is asked only then.
    private mutating func noteIfInFrame(_ texts: () -> (expected: String, actual: String)) {
        let text = pathText
        let difference = LayoutDifference(path: text, expected: "", actual: "")
        guard difference.framePath != nil else { return }
        let (expected, actual) = texts()
        differences.append(LayoutDifference(path: text, expected: expected, actual: actual))
    }

    private mutating func compare(_ expected: JSONValue, _ actual: JSONValue, tolerant: Bool) {
        switch (expected, actual) {
        case (.object(let expectedObject), .object(let actualObject)):
            let atRoot = path.isEmpty
            for member in expectedObject.members {
                path.append(.key(member.key))
                defer { path.removeLast() }
                guard let actualValue = actualObject[member.key] else {
                    noteIfInFrame { (Self.text(member.value), "nothing") }
                    continue
                }
                let tolerantMember = tolerant || member.key == "frame" || (atRoot && member.key == "size")
                compare(member.value, actualValue, tolerant: tolerantMember)
            }
            for member in actualObject.members where expectedObject[member.key] == nil {
                path.append(.key(member.key))
                noteIfInFrame { ("nothing", Self.text(member.value)) }
                path.removeLast()
            }
        case (.array(let expectedElements), .array(let actualElements)):
            if expectedElements.count != actualElements.count {
                // A list's length, wherever it is.
                differences.append(
                    LayoutDifference(
                        path: pathText, expected: Self.elements(expectedElements.count),
                        actual: Self.elements(actualElements.count)))
            }
            for (index, (expectedElement, actualElement)) in zip(expectedElements, actualElements).enumerated() {
                path.append(.index(index))
                compare(expectedElement, actualElement, tolerant: tolerant)
                path.removeLast()
            }
        case (.number(let expectedNumber), .number(let actualNumber)):
            // A number outside a frame's tolerance is never in a frame: what
            // is in a frame is compared within the tolerance.
            guard tolerant, (expectedNumber - actualNumber).magnitude > frameTolerance + 1e-9 else { return }
            noteIfInFrame { (Self.text(expected), Self.text(actual)) }
        default:
            if expected != actual {
                noteIfInFrame { (Self.text(expected), Self.text(actual)) }
            }
        }
    }

    /// "1 element", "3 elements", as Core's comparison writes a length.
    private static func elements(_ count: Int) -> String {
        count == 1 ? "1 element" : "\(count) elements"
    }

    /// Compact JSON, long values cut after 80 characters, as Core's
    /// comparison writes a value.
    private static func text(_ value: JSONValue) -> String {
        let text = JSONWriter.write(value, pretty: false)
        return text.count > 80 ? String(text.prefix(79)) + "…" : text
    }
}
#endif
