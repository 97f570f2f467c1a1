import CardGeometryCore

// @output sheetCardsLayout | root | meaning: A sheet layout (card-layout/1, kind tgcard.sheet).
/// Where everything of a card sheet over a map goes: the result of
/// ``CardLayoutEngine/layout(_:includesGlyphs:)-(SheetCardInput,_)``,
/// written as `card-layout/1` JSON (SheetCards article, "Layout").
///
/// Frames are absolute points on the screen (origin top-left, y down),
/// snapped to the display's pixel grid; the card's frame may reach below
/// the screen's bottom edge. Position tops, edge padding, offsets, alphas
/// and durations are not snapped.
public struct SheetCardLayout: Hashable, Sendable {
    // @key
    /// The environment's width and its snapped height.
    public var size: LayoutSize
    // @key .choice(Mode.self)
    /// Whether the card is a bottom sheet or stands beside the map.
    public var mode: Mode
    // @key
    /// The size classes used (given, or derived from the size).
    public var sizeClasses: SizeClasses
    // @key .integer(1...SheetCardInput.maximumCards)
    /// The number of cards in the stack.
    public var stackDepth: Int
    // @key .choice(SheetCardType.self)
    /// The top card's type.
    public var type: SheetCardType
    // @key .choice(SheetCardInput.Position.self)
    /// The position asked for (the input's, else the top card's preferred one).
    public var requestedPosition: SheetCardInput.Position
    // @key .choice(SheetCardInput.Position.self)
    /// The position used.
    public var position: SheetCardInput.Position
    // @key .array(.choice(SheetCardInput.Position.self), count: ArrayCount(minimum: 1, maximum: 3, noun: "positions"))
    /// In the order collapsed, peaking, extended.
    public var availablePositions: [SheetCardInput.Position]
    // @key
    /// The card's top at each position, not snapped.
    public var positions: Tops
    // @key | inline
    /// Every frame that depends on where the card rests, at ``position``.
    public var sheet: Sheet
    // @key .object(SheetCardLayout.frameOnlyDescription) | write: SheetCardLayout.writeFrameOnly
    /// Under the status bar; none when the safe area has no top inset.
    public var statusBarBlur: LayoutRect?
    // @key
    /// Push and pop; none for a stack of one card.
    public var transition: Transition?
    // @key
    /// Where a released drag snaps to; none without a drag.
    public var snap: Snap?
    // @key
    /// What the input had that was ignored or replaced, and what the
    /// layout could not give as asked, with codes.
    public var warnings: [CardLayoutWarning]
    /// The sheet at each of its three positions, collapsed, peaking and
    /// extended (what a picture shows side by side); not written to JSON.
    public var sheetsAtEveryPosition: [Sheet]

    @available(*, unavailable) init() { fatalError() }
}

