/// The known key an unknown one was most likely meant to be, for the
/// unknown-key warning's "did you mean" (`theme.cards.style.headingSpacing:
/// unknown key, ignored (did you mean headingsSpacing?)`).
///
/// A known key is close when it differs only in case, or is at most two
/// edits away (an edit inserts, deletes or replaces one character, or swaps
/// two neighbours), with at most one edit per three characters of the
/// unknown key (rounded up) and fewer edits than the shorter key has
/// characters: `now` is not offered for `foo`, nor `x` for `id`. The closest
/// wins: a case difference first, then the fewest edits, then the first in
/// alphabetical order.
package enum KeySuggestion {
    /// The most edits a suggestion may be away.
    package static let maximumDistance = 2

    /// The closest of `known` to `key`, or `nil` when none is close.
    package static func nearest(to key: String, among known: some Sequence<String>) -> String? {
        let lowered = key.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in known where candidate != key {
            let distance: Int
            if candidate.lowercased() == lowered {
                distance = 0
            } else {
                let length = key.unicodeScalars.count
                let edits = Self.distance(Array(key.unicodeScalars), Array(candidate.unicodeScalars))
                guard edits <= min(maximumDistance, (length + 2) / 3),
                    edits < min(length, candidate.unicodeScalars.count)
                else { continue }
                distance = edits
            }
            if let current = best, (current.distance, current.name) <= (distance, candidate) { continue }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// The optimal-string-alignment distance between `a` and `b`
    /// (Levenshtein plus the swap of two neighbours), stopping early once
    /// every alignment is past ``maximumDistance``.
    package static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if abs(a.count - b.count) > maximumDistance { return maximumDistance + 1 }
        var previousRow: [Int] = []
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var next = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let substitution = row[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                var cost = min(row[j] + 1, next[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    cost = min(cost, previousRow[j - 2] + 1)
                }
                next[j] = cost
            }
            if next.min()! > maximumDistance { return maximumDistance + 1 }
            previousRow = row
            row = next
        }
        return row[b.count]
    }
}
