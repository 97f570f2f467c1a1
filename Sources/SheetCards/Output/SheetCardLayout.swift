import CardGeometryCore

/// Where everything of a card sheet over a map goes: the result of
/// ``CardLayoutEngine/layout(_:includesGlyphs:)-(SheetCardInput,_)``,
/// written as `card-layout/1` JSON (SheetCards article, "Layout").
///
/// Frames are absolute points on the screen (origin top-left, y down),
/// snapped to the display's pixel grid; the card's frame may reach below
/// the screen's bottom edge. Position tops, edge padding, offsets, alphas
/// and durations are not snapped.
public struct SheetCardLayout: Hashable, Sendable {
    /// The environment's width and its snapped height.
    public var size: LayoutSize
    /// Whether the card is a bottom sheet or stands beside the map.
    public var mode: Mode
    /// The size classes used (given, or derived from the size).
    public var sizeClasses: SizeClasses
    /// The number of cards in the stack.
    public var stackDepth: Int
    /// The top card's type.
    public var type: SheetCardType
    /// The position asked for (the input's, else the top card's preferred one).
    public var requestedPosition: SheetCardInput.Position
    /// The position used.
    public var position: SheetCardInput.Position
    /// In the order collapsed, peaking, extended.
    public var availablePositions: [SheetCardInput.Position]
    /// The card's top at each position, not snapped.
    public var positions: Tops
    /// Every frame that depends on where the card rests, at ``position``.
    public var sheet: Sheet
    /// Under the status bar; nil when the safe area has no top inset.
    public var statusBarBlur: LayoutRect?
    /// Push and pop; nil for a stack of one card.
    public var transition: Transition?
    /// Where a released drag snaps to; nil without a drag.
    public var snap: Snap?
    /// What the input had that was ignored or replaced, and what the
    /// layout could not give as asked, with codes.
    public var warnings: [CardLayoutWarning]
    /// The sheet at each of its three positions, collapsed, peaking and
    /// extended (what a picture shows side by side); not written to JSON.
    public var sheetsAtEveryPosition: [Sheet]

    /// A layout from its parts, as the engine builds it.
    public init(
        size: LayoutSize, mode: Mode, sizeClasses: SizeClasses, stackDepth: Int, type: SheetCardType,
        requestedPosition: SheetCardInput.Position, position: SheetCardInput.Position, availablePositions: [SheetCardInput.Position],
        positions: Tops, sheet: Sheet, statusBarBlur: LayoutRect?, transition: Transition?, snap: Snap?,
        warnings: [CardLayoutWarning], sheetsAtEveryPosition: [Sheet]
    ) {
        self.size = size
        self.mode = mode
        self.sizeClasses = sizeClasses
        self.stackDepth = stackDepth
        self.type = type
        self.requestedPosition = requestedPosition
        self.position = position
        self.availablePositions = availablePositions
        self.positions = positions
        self.sheet = sheet
        self.statusBarBlur = statusBarBlur
        self.transition = transition
        self.snap = snap
        self.warnings = warnings
        self.sheetsAtEveryPosition = sheetsAtEveryPosition
    }
}

