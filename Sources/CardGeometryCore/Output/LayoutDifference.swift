/// One way a layout differs from the one expected, such as
/// `heading.lines[1].frame.width: expected 120.5, got 121`.
public struct LayoutDifference: Hashable, Sendable, CustomStringConvertible {
    /// The JSON path of the differing value.
    public var path: String
    /// The expected value as JSON text.
    public var expected: String
    /// The actual value as JSON text.
    public var actual: String

    /// A difference at `path` between two values written as JSON.
    public init(path: String, expected: String, actual: String) {
        self.path = path
        self.expected = expected
        self.actual = actual
    }

    public var description: String {
        "\(path.isEmpty ? "(root)" : path): expected \(expected), got \(actual)"
    }
}

extension LayoutDifference {
    /// How the layout JSON `actual` differs from `expected`, field by field,
    /// in the order the JSON is written. Numbers inside a `frame` and in the
    /// root's `size` may differ by up to `frameTolerance` points; every
    /// other value must be equal as written (numbers to 3 decimals). Empty
    /// when the layouts match.
    public static func differences(
        between actual: JSONValue, and expected: JSONValue, frameTolerance: Double = 0.01
    ) -> [LayoutDifference] {
        var differences: [LayoutDifference] = []
        LayoutComparison(frameTolerance: frameTolerance)
            .compare(expected, actual, at: .root, tolerant: false, into: &differences)
        return differences
    }
}

extension LayoutDifference {
    /// Whether the value that differs is part of a frame (`….frame.y`, or
    /// a whole `….frame` one layout has and the other has not).
    public var isInFrame: Bool { framePath != nil }

    /// The frame the differing value is part of (`heading.lines[1].frame`
    /// for `heading.lines[1].frame.y`), or nil when it is not in a frame.
    public var framePath: String? {
        let members = path.split(separator: ".", omittingEmptySubsequences: false)
        guard let last = members.lastIndex(where: { $0 == "frame" }), last >= members.count - 2 else { return nil }
        return members[...last].joined(separator: ".")
    }
}

extension KindLayout {
    /// How this layout differs from `expected`, a layout of the same kind
    /// (see ``LayoutDifference/differences(between:and:frameTolerance:)``).
    public func differences(from expected: Self, frameTolerance: Double = 0.01) -> [LayoutDifference] {
        LayoutDifference.differences(between: jsonValue, and: expected.jsonValue, frameTolerance: frameTolerance)
    }
}

/// Walks two layout trees side by side.
private struct LayoutComparison {
    let frameTolerance: Double

    func compare(
        _ expected: JSONValue, _ actual: JSONValue, at path: JSONPath, tolerant: Bool,
        into differences: inout [LayoutDifference]
    ) {
        switch (expected, actual) {
        case (.object(let expectedObject), .object(let actualObject)):
            for member in expectedObject.members {
                let memberPath = path.appending(member.key)
                guard let actualValue = actualObject[member.key] else {
                    differences.append(
                        .init(path: memberPath.description, expected: text(member.value), actual: "nothing"))
                    continue
                }
                let tolerantMember = tolerant || member.key == "frame" || (path == .root && member.key == "size")
                compare(member.value, actualValue, at: memberPath, tolerant: tolerantMember, into: &differences)
            }
            for key in actualObject.keys where expectedObject[key] == nil {
                differences.append(
                    .init(path: path.appending(key).description, expected: "nothing", actual: text(actualObject[key]!)))
            }
        case (.array(let expectedElements), .array(let actualElements)):
            if expectedElements.count != actualElements.count {
                differences.append(
                    .init(
                        path: path.description, expected: elements(expectedElements.count),
                        actual: elements(actualElements.count)))
            }
            for (index, (expectedElement, actualElement)) in zip(expectedElements, actualElements).enumerated() {
                compare(
                    expectedElement, actualElement, at: path.appending(index: index), tolerant: tolerant,
                    into: &differences)
            }
        case (.number(let expectedNumber), .number(let actualNumber)):
            let equal =
                tolerant
                ? (expectedNumber - actualNumber).magnitude <= frameTolerance + 1e-9
                : JSONNumberFormat.threeDecimals(expectedNumber) == JSONNumberFormat.threeDecimals(actualNumber)
            if !equal {
                differences.append(.init(path: path.description, expected: text(expected), actual: text(actual)))
            }
        default:
            if expected != actual {
                differences.append(.init(path: path.description, expected: text(expected), actual: text(actual)))
            }
        }
    }

    private func elements(_ count: Int) -> String {
        count == 1 ? "1 element" : "\(count) elements"
    }

    /// Compact JSON, long values cut after 80 characters.
    private func text(_ value: JSONValue) -> String {
        let text = JSONWriter.write(value, pretty: false)
        return text.count > 80 ? String(text.prefix(79)) + "…" : text
    }
}
