// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import CardGeometry

/// Where two layouts' JSON differs in its frames and in the lengths of its
/// lists: of the differences Core's layout comparison finds
/// (`Layout.differences(from:frameTolerance:)`), the ones whose path is in
/// a frame (`….frame`, `….frame.y`) or that are a list's length, with the
/// same paths and words, in the same order. What moved (``MovedFrames``)
/// reads nothing else, so the other differences (texts, colors, numbers
/// outside frames) are not written: the layouts are walked as their kinds
/// write them (``FlatLayoutJSON``), without a tree, the path kept as a
/// stack and written only for a difference that is kept; a container that
/// is the same node for node in both (``FlatLayoutJSON/sameNodes(_:as:in:)``)
/// is passed without walking it.
struct FrameDifferences {
    /// A difference with the frame it is in (``LayoutDifference/framePath``
    /// of it), found from the path's steps rather than from its text.
    struct Located: Equatable {
        var difference: LayoutDifference
        var framePath: String?
    }

    let frameTolerance: Double
    private let expected: FlatLayoutJSON
    private let actual: FlatLayoutJSON
    private(set) var differences: [Located] = []
    private var path: [Step] = []

    /// One step of a path: a member (its node in the expected layout, or
    /// in the actual one when only that has it) or an element's index.
    private enum Step {
        case member(Int, inActual: Bool)
        case index(Int)
    }

    /// The differences of `actual` from `expected` that are in a frame or
    /// are a list's length.
    static func between(_ actual: Layout, and expected: Layout, frameTolerance: Double) -> [LayoutDifference] {
        between(FlatLayoutJSON(actual), and: FlatLayoutJSON(expected), frameTolerance: frameTolerance)
    }

    /// ``between(_:and:frameTolerance:)`` of two layouts as written
    /// already.
    static func between(
        _ actual: FlatLayoutJSON, and expected: FlatLayoutJSON, frameTolerance: Double
    ) -> [LayoutDifference] {
        located(actual, from: expected, frameTolerance: frameTolerance).map(\.difference)
    }

    /// ``between(_:and:frameTolerance:)``, each difference with the frame
    /// it is in.
    static func located(
        _ actual: FlatLayoutJSON, from expected: FlatLayoutJSON, frameTolerance: Double
    ) -> [Located] {
        var walk = FrameDifferences(frameTolerance: frameTolerance, expected: expected, actual: actual)
        guard !walk.expected.nodes.isEmpty, !walk.actual.nodes.isEmpty else { return [] }
        walk.path.reserveCapacity(16)
        walk.compare(0, 0, tolerant: false)
        return walk.differences
    }

    private init(frameTolerance: Double, expected: FlatLayoutJSON, actual: FlatLayoutJSON) {
        self.frameTolerance = frameTolerance
        self.expected = expected
        self.actual = actual
    }

    /// The text of the path being walked, as Core's comparison writes it,
    /// and the text of its first `prefix` steps (a prefix of it), written
    /// once.
    private func pathText(prefix: Int? = nil) -> (text: String, prefix: String?) {
        var text = ""
        var prefixText: String?
        for (index, step) in path.enumerated() {
            if index == prefix { prefixText = text }
            switch step {
            case .member(let node, let inActual):
                let key = inActual ? actual.keyText(of: node) : expected.keyText(of: node)
                JSONPath.append(.key(key), to: &text)
            case .index(let index): JSONPath.append(.index(index), to: &text)
            }
        }
        if prefix == path.count { prefixText = text }
        return (text, prefixText)
    }

    /// Where the path being walked is, as ``LayoutDifference/framePath``
    /// reads its text: in the frame made of its first `steps` steps, in
    /// none, or `unknown` when a key on it is not written after a dot
    /// (then only the text tells).
    private enum Place {
        case inFrame(steps: Int)
        case outside
        case unknown
    }

    /// The path's text is its keys after dots, each followed by its
    /// elements' indexes; its members (split at the dots) are the keys
    /// with their indexes. It is in a frame when one of its last two
    /// members is `frame` alone (a key `frame` with no index after it).
    private var place: Place {
        var place = Place.outside
        var decided = false
        var members = 0
        var indexed = false
        var step = path.count - 1
        while step >= 0 {
            switch path[step] {
            case .index:
                indexed = true
            case .member(let node, let inActual):
                let (identifier, frame) = facts(of: node, inActual: inActual)
                guard identifier else { return .unknown }
                if !decided {
                    if frame, !indexed {
                        place = .inFrame(steps: step + 1)
                        decided = true
                    } else {
                        members += 1
                        decided = members == 2
                    }
                }
                indexed = false
            }
            step -= 1
        }
        return place
    }

    /// What a path needs to know of a member's key: whether a JSON path
    /// writes it after a dot (`JSONPath.isIdentifier(utf8:)`; any other key
    /// is written in brackets and quotes), and whether it is `frame`. Read
    /// from its bytes only when a difference is noted.
    private func facts(of node: Int, inActual: Bool) -> (identifier: Bool, frame: Bool) {
        func read(_ bytes: UnsafeBufferPointer<UInt8>) -> (identifier: Bool, frame: Bool) {
            (JSONPath.isIdentifier(utf8: bytes), bytes.elementsEqual("frame".utf8))
        }
        return inActual ? actual.withKeyBytes(of: node, read) : expected.withKeyBytes(of: node, read)
    }

