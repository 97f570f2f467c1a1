/// A cache key that computes its hash once, when it is made, and gives it
/// as a number: ``BoundedCache`` files its entries under that number, so
/// that finding an entry compares numbers while it probes the table and
/// compares the whole key once, at the entry found.
///
/// A key whose fields hold strings or arrays (``BlockKey``, ``ParagraphKey``)
/// would otherwise be copied at every occupied slot a lookup passes (a
/// retain and a release of each string and array in it) and compared there.
protocol PrehashedKey: Hashable, Sendable {
    /// The key's hash: equal keys give equal numbers.
    var prehash: Int { get }
}
