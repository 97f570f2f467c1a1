import CardGeometry
import CardGeometryGoldens
import Foundation

#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Expects `layout` to match the golden file at `path` (its `card-layout/1`
/// JSON, frames within 0.01 pt), or records it when
/// `CARDGEOMETRY_RECORD_GOLDENS` asks (see ``GoldenTesting``). A failure is
/// a test issue at the caller. Returns whether it passed.
@discardableResult
public func expectGolden(
    _ layout: Layout, at path: String, name: String? = nil,
    comparator: GoldenComparator = GoldenComparator(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    let actual = GoldenComparator.expectedBytes(of: layout)
    let lines = GoldenTesting.verify(
        actual: actual, tree: { layout.jsonValue }, expectedAt: path, name: name ?? path, comparator: comparator)
    GoldenIssue.record(lines, fileID: fileID, filePath: filePath, line: line, column: column)
    return lines.isEmpty
}

/// Expects the golden case to match: its input laid out (or run over its
/// matrix) by `checker` and compared with its expected file, or recorded
/// when `CARDGEOMETRY_RECORD_GOLDENS` asks. A failure is a test issue at
/// the caller. Returns whether it passed.
@discardableResult
public func expectGolden(
    _ goldenCase: GoldenCase, checker: GoldenChecker,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    let lines: [String]
    do {
        let produced = try checker.produce(goldenCase)
        lines = GoldenTesting.verify(
            actual: produced.data, tree: produced.tree, form: goldenCase.form, expectedAt: goldenCase.expectedPath,
            name: goldenCase.name + (goldenCase.form == .matrix ? " (matrix)" : ""), comparator: checker.comparator)
    } catch {
        lines = ["\(goldenCase.name): \(error.message)"]
    }
    GoldenIssue.record(lines, fileID: fileID, filePath: filePath, line: line, column: column)
    return lines.isEmpty
}

/// Records a failure in whichever test framework is running the test.
enum GoldenIssue {
    static func record(_ lines: [String], fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        guard !lines.isEmpty else { return }
        let message = lines.joined(separator: "\n")
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
        #else
        FileHandle.standardError.write(Data(("golden test failed: " + message + "\n").utf8))
        #endif
    }
}