    /// The current path's text and the frame it is in, at `place` (the
    /// path's ``place``).
    private func located(at place: Place) -> (text: String, framePath: String?) {
        switch place {
        case .inFrame(let steps):
            let (text, framePath) = pathText(prefix: steps)
            return (text, framePath)
        case .outside: return (pathText().text, nil)
        case .unknown:
            let text = pathText().text
            return (text, LayoutDifference(path: text, expected: "", actual: "").framePath)
        }
    }

    /// Notes a difference at the current path, with the frame it is in.
    private mutating func note(expected: String, actual: String) {
        let (text, framePath) = located(at: place)
        differences.append(
            Located(difference: LayoutDifference(path: text, expected: expected, actual: actual), framePath: framePath))
    }

    /// Notes a difference at the current path if it is in a frame; `texts`
    /// (the expected and actual values as written) is asked only then.
    private mutating func noteIfInFrame(_ texts: () -> (expected: String, actual: String)) {
        let place = self.place
        if case .outside = place { return }  // no text written for it
        let (text, framePath) = located(at: place)
        guard framePath != nil else { return }
        let (expected, actual) = texts()
        differences.append(
            Located(difference: LayoutDifference(path: text, expected: expected, actual: actual), framePath: framePath))
    }

    /// The member of the object at `object` in `json` whose key is the key
    /// of `node` in `keys`.
    private static func member(
        keyOf node: Int, in keys: FlatLayoutJSON, of object: Int, in json: FlatLayoutJSON
    ) -> Int? {
        var child = object + 1
        let end = json.end(of: object)
        while child < end {
            if json.key(of: child, equalsKeyOf: node, in: keys) { return child }
            child = json.end(of: child)
        }
        return nil
    }

    private mutating func compare(_ e: Int, _ a: Int, tolerant: Bool) {
        let expectedNode = expected.nodes[e], actualNode = actual.nodes[a]
        // Most of two layouts of one geometry is the same: a container
        // whose nodes are all the same holds no difference.
        if expectedNode.kind == actualNode.kind, expectedNode.kind == .object || expectedNode.kind == .array,
            expected.sameNodes(e, as: a, in: actual)
        {
            return
        }
        switch (expectedNode.kind, actualNode.kind) {
        case (.object, .object):
            let expectedEnd = expectedNode.end, actualEnd = actualNode.end
            let atRoot = path.isEmpty
            var expectedChild = e + 1
            var actualHint = a + 1
            var expectedCount = 0
            var allFound = true
            while expectedChild < expectedEnd {
                expectedCount += 1
                // The same writer writes the same keys in the same order:
                // look where the member would be first.
                let found: Int?
                if actualHint < actualEnd, actual.key(of: actualHint, equalsKeyOf: expectedChild, in: expected) {
                    found = actualHint
                } else {
                    found = Self.member(keyOf: expectedChild, in: expected, of: a, in: actual)
                }
                path.append(.member(expectedChild, inActual: false))
                if let found {
                    let tolerantMember =
                        tolerant || expected.key(of: expectedChild, is: "frame")
                        || (atRoot && expected.key(of: expectedChild, is: "size"))
                    compare(expectedChild, found, tolerant: tolerantMember)
                    actualHint = actual.end(of: found)
                } else {
                    allFound = false
                    let value = expected.value(at: expectedChild)
                    noteIfInFrame { (Self.text(value), "nothing") }
                }
                path.removeLast()
                expectedChild = expected.end(of: expectedChild)
            }
            var actualCount = 0
            var actualChild = a + 1
            while actualChild < actualEnd {
                actualCount += 1
                actualChild = actual.end(of: actualChild)
            }
            // Keys are unique: when every expected key was found and the
            // counts agree, the actual object has no other.
            guard !(allFound && actualCount == expectedCount) else { return }
            actualChild = a + 1
            while actualChild < actualEnd {
                if Self.member(keyOf: actualChild, in: actual, of: e, in: expected) == nil {
                    path.append(.member(actualChild, inActual: true))
                    let value = actual.value(at: actualChild)
                    noteIfInFrame { ("nothing", Self.text(value)) }
                    path.removeLast()
                }
                actualChild = actual.end(of: actualChild)
            }
        case (.array, .array):
            let expectedCount = expectedNode.count, actualCount = actualNode.count
            if expectedCount != actualCount {
                // A list's length, wherever it is.
                note(expected: Self.elements(expectedCount), actual: Self.elements(actualCount))
            }
            var expectedChild = e + 1
            var actualChild = a + 1
            var index = 0
            while expectedChild < expectedNode.end, actualChild < actualNode.end {
                path.append(.index(index))
                compare(expectedChild, actualChild, tolerant: tolerant)
                path.removeLast()
                expectedChild = expected.end(of: expectedChild)
                actualChild = actual.end(of: actualChild)
                index += 1
            }
        case (.number, .number):
            // A number outside a frame's tolerance is never in a frame: what
            // is in a frame is compared within the tolerance.
            let expectedNumber = expectedNode.number, actualNumber = actualNode.number
            guard tolerant, (expectedNumber - actualNumber).magnitude > frameTolerance + 1e-9 else { return }
            noteIfInFrame { (Self.text(.number(expectedNumber)), Self.text(.number(actualNumber))) }
        default:
            // Leaves of the same kind and value are the same; an object, an
            // array and a value of another kind always differ.
            if expectedNode.kind != .object, expectedNode.kind != .array, expected.leaf(e, equals: a, in: actual) {
                return
            }
            let expectedValue = expected.value(at: e), actualValue = actual.value(at: a)
            noteIfInFrame { (Self.text(expectedValue), Self.text(actualValue)) }
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