extension SheetCardLayout {
    /// A bottom sheet, or a card beside the map (iPad, landscape).
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// A bottom sheet across the screen's width.
        case bottom
        /// A card beside the map (wide screens, landscape).
        case side
    }

    /// The horizontal and vertical size classes the layout used.
    public struct SizeClasses: Hashable, Sendable {
        /// The horizontal size class.
        public var horizontal: SizeClass
        /// The vertical size class.
        public var vertical: SizeClass

        /// Size classes from the two values.
        public init(horizontal: SizeClass, vertical: SizeClass) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }

    /// The card's top at each position (rule 6).
    public struct Tops: Hashable, Sendable {
        /// The card's top when extended.
        public var extended: Double
        /// The card's top when peaking.
        public var peaking: Double
        /// The card's top when collapsed.
        public var collapsed: Double

        /// The three tops.
        public init(extended: Double, peaking: Double, collapsed: Double) {
            self.extended = extended
            self.peaking = peaking
            self.collapsed = collapsed
        }

        /// The card's top at `position`.
        public subscript(position: SheetCardInput.Position) -> Double {
            switch position {
            case .extended: extended
            case .peaking: peaking
            case .collapsed: collapsed
            }
        }
    }

    /// The card and the map around it with the card resting at one position.
    public struct Sheet: Hashable, Sendable {
        /// The position the card rests at.
        public var position: SheetCardInput.Position
        /// The card's frame and look.
        public var card: Card
        /// The sticky header.
        public var header: Header
        /// The grab handle at the top of the header.
        public var grabHandle: GrabHandle
        /// The title; `nil` when absent.
        public var title: TextBlockLayout?
        /// The subtitle; `nil` when absent.
        public var subtitle: TextBlockLayout?
        /// The accessory view's frame; nil without one.
        public var accessory: LayoutRect?
        /// Only on a card above the root that shows it.
        public var closeButton: CloseButton?
        /// The line under the header.
        public var separator: Separator
        /// The scrolling content under the header.
        public var content: Content
        /// The floating button; `nil` when the card has none.
        public var floatyButton: FloatyButton?
        /// The map behind the card.
        public var map: Map
        /// The buttons over the map.
        public var mapButtons: MapButtons

        /// A sheet from its parts.
        public init(
            position: SheetCardInput.Position, card: Card, header: Header, grabHandle: GrabHandle, title: TextBlockLayout?,
            subtitle: TextBlockLayout?, accessory: LayoutRect?, closeButton: CloseButton?, separator: Separator,
            content: Content, floatyButton: FloatyButton?, map: Map, mapButtons: MapButtons
        ) {
            self.position = position
            self.card = card
            self.header = header
            self.grabHandle = grabHandle
            self.title = title
            self.subtitle = subtitle
            self.accessory = accessory
            self.closeButton = closeButton
            self.separator = separator
            self.content = content
            self.floatyButton = floatyButton
            self.map = map
            self.mapButtons = mapButtons
        }
    }

    /// The card's frame and look.
    public struct Card: Hashable, Sendable {
        /// The card's frame; it may reach below the screen's bottom.
        public var frame: LayoutRect
        /// On the top corners only.
        public var cornerRadius: Double
        /// The card's background.
        public var backgroundColor: RGBAColor
        /// The card's shadow.
        public var shadow: LayoutShape.Shadow

        /// A card from its parts.
        public init(frame: LayoutRect, cornerRadius: Double, backgroundColor: RGBAColor, shadow: LayoutShape.Shadow) {
            self.frame = frame
            self.cornerRadius = cornerRadius
            self.backgroundColor = backgroundColor
            self.shadow = shadow
        }
    }

    /// The sticky header: grab handle, title, subtitle, accessory.
    public struct Header: Hashable, Sendable {
        /// The header's frame.
        public var frame: LayoutRect
        /// The header's height, not snapped.
        public var height: Double

        /// A header from its frame and unsnapped height.
        public init(frame: LayoutRect, height: Double) {
            self.frame = frame
            self.height = height
        }
    }

    /// The handle the user drags the card by.
    public struct GrabHandle: Hashable, Sendable {
        /// Its frame, 48 × 4, centered.
        public var frame: LayoutRect
        /// Its corner radius.
        public var cornerRadius: Double
        /// Its color.
        public var color: RGBAColor
        /// 0 when the card cannot be dragged (no map content).
        public var alpha: Double

        /// A grab handle from its parts.
        public init(frame: LayoutRect, cornerRadius: Double, color: RGBAColor, alpha: Double) {
            self.frame = frame
            self.cornerRadius = cornerRadius
            self.color = color
            self.alpha = alpha
        }
    }

    /// The (x) button that pops the card.
    public struct CloseButton: Hashable, Sendable {
        /// The 44 x 44 hit area.
        public var frame: LayoutRect
        /// The circle drawn in the hit area.
        public var icon: Icon

        /// A close button from its hit area and icon.
        public init(frame: LayoutRect, icon: Icon) {
            self.frame = frame
            self.icon = icon
        }

        /// The drawn circle with its cross.
        public struct Icon: Hashable, Sendable {
            /// The circle's frame, 24 × 24.
            public var frame: LayoutRect
            /// The circle's corner radius.
            public var cornerRadius: Double
            /// The circle's color.
            public var backgroundColor: RGBAColor
            /// The cross's color.
            public var crossColor: RGBAColor

            /// An icon from its parts.
            public init(frame: LayoutRect, cornerRadius: Double, backgroundColor: RGBAColor, crossColor: RGBAColor) {
                self.frame = frame
                self.cornerRadius = cornerRadius
                self.backgroundColor = backgroundColor
                self.crossColor = crossColor
            }
        }
    }

    /// The line under the header, shown once the content scrolls.
    public struct Separator: Hashable, Sendable {
        /// Its frame, 0.5 tall at the header's bottom.
        public var frame: LayoutRect
        /// Its color.
        public var color: RGBAColor
        /// Shown when the content is scrolled and the card is not collapsed.
        public var visible: Bool

        /// A separator from its parts.
        public init(frame: LayoutRect, color: RGBAColor, visible: Bool) {
            self.frame = frame
            self.color = color
            self.visible = visible
        }
    }

    /// The card's scrolling content.
    public struct Content: Hashable, Sendable {
        /// The scroll area: the card below its header.
        public var frame: LayoutRect
        /// The part of the scroll area on screen, above the safe-area bottom.
        public var viewport: LayoutRect
        /// The content's height, as given.
        public var contentHeight: Double
        /// The effective offset, not past the end.
        public var scrollOffset: Double
        /// Whether the content scrolls: extended and taller than its viewport.
        public var scrollEnabled: Bool
        /// 0 when collapsed, else 1.
        public var alpha: Double

        /// Content from its parts.
        public init(
            frame: LayoutRect, viewport: LayoutRect, contentHeight: Double, scrollOffset: Double, scrollEnabled: Bool,
            alpha: Double
        ) {
            self.frame = frame
            self.viewport = viewport
            self.contentHeight = contentHeight
            self.scrollOffset = scrollOffset
            self.scrollEnabled = scrollEnabled
            self.alpha = alpha
        }
    }

    /// The 60 pt round button over the card's content.
    public struct FloatyButton: Hashable, Sendable {
        /// Its frame.
        public var frame: LayoutRect
        /// Its corner radius (30).
        public var cornerRadius: Double
        /// Its color.
        public var backgroundColor: RGBAColor
        /// The content's alpha.
        public var alpha: Double

        /// A floating button from its parts.
        public init(frame: LayoutRect, cornerRadius: Double, backgroundColor: RGBAColor, alpha: Double) {
            self.frame = frame
            self.cornerRadius = cornerRadius
            self.backgroundColor = backgroundColor
            self.alpha = alpha
        }
    }

    /// The map behind the card.
    public struct Map: Hashable, Sendable {
        /// The whole screen.
        public var frame: LayoutRect
        /// The shade over the map.
        public var dimming: Dimming
        /// What the map keeps clear when it shows content; not snapped.
        public var edgePadding: EdgeInsets

        /// A map from its parts.
        public init(frame: LayoutRect, dimming: Dimming, edgePadding: EdgeInsets) {
            self.frame = frame
            self.dimming = dimming
            self.edgePadding = edgePadding
        }

        /// The shade over the map when a bottom sheet is extended.
        public struct Dimming: Hashable, Sendable {
            /// The whole screen.
            public var frame: LayoutRect
            /// Its color.
            public var color: RGBAColor
            /// 0.25 when a bottom sheet is extended, else 0.
            public var alpha: Double

            /// A dimming from its parts.
            public init(frame: LayoutRect, color: RGBAColor, alpha: Double) {
                self.frame = frame
                self.color = color
                self.alpha = alpha
            }
        }
    }

    /// The top and bottom groups of buttons over the map.
    public struct MapButtons: Hashable, Sendable {
        /// Of both groups.
        public var alpha: Double
        /// The vertical group in the top trailing corner; nil without buttons.
        public var top: Group?
        /// The horizontal group; nil without buttons.
        public var bottom: Group?

        /// Map buttons from their alpha and groups.
        public init(alpha: Double, top: Group?, bottom: Group?) {
            self.alpha = alpha
            self.top = top
            self.bottom = bottom
        }

        /// A stack of 44 pt buttons joined by separators.
        public struct Group: Hashable, Sendable {
            /// The group's frame.
            public var frame: LayoutRect
            /// The group's corner radius (8).
            public var cornerRadius: Double
            /// From the group's top (top group) or leading edge (bottom group).
            public var buttons: [LayoutRect]
            /// Between neighbouring buttons, in the same order.
            public var separators: [Separator]

            /// A group from its parts.
            public init(frame: LayoutRect, cornerRadius: Double, buttons: [LayoutRect], separators: [Separator]) {
                self.frame = frame
                self.cornerRadius = cornerRadius
                self.buttons = buttons
                self.separators = separators
            }
        }

        /// A 1 pt line between two map buttons.
        public struct Separator: Hashable, Sendable {
            /// Its frame.
            public var frame: LayoutRect
            /// Its color.
            public var color: RGBAColor

            /// A separator from its parts.
            public init(frame: LayoutRect, color: RGBAColor) {
                self.frame = frame
                self.color = color
            }
        }
    }

    /// How a card is pushed onto and popped off the stack.
    public struct Transition: Hashable, Sendable {
        /// The push animation.
        public var push: Animation
        /// The pop animation.
        public var pop: Animation
        /// The position the card below takes when the top card is popped.
        public var restorePosition: SheetCardInput.Position

        /// A transition from its parts.
        public init(push: Animation, pop: Animation, restorePosition: SheetCardInput.Position) {
            self.push = push
            self.pop = pop
            self.restorePosition = restorePosition
        }

        /// A spring animation with the overlay on the card below.
        public struct Animation: Hashable, Sendable {
            /// Seconds.
            public var duration: Double
            /// The spring's damping ratio.
            public var damping: Double
            /// The overlay's color over the card below.
            public var dimColor: RGBAColor
            /// The overlay's alpha at the start and at the end.
            public var dimAlpha: [Double]

            /// An animation from its parts.
            public init(duration: Double, damping: Double, dimColor: RGBAColor, dimAlpha: [Double]) {
                self.duration = duration
                self.damping = damping
                self.dimColor = dimColor
                self.dimAlpha = dimAlpha
            }
        }
    }

    /// Where a released drag snaps to, and how (rule 16).
    public struct Snap: Hashable, Sendable {
        /// The drag's y, kept between the extended and collapsed tops.
        public var fromY: Double
        /// The drag's velocity, in points per second (positive is down).
        public var velocity: Double
        /// Where the card's top would coast to.
        public var projectedY: Double
        /// The position the card snaps to.
        public var position: SheetCardInput.Position
        /// The target top.
        public var y: Double
        /// Seconds, 0.4...1.3.
        public var duration: Double
        /// The spring's damping ratio.
        public var damping: Double
        /// The content's alpha at release.
        public var contentAlpha: Double
        /// The map buttons' alpha at release.
        public var mapButtonsAlpha: Double

        /// A snap from its parts.
        public init(
            fromY: Double, velocity: Double, projectedY: Double, position: SheetCardInput.Position, y: Double,
            duration: Double, damping: Double, contentAlpha: Double, mapButtonsAlpha: Double
        ) {
            self.fromY = fromY
            self.velocity = velocity
            self.projectedY = projectedY
            self.position = position
            self.y = y
            self.duration = duration
            self.damping = damping
            self.contentAlpha = contentAlpha
            self.mapButtonsAlpha = mapButtonsAlpha
        }
    }
}
