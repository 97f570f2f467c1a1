/// The style every card of the stack shares (the SDK's `TGCardStyle`).
public struct SheetCardStyle: Hashable, Sendable {
    /// The family of the title and subtitle, from the font registry.
    public var fontFamily: String
    /// Whether the title and subtitle follow Dynamic Type.
    public var dynamicTypeEnabled: Bool
    public var titleColor: DynamicColor
    public var subtitleColor: DynamicColor
    public var backgroundColor: DynamicColor
    public var grabHandleColor: DynamicColor
    public var separatorColor: DynamicColor
    public var closeButtonBackgroundColor: DynamicColor
    public var closeButtonCrossColor: DynamicColor

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
        public static let label = pair(0x0000_00FF, 0xFFFF_FFFF)
        public static let secondaryLabel = pair(0x3C3C_4399, 0xEBEB_F599)
        public static let systemBackground = pair(0xFFFF_FFFF, 0x0000_00FF)
        public static let opaqueSeparator = pair(0xC6C6_C8FF, 0x3838_3AFF)
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
