import CardGeometryCore

// @output storyGroupBarLayout | root | meaning: A story-group bar layout (card-layout/1, kind storyly.storyGroups).
/// Where everything of a story-group bar goes: the result of
/// ``CardLayoutEngine/layout(_:includesGlyphs:)-(StoryGroupBarInput,_)``,
/// written as `card-layout/1` JSON by ``KindLayout/jsonString(pretty:)``.
///
/// Frames are absolute points on screen at the current scroll position
/// (an item scrolled away has x < 0 or x >= the width), snapped to the
/// display's pixel grid.
public struct StoryGroupBarLayout: Hashable, Sendable {
    // @key .choice(StoryGroupBarStyle.self)
    /// The cell style used.
    public var style: StoryGroupBarStyle
    // @key
    /// The environment's width and the bar's snapped height.
    public var size: LayoutSize
    // @key
    /// The bar's frame, content size and scroll position.
    public var bar: Bar
    // @key .array(.object(Item.outputDescription), count: ArrayCount(minimum: 0, maximum: StoryGroupBarInput.Fields.maximumGroups, noun: "groups"))
    /// The groups in the order they are shown.
    public var groups: [Item]
    // @key
    /// What the input had that was ignored or replaced, and content that
    /// does not fit, with codes.
    public var warnings: [CardLayoutWarning]
    /// The fixed-size items whose content is taller than the item, and the
    /// bar when it is shorter than its content.
    public var overflows: [LayoutOverflow] = []

    @available(*, unavailable) init() { fatalError() }

    // @output storylyBar
    /// The scrolling list itself.
    public struct Bar: Hashable, Sendable {
        // @key
        /// The bar: (0, 0, width, height).
        public var frame: LayoutRect
        // @key
        /// The scrolled content's width and the bar's height.
        public var contentSize: LayoutSize
        // @key
        /// The offset used (at most the content's width less the bar's).
        public var scrollOffset: Double
        // @key
        /// The height the bar's content asks for.
        public var naturalHeight: Double
        // @key
        /// By how much the bar is shorter than its content (0 when not).
        public var overflow: Double
        // @key
        /// The bar's background, or none.
        public var backgroundColor: RGBAColor?

        @available(*, unavailable) init() { fatalError() }
    }

    // @output storylyGroup
    /// One story group's cell.
    public struct Item: Hashable, Sendable {
        // @key .anyOf([.integer(-Int(StoryGroupID.maximumInteger)...Int(StoryGroupID.maximumInteger)), .string]) | write: writeID
        /// The group's id, as given.
        public var id: StoryGroupID
        // @key .integer(0...2_147_483_647)
        /// The group's index (its position in the input when not given).
        public var index: Int
        // @key .integer(0...StoryGroupBarInput.Fields.maximumGroups - 1)
        /// Where it is shown, 0-based.
        public var position: Int
        // @key
        /// Whether the group was seen.
        public var seen: Bool
        // @key
        /// Whether the group is pinned.
        public var pinned: Bool
        // @key .choice(StoryGroupType.self)
        /// Default or IVOD.
        public var type: StoryGroupType
        // @key .integer(0...9_007_199_254_740_991)
        /// How many stories the group has.
        public var storyCount: Int
        // @key
        /// Where the item stands on screen at the current scroll position.
        public var frame: LayoutRect
        // @key
        /// The template's corner radius (0 for small and large).
        public var cornerRadius: Double
        // @key
        /// The template's background, or none.
        public var backgroundColor: RGBAColor?
        // @key
        /// Whether any of it is on screen (horizontally).
        public var visible: Bool
        // @key
        /// Whether all of it is on screen (horizontally).
        public var fullyVisible: Bool
        // @key
        /// Whether its content is taller than its fixed size.
        public var clipped: Bool
        // @key
        /// The icon; none when the template has none.
        public var icon: Media?
        // @key
        /// The cover; none when the template has none.
        public var cover: Media?
        // @key
        /// The title; none when absent or hidden.
        public var title: TextBlockLayout?
        // @key
        /// The pin badge; none unless pinned and visible.
        public var pin: Badge?
        // @key
        /// The IVOD badge; none unless IVOD and visible.
        public var ivod: Badge?

        @available(*, unavailable) init() { fatalError() }
    }

    // @output storylyMedia
    /// An icon or a cover: its frame, its ring and its image.
    public struct Media: Hashable, Sendable {
        // @key
        /// The icon's or cover's frame.
        public var frame: LayoutRect
        // @key
        /// Clamped to half the smaller side.
        public var cornerRadius: Double
        // @key
        /// The seen/unseen ring; none without one.
        public var ring: Ring?
        // @key
        /// The image inside the ring.
        public var image: Image

        @available(*, unavailable) init() { fatalError() }
    }

    // @output storylyRing
    /// The seen / not seen ring, a stroke inside the media frame.
    public struct Ring: Hashable, Sendable {
        // @key
        /// The ring's frame: the media's.
        public var frame: LayoutRect
        // @key
        /// The ring's stroke width.
        public var width: Double
        // @key
        /// The ring's corner radius.
        public var cornerRadius: Double
        // @key
        /// The gradient's stops, in order.
        public var colors: [RGBAColor]

        @available(*, unavailable) init() { fatalError() }
    }

    // @output storylyImage
    /// Where the image goes, with the placeholder color behind it.
    public struct Image: Hashable, Sendable {
        // @key
        /// The image's frame, inset inside the ring.
        public var frame: LayoutRect
        // @key
        /// The image's corner radius.
        public var cornerRadius: Double
        // @key
        /// The placeholder behind the image.
        public var backgroundColor: RGBAColor
        // @key
        /// The image's URL, or none.
        public var url: String?

        @available(*, unavailable) init() { fatalError() }
    }

    // @output storylyBadge
    /// A pin or IVOD badge.
    public struct Badge: Hashable, Sendable {
        // @key
        /// The badge's frame.
        public var frame: LayoutRect
        // @key
        /// Half its side: a circle.
        public var cornerRadius: Double
        // @key
        /// Its color.
        public var backgroundColor: RGBAColor

        @available(*, unavailable) init() { fatalError() }
    }
}

extension StoryGroupBarLayout.Item {
    /// Writes a group's id as it was given: a number or a string (the
    /// `write:` hook of `id`, a union a declaration cannot say).
    static func writeID<Sink: JSONSink>(_ id: StoryGroupID, to sink: inout Sink) {
        switch id {
        case .integer(let value): sink.number(Double(value))
        case .string(let value): sink.string(value)
        }
    }
}
