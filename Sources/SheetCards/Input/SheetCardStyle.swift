import CardGeometryCore

/// The style every card of the stack shares (the SDK's `TGCardStyle`).
public struct SheetCardStyle: Hashable, Sendable {
    /// The family of the title and subtitle, from the font registry.
    public var fontFamily: String
    /// Whether the title and subtitle follow Dynamic Type.
    public var dynamicTypeEnabled: Bool
    /// The title's color (default iOS label).
    public var titleColor: DynamicColor
    /// The subtitle's color (default iOS secondaryLabel).
    public var subtitleColor: DynamicColor
    /// The card's background (default iOS systemBackground).
    public var backgroundColor: DynamicColor
    /// The grab handle's color (default iOS secondaryLabel).
    public var grabHandleColor: DynamicColor
    /// The header's separator (default iOS opaqueSeparator).
    public var separatorColor: DynamicColor
    /// The close button's circle (default iOS tertiarySystemGroupedBackground).
    public var closeButtonBackgroundColor: DynamicColor
    /// The close button's cross (default iOS secondaryLabel).
    public var closeButtonCrossColor: DynamicColor

    /// A style; the defaults are the iOS system colors the SDK uses.
    public init(
        fontFamily: String = "Inter", dynamicTypeEnabled: Bool = true,
        titleColor: DynamicColor = SystemColor.label, subtitleColor: DynamicColor = SystemColor.secondaryLabel,
        backgroundColor: DynamicColor = SystemColor.systemBackground,
        grabHandleColor: DynamicColor = SystemColor.secondaryLabel,
        separatorColor: DynamicColor = SystemColor.opaqueSeparator,
        closeButtonBackgroundColor: DynamicColor = SystemColor.tertiarySystemGroupedBackground,
        closeButtonCrossColor: DynamicColor = SystemColor.secondaryLabel
    ) {
        self.fontFamily = fontFamily
        self.dynamicTypeEnabled = dynamicTypeEnabled
        self.titleColor = titleColor
        self.subtitleColor = subtitleColor
        self.backgroundColor = backgroundColor
        self.grabHandleColor = grabHandleColor
        self.separatorColor = separatorColor
        self.closeButtonBackgroundColor = closeButtonBackgroundColor
        self.closeButtonCrossColor = closeButtonCrossColor
    }
}

extension SheetCardStyle {
    /// The iOS system colors the SDK uses, light and dark (sheet-cards.md's
    /// table), and the fixed colors nobody styles.
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
