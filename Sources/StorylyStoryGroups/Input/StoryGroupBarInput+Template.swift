import CardGeometryCore

import CardText

extension StoryGroupBarInput {
    // @input custom
    /// A cell template: what a custom StoryGroupView and its single size describe in the SDK.
    ///
    /// What the SDK's `StoryGroupViewFactory` (`getSize`) and a
    /// `StoryGroupView` subclass describe. Its elements stack top to bottom
    /// in a content area inside the padding.
    public struct Template: Hashable, Sendable {
        // @field .choice(Sizing.self)
        /// `fixed`: every item is `size.width` × `size.height`; `fit`: every item is as tall as its content.
        public var sizing: Sizing = .fixed
        // @field .custom(sizeType) | required | read: readSize | check: checkSize
        /// The item's size; `height` is required with `fixed`, validated and ignored (with a warning) with `fit`.
        public var size: Size
        // @field .object(Insets.fieldDescription) | note: all 0 | default: Insets()
        /// Space inside the item around its elements.
        public var padding: Insets
        // @field .number(.nonNegativeLength)
        /// Space between consecutive shown elements.
        public var spacing: Double = 4
        // @field .number(.nonNegativeLength)
        /// The item's corner radius.
        public var cornerRadius: Double = 0
        // @field .dynamicColor
        /// The item's background; null is transparent.
        public var backgroundColor: DynamicColor?
        // @field .custom(elementsType) | required | read: readElements | check: checkElements
        /// The elements, stacked top to bottom; each `type` at most once.
        public var elements: [Element]

        /// Reads one from JSON: the generated reader, declared here so that
        /// Swift synthesizes no memberwise initializer beside the generated one.
        init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }

        /// How tall an item is.
        public enum Sizing: String, Hashable, Sendable, CaseIterable {
            /// Every item is the template's size, as the SDK's `getSize`.
            case fixed
            /// Every item is as tall as its own content.
            case fit
        }

        // @input size
        /// The item's width and height.
        public struct Size: Hashable, Sendable {
            // @field .number(.positiveLength) | required
            /// The item's width.
            public var width: Double
            // @field .number(.positiveLength) | note: required with `fixed`
            /// The item's height (with `fit`, validated and ignored).
            public var height: Double?

            /// Reads one from JSON: the generated reader, declared here so that
            /// Swift synthesizes no memberwise initializer beside the generated one.
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
        }

        // @input insets
        /// Insets on the logical sides: leading is the right side in RTL.
        public struct Insets: Hashable, Sendable {
            // @field .number(.nonNegativeLength)
            /// The top inset.
            public var top: Double = 0
            // @field .number(.nonNegativeLength)
            /// The leading inset (the right in RTL).
            public var leading: Double = 0
            // @field .number(.nonNegativeLength)
            /// The bottom inset.
            public var bottom: Double = 0
            // @field .number(.nonNegativeLength)
            /// The trailing inset.
            public var trailing: Double = 0

            /// Reads one from JSON: the generated reader, declared here so that
            /// Swift synthesizes no memberwise initializer beside the generated one.
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
        }

        /// One part of the cell.
        public enum Element: Hashable, Sendable {
            /// The group's icon, with its ring.
            case icon(Icon)
            /// The group's cover image, as wide as the content.
            case cover(Cover)
            /// The group's title.
            case title(Title)

            /// The type's JSON name.
            public var typeName: String {
                switch self {
                case .icon: "icon"
                case .cover: "cover"
                case .title: "title"
                }
            }
        }

        // @input iconElement tag: StoryGroupBarInput.Template.elementType
        /// The group's icon, with its ring.
        ///
        /// At its own size; `nil` values take the theme's icon.
        public struct Icon: Hashable, Sendable {
            // @field .number(.positiveLength) | note: `theme.icon.width`, else 80
            /// The icon's width; it must fit the content width.
            public var width: Double?
            // @field .number(.positiveLength) | note: `theme.icon.height`, else 80
            /// The icon's height.
            public var height: Double?
            // @field .number(.nonNegativeLength) | note: `theme.icon.cornerRadius`, else half the smaller side
            /// The corner radius, clamped to half the smaller side.
            public var cornerRadius: Double?
            // @field .choice(TextAlignment.self)
            /// Where the icon stands in the content width.
            ///
            /// Start follows the layout direction.
            public var alignment: TextAlignment = .center
            // @field .bool
            /// Whether the icon has the ring.
            public var border: Bool = true

