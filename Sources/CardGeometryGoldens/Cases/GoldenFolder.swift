/// The cases of one folder of cases, found from the paths of its files.
///
/// Discovery only reads names: whoever walks the folder passes the paths of
/// its regular files, relative to it (`layout-dump check` its folder walk,
/// a test its own).
public struct GoldenFolder: Hashable, Sendable {
    /// An expected or options file whose case has no input (or, for a
    /// matrix expected file, no options): left over from a removed case.
    public struct Obsolete: Hashable, Sendable, CustomStringConvertible {
        /// The folder it is in, as given.
        public var root: String
        /// Its path under the folder (`placement/old.expected.json`).
        public var file: String
        /// What it is missing.
        public var reason: String

        /// The file's path with the folder.
        public var path: String { GoldenSuffix.join(root, file) }
        public var description: String { "\(path): \(reason)" }

        /// The obsolete case's key, as a case's ``GoldenCase/key`` would be.
        public var key: String { path }
    }

    /// The folder, as given.
    public var root: String
    /// Every case, sorted by name, a matrix case after its layout case.
    public var cases: [GoldenCase]
    /// Expected and options files without their input.
    public var obsolete: [Obsolete]

    /// The cases of the folder `root` whose files, relative to it, are
    /// `files` (other files, such as a README, are not cases and are left
    /// alone).
    public init(root: String, files: [String]) {
        self.root = root
        var inputs: Set<String> = []
        var expected: Set<String> = []
        var options: Set<String> = []
        var matrixExpected: Set<String> = []
        for file in files {
            // The longest suffix first: NAME.matrix.expected.json also ends in .expected.json.
            if let stem = Self.stem(file, GoldenSuffix.matrixExpected) {
                matrixExpected.insert(stem)
            } else if let stem = Self.stem(file, GoldenSuffix.matrixOptions) {
                options.insert(stem)
            } else if let stem = Self.stem(file, GoldenSuffix.expected) {
                expected.insert(stem)
            } else if let stem = Self.stem(file, GoldenSuffix.input) {
                inputs.insert(stem)
            }
        }
        var cases: [GoldenCase] = []
        for name in inputs.sorted() {
            cases.append(GoldenCase(root: root, name: name, form: .layout))
            if options.contains(name) { cases.append(GoldenCase(root: root, name: name, form: .matrix)) }
        }
        self.cases = cases
        var obsolete: [Obsolete] = []
        for name in expected.subtracting(inputs) {
            obsolete.append(
                Obsolete(root: root, file: name + GoldenSuffix.expected, reason: "has no \(GoldenSuffix.input) beside it"))
        }
        for name in options.subtracting(inputs) {
            obsolete.append(
                Obsolete(
                    root: root, file: name + GoldenSuffix.matrixOptions, reason: "has no \(GoldenSuffix.input) beside it"))
        }
        for name in matrixExpected.subtracting(inputs.intersection(options)) {
            let missing = inputs.contains(name) ? GoldenSuffix.matrixOptions : GoldenSuffix.input
            obsolete.append(
                Obsolete(root: root, file: name + GoldenSuffix.matrixExpected, reason: "has no \(missing) beside it"))
        }
        self.obsolete = obsolete.sorted { $0.file < $1.file }
    }

    private static func stem(_ file: String, _ suffix: String) -> String? {
        guard file.hasSuffix(suffix), file.count > suffix.count else { return nil }
        return String(file.dropLast(suffix.count))
    }
}
