import CardGeometryCore

extension StoryGroupBarInput.Theme {
    /// The stops of a ring's gradient, in order: the same list in both
    /// appearances, or one list each for light and dark.
    public struct ColorList: Hashable, Sendable {
        /// The stops in light mode.
        public var light: [RGBAColor]
        /// The stops in dark mode.
        public var dark: [RGBAColor]

        /// A list with light and dark stops, each non-empty.
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
