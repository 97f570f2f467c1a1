import CardGeometry

/// The results of one run over folders of cases, with what the reports say
/// about the run itself.
public struct GoldenRun: Sendable {
    /// Every result in run order: the cases, then the obsolete files.
    public var results: [GoldenResult]
    /// The engine's version (``CardGeometryVersion/number``).
    public var engineVersion: String
    /// The fonts' digest (`FontRegistry.digest()`).
    public var fontsDigest: String
    /// The `--filter` pattern, when the run was filtered.
    public var filter: String?
    /// The shard, `I/N`, when the run was sharded.
    public var shard: String?
    /// How long the whole run took, in seconds.
    public var seconds: Double

    /// A run's results and what it ran with.
    public init(
        results: [GoldenResult], engineVersion: String, fontsDigest: String, filter: String? = nil,
        shard: String? = nil, seconds: Double = 0
    ) {
        self.results = results
        self.engineVersion = engineVersion
        self.fontsDigest = fontsDigest
        self.filter = filter
        self.shard = shard
        self.seconds = seconds
    }

    /// How many results have `status`.
    public func count(_ status: GoldenResult.Status) -> Int {
        results.reduce(0) { $0 + ($1.status == status ? 1 : 0) }
    }

    /// The results that fail the run.
    public var failures: [GoldenResult] { results.filter(\.status.fails) }

    /// Whether every case passed and no file is obsolete.
    public var passed: Bool { results.allSatisfy { !$0.status.fails } }

    /// Whether obsolete files were looked for: only in a run that is
    /// neither filtered nor sharded.
    public var judgesObsolete: Bool { filter == nil && shard == nil }

    /// The failed cases grouped by fingerprint.
    public var groups: [GoldenGroup] { GoldenGroup.groups(results) }

    /// `432 cases: 430 passed, 1 failed, 1 missing` (statuses with none
    /// left out).
    public var summary: String {
        let cases = results.count - count(.obsolete)
        var parts: [String] = []
        for status in GoldenResult.Status.allCases {
            let count = count(status)
            if count > 0 || status == .passed {
                parts.append("\(count) \(status == .error ? (count == 1 ? "error" : "errors") : status.rawValue)")
            }
        }
        return "\(cases) case\(cases == 1 ? "" : "s"): " + parts.joined(separator: ", ")
    }
}
