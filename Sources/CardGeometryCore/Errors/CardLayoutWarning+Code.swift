extension CardLayoutWarning {
    /// What kind of thing a warning reports, written in kebab case in a
    /// layout's JSON (`"unknown-key"`). Codes are stable: a pipeline fails
    /// on some and not others. ``allCases`` is every code the engine gives;
    /// each kind's article lists the ones it gives, and what gives them.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code as written in JSON (`"content-overflow"`).
        public let rawValue: String
        /// Whether the warning is about the input as written or about its
        /// layout.
        public let category: Category
        /// What the code means, in a sentence.
        public let summary: String

        private init(_ rawValue: String, _ category: Category, _ summary: String) {
            self.rawValue = rawValue
            self.category = category
            self.summary = summary
        }

        /// The code written `rawValue`; nil unless it is one of
        /// ``allCases``.
        public init?(rawValue: String) {
            guard let code = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
            self = code
        }

        public var description: String { rawValue }

        public static func == (lhs: Code, rhs: Code) -> Bool { lhs.rawValue == rhs.rawValue }
        public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    }

    /// What a warning is about. `layout-dump --strict` fails on input
    /// warnings only: a layout warning can depend on the environment (a
    /// narrow screen, a large text size) and is what a device matrix
    /// checks.
    public enum Category: String, Hashable, Sendable, CaseIterable {
        /// The input as written: a key or value that is ignored or
        /// replaced, whatever the environment.
        case input
        /// The layout: content that does not fit its space, or a request
        /// (a scroll offset, a position) the layout cannot meet.
        case layout
    }
}

extension CardLayoutWarning.Code {
    // MARK: Input

    /// A key the kind does not know; ignored (payloads evolve).
    public static let unknownKey = Self(
        "unknown-key", .input, "A key the kind does not know; it is ignored.")
    /// A name the kind does not know where it takes one of a few; ignored.
    public static let unknownValue = Self(
        "unknown-value", .input, "A name the kind does not know where it takes one of a few; it is ignored.")
    /// A known value that has no effect where it is given; ignored.
    public static let unusedValue = Self(
        "unused-value", .input, "A known value that has no effect where it is given; it is ignored.")
    /// A value that cannot be used as written; another is used instead.
    public static let replacedValue = Self(
        "replaced-value", .input, "A value that cannot be used as written; the message names the one used instead.")
    /// A value another one needs is missing; the layout goes without it.
    public static let missingValue = Self(
        "missing-value", .input, "A value that another one needs is missing; the layout goes without what it gives.")
    /// Content in a state that shows it, with nothing to show.
    public static let emptyContent = Self(
        "empty-content", .input, "Content in a state that shows it, with nothing to show.")

    // MARK: Layout

    /// Content taller than the space the layout gives it.
    public static let contentOverflow = Self(
        "content-overflow", .layout, "Content is taller than the space the layout gives it.")
    /// Content that ends below the safe area, where it is not usable.
    public static let pastSafeArea = Self(
        "past-safe-area", .layout, "Content ends below the safe area's bottom.")
    /// Fixed slots that overlap.
    public static let slotOverlap = Self(
        "slot-overlap", .layout, "Fixed slots are taller than the spacing between them, so they overlap.")
    /// A hidden element's fixed slot that leaves a gap.
    public static let slotGap = Self(
        "slot-gap", .layout, "A hidden element keeps its fixed slot, leaving a gap between the shown ones.")
    /// A scroll offset past the end of the content; the largest is used.
    public static let scrollPastEnd = Self(
        "scroll-past-end", .layout, "A scroll offset past the end of the content; the largest one is used.")
    /// A position the layout does not offer; the one it uses is named.
    public static let positionUnavailable = Self(
        "position-unavailable", .layout, "A requested position is not available; the message names the one used.")
    /// A drag outside the range the layout allows; the nearest is used.
    public static let dragOutOfRange = Self(
        "drag-out-of-range", .layout, "A drag outside the range of the positions; the nearest point is used.")

    /// Every code the engine gives: input codes first, each group in the
    /// order above.
    public static let allCases: [Self] = [
        .unknownKey, .unknownValue, .unusedValue, .replacedValue, .missingValue, .emptyContent,
        .contentOverflow, .pastSafeArea, .slotOverlap, .slotGap, .scrollPastEnd, .positionUnavailable, .dragOutOfRange,
    ]
}