            /// Reads one from JSON: the generated reader, declared here so that
            /// Swift synthesizes no memberwise initializer beside the generated one.
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
        }

        // @input coverElement tag: StoryGroupBarInput.Template.elementType
        /// The group's cover, as wide as the content.
        public struct Cover: Hashable, Sendable {
            // @field .string | note: "3:4" | read: readAspectRatio | check: checkAspectRatio
            /// `"w:h"`, two integers 1...10000 in digits; the cover spans the content width.
            public var aspectRatio: StoryGroupBarInput.Template.AspectRatio = StoryGroupBarInput.Template.AspectRatio(width: 3, height: 4)
            // @field .number(.nonNegativeLength)
            /// The cover's corner radius, clamped to half the smaller side.
            public var cornerRadius: Double = 8
            // @field .bool
            /// Whether the cover has the ring.
            public var border: Bool = false

            /// Reads one from JSON: the generated reader, declared here so that
            /// Swift synthesizes no memberwise initializer beside the generated one.
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
        }

        /// A cover's `w:h`.
        public struct AspectRatio: Hashable, Sendable, CustomStringConvertible {
            /// The width part, 1...10000.
            public var width: Int
            /// The height part, 1...10000.
            public var height: Int

            /// The ratio `width:height`.
            public init(width: Int, height: Int) {
                self.width = width
                self.height = height
            }

            public var description: String { "\(width):\(height)" }
        }

        // @input titleElement tag: StoryGroupBarInput.Template.elementType
        /// The group's title.
        ///
        /// Every `nil` takes `theme.title`'s value.
        public struct Title: Hashable, Sendable {
            // @field .bool | note: `theme.title.isVisible`
            /// Whether titles show.
            public var isVisible: Bool?
            // @field .string | note: `theme.title.font`
            /// The titles' family, from the font registry.
            public var font: String?
            // @field .integerChoice(FontWeights.allowed) | note: `theme.title.fontWeight`
            /// The titles' weight.
            public var fontWeight: Int?
            // @field .number(.positiveLength) | note: `theme.title.textSize`
            /// The size at `L`.
            public var textSize: Double?
            // @field .number(.positiveLength) | note: `theme.title.lineHeight`
            /// The line box height (scales with Dynamic Type).
            public var lineHeight: Double?
            // @field .integer(StoryGroupBarInput.Theme.Title.lineRange) | note: `theme.title.lines`
            /// The most lines a title shows.
            public var lines: Int?
            // @field .choice(TextAlignment.self) | note: `theme.title.alignment`
            /// The titles' alignment.
            public var alignment: TextAlignment?
            // @field .choice(TextCase.self) | note: `theme.title.textCase`
            /// Case mapping.
            public var textCase: TextCase?
            // @field .number(.length) | note: `theme.title.letterSpacing`
            /// Added after each character cluster (does not scale).
            public var letterSpacing: Double?
            // @field .dynamicColor | note: `theme.title.colorNotSeen`
            /// The title's color for an unseen group.
            public var colorNotSeen: DynamicColor?
            // @field .dynamicColor | note: `theme.title.colorSeen`
            /// The title's color for a seen group.
            public var colorSeen: DynamicColor?
            // @field .object(StoryGroupBarInput.Template.Insets.fieldDescription) | note: all 0
            /// Space around the title inside the content area.
            public var padding: StoryGroupBarInput.Template.Insets = StoryGroupBarInput.Template.Insets()

            /// Reads one from JSON: the generated reader, declared here so that
            /// Swift synthesizes no memberwise initializer beside the generated one.
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
        }
    }
}

extension StoryGroupBarInput.Template {
    /// A template of `width` × `height` (`size`); `height` is required with
    /// fixed sizing.
    public init(
        sizing: Sizing = .fixed, width: Double, height: Double? = nil, padding: Insets = Insets(), spacing: Double = 4,
        cornerRadius: Double = 0, backgroundColor: DynamicColor? = nil, elements: [Element]
    ) {
        self.init(
            sizing: sizing, size: Size(width: width, height: height), padding: padding, spacing: spacing,
            cornerRadius: cornerRadius, backgroundColor: backgroundColor, elements: elements)
    }

    /// The item's width, > 0 (`size.width`).
    public var width: Double {
        get { size.width }
        set { size.width = newValue }
    }

    /// The item's height (`size.height`): required with `fixed`, ignored with `fit`.
    public var height: Double? {
        get { size.height }
        set { size.height = newValue }
    }
}
