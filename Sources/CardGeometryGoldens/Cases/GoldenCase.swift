/// One golden case in a folder of cases: an input and the expected file it
/// is compared with.
///
/// A folder of cases is laid out as the repository's `Goldens/` is, in
/// folders nested freely:
///
/// ```
/// NAME.input.json              the input
/// NAME.expected.json           the card-layout/1 layout it must give
/// NAME.matrix.json             optional: matrix options (widths, categories, schemes, directions)
/// NAME.matrix.expected.json    the layout-matrix/1 report it must give over that matrix
/// ```
///
/// An input gives one layout case, and one matrix case more when its
/// `NAME.matrix.json` is there.
public struct GoldenCase: Hashable, Sendable, CustomStringConvertible {
    /// What is compared.
    public enum Form: String, Hashable, Sendable {
        /// The input's `card-layout/1` layout with `NAME.expected.json`.
        case layout
        /// The input's `layout-matrix/1` report over the options in
        /// `NAME.matrix.json` with `NAME.matrix.expected.json`.
        case matrix
    }

    /// The folder of cases the case was found in, as given (`Goldens`).
    public var root: String
    /// The case's path under `root` without its suffix
    /// (`storyteller-cards/placement/below-inset-margin16`).
    public var name: String
    /// What is compared.
    public var form: Form

    /// A case of `form` named `name` under the folder `root`.
    public init(root: String, name: String, form: Form = .layout) {
        self.root = root
        self.name = name
        self.form = form
    }

    /// The case's key, unique in a run and stable across runs: its path
    /// with the folder (`Goldens/sheet-cards/drag/x`), and ` (matrix)` for
    /// a matrix case. Sharding and filtering use it.
    public var key: String { form == .matrix ? path + " (matrix)" : path }
    public var description: String { key }

    /// The case's path with the folder and no suffix.
    public var path: String { GoldenSuffix.join(root, name) }
    /// The input file.
    public var inputPath: String { path + GoldenSuffix.input }
    /// The expected file.
    public var expectedPath: String {
        path + (form == .matrix ? GoldenSuffix.matrixExpected : GoldenSuffix.expected)
    }
    /// The matrix options file (matrix cases only).
    public var matrixOptionsPath: String? { form == .matrix ? path + GoldenSuffix.matrixOptions : nil }

    /// The first folder under `root` the case is in (`storyteller-cards`), or
    /// `root`'s own last name for a case at the top.
    public var topFolder: String {
        if let slash = name.firstIndex(of: "/") { return String(name[..<slash]) }
        return GoldenSuffix.lastComponent(of: root)
    }

    /// The case's folder under `root` (`storyteller-cards/placement`), empty at the top.
    public var folder: String {
        guard let slash = name.lastIndex(of: "/") else { return "" }
        return String(name[..<slash])
    }

    /// The case's own file name without suffix (`below-inset-margin16`).
    public var baseName: String {
        guard let slash = name.lastIndex(of: "/") else { return name }
        return String(name[name.index(after: slash)...])
    }
}

/// The file names of a folder of cases.
public enum GoldenSuffix {
    /// An input: `NAME.input.json`.
    public static let input = ".input.json"
    /// An expected layout: `NAME.expected.json`.
    public static let expected = ".expected.json"
    /// Matrix options: `NAME.matrix.json`.
    public static let matrixOptions = ".matrix.json"
    /// An expected matrix report: `NAME.matrix.expected.json`.
    public static let matrixExpected = ".matrix.expected.json"

    /// `folder/name`, or `name` when the folder is `.` or empty.
    static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty || folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    static func lastComponent(of path: String) -> String {
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }
}
