import CardGeometryCore

import CardText

// @output storifyMeWidgetsLayout | root | meaning: A widget stack's layout (card-layout/1, kind storifyme.widgets).
/// Where everything of a StorifyMe widget stack goes: the result of
/// ``CardLayoutEngine/layout(_:includesGlyphs:)-(WidgetStackInput,_)``,
/// written as `card-layout/1` JSON by ``KindLayout/jsonString(pretty:)``.
///
/// Frames are absolute points on the screen (origin top-left, y down),
/// snapped to the display's pixel grid; natural heights, overflows,
/// `pastBottom`, `contentWidth`, baselines, line widths and corner radii
/// are not snapped.
public struct WidgetStackLayout: Hashable, Sendable {
    // @key .choice(WidgetStackInput.Placement.self)
    /// The placement used.
    public var placement: WidgetStackInput.Placement
    // @key
    /// The screen's width and the view's height (the environment's height,
    /// or the stack's bottom plus the bottom inset).
    public var size: LayoutSize
    // @key
    /// The frame of the shown widgets together, and the counts.
    public var stack: Stack
    // @key .array(.object(Widget.outputDescription), count: ArrayCount(minimum: 0, maximum: WidgetStackInput.maximumWidgetCount, noun: "widgets"))
    /// Every input widget, in input order, hidden ones included.
    public var widgets: [Widget]
    // @key
    /// What the input had that was ignored, and what about the layout is
    /// worth a look (content clipped or below the safe area), with codes.
    public var warnings: [CardLayoutWarning]
    /// Content cut off by a fixed widget's height (named by the element
    /// that needs the space, as its warning) and widgets that end below the
    /// safe area (`widgets[i]`), in the order of their warnings.
    public var overflows: [LayoutOverflow]

    @available(*, unavailable) init() { fatalError() }

    // @output storifyMeStack
    /// The frame around the shown widgets and how many there are.
    public struct Stack: Hashable, Sendable {
        // @key
        /// From the safe-area top to the lowest shown widget's bottom.
        public var frame: LayoutRect
        // @key .integer(0...WidgetStackInput.maximumWidgetCount)
        /// How many widgets are shown.
        public var shown: Int
        // @key .integer(0...WidgetStackInput.maximumWidgetCount)
        /// How many widgets are hidden.
        public var hidden: Int

        @available(*, unavailable) init() { fatalError() }
    }

    // @output storifyMeWidget
    /// One widget of the input.
    public struct Widget: Hashable, Sendable {
        // @key .integer(0...WidgetStackInput.maximumWidgetCount - 1)
        /// The widget's position in the input.
        public var index: Int
        // @key .integer(0...WidgetStackInput.Widget.maximumID)
        /// The widget's id.
        public var widgetId: Int
        // @key .choice(WidgetStackInput.Widget.State.self)
        /// The widget's state.
        public var state: WidgetStackInput.Widget.State
        // @key
        /// Switched off (`enabled` false): no frame and no content.
        public var hidden: Bool
        // @key .choice(WidgetStackInput.Widget.Theme.self)
        /// The theme its `customTheme` names, if any.
        public var theme: WidgetStackInput.Widget.Theme?
        // @key .choice(ColorScheme.self)
        /// The scheme its colors resolve by: dark with the dark theme.
        public var colorScheme: ColorScheme
        // @key
        /// The widget's frame; none (null) when hidden.
        public var frame: LayoutRect?
        // @key
        /// The theme's background (black for dark, the brand color), or none.
        public var backgroundColor: RGBAColor?
        // @key
        /// The content's height NH, unsnapped (0 when hidden).
        public var naturalHeight: Double
        // @key
        /// How much taller the content is than the fixed height (0 with `fit`).
        public var overflow: Double
        // @key
        /// Whether the content is taller than a fixed widget.
        public var clipped: Bool
        // @key
        /// How far the widget ends below the safe area's bottom; none without
        /// a screen height (and when hidden).
        public var pastBottom: Double?
        // @key
        /// The audio settings `audioEnabled` gives.
        public var audio: Audio
        // @key
        /// The loading view, for a shown loading widget.
        public var loading: Loading?
        // @key
        /// The error view, for a shown widget in the error state.
        public var error: ErrorContent?
        // @key
        /// The story row's extent, for a shown loaded widget.
        public var row: Row?
        // @key .array(.object(WidgetStackLayout.Story.outputDescription), count: ArrayCount(minimum: 0, maximum: WidgetStackInput.Widget.maximumStoryCount, noun: "stories"))
        /// The stories of a shown loaded widget; empty otherwise.
        public var stories: [Story]

        @available(*, unavailable) init() { fatalError() }
    }

