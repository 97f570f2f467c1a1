import CardGeometry
import CardRendering

extension GoldenRun {
    /// The run as a JUnit report, the form every CI reads: one suite per
    /// top folder of cases and one test case per case (its folder as class
    /// name, its name, its input file); a failing, missing, broken or
    /// obsolete case has a failure whose message is its first cause and
    /// whose body lists every difference.
    public func junitReport() -> JUnitReport {
        var suites: [JUnitReport.Suite] = []
        var index: [String: Int] = [:]
        for result in results {
            let suite = result.topFolder
            if index[suite] == nil {
                index[suite] = suites.count
                suites.append(JUnitReport.Suite(name: suite, cases: []))
            }
            suites[index[suite]!].cases.append(Self.testCase(result))
        }
        return JUnitReport(name: "layout-dump check", suites: suites)
    }

    private static func testCase(_ result: GoldenResult) -> JUnitReport.TestCase {
        let name: String
        let classname: String
        if let goldenCase = result.goldenCase {
            name = goldenCase.baseName + (goldenCase.form == .matrix ? " (matrix)" : "")
            classname = GoldenSuffix.join(goldenCase.root, goldenCase.folder)
        } else if let obsolete = result.obsolete {
            let file = obsolete.file
            let slash = file.lastIndex(of: "/")
            name = slash.map { String(file[file.index(after: $0)...]) } ?? file
            classname = GoldenSuffix.join(obsolete.root, slash.map { String(file[..<$0]) } ?? "")
        } else {
            name = result.key
            classname = ""
        }
        var failure: JUnitReport.Failure?
        if result.status.fails {
            var body: [String] = []
            switch result.status {
            case .failed:
                let count = result.differences.count
                body.append("\(count) difference\(count == 1 ? "" : "s") from \(result.expectedPath)")
                body += result.explanation.causes.map { "cause: " + $0.summary }
                body += result.differences.map(\.summary)
            case .missing:
                body.append("\(result.expectedPath) is missing; record it with layout-dump record, or accept the pending layout")
            default:
                body.append(result.message ?? "")
            }
            failure = JUnitReport.Failure(
                message: result.headline ?? result.status.rawValue, type: result.status.rawValue,
                body: body.joined(separator: "\n"))
        }
        return JUnitReport.TestCase(
            name: name, classname: classname, file: result.inputPath ?? result.expectedPath, time: result.seconds,
            failure: failure)
    }
}
