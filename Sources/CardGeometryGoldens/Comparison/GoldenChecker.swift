import CardGeometry
import CardRendering
import Foundation

/// Checks golden cases: lays out each input (or runs its matrix) and
/// compares it with its expected file (see ``GoldenComparator``).
public struct GoldenChecker: Sendable {
    /// The engine that lays the inputs out.
    public var engine: CardLayoutEngine
    /// How layouts are compared.
    public var comparator: GoldenComparator

    /// A checker over `engine`, frames within 0.01 pt.
    public init(engine: CardLayoutEngine, comparator: GoldenComparator = GoldenComparator()) {
        self.engine = engine
        self.comparator = comparator
    }

    /// What a case gives now: the bytes its expected file should hold, the
    /// same document as a tree, and the typed input it came from.
    public struct Produced: Sendable {
        /// The layout (or matrix report) in the engine's pretty form, with a final newline.
        public var data: Data
        /// The same document as a tree (made only when asked).
        public var tree: @Sendable () -> JSONValue
        /// The input, read once (to draw it again with its glyphs).
        public var input: LayoutInput
    }

    /// Checks one case. `keepsActual` keeps what recording would write
    /// (``GoldenResult/actual``) for a case that passes too.
    public func check(_ goldenCase: GoldenCase, keepsActual: Bool = false) -> GoldenResult {
        let start = ContinuousClock.now
        var result = compare(goldenCase, keepsActual: keepsActual)
        let elapsed = ContinuousClock.now - start
        result.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return result
    }

    private func compare(_ goldenCase: GoldenCase, keepsActual: Bool) -> GoldenResult {
        let produced: Produced
        do {
            produced = try self.produce(goldenCase)
        } catch {
            return GoldenResult(goldenCase: goldenCase, status: .error, message: error.message)
        }
        let actual = produced.data
        switch comparator.compare(
            actual: actual, tree: produced.tree, form: goldenCase.form, expectedAt: goldenCase.expectedPath)
        {
        case .matches:
            return GoldenResult(goldenCase: goldenCase, status: .passed, actual: keepsActual ? actual : nil)
        case .missing:
            var result = GoldenResult(
                goldenCase: goldenCase, status: .missing, message: "\(goldenCase.expectedPath) is missing",
                actual: actual)
            result.details = GoldenResult.Details(input: produced.input, actualTree: nil, expectedTree: nil)
            return result
        case .differs(let differences, let expected):
            var result = GoldenResult(
                goldenCase: goldenCase, status: .failed, differences: differences, actual: actual)
            result.details = GoldenResult.Details(
                input: produced.input, actualTree: produced.tree(), expectedTree: expected)
            return result
        case .unreadable(let error):
            return GoldenResult(goldenCase: goldenCase, status: .error, message: error.message, actual: actual)
        }
    }

    /// What the case's expected file should hold now: the input's layout
    /// (or matrix report) in the engine's pretty form, with a final newline.
    public func actual(_ goldenCase: GoldenCase) throws(GoldenError) -> Data {
        try produce(goldenCase).data
    }

    /// What the case gives now (see ``Produced``).
    public func produce(_ goldenCase: GoldenCase) throws(GoldenError) -> Produced {
        let inputPath = goldenCase.inputPath
        let data = try GoldenFile.read(inputPath)
        switch goldenCase.form {
        case .layout:
            do {
                let input = try engine.input(json: data)
                let layout = try engine.layout(input)
                return Produced(
                    data: GoldenComparator.expectedBytes(of: layout), tree: { layout.jsonValue }, input: input)
            } catch {
                throw GoldenError("\(inputPath): \(error)")
            }
        case .matrix:
            let optionsPath = goldenCase.matrixOptionsPath ?? ""
            let matrix = try MatrixOptions.read(optionsPath)
            let input: LayoutInput
            do {
                input = try engine.input(json: data, fillingMissing: EnvironmentOverrides(width: matrix.widths.first))
            } catch {
                throw GoldenError("\(inputPath): \(error)")
            }
            let report = matrix.run(input, engine: engine)
            let bytes = Data((report.json() + "\n").utf8)
            return Produced(data: bytes, tree: { report.jsonValue }, input: input)
        }
    }
}

/// Reading the files of a folder of cases.
enum GoldenFile {
    /// The file's bytes. Opened by path, without making a `URL` (which
    /// walks the path to learn whether it is a folder): a check reads two
    /// files per case, and that walk was a tenth of a passing case's time.
    static func read(_ path: String) throws(GoldenError) -> Data {
        guard let data = try readIfPresent(path) else { throw GoldenError("\(path): cannot be read: no such file") }
        return data
    }

    /// The file's bytes, or nil when there is no file at `path`.
    static func readIfPresent(_ path: String) throws(GoldenError) -> Data? {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            guard FileManager.default.fileExists(atPath: path) else { return nil }
            throw GoldenError("\(path): cannot be read: permission denied")
        }
        defer { try? handle.close() }
        do {
            return try handle.readToEnd() ?? Data()
        } catch {
            throw GoldenError("\(path): cannot be read: \(reason(error))")
        }
    }

    static func reason(_ error: Error) -> String {
        if let error = error as? CocoaError, let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.localizedDescription
        }
        return error.localizedDescription
    }
}
