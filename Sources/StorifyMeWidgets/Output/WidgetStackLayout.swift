import CardGeometryCore

import CardText

/// Where everything of a StorifyMe widget stack goes: the result of
/// ``CardLayoutEngine/layout(_:includesGlyphs:)-(WidgetStackInput,_)``,
/// written as `card-layout/1` JSON by ``KindLayout/jsonString(pretty:)``.
///
/// Frames are absolute points on the screen (origin top-left, y down),
/// snapped to the display's pixel grid; natural heights, overflows,
/// `pastBottom`, `contentWidth`, baselines, line widths and corner radii
/// are not snapped.
public struct WidgetStackLayout: Hashable, Sendable {
    /// The placement used.
    public var placement: WidgetStackInput.Placement
    /// The screen's width and the view's height (the environment's height,
    /// or the stack's bottom plus the bottom inset).
    public var size: LayoutSize
    /// The frame of the shown widgets together, and the counts.
    public var stack: Stack
    /// Every input widget, in input order, hidden ones included.
    public var widgets: [Widget]
    /// What the input had that was ignored, and what about the layout is
    /// worth a look (content clipped or below the safe area), with codes.
    public var warnings: [CardLayoutWarning]
    /// Content cut off by a fixed widget's height (named by the element
    /// that needs the space, as its warning) and widgets that end below the
    /// safe area (`widgets[i]`), in the order of their warnings.
    public var overflows: [LayoutOverflow]

    /// The frame around the shown widgets and how many there are.
    public struct Stack: Hashable, Sendable {
        /// From the safe-area top to the lowest shown widget's bottom.
        public var frame: LayoutRect
        /// How many widgets are shown.
        public var shown: Int
        /// How many widgets are hidden.
        public var hidden: Int
    }

    /// One widget of the input.
    public struct Widget: Hashable, Sendable {
        /// The widget's position in the input.
        public var index: Int
        /// The widget's id.
        public var widgetId: Int
        /// The widget's state.
        public var state: WidgetStackInput.Widget.State
        /// Switched off (`enabled` false): no frame and no content.
        public var hidden: Bool
        /// The theme its `customTheme` names, if any.
        public var theme: WidgetStackInput.Widget.Theme?
        /// The scheme its colors resolve by: dark with the dark theme.
        public var colorScheme: ColorScheme
        /// The widget's frame; `nil` when hidden.
        public var frame: LayoutRect?
        /// The theme's background (black for dark, the brand color), or `nil`.
        public var backgroundColor: RGBAColor?
        /// The content's height NH, unsnapped (0 when hidden).
        public var naturalHeight: Double
        /// How much taller the content is than the fixed height (0 with `fit`).
        public var overflow: Double
        /// Whether the content is taller than a fixed widget.
        public var clipped: Bool
        /// How far the widget ends below the safe area's bottom; nil without
        /// a screen height (and when hidden).
        public var pastBottom: Double?
        /// The audio settings `audioEnabled` gives.
        public var audio: Audio
        /// The loading view, for a shown loading widget.
        public var loading: Loading?
        /// The error view, for a shown widget in the error state.
        public var error: ErrorContent?
        /// The story row's extent, for a shown loaded widget.
        public var row: Row?
        /// The stories of a shown loaded widget; empty otherwise.
        public var stories: [Story]
    }

    /// How the story player treats sound (rule 15).
    public struct Audio: Hashable, Sendable {
        /// How a mute change carries over to later stories.
        public var behaviour: Behaviour
        /// Whether stories start muted.
        public var defaultState: State

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

    /// The document's `ProgressView("Loading stories...")`.
    public struct Loading: Hashable, Sendable {
        /// The spinner, 20 × 20.
        public var spinner: Spinner
        /// nil when the label is switched off or its text is absent.
        public var label: TextBlockLayout?
    }

    /// The activity indicator of the loading state.
    public struct Spinner: Hashable, Sendable {
        /// Its frame.
        public var frame: LayoutRect
        /// Its color.
        public var color: RGBAColor
    }

    /// The document's `ErrorView`.
    public struct ErrorContent: Hashable, Sendable {
        /// The warning icon.
        public var icon: Icon
        /// The error message, centered.
        public var message: TextBlockLayout
    }

    /// The error state's warning icon (an SF Symbol's box).
    public struct Icon: Hashable, Sendable {
        /// Its frame, a square of the title1 size.
        public var frame: LayoutRect
        /// The SF Symbol's name.
        public var symbol: String
        /// Its color.
        public var color: RGBAColor
    }

    /// The loaded widget's row of stories, resting at its start.
    public struct Row: Hashable, Sendable {
        /// The row's scrollable width (0 without stories), unsnapped.
        public var contentWidth: Double
        /// Stories at least partly on the screen.
        public var visibleCount: Int
        /// Stories wholly on the screen.
        public var fullyVisibleCount: Int
    }

    /// One story of a loaded widget's row.
    public struct Story: Hashable, Sendable {
        /// The story's position in the widget's `stories`.
        public var index: Int
        /// The story's id.
        public var id: Int
        /// The story's handle, as given.
        public var handle: String?
        /// The story's frame: its width, and the row's content height.
        public var frame: LayoutRect
        /// Whether any of the story is on screen horizontally.
        public var visible: Bool
        /// Whether all of the story is on screen horizontally.
        public var fullyVisible: Bool
        /// The story's poster.
        public var poster: Poster
        /// nil when the story has no title or titles are hidden.
        public var title: TextBlockLayout?
    }

    /// A story's poster.
    public struct Poster: Hashable, Sendable {
        /// Its frame, centered in the story's width.
        public var frame: LayoutRect
        /// Its corner radius, at most half its smaller side.
        public var cornerRadius: Double
        /// The placeholder behind the poster.
        public var backgroundColor: RGBAColor
        /// What the poster shows.
        public var media: Media
        /// The media's URL (`posterUrl` for an image, possibly nil).
        public var url: String?

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
