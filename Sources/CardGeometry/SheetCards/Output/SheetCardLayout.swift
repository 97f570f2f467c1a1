/// Where everything of a card sheet over a map goes: the result of
/// ``CardLayoutEngine/layout(_:includesGlyphs:)-(SheetCardInput,_)``,
/// written as `card-layout/1` JSON (sheet-cards.md, output).
///
/// Frames are absolute points on the screen (origin top-left, y down),
/// snapped to the display's pixel grid; the card's frame may reach below
/// the screen's bottom edge. Position tops, edge padding, offsets, alphas
/// and durations are not snapped.
public struct SheetCardLayout: Hashable, Sendable {
    /// The environment's width and its snapped height.
    public var size: LayoutSize
    public var mode: Mode
    /// The size classes used (given, or derived from the size).
    public var sizeClasses: SizeClasses
    /// The number of cards in the stack.
    public var stackDepth: Int
    /// The top card's type.
    public var type: SheetCardType
    /// The position asked for (the input's, else the top card's preferred one).
    public var requestedPosition: SheetCardPosition
    /// The position used.
    public var position: SheetCardPosition
    /// In the order collapsed, peaking, extended.
    public var availablePositions: [SheetCardPosition]
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
    /// What the input had that was ignored or replaced.
    public var warnings: [String]
    /// The sheet at each of its three positions, collapsed, peaking and
    /// extended (what a picture shows side by side); not written to JSON.
    public var sheetsAtEveryPosition: [Sheet]

    public init(
        size: LayoutSize, mode: Mode, sizeClasses: SizeClasses, stackDepth: Int, type: SheetCardType,
        requestedPosition: SheetCardPosition, position: SheetCardPosition, availablePositions: [SheetCardPosition],
        positions: Tops, sheet: Sheet, statusBarBlur: LayoutRect?, transition: Transition?, snap: Snap?,
        warnings: [String], sheetsAtEveryPosition: [Sheet]
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
        case bottom
        case side
    }

    public struct SizeClasses: Hashable, Sendable {
        public var horizontal: SizeClass
        public var vertical: SizeClass

        public init(horizontal: SizeClass, vertical: SizeClass) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }

    /// The card's top at each position (rule 6).
    public struct Tops: Hashable, Sendable {
        public var extended: Double
        public var peaking: Double
        public var collapsed: Double

        public init(extended: Double, peaking: Double, collapsed: Double) {
            self.extended = extended
            self.peaking = peaking
            self.collapsed = collapsed
        }

        public subscript(position: SheetCardPosition) -> Double {
            switch position {
            case .extended: extended
            case .peaking: peaking
            case .collapsed: collapsed
            }
        }
    }

    /// The card and the map around it with the card resting at one position.
    public struct Sheet: Hashable, Sendable {
        public var position: SheetCardPosition
        public var card: Card
        public var header: Header
        public var grabHandle: GrabHandle
        public var title: TextBlockLayout?
        public var subtitle: TextBlockLayout?
        /// The accessory view's frame; nil without one.
        public var accessory: LayoutRect?
        /// Only on a card above the root that shows it.
        public var closeButton: CloseButton?
        public var separator: Separator
        public var content: Content
        public var floatyButton: FloatyButton?
        public var map: Map
        public var mapButtons: MapButtons

