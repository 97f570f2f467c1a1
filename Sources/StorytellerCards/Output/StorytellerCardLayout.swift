import CardGeometryCore

import CardText

/// Where everything of one card goes: the result of
/// ``CardLayoutEngine/layout(_:includesGlyphs:)-(StorytellerCardInput,_)``, written as JSON by ``jsonData(pretty:)``
/// (schema `card-layout/1`).
///
/// Frames are absolute points in the container (origin top-left, y down),
/// snapped to the display's pixel grid. Baselines and line widths are not
/// snapped.
public struct StorytellerCardLayout: Hashable, Sendable {
    /// The card kind written in the JSON.
    public static let storytellerKind = "storyteller"

    /// What kind of card this is (`storyteller`).
    public var kind: String
    /// The id of the card laid out, when it has one.
    public var cardId: String?
    /// The environment's width and the card's height.
    public var size: Size
    /// The card's frame and corner radius.
    public var card: Surface
    /// The media's frame, corner radius and type.
    public var media: Media
    /// The area below the media that holds the text (text below the media
    /// only); `nil` when there is none.
    public var textContainer: TextContainer?
    /// The heading; `nil` when the title is absent.
    public var heading: Text?
    /// The subheading; `nil` when the subtitle is absent.
    public var subheading: Text?
    /// The button; `nil` when the button text is absent.
    public var button: Button?
    /// The theme's reloading behavior, passed through.
    public var behavior: StorytellerCardInput.Theme.ReloadingBehavior
    /// What the input had that was ignored, with codes.
    public var warnings: [CardLayoutWarning]

    /// A layout from its parts, as the engine builds it.
    public init(
        kind: String = StorytellerCardLayout.storytellerKind, cardId: String?, size: Size, card: Surface, media: Media,
        textContainer: TextContainer?, heading: Text?, subheading: Text?, button: Button?,
        behavior: StorytellerCardInput.Theme.ReloadingBehavior, warnings: [CardLayoutWarning]
    ) {
        self.kind = kind
        self.cardId = cardId
        self.size = size
        self.card = card
        self.media = media
        self.textContainer = textContainer
        self.heading = heading
        self.subheading = subheading
        self.button = button
        self.behavior = behavior
        self.warnings = warnings
    }
}

extension StorytellerCardLayout {
    /// A rectangle in points (the frame type every kind shares).
    public typealias Rect = LayoutRect
    /// A size in points.
    public typealias Size = LayoutSize
    /// A laid-out text: heading, subheading or button label.
    public typealias Text = TextBlockLayout
    /// The font a text asked for, at the size it was set in.
    public typealias Font = TextBlockLayout.Font
    /// One line of a text.
    public typealias Line = TextBlockLayout.Line

    /// The card's own frame and rounding.
    public struct Surface: Hashable, Sendable {
        /// The card's frame.
        public var frame: Rect
        /// 0 when the card is not rounded.
        public var cornerRadius: Double

        /// A surface from its frame and corner radius.
        public init(frame: Rect, cornerRadius: Double) {
            self.frame = frame
            self.cornerRadius = cornerRadius
        }
    }

    /// The background image or video.
    public struct Media: Hashable, Sendable {
        /// The media's frame (the card's, when the text is over it).
        public var frame: Rect
        /// The media's corner radius, 0 where none applies.
        public var cornerRadius: Double
        /// Image or video, as given.
        public var type: StorytellerCardInput.MediaType

        /// Media from its parts.
        public init(frame: Rect, cornerRadius: Double, type: StorytellerCardInput.MediaType) {
            self.frame = frame
            self.cornerRadius = cornerRadius
            self.type = type
        }
    }

    /// The area below the media that holds the text.
    public struct TextContainer: Hashable, Sendable {
        /// The container's frame, under the media.
        public var frame: Rect
        /// `nil` when the container is not filled.
        public var backgroundColor: RGBAColor?

        /// A text container from its parts.
        public init(frame: Rect, backgroundColor: RGBAColor?) {
            self.frame = frame
            self.backgroundColor = backgroundColor
        }
    }

    /// The button and its label.
    public struct Button: Hashable, Sendable {
        /// The button's frame.
        public var frame: Rect
        /// The button's corner radius.
        public var cornerRadius: Double
        /// `nil` when the button is transparent.
        public var backgroundColor: RGBAColor?
        /// The outline's resolved color.
        public var outlineColor: RGBAColor
        /// The outline's width.
        public var outlineWidth: Double
        /// The label, one line, centered vertically in the button.
        public var label: Text

        /// A button from its parts.
        public init(
            frame: Rect, cornerRadius: Double, backgroundColor: RGBAColor?, outlineColor: RGBAColor,
            outlineWidth: Double, label: Text
        ) {
            self.frame = frame
            self.cornerRadius = cornerRadius
            self.backgroundColor = backgroundColor
            self.outlineColor = outlineColor
            self.outlineWidth = outlineWidth
            self.label = label
        }
    }
}
