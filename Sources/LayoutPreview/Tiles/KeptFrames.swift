// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import Synchronization

/// The frames of the tiles drawn last: each tile's layout as its kind
/// writes it (``FlatLayoutJSON``), by the document as laid out
/// (``SourceSnapshot/layoutNumber``) and the tile's environment. After a
/// save, what moved (``MovedFrames``) is found against them, so the
/// document before the save is not laid out again, nor written again.
///
/// Bounded: the layouts of the two newest numbers are kept (a large view
/// is drawn in parts, and its first part must not drop what its last part
/// compares with), and at most `byteLimit` bytes of them, about; past that
/// a tile's frames are not kept and the document before is laid out again
/// for it. Safe to use from many threads at once.
final class KeptFrames: Sendable {
    private struct State {
        /// By layout number, each tile's frames.
        var numbers: [Int: [TileEnvironment: FlatLayoutJSON]] = [:]
        /// About how many bytes each number's frames hold.
        var bytes: [Int: Int] = [:]
    }

    /// How many layout numbers are kept at once.
    static let numbersKept = 2

    let byteLimit: Int
    private let state = Mutex(State())

    init(byteLimit: Int = 16 << 20) {
        self.byteLimit = max(0, byteLimit)
    }

    /// The frames of the layouts of `number` in each of `environments`, in
    /// order; nil unless every one of them is kept.
    func frames(of number: Int, in environments: [TileEnvironment]) -> [FlatLayoutJSON]? {
        state.withLock { state in
            guard let kept = state.numbers[number] else { return nil }
            var frames: [FlatLayoutJSON] = []
            frames.reserveCapacity(environments.count)
            for environment in environments {
                guard let tile = kept[environment] else { return nil }
                frames.append(tile)
            }
            return frames
        }
    }

    /// Keeps `frames`, the layout of `number` in each environment (a group
    /// of one geometry shares one value, and its bytes). A number older
    /// than the two newest is not kept.
    func keep(_ frames: FlatLayoutJSON, of number: Int, in environments: [TileEnvironment]) {
        let bytes = frames.bytes
        state.withLock { state in
            if state.numbers[number] == nil {
                if state.numbers.count >= Self.numbersKept {
                    guard let oldest = state.numbers.keys.min(), oldest < number else { return }
                    state.numbers[oldest] = nil
                    state.bytes[oldest] = nil
                }
                state.numbers[number] = [:]
            }
            guard state.bytes.values.reduce(0, +) + bytes <= byteLimit else { return }
            state.bytes[number, default: 0] += bytes
            for environment in environments {
                state.numbers[number]![environment] = frames
            }
        }
    }
}
#endif
