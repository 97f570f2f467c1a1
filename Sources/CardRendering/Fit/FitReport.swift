import CardGeometry
import CardText

/// How much of each text of a layout shows over a ``DeviceMatrix``: the
/// copy-fitting report (`layout-dump fit`). For every text, its length in
/// grapheme clusters, whether it shows whole and at its own size
/// everywhere, the environment where it shows least, and for each width the
/// largest content size category at which it still shows whole: what an
/// editor needs to shorten a text, or to accept where it truncates.
public struct FitReport: Hashable, Sendable {
    /// One text of the layout over the matrix.
    public struct Text: Hashable, Sendable {
        /// The text's output path (`heading`, `cards[2].title`).
        public var path: String
        /// Its length in grapheme clusters (after text case).
        public var characters: Int
        /// Whether it shows whole (no ellipsis) and at its own size (not
        /// resized) in every environment.
        public var fitsEverywhere: Bool
        /// The environment where it shows least (the fewest clusters before
        /// the ellipsis, then the smallest size), when it does not fit
        /// everywhere.
        public var worst: Worst?
        /// For each width of the matrix, in increasing order, the largest
        /// content size category up to which it shows whole at every
        /// category of the matrix (in every scheme and direction); `nil`
        /// when it truncates at the smallest.
        public var wholeUpTo: [WholeUpTo]

        /// A text from its parts.
        public init(
            path: String, characters: Int, fitsEverywhere: Bool, worst: Worst?,
            wholeUpTo: [WholeUpTo]
        ) {
            self.path = path
            self.characters = characters
            self.fitsEverywhere = fitsEverywhere
            self.worst = worst
            self.wholeUpTo = wholeUpTo
        }
    }

    /// Where a text shows least.
    public struct Worst: Hashable, Sendable {
        /// The environment.
        public var cell: DeviceMatrix.Cell
        /// The grapheme clusters shown there before the ellipsis (all of
        /// them when it is not truncated).
        public var shownCharacters: Int
        /// The size it is set in there.
        public var size: Double
        /// For a text resized anywhere in the matrix, the smallest size it
        /// reached; `nil` when it is never resized.
        public var smallestSize: Double?

        /// A worst case from its parts.
        public init(cell: DeviceMatrix.Cell, shownCharacters: Int, size: Double, smallestSize: Double?) {
            self.cell = cell
            self.shownCharacters = shownCharacters
            self.size = size
            self.smallestSize = smallestSize
        }
    }

    /// The largest content size category at which a text shows whole at
    /// one width.
    public struct WholeUpTo: Hashable, Sendable {
        /// The width, in points.
        public var width: Double
        /// The largest category up to which the text shows whole at every
        /// category of the matrix; `nil` when it truncates at the smallest.
        public var category: ContentSizeCategory?

        /// A limit from its parts.
        public init(width: Double, category: ContentSizeCategory?) {
            self.width = width
            self.category = category
        }
    }

    /// An environment the input cannot be laid out in.
    public struct CellError: Hashable, Sendable {
        /// The environment.
        public var cell: DeviceMatrix.Cell
        /// Why.
        public var error: CardLayoutError
    }

    /// The matrix that was run.
    public var matrix: DeviceMatrix
    /// The kind laid out (nil when no environment could say).
    public var kind: LayoutKind?
    /// Every text that some environment shows, in the order of the
    /// layouts.
    public var texts: [Text]
    /// The environments the input cannot be laid out in, with why.
    public var errors: [CellError]

    /// How one text came out in one environment.
    struct Seen: Sendable {
        var path: String
        var characters: Int
        var shown: Int
        var truncated: Bool
        var resized: Bool
        var size: Double
    }

    /// Lays `input` out in every environment of `matrix` (its own
    /// environment with each cell's values set), on all cores, and reports
    /// each text's fit.
    public init(_ input: LayoutInput, matrix: DeviceMatrix, engine: CardLayoutEngine) {
        let cells = matrix.cells
        let environments = cells.map { $0.applied(to: input.environment) }
        let outcomes = engine.layout(input, in: environments) { layout in
            layout.textBlocks.map { name, block in Self.seen(name, block) }
        }
        self.matrix = matrix
        self.kind = input.kind
        var errorCells: [CellError] = []
        var order: [String] = []
        var byPath: [String: [(cell: DeviceMatrix.Cell, seen: Seen)]] = [:]
        for (cell, outcome) in zip(cells, outcomes) {
            switch outcome {
            case .failure(let error): errorCells.append(CellError(cell: cell, error: error))
            case .success(let texts):
                for text in texts {
                    if byPath[text.path] == nil { order.append(text.path) }
                    byPath[text.path, default: []].append((cell, text))
                }
            }
        }
        self.errors = errorCells
        let widths = Array(Set(matrix.widths)).sorted()
        let categories = ContentSizeCategory.allCases.filter(matrix.categories.contains)
        texts = order.map { path in
            Self.text(path, byPath[path] ?? [], widths: widths, categories: categories)
        }
    }

    private static func text(
        _ path: String, _ seen: [(cell: DeviceMatrix.Cell, seen: Seen)], widths: [Double],
        categories: [ContentSizeCategory]
    ) -> Text {
        let characters = seen.map(\.seen.characters).max() ?? 0
        let fits = seen.allSatisfy { !$0.seen.truncated && !$0.seen.resized }
        var worst: Worst?
        if !fits, var least = seen.first {
            for candidate in seen.dropFirst()
            where (candidate.seen.shown, candidate.seen.size) < (least.seen.shown, least.seen.size) {
                least = candidate
            }
            let resized = seen.filter(\.seen.resized).map(\.seen.size)
            worst = Worst(
                cell: least.cell, shownCharacters: least.seen.shown, size: least.seen.size,
                smallestSize: resized.min())
        }
        var truncatedAt: Set<WholeUpTo> = []
        var laidOut: Set<WholeUpTo> = []
        for (cell, text) in seen {
            let key = WholeUpTo(width: cell.width, category: cell.category)
            laidOut.insert(key)
            if text.truncated { truncatedAt.insert(key) }
        }
        let wholeUpTo = widths.map { width -> WholeUpTo in
            var last: ContentSizeCategory?
            for category in categories {
                let key = WholeUpTo(width: width, category: category)
                if truncatedAt.contains(key) { break }
                if laidOut.contains(key) { last = category }
            }
            return WholeUpTo(width: width, category: last)
        }
        return Text(path: path, characters: characters, fitsEverywhere: fits, worst: worst, wholeUpTo: wholeUpTo)
    }

    /// What one block shows: its clusters, and those before the ellipsis.
    static func seen(_ path: String, _ block: TextBlockLayout) -> Seen {
        let characters = block.text.count
        return Seen(
            path: path, characters: characters, shown: block.truncated ? shownCharacters(block) : characters,
            truncated: block.truncated, resized: block.resized, size: block.font.size)
    }

    /// The grapheme clusters of a truncated block's text before its
    /// ellipsis: up to the end of its last line's range, which ends after
    /// the last cluster kept.
    static func shownCharacters(_ block: TextBlockLayout) -> Int {
        guard let last = block.lines.last else { return 0 }
        let utf16 = block.text.utf16
        let end = utf16.index(utf16.startIndex, offsetBy: max(0, min(last.range.upperBound, utf16.count)))
        return block.text[..<end].count
    }
}
