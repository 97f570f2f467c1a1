import CardGeometryCore

import CardText

extension StoryGroupBarInput {
    // @input theme
    /// How the bar looks; every key is optional.
    ///
    /// The icon and title values are the small and large styles' cells, and
    /// the defaults of a custom template's elements.
    public struct Theme: Hashable, Sendable {
        // @field .string
        /// The family of every title, from the font registry.
        ///
        /// Every text's unless `title.font` names another.
        public var font: String = "Inter"
        // @field .object(List.fieldDescription) | note: all defaults
        /// The bar's paddings, order and background.
        public var list: List = List()
        // @field .object(Icon.fieldDescription) | note: all defaults
        /// The icon of the small and large styles, and the defaults of a custom icon element.
        public var icon: Icon = Icon()
        // @field .object(Border.fieldDescription) | note: all defaults
        /// The seen / not seen ring.
        public var border: Border = Border()
        // @field .object(Title.fieldDescription) | note: all defaults
        /// The titles' style, and the defaults of a custom title element.
        public var title: Title = Title()
        // @field .object(Badge.fieldDescription) | note: all defaults
        /// The pin badge of pinned groups.
        public var pin: Badge = Badge(backgroundColor: Badge.pinColor)
        // @field .object(Badge.fieldDescription) | note: all defaults
        /// The badge of IVOD groups.
        public var ivod: Badge = Badge(backgroundColor: Badge.ivodColor)

        /// Reads one from JSON: the generated reader, declared here so that
        /// Swift synthesizes no memberwise initializer beside the generated one.
        init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }

        // @input list
        /// The list's paddings and order (the SDK's StoryGroupListStyling).
        public struct List: Hashable, Sendable {
            // @field .number(.nonNegativeLength)
            /// Space before the first item and after the last.
            public var edgePaddingHorizontal: Double = 4
            // @field .number(.nonNegativeLength)
            /// Space above and below the items.
            public var edgePaddingVertical: Double = 4
            // @field .number(.nonNegativeLength)
            /// Space between items.
            public var paddingBetweenItems: Double = 8
            // @field .bool
            /// Whether seen groups move behind the unseen ones.
            public var seenGroupsLast: Bool = true
            // @field .dynamicColor
            /// The bar's background; null is transparent.
            public var backgroundColor: DynamicColor?

            /// Reads one from JSON: the generated reader, declared here so that
            /// Swift synthesizes no memberwise initializer beside the generated one.
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
        }

        // @input icon
        /// The group icon of the small and large styles.
        public struct Icon: Hashable, Sendable {
            // @field .number(.positiveLength) | note: null: 60 (small), 80 (large, custom)
            /// The icon's width.
            public var width: Double?
            // @field .number(.positiveLength) | note: null: 60 (small), 80 (large, custom)
            /// The icon's height.
            public var height: Double?
            // @field .number(.nonNegativeLength) | note: null: half the smaller side (a circle)
            /// The icon's corner radius.
            public var cornerRadius: Double?
            // @field .dynamicColor
            /// The placeholder behind the image until it loads.
            public var backgroundColor: DynamicColor = StoryGroupBarInput.Theme.Icon.defaultBackgroundColor
            // @field .string
            /// When a group's `thematicIconUrls` has this key, its icon shows that URL.
            public var thematicLabel: String?

            /// Reads one from JSON: the generated reader, declared here so that
            /// Swift synthesizes no memberwise initializer beside the generated one.
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }

