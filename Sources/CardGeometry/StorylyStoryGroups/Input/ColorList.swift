extension StoryGroupBarTheme {
    /// The stops of a ring's gradient, in order: the same list in both
    /// appearances, or one list each for light and dark.
    public struct ColorList: Hashable, Sendable {
        public var light: [RGBAColor]
        public var dark: [RGBAColor]

        public init(light: [RGBAColor], dark: [RGBAColor]) {
            self.light = light
            self.dark = dark
        }

        /// The same stops in both appearances.
        public init(_ colors: [RGBAColor]) {
            self.init(light: colors, dark: colors)
        }

        /// The stops for `scheme`.
        public func resolved(for scheme: ColorScheme) -> [RGBAColor] {
            scheme == .light ? light : dark
        }
    }
}
