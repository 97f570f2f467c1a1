import CardGeometryCore

import CardText

/// How the bar looks (`theme`): every value has a default. The icon and
/// title values are the small and large styles' cells, and the defaults of
/// a custom template's elements.
public struct StoryGroupBarTheme: Hashable, Sendable {
    /// The family of every text unless `title.font` names another.
    public var font: String
    /// The bar's paddings, order and background.
    public var list: List
    /// The icon's size, radius and placeholder.
    public var icon: Icon
    /// The seen/unseen ring.
    public var border: Border
    /// The titles' style.
    public var title: Title
    /// The pin badge of pinned groups.
    public var pin: Badge
    /// The badge of IVOD groups.
    public var ivod: Badge

    /// A theme; the defaults are a JSON input's.
    public init(
        font: String = "Inter", list: List = List(), icon: Icon = Icon(), border: Border = Border(),
        title: Title = Title(), pin: Badge = Badge(backgroundColor: Badge.pinColor),
        ivod: Badge = Badge(backgroundColor: Badge.ivodColor)
    ) {
        self.font = font
        self.list = list
        self.icon = icon
        self.border = border
        self.title = title
        self.pin = pin
        self.ivod = ivod
    }

    /// The list's paddings and order (the SDK's `StoryGroupListStyling`).
    public struct List: Hashable, Sendable {
        /// Space before the first item and after the last, 0...10000 (default 4).
        public var edgePaddingHorizontal: Double
        /// Space above and below the items, 0...10000 (default 4).
        public var edgePaddingVertical: Double
        /// Space between items, 0...10000 (default 8).
        public var paddingBetweenItems: Double
        /// Whether watched groups move behind the others (rule 1).
        public var seenGroupsLast: Bool
        /// `nil`: transparent.
        public var backgroundColor: DynamicColor?

        /// A list style; the defaults are a JSON input's.
        public init(
            edgePaddingHorizontal: Double = 4, edgePaddingVertical: Double = 4, paddingBetweenItems: Double = 8,
            seenGroupsLast: Bool = true, backgroundColor: DynamicColor? = nil
        ) {
            self.edgePaddingHorizontal = edgePaddingHorizontal
            self.edgePaddingVertical = edgePaddingVertical
            self.paddingBetweenItems = paddingBetweenItems
            self.seenGroupsLast = seenGroupsLast
            self.backgroundColor = backgroundColor
        }
    }

    /// The group icon.
    public struct Icon: Hashable, Sendable {
        /// `nil`: the style's (small 60, large and custom 80).
        public var width: Double?
        /// The icon's height; `nil` is the style's (60 small, 80 large).
        public var height: Double?
        /// `nil`: half the icon's smaller side (a circle).
        public var cornerRadius: Double?
        /// The placeholder behind an image until it loads.
        public var backgroundColor: DynamicColor
        /// The key of a group's `thematicIconUrls` to show, when it has it.
        public var thematicLabel: String?

        /// An icon style; the defaults are a JSON input's.
        public init(
            width: Double? = nil, height: Double? = nil, cornerRadius: Double? = nil,
            backgroundColor: DynamicColor = Icon.defaultBackgroundColor, thematicLabel: String? = nil
        ) {
            self.width = width
            self.height = height
            self.cornerRadius = cornerRadius
            self.backgroundColor = backgroundColor
            self.thematicLabel = thematicLabel
        }

        /// Light #DDDDDD, dark #333333.
        public static let defaultBackgroundColor = DynamicColor(
            light: RGBAColor(red: 0xDD, green: 0xDD, blue: 0xDD), dark: RGBAColor(red: 0x33, green: 0x33, blue: 0x33))
    }

    /// The seen / not seen ring around a group's media.
    public struct Border: Hashable, Sendable {
        /// The ring's stroke width.
        public var width: Double
        /// The gap between the ring and the image.
        public var gap: Double
        /// The ring's gradient stops for an unseen group.
        public var colorNotSeen: ColorList
        /// The ring's gradient stops for a seen group.
        public var colorSeen: ColorList

        /// A ring style; the defaults are a JSON input's.
        public init(
            width: Double = 2, gap: Double = 2, colorNotSeen: ColorList = Border.defaultColorNotSeen,
            colorSeen: ColorList = Border.defaultColorSeen
        ) {
            self.width = width
            self.gap = gap
            self.colorNotSeen = colorNotSeen
            self.colorSeen = colorSeen
        }

