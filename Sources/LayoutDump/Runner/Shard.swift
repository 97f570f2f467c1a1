/// One of N parts of a run, given as `I/N` (`--shard 2/4`): a CI job can
/// split a library or a golden folder over N machines. Which shard an input
/// falls in depends on its own name only (its source or case path), so an
/// input stays in its shard when others are added or removed.
struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// This shard's number, 1 through ``count``.
    var index: Int
    /// How many shards the run is split into.
    var count: Int

    /// The shard written `I/N`, with 1 ≤ I ≤ N.
    init(parsing text: String) throws(CommandFailure) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            (1...count).contains(index)
        else {
            throw CommandFailure("--shard: must be I/N with 1 <= I <= N, such as 1/4; got \(text)")
        }
        self.index = index
        self.count = count
    }

    var description: String { "\(index)/\(count)" }

    /// Whether the input named `key` falls in this shard: the 64-bit FNV-1a
    /// hash of its UTF-8 bytes, modulo ``count``, is `index - 1`. Stable
    /// across runs, machines and Swift versions (unlike `Hasher`).
    func contains(_ key: String) -> Bool {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return Int(hash % UInt64(count)) == index - 1
    }
}