extension SheetCardLayout {
    /// A bottom sheet, or a card beside the map (iPad, landscape).
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// A bottom sheet across the screen's width.
        case bottom
        /// A card beside the map (wide screens, landscape).
        case side
    }

    // @output sheetSizeClasses
    /// The horizontal and vertical size classes the layout used.
    public struct SizeClasses: Hashable, Sendable {
        // @key .choice(SizeClass.self)
        /// The horizontal size class.
        public var horizontal: SizeClass
        // @key .choice(SizeClass.self)
        /// The vertical size class.
        public var vertical: SizeClass

        @available(*, unavailable) init() { fatalError() }
    }

    // @output sheetTops
    /// The card's top at each position.
    public struct Tops: Hashable, Sendable {
        // @key
        /// The card's top when extended.
        public var extended: Double
        // @key
        /// The card's top when peaking.
        public var peaking: Double
        // @key
        /// The card's top when collapsed.
        public var collapsed: Double

        @available(*, unavailable) init() { fatalError() }

        /// The card's top at `position`.
        public subscript(position: SheetCardInput.Position) -> Double {
            switch position {
            case .extended: extended
            case .peaking: peaking
            case .collapsed: collapsed
            }
        }
    }

    // @output sheetAtPosition
    /// The card and the map around it with the card resting at one position.
    public struct Sheet: Hashable, Sendable {
        /// The position the card rests at.
        public var position: SheetCardInput.Position
        // @key
        /// The card's frame and look.
        public var card: Card
        // @key
        /// The sticky header.
        public var header: Header
        // @key
        /// The grab handle at the top of the header.
        public var grabHandle: GrabHandle
        // @key
        /// The title; none when absent.
        public var title: TextBlockLayout?
        // @key
        /// The subtitle; none when absent.
        public var subtitle: TextBlockLayout?
        // @key .object(SheetCardLayout.frameOnlyDescription) | write: SheetCardLayout.writeFrameOnly
        /// The accessory view's frame; none without one.
        public var accessory: LayoutRect?
        // @key
        /// Only on a card above the root that shows it.
        public var closeButton: CloseButton?
        // @key
        /// The line under the header.
        public var separator: Separator
        // @key
        /// The scrolling content under the header.
        public var content: Content
        // @key
        /// The floating button; none when the card has none.
        public var floatyButton: FloatyButton?
        // @key
        /// The map behind the card.
        public var map: Map
        // @key | after: statusBarBlur
        /// The buttons over the map.
        public var mapButtons: MapButtons

        @available(*, unavailable) init() { fatalError() }
    }

    // @output sheetCard
    /// The card's frame and look.
    public struct Card: Hashable, Sendable {
        // @key
        /// The card's frame; it may reach below the screen's bottom.
        public var frame: LayoutRect
        // @key
        /// On the top corners only.
        public var cornerRadius: Double
        // @key
        /// Which corners are rounded: the top ones only.
        public static let corners = "top"
        // @key
        /// The card's background.
        public var backgroundColor: RGBAColor
        // @key
        /// The card's shadow.
        public var shadow: LayoutShape.Shadow

        @available(*, unavailable) init() { fatalError() }
    }

    // @output sheetHeader
    /// The sticky header: grab handle, title, subtitle, accessory.
    public struct Header: Hashable, Sendable {
        // @key
        /// The header's frame.
        public var frame: LayoutRect
        // @key
        /// The header's height, not snapped.
        public var height: Double

        @available(*, unavailable) init() { fatalError() }
    }

    // @output sheetGrabHandle
    /// The handle the user drags the card by.
    public struct GrabHandle: Hashable, Sendable {
        // @key
        /// Its frame, 48 × 4, centered.
        public var frame: LayoutRect
        // @key
        /// Its corner radius.
        public var cornerRadius: Double
        // @key
        /// Its color.
        public var color: RGBAColor
        // @key
        /// 0 when the card cannot be dragged (no map content).
        public var alpha: Double

        @available(*, unavailable) init() { fatalError() }
    }

    // @output sheetCloseButton
    /// The (x) button that pops the card.
    public struct CloseButton: Hashable, Sendable {
        // @key
        /// The 44 x 44 hit area.
        public var frame: LayoutRect
        // @key
        /// The circle drawn in the hit area.
        public var icon: Icon

        @available(*, unavailable) init() { fatalError() }

        // @output sheetCloseIcon
        /// The drawn circle with its cross.
        public struct Icon: Hashable, Sendable {
            // @key
            /// The circle's frame, 24 × 24.
            public var frame: LayoutRect
            // @key
            /// The circle's corner radius.
            public var cornerRadius: Double
            // @key
            /// The circle's color.
            public var backgroundColor: RGBAColor
            // @key
            /// The cross's color.
            public var crossColor: RGBAColor

            @available(*, unavailable) init() { fatalError() }
        }
    }

    // @output sheetSeparator
    /// The line under the header, shown once the content scrolls.
    public struct Separator: Hashable, Sendable {
        // @key
        /// Its frame, 0.5 tall at the header's bottom.
        public var frame: LayoutRect
        // @key
        /// Its color.
        public var color: RGBAColor
        // @key
        /// Shown when the content is scrolled and the card is not collapsed.
        public var visible: Bool

        @available(*, unavailable) init() { fatalError() }
    }

    // @output sheetContent
    /// The card's scrolling content.
    public struct Content: Hashable, Sendable {
        // @key
        /// The scroll area: the card below its header.
        public var frame: LayoutRect
        // @key
        /// The part of the scroll area on screen, above the safe-area bottom.
        public var viewport: LayoutRect
        // @key
        /// The content's height, as given.
        public var contentHeight: Double
        // @key
        /// The effective offset, not past the end.
        public var scrollOffset: Double
        // @key
        /// Whether the content scrolls: extended and taller than its viewport.
        public var scrollEnabled: Bool
        // @key
        /// 0 when collapsed, else 1.
        public var alpha: Double

        @available(*, unavailable) init() { fatalError() }
    }

    // @output sheetFloatyButton
    /// The 60 pt round button over the card's content.
    public struct FloatyButton: Hashable, Sendable {
        // @key
        /// Its frame.
        public var frame: LayoutRect
        // @key
        /// Its corner radius (30).
        public var cornerRadius: Double
        // @key
        /// Its color.
        public var backgroundColor: RGBAColor
        // @key
        /// The content's alpha.
        public var alpha: Double

        @available(*, unavailable) init() { fatalError() }
    }

    // @output sheetMap
    /// The map behind the card.
    public struct Map: Hashable, Sendable {
        // @key
        /// The whole screen.
        public var frame: LayoutRect
        // @key
        /// The shade over the map.
        public var dimming: Dimming
        // @key
        /// What the map keeps clear when it shows content; not snapped.
        public var edgePadding: EdgeInsets

        @available(*, unavailable) init() { fatalError() }

        // @output sheetMapDimming
        /// The shade over the map when a bottom sheet is extended.
        public struct Dimming: Hashable, Sendable {
            // @key
            /// The whole screen.
            public var frame: LayoutRect
            // @key
            /// Its color.
            public var color: RGBAColor
            // @key
            /// 0.25 when a bottom sheet is extended, else 0.
            public var alpha: Double

            @available(*, unavailable) init() { fatalError() }
        }
    }

    // @output sheetMapButtons
    /// The top and bottom groups of buttons over the map.
    public struct MapButtons: Hashable, Sendable {
        // @key
        /// Of both groups.
        public var alpha: Double
        // @key
        /// The vertical group in the top trailing corner; none without buttons.
        public var top: Group?
        // @key
        /// The horizontal group; none without buttons.
        public var bottom: Group?

        @available(*, unavailable) init() { fatalError() }

        // @output sheetMapButtonGroup
        /// A stack of 44 pt buttons joined by separators.
        public struct Group: Hashable, Sendable {
            // @key
            /// The group's frame.
            public var frame: LayoutRect
            // @key
            /// The group's corner radius (8).
            public var cornerRadius: Double
            // @key
            /// From the group's top (top group) or leading edge (bottom group).
            public var buttons: [LayoutRect]
            // @key
            /// Between neighbouring buttons, in the same order.
            public var separators: [Separator]

            @available(*, unavailable) init() { fatalError() }
        }

        // @output sheetMapButtonSeparator
        /// A 1 pt line between two map buttons.
        public struct Separator: Hashable, Sendable {
            // @key
            /// Its frame.
            public var frame: LayoutRect
            // @key
            /// Its color.
            public var color: RGBAColor

            @available(*, unavailable) init() { fatalError() }
        }
    }

    // @output sheetTransition
    /// How a card is pushed onto and popped off the stack.
    public struct Transition: Hashable, Sendable {
        // @key
        /// The push animation.
        public var push: Animation
        // @key
        /// The pop animation.
        public var pop: Animation
        // @key .choice(SheetCardInput.Position.self)
        /// The position the card below takes when the top card is popped.
        public var restorePosition: SheetCardInput.Position

        @available(*, unavailable) init() { fatalError() }

        // @output sheetAnimation
        /// A spring animation with the overlay on the card below.
        public struct Animation: Hashable, Sendable {
            // @key
            /// Seconds.
            public var duration: Double
            // @key
            /// The spring's damping ratio.
            public var damping: Double
            // @key
            /// The overlay's color over the card below.
            public var dimColor: RGBAColor
            // @key
            /// The overlay's alpha at the start and at the end.
            public var dimAlpha: [Double]

            @available(*, unavailable) init() { fatalError() }
        }
    }

    // @output sheetSnap
    /// Where a released drag snaps to, and how.
    public struct Snap: Hashable, Sendable {
        // @key
        /// The drag's y, kept between the extended and collapsed tops.
        public var fromY: Double
        // @key
        /// The drag's velocity, in points per second (positive is down).
        public var velocity: Double
        // @key
        /// Where the card's top would coast to.
        public var projectedY: Double
        // @key .choice(SheetCardInput.Position.self)
        /// The position the card snaps to.
        public var position: SheetCardInput.Position
        // @key
        /// The target top.
        public var y: Double
        // @key
        /// Seconds, 0.4...1.3.
        public var duration: Double
        // @key
        /// The spring's damping ratio.
        public var damping: Double
        // @key
        /// The content's alpha at release.
        public var contentAlpha: Double
        // @key
        /// The map buttons' alpha at release.
        public var mapButtonsAlpha: Double

        @available(*, unavailable) init() { fatalError() }
    }
}

extension SheetCardLayout {
    /// How the accessory and the status bar's blur are written: an object
    /// with their frame alone, or null (the `write:` hook of both keys).
    static func writeFrameOnly<Sink: JSONSink>(_ frame: LayoutRect?, to sink: inout Sink) {
        guard let frame else {
            sink.null()
            return
        }
        sink.beginObject()
        sink.member("frame", frame)
        sink.endObject()
    }

    /// The object ``writeFrameOnly(_:to:)`` writes.
    static let frameOnlyDescription = ObjectDescription(
        "sheetFramedPart", "A part given by its frame alone.",
        fields: [FieldDescription(required: "frame", .object(LayoutRect.outputDescription), "The part's frame.")])
}
