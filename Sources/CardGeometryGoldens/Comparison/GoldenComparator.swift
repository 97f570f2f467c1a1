import CardGeometry
import Foundation

/// The one comparison of a layout with its golden file, behind
/// `layout-dump check`, `CardGeometryTesting` and the repository's own
/// golden test.
///
/// Frames and the root's `size` may differ by up to ``frameTolerance``
/// points, a matrix environment's height as well; every other value must be
/// equal as written, numbers to 3 decimals (see
/// ``LayoutDifference/differences(between:and:frameTolerance:)``). A file
/// equal byte for byte to what the engine writes matches without being
/// parsed.
public struct GoldenComparator: Hashable, Sendable {
    /// How far a frame value may move, in points.
    public var frameTolerance: Double

    /// A comparator with frames within `frameTolerance` points (0.01).
    public init(frameTolerance: Double = 0.01) {
        self.frameTolerance = frameTolerance
    }

    /// How an expected file compares with what it should hold now.
    public enum Comparison: Hashable, Sendable {
        /// Equal, or different only within the tolerance.
        case matches
        /// There is no expected file.
        case missing
        /// The differences, in the order the JSON is written, and the
        /// expected file's tree.
        case differs([LayoutDifference], expected: JSONValue)
        /// The expected file cannot be read or is not JSON.
        case unreadable(GoldenError)
    }

    /// Compares `actual`, a layout (or matrix report) in the engine's pretty
    /// form with a final newline, with the expected file at `path`;
    /// `tree` gives the same document as a tree, asked for only when the
    /// bytes differ.
    public func compare(
        actual: Data, tree: () -> JSONValue, form: GoldenCase.Form = .layout, expectedAt path: String
    ) -> Comparison {
        let expected: Data
        do {
            guard let bytes = try GoldenFile.readIfPresent(path) else { return .missing }
            expected = bytes
        } catch {
            return .unreadable(error)
        }
        if expected == actual { return .matches }
        let expectedValue: JSONValue
        do {
            expectedValue = try JSONValue(json: expected)
        } catch {
            return .unreadable(GoldenError("\(path): not a JSON document: \(error)"))
        }
        let differences = differences(form, actual: tree(), expected: expectedValue)
        return differences.isEmpty ? .matches : .differs(differences, expected: expectedValue)
    }

    /// What a layout's expected file holds: its `card-layout/1` JSON in the
    /// engine's pretty form with a final newline, written from the typed
    /// layout without building its JSON tree.
    public static func expectedBytes(of layout: Layout) -> Data {
        var bytes = layout.jsonBytes(pretty: true)
        bytes.append(UInt8(ascii: "\n"))
        return Data(bytes)
    }

    /// How the `actual` layout (or matrix report) differs from `expected`.
    public func differences(
        _ form: GoldenCase.Form, actual: JSONValue, expected: JSONValue
    ) -> [LayoutDifference] {
        switch form {
        case .layout:
            LayoutDifference.differences(between: actual, and: expected, frameTolerance: frameTolerance)
        case .matrix:
            MatrixComparison(tolerance: frameTolerance).differences(between: actual, and: expected)
        }
    }
}
