import CardGeometry
import Foundation

/// What checking one golden case gave.
public struct GoldenResult: Sendable {
    /// How a case came out.
    public enum Status: String, Hashable, Sendable, CaseIterable {
        /// The layout matches its expected file.
        case passed
        /// The layout differs from its expected file.
        case failed
        /// The case has no expected file.
        case missing
        /// The input (or the expected or options file) cannot be read or laid out.
        case error
        /// An expected file without its input.
        case obsolete

        /// Whether the case fails the run.
        public var fails: Bool { self != .passed }
    }

    /// The case (nil for an obsolete file).
    public var goldenCase: GoldenCase?
    /// The obsolete file (nil for a case).
    public var obsolete: GoldenFolder.Obsolete?
    /// How it came out.
    public var status: Status
    /// Every difference, in the order the JSON is written (failed cases).
    public var differences: [LayoutDifference]
    /// Why the case failed when it is not a difference: the error with its
    /// file and JSON path, or what is missing.
    public var message: String?
    /// What recording would write as the expected file: the current layout
    /// (or matrix report) in the engine's pretty form with a final newline.
    /// Kept for failed and missing cases, and for every case when asked.
    public var actual: Data?
    /// How long the case took, in seconds.
    public var seconds: Double
    /// What the pictures of a failed or missing case are drawn from.
    public var details: Details?

    /// What the pictures of a failed or missing case are drawn from, kept
    /// from the check so that nothing is read twice.
    public struct Details: Sendable {
        /// The input, read once: laid out again with its glyphs to draw it.
        public var input: LayoutInput
        /// The current layout (or matrix report) as a tree.
        public var actualTree: JSONValue?
        /// The expected file's tree.
        public var expectedTree: JSONValue?
    }

    /// A result of `status` for `goldenCase`.
    public init(
        goldenCase: GoldenCase?, obsolete: GoldenFolder.Obsolete? = nil, status: Status,
        differences: [LayoutDifference] = [], message: String? = nil, actual: Data? = nil, seconds: Double = 0
    ) {
        self.goldenCase = goldenCase
        self.obsolete = obsolete
        self.status = status
        self.differences = differences
        self.message = message
        self.actual = actual
        self.seconds = seconds
        self.details = nil
    }

    /// The result of an obsolete file: it fails.
    public init(obsolete: GoldenFolder.Obsolete) {
        self.init(goldenCase: nil, obsolete: obsolete, status: .obsolete, message: obsolete.description)
    }

    /// The case's key (``GoldenCase/key``), or the obsolete file's path.
    public var key: String { goldenCase?.key ?? obsolete?.key ?? "" }
    /// The expected file's path (the obsolete file itself for an obsolete one).
    public var expectedPath: String { goldenCase?.expectedPath ?? obsolete?.path ?? "" }
    /// The input's path (nil for an obsolete file).
    public var inputPath: String? { goldenCase?.inputPath }
    /// The first folder under the folder of cases.
    public var topFolder: String {
        if let goldenCase { return goldenCase.topFolder }
        guard let obsolete else { return "" }
        return GoldenCase(root: obsolete.root, name: obsolete.file).topFolder
    }

    /// The first cause and its followers (see ``GoldenExplanation``).
    public var explanation: GoldenExplanation { GoldenExplanation(differences) }

    /// One line that says why the case fails: its first cause, or its
    /// message; nil when it passed.
    public var headline: String? {
        switch status {
        case .passed: nil
        case .failed: explanation.headline
        case .missing, .error, .obsolete: message
        }
    }
}
