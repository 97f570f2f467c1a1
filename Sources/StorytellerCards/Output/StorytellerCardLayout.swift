import CardGeometryCore

import CardText

// @output storytellerLayout | root | meaning: A Storyteller card's layout (card-layout/1, kind storyteller).
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

    // @key .constant(StorytellerCardLayout.storytellerKind)
    /// What kind of card this is (`storyteller`).
    public var kind: String = StorytellerCardLayout.storytellerKind
    // @key
    /// The id of the card laid out, when it has one.
    public var cardId: String?
    // @key
    /// The environment's width and the card's height.
    public var size: LayoutSize
    // @key
    /// The card's frame and corner radius.
    public var card: Surface
    // @key
    /// The media's frame, corner radius and type.
    public var media: Media
    // @key
    /// The area below the media that holds the text (text below the media
    /// only); none when there is none.
    public var textContainer: TextContainer?
    // @key
    /// The heading; none when the title is absent.
    public var heading: TextBlockLayout?
    // @key
    /// The subheading; none when the subtitle is absent.
    public var subheading: TextBlockLayout?
    // @key
    /// The button; none when the button text is absent.
    public var button: Button?
    // @key .object(StorytellerCardLayout.behaviorDescription) | write: writeBehavior
    /// The theme's reloading behavior, passed through.
    public var behavior: StorytellerCardInput.Theme.ReloadingBehavior
    // @key
    /// What the input had that was ignored, with codes.
    public var warnings: [CardLayoutWarning]

    @available(*, unavailable) init() { fatalError() }
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

    // @output storytellerSurface
    /// The card's own frame and rounding.
    public struct Surface: Hashable, Sendable {
        // @key
        /// The card's frame.
        public var frame: LayoutRect
        // @key
        /// 0 when the card is not rounded.
        public var cornerRadius: Double

        @available(*, unavailable) init() { fatalError() }
    }

    // @output storytellerMedia
    /// The background image or video.
    public struct Media: Hashable, Sendable {
        // @key
        /// The media's frame (the card's, when the text is over it).
        public var frame: LayoutRect
        // @key
        /// The media's corner radius, 0 where none applies.
        public var cornerRadius: Double
        // @key .choice(StorytellerCardInput.MediaType.self)
        /// Image or video, as given.
        public var type: StorytellerCardInput.MediaType

        @available(*, unavailable) init() { fatalError() }
    }

    // @output storytellerTextContainer
    /// The area below the media that holds the text.
    public struct TextContainer: Hashable, Sendable {
        // @key
        /// The container's frame, under the media.
        public var frame: LayoutRect
        // @key
        /// none when the container is not filled.
        public var backgroundColor: RGBAColor?

        @available(*, unavailable) init() { fatalError() }
    }

    // @output storytellerButton
    /// The button and its label.
    public struct Button: Hashable, Sendable {
        // @key
        /// The button's frame.
        public var frame: LayoutRect
        // @key
        /// The button's corner radius.
        public var cornerRadius: Double
        // @key
        /// none when the button is transparent.
        public var backgroundColor: RGBAColor?
        // @key
        /// The outline's resolved color.
        public var outlineColor: RGBAColor
        // @key
        /// The outline's width.
        public var outlineWidth: Double
        // @key
        /// The label, one line, centered vertically in the button.
        public var label: TextBlockLayout

        @available(*, unavailable) init() { fatalError() }
    }
}

extension StorytellerCardLayout {
    /// Writes the theme's reloading behavior, an input type passed through
    /// (the `write:` hook of `behavior`).
    static func writeBehavior<Sink: JSONSink>(
        _ behavior: StorytellerCardInput.Theme.ReloadingBehavior, to sink: inout Sink
    ) {
        sink.beginObject()
        sink.member("reloadOnExit", behavior.reloadOnExit)
        sink.member("reloadOnForeground", behavior.reloadOnForeground)
        sink.endObject()
    }

    /// The object ``writeBehavior(_:to:)`` writes.
    static let behaviorDescription = ObjectDescription(
        "storytellerBehavior", "The theme's reloading behavior, passed through.",
        fields: [
            FieldDescription(required: "reloadOnExit", .bool, "Reload after returning from a tapped card's destination."),
            FieldDescription(required: "reloadOnForeground", .bool, "Reload when the app comes to the foreground."),
        ])
}
