import CardGeometry
import Synchronization

/// Shapes drawn as parts of color templates (``CardSVG/ColorTemplate``),
/// kept so that a shape drawn again the same way is copied instead of
/// drawn: after a save that changes one text, a card's other shapes come
/// back unchanged in every template of the page, and a shape above a text
/// (an image, a card's background) is the same in every text size.
///
/// A drawing is kept under everything its markup follows from: the shape
/// with its colors left out (colors are holes), its index in the layout,
/// the holes made before it (the marks are numbered), the ids the picture
/// took before it, and what the layout says of its corners and symbol. What
/// the drawing decided from the picture besides those (a shadow too faint
/// to draw from its color, a caption's corner from the badges and lines
/// over its image) is kept with it and checked again before it is copied.
///
/// The drawings refer to one set of shared glyph outlines (their lines'
/// ids), which keeps them (``SharedGlyphOutlines``); they are forgotten
/// once they hold more than `byteLimit` bytes, and drawn again when asked
/// for. Safe to use from many threads at once.
final class ShapeDrawings: Sendable {
    /// What a shape's drawing follows from, hashed once.
    struct Key: Hashable, Sendable {
        /// The shape with its colors left out (``LayoutShape/uncolored``).
        var shape: LayoutShape
        var index: Int
        /// How many holes the picture had made before the shape.
        var holes: Int
        /// The ids taken before it: fresh ids' counters, unique ids, and
        /// definitions made once.
        var counters: [String: Int]
        var usedIDs: Set<String>
        var definedOnce: Set<String>
        /// Whether only its top corners are rounded; its symbol.
        var topCornersOnly: Bool
        var symbol: BadgeSymbol?
        /// The text measurer that sets its labels.
        var measurer: ObjectIdentifier
        private var hash = 0

        init(
            shape: LayoutShape, index: Int, holes: Int, counters: [String: Int], usedIDs: Set<String>,
            definedOnce: Set<String>, topCornersOnly: Bool, symbol: BadgeSymbol?, measurer: ObjectIdentifier
        ) {
            self.shape = shape
            self.index = index
            self.holes = holes
            self.counters = counters
            self.usedIDs = usedIDs
            self.definedOnce = definedOnce
            self.topCornersOnly = topCornersOnly
            self.symbol = symbol
            self.measurer = measurer
            var hasher = Hasher()
            Self.combine(shape, into: &hasher)
            hasher.combine(index)
            hasher.combine(holes)
            hasher.combine(counters)
            hasher.combine(usedIDs)
            hasher.combine(definedOnce)
            hasher.combine(topCornersOnly)
            hasher.combine(symbol)
            hasher.combine(measurer)
            hash = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        /// Hashes what tells shapes apart, but a text's glyph runs: hashing
        /// every glyph of a text cost more than copying its drawing, and
        /// texts that differ in their glyphs differ in their lines' text,
        /// places or fonts. Equality (``==``) still compares whole shapes.
        private static func combine(_ shape: LayoutShape, into hasher: inout Hasher) {
            guard case .text(let name, let block) = shape else { return hasher.combine(shape) }
            hasher.combine(name)
            hasher.combine(block.frame)
            hasher.combine(block.text)
            hasher.combine(block.font)
            hasher.combine(block.lines.count)
            for line in block.lines {
                hasher.combine(line.frame)
                hasher.combine(line.range)
            }
        }

        /// About how many bytes it holds (a text's glyphs most).
        var bytes: Int {
            var glyphs = 0
            if case .text(_, let block) = shape {
                for line in block.lines {
                    for run in line.glyphRuns { glyphs += run.glyphs.count }
                }
            }
            return 256 + glyphs * 40 + (usedIDs.count + definedOnce.count + counters.count) * 48
        }

        static func == (a: Key, b: Key) -> Bool {
            a.hash == b.hash && a.index == b.index && a.holes == b.holes && a.topCornersOnly == b.topCornersOnly
                && a.symbol == b.symbol && a.measurer == b.measurer && a.counters == b.counters
                && a.definedOnce == b.definedOnce && a.usedIDs == b.usedIDs && a.shape == b.shape
        }
    }

    /// A caption's test of a box against the badges and lines over its
    /// image, and whether one was in the way.
    struct ObstacleTest: Sendable {
        var box: LayoutRect
        var blocked: Bool
    }

    /// What drawing a shape added to the picture, and what it decided.
    struct Drawing: Sendable {
        /// The lines it drew and defined, as bytes (``MarkupLines``).
        var body: [UInt8]
        var defs: [UInt8]
        var holes: [PictureColorHoles.Hole]
        var choices: [PictureColorHoles.Choice]
        var obstacleTests: [ObstacleTest]
        var labelBoxes: [LayoutRect]
        /// The ids taken after it.
        var counters: [String: Int]
        var usedIDs: Set<String>
        var definedOnce: Set<String>
        /// The shared glyphs (each once) and lines it placed.
        var glyphs: GlyphNumbers
        var lines: [String: String]

        /// About how many bytes it holds.
        var bytes: Int {
            body.count + defs.count + 32
                + lines.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count + 32 } + glyphs.count * 64
                + (holes.count + choices.count) * 48 + 256
        }
    }

    private struct State {
        var drawings: [Key: Drawing] = [:]
        var bytes = 0
        var hits = 0
    }

    /// How many bytes of drawings are kept at most.
    let byteLimit: Int
    private let state = Mutex(State())

    init(byteLimit: Int) {
        self.byteLimit = max(0, byteLimit)
    }

    /// The drawing kept under `key`, if any.
    func drawing(_ key: Key) -> Drawing? {
        state.withLock { state in
            let found = state.drawings[key]
            if found != nil { state.hits += 1 }
            return found
        }
    }

    /// Keeps `drawing` under `key`, forgetting every drawing first when it
    /// would not fit.
    func keep(_ drawing: Drawing, for key: Key) {
        let size = drawing.bytes + key.bytes
        guard size <= byteLimit else { return }
        state.withLock { state in
            guard state.drawings[key] == nil else { return }
            if state.bytes + size > byteLimit {
                state.drawings = [:]
                state.bytes = 0
            }
            state.drawings[key] = drawing
            state.bytes += size
        }
    }

    /// How many drawings were copied so far (for tests).
    var hits: Int { state.withLock { $0.hits } }

    /// How many bytes of drawings are kept now.
    var keptBytes: Int { state.withLock { $0.bytes } }
}