        /// #FED169, #FA7C20, #C9287B, #962EC2, #FED169 in both appearances.
        public static let defaultColorNotSeen = ColorList(
            [0xFED169, 0xFA7C20, 0xC9287B, 0x962EC2, 0xFED169].map(opaque))
        /// Light #DBDBDB twice, dark #4A4A4A twice.
        public static let defaultColorSeen = ColorList(
            light: [opaque(0xDBDBDB), opaque(0xDBDBDB)],
            dark: [opaque(0x4A4A4A), opaque(0x4A4A4A)])
    }

    /// The group titles.
    public struct Title: Hashable, Sendable {
        /// Whether titles show (default true).
        public var isVisible: Bool
        /// `nil`: the theme's font.
        public var font: String?
        /// The weight, 100...900 in steps of 100 (default 400).
        public var fontWeight: Int
        /// `nil`: the style's (small 11, large and custom 12).
        public var textSize: Double?
        /// `nil`: the font's natural line height.
        public var lineHeight: Double?
        /// 1...10.
        public var lines: Int
        /// The alignment (default center).
        public var alignment: TextAlignment
        /// The case mapping (default none).
        public var textCase: TextCase
        /// Added after each character cluster, -10000...10000 (default 0).
        public var letterSpacing: Double
        /// The color of an unseen group's title.
        public var colorNotSeen: DynamicColor
        /// The color of a seen group's title.
        public var colorSeen: DynamicColor
        /// Whether titles follow the content size category (default true).
        public var dynamicTypeEnabled: Bool
        /// The largest content size category the titles follow.
        public var maximumContentSizeCategory: ContentSizeCategory

        /// A title style; the defaults are a JSON input's.
        public init(
            isVisible: Bool = true, font: String? = nil, fontWeight: Int = 400, textSize: Double? = nil,
            lineHeight: Double? = nil, lines: Int = 2, alignment: TextAlignment = .center,
            textCase: TextCase = .default, letterSpacing: Double = 0,
            colorNotSeen: DynamicColor = Title.defaultColor, colorSeen: DynamicColor = Title.defaultColor,
            dynamicTypeEnabled: Bool = true, maximumContentSizeCategory: ContentSizeCategory = .extraExtraExtraLarge
        ) {
            self.isVisible = isVisible
            self.font = font
            self.fontWeight = fontWeight
            self.textSize = textSize
            self.lineHeight = lineHeight
            self.lines = lines
            self.alignment = alignment
            self.textCase = textCase
            self.letterSpacing = letterSpacing
            self.colorNotSeen = colorNotSeen
            self.colorSeen = colorSeen
            self.dynamicTypeEnabled = dynamicTypeEnabled
            self.maximumContentSizeCategory = maximumContentSizeCategory
        }

        /// Light #000000, dark #FFFFFF.
        public static let defaultColor = DynamicColor(light: opaque(0x000000), dark: opaque(0xFFFFFF))
    }

    /// The pin or IVOD badge.
    public struct Badge: Hashable, Sendable {
        /// Whether the badge shows (default true).
        public var isVisible: Bool
        /// `nil`: the pin's default by style (small 18, large and custom
        /// 21); for the IVOD badge, the pin's size.
        public var size: Double?
        /// The badge's color.
        public var backgroundColor: DynamicColor

        /// A badge style; a `nil` size is the style's default.
        public init(isVisible: Bool = true, size: Double? = nil, backgroundColor: DynamicColor) {
            self.isVisible = isVisible
            self.size = size
            self.backgroundColor = backgroundColor
        }

        /// The pin's default color, #1E88E5.
        public static let pinColor = DynamicColor(opaque(0x1E88E5))
        /// The IVOD badge's default color, #7B61FF.
        public static let ivodColor = DynamicColor(opaque(0x7B61FF))
    }
}

/// An opaque color from `0xRRGGBB`.
private func opaque(_ rgb: Int) -> RGBAColor {
    RGBAColor(red: UInt8(rgb >> 16 & 0xFF), green: UInt8(rgb >> 8 & 0xFF), blue: UInt8(rgb & 0xFF))
}
