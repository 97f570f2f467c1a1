import CardGeometry

/// What moved in a layout, as causes: each cause is a difference, and the
/// differences after it that changed the same value by the same amount
/// (`y −20`) are its followers.
///
/// When a title grows by a line, the title's height is the first cause and
/// every frame below it follows by the same `y`: the explanation reads
/// `heading.frame.height 44 → 64 (+20)`, then `button.frame.y 300 → 320
/// (+20); +14 frames moved by y +20`.
public struct GoldenExplanation: Hashable, Sendable {
    /// One cause and the differences that followed it.
    public struct Cause: Hashable, Sendable {
        /// The first difference of its kind.
        public var difference: LayoutDifference
        /// Later differences with the same value changed by the same amount.
        public var followers: [LayoutDifference]

        /// How many frames (or values) followed, in words: `+14 frames
        /// moved by y −20`, `+2 frames resized by height −26.5`; nil when
        /// none did.
        public var followersSummary: String? {
            guard !followers.isEmpty, let delta = difference.delta else { return nil }
            let frames = Set(followers.compactMap(\.framePath))
            let amount = "\(difference.field) \(LayoutDifference.signed(delta))"
            if frames.count == followers.count {
                // Frames move by x and y; by width or height they change size.
                let verb = ["x", "y"].contains(difference.field) ? "moved" : "resized"
                return "+\(followers.count) frame\(followers.count == 1 ? "" : "s") \(verb) by \(amount)"
            }
            return "+\(followers.count) value\(followers.count == 1 ? "" : "s") changed by \(amount)"
        }

        /// The cause and its followers on one line.
        public var summary: String {
            [difference.summary, followersSummary].compactMap { $0 }.joined(separator: "; ")
        }
    }

    /// The causes, in the order the JSON is written.
    public var causes: [Cause]

    /// The causes of `differences` (in the order the JSON is written).
    public init(_ differences: [LayoutDifference]) {
        var causes: [Cause] = []
        var byChange: [String: Int] = [:]
        for difference in differences {
            if let delta = difference.delta {
                let key = difference.field + " " + NumberText.format(delta)
                if let index = byChange[key] {
                    causes[index].followers.append(difference)
                    continue
                }
                byChange[key] = causes.count
            }
            causes.append(Cause(difference: difference, followers: []))
        }
        self.causes = causes
    }

    /// The first cause on one line, with how many other causes there are:
    /// `heading.frame.height 44 → 64 (+20); and 2 more causes`.
    public var headline: String {
        guard let first = causes.first else { return "no differences" }
        let others = causes.count - 1
        guard others > 0 else { return first.summary }
        return first.summary + "; and \(others) more cause\(others == 1 ? "" : "s")"
    }
}