            /// Light #DDDDDD, dark #333333.
            public static let defaultBackgroundColor = DynamicColor(light: opaque(0xDDDDDD), dark: opaque(0x333333))
        }

        // @input border
        /// The seen / not seen ring around a group's media.
        public struct Border: Hashable, Sendable {
            // @field .number(.nonNegativeLength)
            /// The ring's stroke width; 0 draws no ring.
            public var width: Double = 2
            // @field .number(.nonNegativeLength)
            /// Space between the ring and the image.
            public var gap: Double = 2
            // @field StoryGroupBarInput.Theme.colorListType | note: #FED169, #FA7C20, #C9287B, #962EC2, #FED169 | read: readColorList | check: checkColorList
            /// The ring's gradient stops for an unseen group.
            public var colorNotSeen: StoryGroupBarInput.Theme.ColorList = StoryGroupBarInput.Theme.Border.defaultColorNotSeen
            // @field StoryGroupBarInput.Theme.colorListType | note: light #DBDBDB twice, dark #4A4A4A twice | read: readColorList | check: checkColorList
            /// The ring's gradient stops for a seen group.
            public var colorSeen: StoryGroupBarInput.Theme.ColorList = StoryGroupBarInput.Theme.Border.defaultColorSeen

            /// Reads one from JSON: the generated reader, declared here so that
            /// Swift synthesizes no memberwise initializer beside the generated one.
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }

            /// #FED169, #FA7C20, #C9287B, #962EC2, #FED169 in both appearances.
            public static let defaultColorNotSeen = ColorList([0xFED169, 0xFA7C20, 0xC9287B, 0x962EC2, 0xFED169].map(opaque))
            /// Light #DBDBDB twice, dark #4A4A4A twice.
            public static let defaultColorSeen = ColorList(
                light: [opaque(0xDBDBDB), opaque(0xDBDBDB)], dark: [opaque(0x4A4A4A), opaque(0x4A4A4A)])
        }

        // @input title
        /// The group titles' style.
        public struct Title: Hashable, Sendable {
            // @field .bool
            /// Whether titles show.
            public var isVisible: Bool = true
            // @field .string | note: null: `theme.font`
            /// The titles' family, from the font registry.
            public var font: String?
            // @field .integerChoice(FontWeights.allowed)
            /// The titles' weight.
            public var fontWeight: Int = 400
            // @field .number(.positiveLength) | note: null: 11 (small), 12 (large, custom)
            /// The size at `L`.
            public var textSize: Double?
            // @field .number(.positiveLength) | note: null: the font's own
            /// The line box height (scales with Dynamic Type).
            public var lineHeight: Double?
            // @field .integer(StoryGroupBarInput.Theme.Title.lineRange)
            /// The most lines a title shows.
            public var lines: Int = 2
            // @field .choice(TextAlignment.self)
            /// The titles' alignment.
            public var alignment: TextAlignment = .center
            // @field .choice(TextCase.self)
            /// Case mapping.
            public var textCase: TextCase = .default
            // @field .number(.length)
            /// Added after each character cluster (does not scale).
            public var letterSpacing: Double = 0
            // @field .dynamicColor
            /// The title's color for an unseen group.
            public var colorNotSeen: DynamicColor = StoryGroupBarInput.Theme.Title.defaultColor
            // @field .dynamicColor
            /// The title's color for a seen group.
            public var colorSeen: DynamicColor = StoryGroupBarInput.Theme.Title.defaultColor
            // @field .bool
            /// Whether titles follow the content size category (theme only).
            public var dynamicTypeEnabled: Bool = true
            // @field .choice(ContentSizeCategory.self)
            /// The largest content size category titles follow (theme only).
            public var maximumContentSizeCategory: ContentSizeCategory = .extraExtraExtraLarge

            /// Reads one from JSON: the generated reader, declared here so that
            /// Swift synthesizes no memberwise initializer beside the generated one.
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }

            /// Light #000000, dark #FFFFFF.
            public static let defaultColor = DynamicColor(light: opaque(0x000000), dark: opaque(0xFFFFFF))
            /// The lines a title may show, here and in a custom title element.
            public static let lineRange = 1...10
        }

        // @input badge
        /// A badge on a group's media: the pin at the bottom-trailing corner of a pinned group's, the IVOD badge at the top-trailing corner of an IVOD group's.
        ///
        /// One type with two default sets: ``Theme/pin`` and ``Theme/ivod``
        /// differ in their color.
        public struct Badge: Hashable, Sendable {
            // @field .bool
            /// Whether the badge shows.
            public var isVisible: Bool = true
            // @field .number(.positiveLength) | note: null: the pin's 18 (small), 21 (large, custom); the IVOD badge's is the pin's size
            /// The badge's side.
            public var size: Double?
            // @field .dynamicColor | note: the pin's #1E88E5, the IVOD badge's #7B61FF
            /// The badge's color.
            public var backgroundColor: DynamicColor

            /// Reads one from JSON over `start`, the holder's default: the
            /// generated reader, declared here so that Swift synthesizes no
            /// memberwise initializer beside the generated one.
            init(reading reader: ObjectReader, over start: Badge) throws(CardLayoutError) {
                self = try Self.read(reader, over: start)
            }

            /// The pin's default color, #1E88E5.
            public static let pinColor = DynamicColor(opaque(0x1E88E5))
            /// The IVOD badge's default color, #7B61FF.
            public static let ivodColor = DynamicColor(opaque(0x7B61FF))
        }
    }
}

/// An opaque color from `0xRRGGBB`.
private func opaque(_ rgb: Int) -> RGBAColor {
    RGBAColor(red: UInt8(rgb >> 16 & 0xFF), green: UInt8(rgb >> 8 & 0xFF), blue: UInt8(rgb & 0xFF))
}
