import CardGeometryCore

/// Where everything of a story-group bar goes: the result of
/// ``CardLayoutEngine/layout(_:includesGlyphs:)-(StoryGroupBarInput,_)``,
/// written as `card-layout/1` JSON by ``KindLayout/jsonString(pretty:)``.
///
/// Frames are absolute points on screen at the current scroll position
/// (an item scrolled away has x < 0 or x >= the width), snapped to the
/// display's pixel grid.
public struct StoryGroupBarLayout: Hashable, Sendable {

    /// The cell style used.
    public var style: StoryGroupBarStyle
    /// The environment's width and the bar's snapped height.
    public var size: LayoutSize
    /// The bar's frame, content size and scroll position.
    public var bar: Bar
    /// The groups in the order they are shown (rule 1).
    public var groups: [Item]
    /// What the input had that was ignored or replaced, and content that
    /// does not fit, with codes.
    public var warnings: [CardLayoutWarning]
    /// The fixed-size items whose content is taller than the item, and the
    /// bar when it is shorter than its content.
    public var overflows: [LayoutOverflow]

    /// A layout from its parts, as the engine builds it.
    public init(
        style: StoryGroupBarStyle, size: LayoutSize, bar: Bar, groups: [Item], warnings: [CardLayoutWarning],
        overflows: [LayoutOverflow] = []
    ) {
        self.style = style
        self.size = size
        self.bar = bar
        self.groups = groups
        self.warnings = warnings
        self.overflows = overflows
    }

    /// The scrolling list itself.
    public struct Bar: Hashable, Sendable {
        /// (0, 0, W, H).
        public var frame: LayoutRect
        /// The scrolled content's width and the bar's height.
        public var contentSize: LayoutSize
        /// The offset used (at most the content's width less W).
        public var scrollOffset: Double
        /// The height the bar's content asks for.
        public var naturalHeight: Double
        /// By how much the bar is shorter than its content (0 when not).
        public var overflow: Double
        /// The bar's background, or `nil`.
        public var backgroundColor: RGBAColor?

        /// A bar from its parts.
        public init(
            frame: LayoutRect, contentSize: LayoutSize, scrollOffset: Double, naturalHeight: Double,
            overflow: Double, backgroundColor: RGBAColor?
        ) {
            self.frame = frame
            self.contentSize = contentSize
            self.scrollOffset = scrollOffset
            self.naturalHeight = naturalHeight
            self.overflow = overflow
            self.backgroundColor = backgroundColor
        }
    }

    /// One story group's cell.
    public struct Item: Hashable, Sendable {
        /// The group's id, as given.
        public var id: StoryGroupID
        /// The group's index (its position in the input when not given).
        public var index: Int
        /// Where it is shown, 0-based.
        public var position: Int
        /// Whether the group was seen.
        public var seen: Bool
        /// Whether the group is pinned.
        public var pinned: Bool
        /// Default or IVOD.
        public var type: StoryGroupType
        /// How many stories the group has.
        public var storyCount: Int
        /// Where the item stands on screen at the current scroll position.
        public var frame: LayoutRect
        /// The template's corner radius (0 for small and large).
        public var cornerRadius: Double
        /// The template's background, or `nil`.
        public var backgroundColor: RGBAColor?
        /// Whether any of it is on screen (horizontally).
        public var visible: Bool
        /// Whether all of it is on screen (horizontally).
        public var fullyVisible: Bool
        /// Whether its content is taller than its fixed size.
        public var clipped: Bool
        /// The icon; `nil` when the template has none.
        public var icon: Media?
        /// The cover; `nil` when the template has none.
        public var cover: Media?
        /// The title; `nil` when absent or hidden.
        public var title: TextBlockLayout?
        /// The pin badge; `nil` unless pinned and visible.
        public var pin: Badge?
        /// The IVOD badge; `nil` unless IVOD and visible.
        public var ivod: Badge?

        /// An item from its parts.
        public init(
            id: StoryGroupID, index: Int, position: Int, seen: Bool, pinned: Bool, type: StoryGroupType,
            storyCount: Int, frame: LayoutRect, cornerRadius: Double, backgroundColor: RGBAColor?, visible: Bool,
            fullyVisible: Bool, clipped: Bool, icon: Media?, cover: Media?, title: TextBlockLayout?, pin: Badge?,
            ivod: Badge?
        ) {
            self.id = id
            self.index = index
            self.position = position
            self.seen = seen
            self.pinned = pinned
            self.type = type
            self.storyCount = storyCount
            self.frame = frame
            self.cornerRadius = cornerRadius
            self.backgroundColor = backgroundColor
            self.visible = visible
            self.fullyVisible = fullyVisible
            self.clipped = clipped
            self.icon = icon
            self.cover = cover
            self.title = title
            self.pin = pin
            self.ivod = ivod
        }
    }

    /// An icon or a cover: its frame, its ring and its image.
    public struct Media: Hashable, Sendable {
        /// The icon's or cover's frame.
        public var frame: LayoutRect
        /// Clamped to half the smaller side.
        public var cornerRadius: Double
        /// The seen/unseen ring; `nil` without one.
        public var ring: Ring?
        /// The image inside the ring.
        public var image: Image

        /// A media element from its parts.
        public init(frame: LayoutRect, cornerRadius: Double, ring: Ring?, image: Image) {
            self.frame = frame
            self.cornerRadius = cornerRadius
            self.ring = ring
            self.image = image
        }
    }

    /// The seen / not seen ring, a stroke inside the media frame.
    public struct Ring: Hashable, Sendable {
        /// The ring's frame: the media's.
        public var frame: LayoutRect
        /// The ring's stroke width.
        public var width: Double
        /// The ring's corner radius.
        public var cornerRadius: Double
        /// The gradient's stops, in order.
        public var colors: [RGBAColor]

        /// A ring from its parts.
        public init(frame: LayoutRect, width: Double, cornerRadius: Double, colors: [RGBAColor]) {
            self.frame = frame
            self.width = width
            self.cornerRadius = cornerRadius
            self.colors = colors
        }
    }

    /// Where the image goes, with the placeholder color behind it.
    public struct Image: Hashable, Sendable {
        /// The image's frame, inset inside the ring.
        public var frame: LayoutRect
        /// The image's corner radius.
        public var cornerRadius: Double
        /// The placeholder behind the image.
        public var backgroundColor: RGBAColor
        /// The image's URL, or `nil`.
        public var url: String?

        /// An image from its parts.
        public init(frame: LayoutRect, cornerRadius: Double, backgroundColor: RGBAColor, url: String?) {
            self.frame = frame
            self.cornerRadius = cornerRadius
            self.backgroundColor = backgroundColor
            self.url = url
        }
    }

    /// A pin or IVOD badge.
    public struct Badge: Hashable, Sendable {
        /// The badge's frame.
        public var frame: LayoutRect
        /// Half its side: a circle.
        public var cornerRadius: Double
        /// Its color.
        public var backgroundColor: RGBAColor

        /// A badge from its parts.
        public init(frame: LayoutRect, cornerRadius: Double, backgroundColor: RGBAColor) {
            self.frame = frame
            self.cornerRadius = cornerRadius
            self.backgroundColor = backgroundColor
        }
    }
}
