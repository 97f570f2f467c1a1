import Foundation

/// A test report in the JUnit XML form that CI systems read (the Ant and
/// Jenkins shape: `testsuites`, `testsuite`, `testcase`, `failure`), so a
/// check of many cards shows in a CI's test view like any test suite: one
/// test case per card or golden case, failures with their message and the
/// full explanation.
public struct JUnitReport: Hashable, Sendable {
    /// A group of test cases, such as the cases of one folder.
    public struct Suite: Hashable, Sendable {
        /// The suite's name.
        public var name: String
        /// Its cases, in order.
        public var cases: [TestCase]

        /// A suite of `cases`.
        public init(name: String, cases: [TestCase]) {
            self.name = name
            self.cases = cases
        }

        /// How many cases failed.
        public var failureCount: Int { cases.count { $0.failure != nil } }
        /// The time of its cases, in seconds.
        public var time: Double { cases.reduce(0) { $0 + $1.time } }
    }

    /// One test case: one input or golden case.
    public struct TestCase: Hashable, Sendable {
        /// The case's name (a CI lists it under its class name).
        public var name: String
        /// The class name, which CI systems show as the case's group.
        public var classname: String
        /// The file the case comes from, when there is one.
        public var file: String?
        /// How long the case took, in seconds.
        public var time: Double
        /// Why it failed; nil when it passed.
        public var failure: Failure?
        /// Text shown with the case (GitLab shows `[[ATTACHMENT|path]]`
        /// lines in it as pictures).
        public var systemOut: String?

        /// A test case from its parts.
        public init(
            name: String, classname: String, file: String? = nil, time: Double = 0, failure: Failure? = nil,
            systemOut: String? = nil
        ) {
            self.name = name
            self.classname = classname
            self.file = file
            self.time = time
            self.failure = failure
            self.systemOut = systemOut
        }
    }

    /// A failed case's explanation.
    public struct Failure: Hashable, Sendable {
        /// One line: what failed first.
        public var message: String
        /// The kind of failure (`difference`, `missing`, `truncation`, …).
        public var type: String
        /// Every detail, one per line.
        public var body: String

        /// A failure from its parts.
        public init(message: String, type: String, body: String = "") {
            self.message = message
            self.type = type
            self.body = body
        }
    }

    /// The report's name (`layout-dump check`).
    public var name: String
    /// Its suites, in order.
    public var suites: [Suite]
    /// When the run started; written as each suite's `timestamp`.
    public var timestamp: Date

    /// A report of `suites`.
    public init(name: String, suites: [Suite], timestamp: Date = Date()) {
        self.name = name
        self.suites = suites
        self.timestamp = timestamp
    }

    /// The report as JUnit XML: `testsuites`, then a `testsuite` per suite
    /// with its counts, then a `testcase` per case with a `failure` when it
    /// failed. Text and attribute values are escaped (see
    /// ``MarkupText/escaped(_:)``).
    public func xml() -> String {
        let tests = suites.reduce(0) { $0 + $1.cases.count }
        let failures = suites.reduce(0) { $0 + $1.failureCount }
        let time = suites.reduce(0) { $0 + $1.time }
        let stamp = Self.timestampFormat(timestamp)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(MarkupText.escaped(name))\" tests=\"\(tests)\" failures=\"\(failures)\" "
        xml += "errors=\"0\" skipped=\"0\" time=\"\(Self.seconds(time))\">\n"
        for suite in suites {
            xml += "  <testsuite name=\"\(MarkupText.escaped(suite.name))\" tests=\"\(suite.cases.count)\" "
            xml += "failures=\"\(suite.failureCount)\" errors=\"0\" skipped=\"0\" "
            xml += "time=\"\(Self.seconds(suite.time))\" timestamp=\"\(stamp)\">\n"
            for testCase in suite.cases {
                xml += "    <testcase name=\"\(MarkupText.escaped(testCase.name))\" "
                xml += "classname=\"\(MarkupText.escaped(testCase.classname))\""
                if let file = testCase.file { xml += " file=\"\(MarkupText.escaped(file))\"" }
                xml += " time=\"\(Self.seconds(testCase.time))\""
                guard testCase.failure != nil || testCase.systemOut != nil else {
                    xml += "/>\n"
                    continue
                }
                xml += ">\n"
                if let failure = testCase.failure {
                    xml += "      <failure message=\"\(MarkupText.escaped(failure.message))\" "
                    xml += "type=\"\(MarkupText.escaped(failure.type))\">\(MarkupText.escaped(failure.body))</failure>\n"
                }
                if let out = testCase.systemOut {
                    xml += "      <system-out>\(MarkupText.escaped(out))</system-out>\n"
                }
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    /// Seconds with three decimals, as JUnit readers expect (`0.012`).
    static func seconds(_ time: Double) -> String {
        let milliseconds = Int((max(0, time.isFinite ? time : 0) * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }

    /// ISO 8601 without a zone, as the Ant form writes it (`2026-11-27T11:30:00`), in UTC.
    static func timestampFormat(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String {
            let text = String(value ?? 0)
            return text.count < 2 ? "0" + text : text
        }
        return "\(parts.year ?? 1970)-\(two(parts.month))-\(two(parts.day))T"
            + "\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))"
    }
}
