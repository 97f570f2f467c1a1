/// A text's output path, or a pattern of them, as `--fail-on` limits a
/// check: `heading`, `cards[].title` (`[]` matches any index),
/// `cards[2].title`. A pattern matches the path it spells and every path
/// inside it: `cards[]` matches `cards[0].title` and `cards[3].badge.text`.
struct PathPattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    let description: String

    init(_ text: String) { description = text }

    /// Whether `path` is the pattern's path, or one inside it.
    func matches(_ path: String) -> Bool {
        let pattern = Array(description.utf8), path = Array(path.utf8)
        var p = 0, q = 0
        while p < pattern.count {
            // `[]` stands for any index: `[` digits `]`.
            if pattern[p] == UInt8(ascii: "["), p + 1 < pattern.count, pattern[p + 1] == UInt8(ascii: "]") {
                guard q < path.count, path[q] == UInt8(ascii: "[") else { return false }
                var end = q + 1
                while end < path.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(path[end]) { end += 1 }
                guard end > q + 1, end < path.count, path[end] == UInt8(ascii: "]") else { return false }
                p += 2
                q = end + 1
                continue
            }
            guard q < path.count, pattern[p] == path[q] else { return false }
            p += 1
            q += 1
        }
        // The whole path, or a part inside it.
        return q == path.count || path[q] == UInt8(ascii: ".") || path[q] == UInt8(ascii: "[")
    }
}
