import CardGeometryCore

extension SheetCardInput {
    // @input style
    /// The style every card of the stack shares (the SDK's TGCardStyle).
    public struct Style: Hashable, Sendable {
        // @field .string
        /// The family of the title and subtitle, from the font registry.
        public var fontFamily: String = "Inter"
        // @field .bool
        /// Whether the title and subtitle follow the content size category (the SDK's do not).
        public var dynamicTypeEnabled: Bool = true
        // @field .dynamicColor
        /// The title's color.
        public var titleColor: DynamicColor = SystemColor.label
        // @field .dynamicColor
        /// The subtitle's color.
        public var subtitleColor: DynamicColor = SystemColor.secondaryLabel
        // @field .dynamicColor
        /// The card's background.
        public var backgroundColor: DynamicColor = SystemColor.systemBackground
        // @field .dynamicColor
        /// The grab handle's color.
        public var grabHandleColor: DynamicColor = SystemColor.secondaryLabel
        // @field .dynamicColor
        /// The header's separator.
        public var separatorColor: DynamicColor = SystemColor.opaqueSeparator
        // @field .dynamicColor
        /// The close button's circle.
        public var closeButtonBackgroundColor: DynamicColor = SystemColor.tertiarySystemGroupedBackground
        // @field .dynamicColor
        /// The close button's cross.
        public var closeButtonCrossColor: DynamicColor = SystemColor.secondaryLabel

        /// Reads one from JSON: the generated reader, declared here so that
        /// Swift synthesizes no memberwise initializer beside the generated one.
        init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
    }
}

extension SheetCardInput.Style {
    /// The iOS system colors the SDK uses, light and dark (the iOS
    /// defaults), and the fixed colors nobody styles.
    public enum SystemColor {
        /// iOS `label`: #000000FF light, #FFFFFFFF dark.
        public static let label = pair(0x0000_00FF, 0xFFFF_FFFF)
        /// iOS `secondaryLabel`: #3C3C4399 light, #EBEBF599 dark.
        public static let secondaryLabel = pair(0x3C3C_4399, 0xEBEB_F599)
        /// iOS `systemBackground`: #FFFFFFFF light, #000000FF dark.
        public static let systemBackground = pair(0xFFFF_FFFF, 0x0000_00FF)
        /// iOS `opaqueSeparator`: #C6C6C8FF light, #38383AFF dark.
        public static let opaqueSeparator = pair(0xC6C6_C8FF, 0x3838_3AFF)
        /// iOS `tertiarySystemGroupedBackground`: #F2F2F7FF light, #2C2C2EFF dark.
        public static let tertiarySystemGroupedBackground = pair(0xF2F2_F7FF, 0x2C2C_2EFF)
        /// iOS `separator`: the map buttons' separators.
        public static let separator = pair(0x3C3C_434A, 0x5454_5899)
        /// The map dimming, the card's shadow and the transition's overlay.
        public static let black = color(0x0000_00FF)
        /// The floating button's green.
        public static let floatyButton = color(0x00CC_66FF)

        static func color(_ rgba: UInt32) -> RGBAColor {
            RGBAColor(
                red: UInt8(rgba >> 24), green: UInt8(rgba >> 16 & 0xFF), blue: UInt8(rgba >> 8 & 0xFF),
                alpha: UInt8(rgba & 0xFF))
        }

        static func pair(_ light: UInt32, _ dark: UInt32) -> DynamicColor {
            DynamicColor(light: color(light), dark: color(dark))
        }
    }
}
