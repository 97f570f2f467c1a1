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
        let isASCII = key.utf8.allSatisfy { $0 < 0x80 }
        let scalars = Array(key.unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in known where candidate != key {
            // ASCII keys whose lengths differ by more than the most edits
            // are neither a case difference nor close (checked first: most
            // keys asked are not close to a given unknown one).
            if isASCII, abs(candidate.utf8.count - key.utf8.count) > maximumDistance,
                candidate.utf8.allSatisfy({ $0 < 0x80 })
            {
                continue
            }
            let distance: Int
            if candidate.lowercased() == lowered {
                distance = 0
            } else {
                let length = scalars.count
                let edits = Self.distance(scalars, Array(candidate.unicodeScalars))
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
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        // Three rows of the table, reused: the one before the previous
        // (for swaps), the previous and the one being filled.
        var previousRow = [Int](repeating: 0, count: b.count + 1)
        var row = Array(0...b.count)
        var next = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            next[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let substitution = row[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                var cost = min(row[j] + 1, next[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    cost = min(cost, previousRow[j - 2] + 1)
                }
                next[j] = cost
                rowMinimum = min(rowMinimum, cost)
            }
            if rowMinimum > maximumDistance { return maximumDistance + 1 }
            swap(&previousRow, &row)
            swap(&row, &next)
        }
        return row[b.count]
    }
}