    // @output storifyMeAudio
    /// How the story player treats sound.
    public struct Audio: Hashable, Sendable {
        // @key .choice(Behaviour.self)
        /// How a mute change carries over to later stories.
        public var behaviour: Behaviour
        // @key .choice(State.self)
        /// Whether stories start muted.
        public var defaultState: State

        @available(*, unavailable) init() { fatalError() }

        /// How a mute change carries over to later stories.
        public enum Behaviour: String, Hashable, Sendable, CaseIterable {
            /// The user's last change holds for every later story (audio on).
            case applyLastUserChangeForAllFutureStories
            /// A change holds for one story only (audio off).
            case applyChangeForSingleStory
        }

        /// Whether stories start muted.
        public enum State: String, Hashable, Sendable, CaseIterable {
            /// Muted.
            case muted
            /// Unmuted.
            case unmuted
        }
    }

    // @output storifyMeLoading
    /// The document's `ProgressView("Loading stories...")`.
    public struct Loading: Hashable, Sendable {
        // @key
        /// The spinner, 20 × 20.
        public var spinner: Spinner
        // @key
        /// nil when the label is switched off or its text is absent.
        public var label: TextBlockLayout?

        @available(*, unavailable) init() { fatalError() }
    }

    // @output storifyMeSpinner
    /// The activity indicator of the loading state.
    public struct Spinner: Hashable, Sendable {
        // @key
        /// Its frame.
        public var frame: LayoutRect
        // @key
        /// Its color.
        public var color: RGBAColor

        @available(*, unavailable) init() { fatalError() }
    }

    // @output storifyMeError
    /// The document's `ErrorView`.
    public struct ErrorContent: Hashable, Sendable {
        // @key
        /// The warning icon.
        public var icon: Icon
        // @key
        /// The error message, centered.
        public var message: TextBlockLayout

        @available(*, unavailable) init() { fatalError() }
    }

    // @output storifyMeIcon
    /// The error state's warning icon (an SF Symbol's box).
    public struct Icon: Hashable, Sendable {
        // @key
        /// Its frame, a square of the title1 size.
        public var frame: LayoutRect
        // @key
        /// The SF Symbol's name.
        public var symbol: String
        // @key
        /// Its color.
        public var color: RGBAColor

        @available(*, unavailable) init() { fatalError() }
    }

    // @output storifyMeRow
    /// The loaded widget's row of stories, resting at its start.
    public struct Row: Hashable, Sendable {
        // @key
        /// The row's scrollable width (0 without stories), unsnapped.
        public var contentWidth: Double
        // @key .integer(0...WidgetStackInput.Widget.maximumStoryCount)
        /// Stories at least partly on the screen.
        public var visibleCount: Int
        // @key .integer(0...WidgetStackInput.Widget.maximumStoryCount)
        /// Stories wholly on the screen.
        public var fullyVisibleCount: Int

        @available(*, unavailable) init() { fatalError() }
    }

    // @output storifyMeStory
    /// One story of a loaded widget's row.
    public struct Story: Hashable, Sendable {
        // @key .integer(0...WidgetStackInput.Widget.maximumStoryCount - 1)
        /// The story's position in the widget's `stories`.
        public var index: Int
        // @key .integer(0...WidgetStackInput.Widget.maximumID)
        /// The story's id.
        public var id: Int
        // @key
        /// The story's handle, as given.
        public var handle: String?
        // @key
        /// The story's frame: its width, and the row's content height.
        public var frame: LayoutRect
        // @key
        /// Whether any of the story is on screen horizontally.
        public var visible: Bool
        // @key
        /// Whether all of the story is on screen horizontally.
        public var fullyVisible: Bool
        // @key
        /// The story's poster.
        public var poster: Poster
        // @key
        /// nil when the story has no title or titles are hidden.
        public var title: TextBlockLayout?

        @available(*, unavailable) init() { fatalError() }
    }

    // @output storifyMePoster
    /// A story's poster.
    public struct Poster: Hashable, Sendable {
        // @key
        /// Its frame, centered in the story's width.
        public var frame: LayoutRect
        // @key
        /// Its corner radius, at most half its smaller side.
        public var cornerRadius: Double
        // @key
        /// The placeholder behind the poster.
        public var backgroundColor: RGBAColor
        // @key .choice(Media.self)
        /// What the poster shows.
        public var media: Media
        // @key
        /// The media's URL (`posterUrl` for an image, possibly nil).
        public var url: String?

        @available(*, unavailable) init() { fatalError() }

        /// What the poster shows: the richest kind the widget enables and
        /// the story has.
        public enum Media: String, Hashable, Sendable, CaseIterable {
            /// The poster image.
            case image
            /// The GIF.
            case gif
            /// The video.
            case video
        }
    }
}

extension WidgetStackLayout {
    /// The shown widgets.
    public var shownWidgets: [Widget] { widgets.filter { !$0.hidden } }
}
