// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import CardGeometry
import CardRendering

/// The frames of a tile that moved since the last save: where the layout
/// of FILE as saved before and as saved now differ, in one environment,
/// from Core's layout difference (any kind).
struct MovedFrames: Hashable, Sendable {
    /// One frame that moved, appeared or went away.
    struct Move: Hashable, Sendable {
        /// The frame's JSON path (`heading.lines[1].frame`), or, when a
        /// list of frames grew or shrank, the list's (`heading.lines`).
        var path: String
        /// What changed: `y`, `height`, or `count` for a list.
        var changes: [Change]
        /// The element's frame now, to outline on the picture (nil when the
        /// layout has no shape of that name).
        var frame: LayoutRect?
        /// The element whose frame it is (`heading` for
        /// `heading.lines[1].frame`), to outline on the picture.
        let element: String

        init(path: String, changes: [Change], frame: LayoutRect? = nil) {
            self.path = path
            self.changes = changes
            self.frame = frame
            element = Self.element(of: path)
        }

        /// `path` without its `.frame` at the end, cut before its first
        /// `.lines`.
        static func element(of path: String) -> String {
            var bytes = Array(path.utf8)
            let frame = Array(".frame".utf8)
            if bytes.count >= frame.count, bytes[(bytes.count - frame.count)...].elementsEqual(frame) {
                bytes.removeLast(frame.count)
            }
            let lines = Array(".lines".utf8)
            if bytes.count >= lines.count,
                let at = (0...(bytes.count - lines.count)).first(where: { bytes[$0..<($0 + lines.count)].elementsEqual(lines) })
            {
                bytes.removeSubrange(at...)
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        /// "y 120 → 136, height 44 → 66".
        var detail: String {
            changes.map { "\($0.field) \($0.old) → \($0.new)" }.joined(separator: ", ")
        }
    }

    struct Change: Hashable, Sendable {
        /// `x`, `y`, `width`, `height`, `frame` (one layout has none) or
        /// `count`.
        var field: String
        var old: String
        var new: String
    }

    var moves: [Move]

    static let none = MovedFrames(moves: [])

    var isEmpty: Bool { moves.isEmpty }

    init(moves: [Move]) {
        self.moves = moves
    }

    /// How far a frame's value may move and not count: a thousandth of a point.
    static let frameTolerance = 0.001

    /// The frames of `current` that are not where they were in `previous`
    /// (by more than a thousandth of a point), in the order the layout
    /// JSON writes them: Core's layout difference
    /// (`Layout.differences(from:frameTolerance:)`) in frames and list
    /// lengths (``FrameDifferences``).
    init(from previous: Layout, to current: Layout) {
        self.init(from: FlatLayoutJSON(previous), to: FlatLayoutJSON(current), shapes: current.shapes)
    }

    /// ``init(from:to:)`` of two layouts as written already, `shapes` the
    /// current layout's (where the moved frames are outlined).
    init(from previous: FlatLayoutJSON, to current: FlatLayoutJSON, shapes: [LayoutShape]) {
        var moves: [Move] = []
        var index: [String: Int] = [:]
        func add(_ path: String, _ change: Change) {
            if let at = index[path] {
                moves[at].changes.append(change)
            } else {
                index[path] = moves.count
                moves.append(Move(path: path, changes: [change]))
            }
        }
        let differences = FrameDifferences.located(current, from: previous, frameTolerance: Self.frameTolerance)
        for located in differences {
            let difference = located.difference
            if let frame = located.framePath {
                let field = frame == difference.path ? "frame" : String(difference.path.dropFirst(frame.count + 1))
                add(frame, Change(field: field, old: Self.value(difference.expected), new: Self.value(difference.actual)))
            } else if difference.path != "warnings", Self.isCount(difference.expected), Self.isCount(difference.actual) {
                // Lines (or cards, groups…) that came or went: frames that
                // were not there before.
                add(difference.path, Change(field: "count", old: difference.expected, new: difference.actual))
            }
        }
        for index in moves.indices {
            moves[index].frame = TileMarks.frame(named: moves[index].element, in: shapes)
        }
        self.moves = moves
    }

    /// The elements whose frames moved, each once, in order.
    var elements: [String] {
        var seen: Set<String> = []
        return moves.map(\.element).filter { seen.insert($0).inserted }
    }

    /// "1 element", "3 elements": the difference of a list's length.
    private static func isCount(_ text: String) -> Bool {
        text.hasSuffix(" element") || text.hasSuffix(" elements")
    }

    /// A value as the difference writes it, "nothing" as "none".
    private static func value(_ text: String) -> String {
        text == "nothing" ? "none" : text
    }
}
#endif