        public init(
            position: SheetCardPosition, card: Card, header: Header, grabHandle: GrabHandle, title: TextBlockLayout?,
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

    public struct Card: Hashable, Sendable {
        public var frame: LayoutRect
        /// On the top corners only.
        public var cornerRadius: Double
        public var backgroundColor: RGBAColor
        public var shadow: LayoutShape.Shadow

        public init(frame: LayoutRect, cornerRadius: Double, backgroundColor: RGBAColor, shadow: LayoutShape.Shadow) {
            self.frame = frame
            self.cornerRadius = cornerRadius
            self.backgroundColor = backgroundColor
            self.shadow = shadow
        }
    }

    public struct Header: Hashable, Sendable {
        public var frame: LayoutRect
        /// The header's height, not snapped.
        public var height: Double

        public init(frame: LayoutRect, height: Double) {
            self.frame = frame
            self.height = height
        }
    }

    public struct GrabHandle: Hashable, Sendable {
        public var frame: LayoutRect
        public var cornerRadius: Double
        public var color: RGBAColor
        /// 0 when the card cannot be dragged (no map content).
        public var alpha: Double

        public init(frame: LayoutRect, cornerRadius: Double, color: RGBAColor, alpha: Double) {
            self.frame = frame
            self.cornerRadius = cornerRadius
            self.color = color
            self.alpha = alpha
        }
    }

    public struct CloseButton: Hashable, Sendable {
        /// The 44 x 44 hit area.
        public var frame: LayoutRect
        public var icon: Icon

        public init(frame: LayoutRect, icon: Icon) {
            self.frame = frame
            self.icon = icon
        }

        /// The drawn circle with its cross.
        public struct Icon: Hashable, Sendable {
            public var frame: LayoutRect
            public var cornerRadius: Double
            public var backgroundColor: RGBAColor
            public var crossColor: RGBAColor

            public init(frame: LayoutRect, cornerRadius: Double, backgroundColor: RGBAColor, crossColor: RGBAColor) {
                self.frame = frame
                self.cornerRadius = cornerRadius
                self.backgroundColor = backgroundColor
                self.crossColor = crossColor
            }
        }
    }

    public struct Separator: Hashable, Sendable {
        public var frame: LayoutRect
        public var color: RGBAColor
        /// Shown when the content is scrolled and the card is not collapsed.
        public var visible: Bool

        public init(frame: LayoutRect, color: RGBAColor, visible: Bool) {
            self.frame = frame
            self.color = color
            self.visible = visible
        }
    }

    public struct Content: Hashable, Sendable {
        /// The scroll area: the card below its header.
        public var frame: LayoutRect
        /// The part of the scroll area on screen, above the safe-area bottom.
        public var viewport: LayoutRect
        public var contentHeight: Double
        /// The effective offset, not past the end.
        public var scrollOffset: Double
        public var scrollEnabled: Bool
        public var alpha: Double

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

    public struct FloatyButton: Hashable, Sendable {
        public var frame: LayoutRect
        public var cornerRadius: Double
        public var backgroundColor: RGBAColor
        public var alpha: Double

        public init(frame: LayoutRect, cornerRadius: Double, backgroundColor: RGBAColor, alpha: Double) {
            self.frame = frame
            self.cornerRadius = cornerRadius
            self.backgroundColor = backgroundColor
            self.alpha = alpha
        }
    }

    public struct Map: Hashable, Sendable {
        public var frame: LayoutRect
        public var dimming: Dimming
        /// What the map keeps clear when it shows content; not snapped.
        public var edgePadding: EdgeInsets

        public init(frame: LayoutRect, dimming: Dimming, edgePadding: EdgeInsets) {
            self.frame = frame
            self.dimming = dimming
            self.edgePadding = edgePadding
        }

        public struct Dimming: Hashable, Sendable {
            public var frame: LayoutRect
            public var color: RGBAColor
            public var alpha: Double

            public init(frame: LayoutRect, color: RGBAColor, alpha: Double) {
                self.frame = frame
                self.color = color
                self.alpha = alpha
            }
        }
    }

    public struct MapButtons: Hashable, Sendable {
        /// Of both groups.
        public var alpha: Double
        /// The vertical group in the top trailing corner; nil without buttons.
        public var top: Group?
        /// The horizontal group; nil without buttons.
        public var bottom: Group?

        public init(alpha: Double, top: Group?, bottom: Group?) {
            self.alpha = alpha
            self.top = top
            self.bottom = bottom
        }

        public struct Group: Hashable, Sendable {
            public var frame: LayoutRect
            public var cornerRadius: Double
            /// From the group's top (top group) or leading edge (bottom group).
            public var buttons: [LayoutRect]
            /// Between neighbouring buttons, in the same order.
            public var separators: [Separator]

            public init(frame: LayoutRect, cornerRadius: Double, buttons: [LayoutRect], separators: [Separator]) {
                self.frame = frame
                self.cornerRadius = cornerRadius
                self.buttons = buttons
                self.separators = separators
            }
        }

        public struct Separator: Hashable, Sendable {
            public var frame: LayoutRect
            public var color: RGBAColor

            public init(frame: LayoutRect, color: RGBAColor) {
                self.frame = frame
                self.color = color
            }
        }
    }

    public struct Transition: Hashable, Sendable {
        public var push: Animation
        public var pop: Animation
        /// The position the card below takes when the top card is popped.
        public var restorePosition: SheetCardPosition

        public init(push: Animation, pop: Animation, restorePosition: SheetCardPosition) {
            self.push = push
            self.pop = pop
            self.restorePosition = restorePosition
        }

        /// A spring animation with the overlay on the card below.
        public struct Animation: Hashable, Sendable {
            /// Seconds.
            public var duration: Double
            public var damping: Double
            public var dimColor: RGBAColor
            /// The overlay's alpha at the start and at the end.
            public var dimAlpha: [Double]

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
        public var velocity: Double
        /// Where the card's top would coast to.
        public var projectedY: Double
        public var position: SheetCardPosition
        /// The target top.
        public var y: Double
        /// Seconds, 0.4...1.3.
        public var duration: Double
        public var damping: Double
        /// The content's alpha at release.
        public var contentAlpha: Double
        /// The map buttons' alpha at release.
        public var mapButtonsAlpha: Double

        public init(
            fromY: Double, velocity: Double, projectedY: Double, position: SheetCardPosition, y: Double,
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
