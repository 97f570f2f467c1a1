import CardGeometryCore

extension StorytellerCardInput.Theme {
    /// A theme color a style can refer to, written in JSON as a reference such
    /// as `"{theme.colors.white.primary}"`.
    public enum ColorName: String, Hashable, Sendable, CaseIterable {
        /// `{theme.colors.white.primary}`.
        case whitePrimary = "{theme.colors.white.primary}"
        /// `{theme.colors.white.secondary}`.
        case whiteSecondary = "{theme.colors.white.secondary}"
        /// `{theme.colors.black.primary}`.
        case blackPrimary = "{theme.colors.black.primary}"
        /// `{theme.colors.black.secondary}`.
        case blackSecondary = "{theme.colors.black.secondary}"

        /// The reference as written in JSON.
        public var reference: String { rawValue }
    }
}

extension StorytellerCardInput.Theme {
    /// A style's color: a literal color or a reference to a theme color.
    public enum ColorValue: Hashable, Sendable {
        /// A literal color.
        case color(RGBAColor)
        /// A reference to a theme color.
        case theme(StorytellerCardInput.Theme.ColorName)
    }
}

extension StorytellerCardInput.Theme {
    /// A style's font family: a family name or a reference to the theme's
    /// `customFont` (`"{theme.customFont}"`).
    public enum FontFamilyValue: Hashable, Sendable {
        /// A family name of the font registry.
        case family(String)
        /// The theme's `customFont`.
        case themeFont

        /// The reference to the theme's font as written in JSON.
        public static let themeFontReference = "{theme.customFont}"
    }
}

extension StorytellerCardInput.Theme {
    /// A corner radius in points, or a reference to the theme's
    /// (`"{theme.primitives.cornerRadius}"`).
    public enum CornerRadiusValue: Hashable, Sendable {
        /// A radius in points, 0...10000.
        case points(Double)
        /// The theme's `primitives.cornerRadius`.
        case themeCornerRadius

        /// The reference to the theme's corner radius as written in JSON.
        public static let themeCornerRadiusReference = "{theme.primitives.cornerRadius}"
    }
}

extension StorytellerCardInput.Theme.ColorValue {
    /// A style's color field: a color written in place or a reference to a
    /// theme color.
    static let fieldType = FieldType.orReference(
        ValueOrReference(
            .color, valueNoun: ObjectReader.colorFormat,
            references: StorytellerCardInput.Theme.ColorName.allCases.map(\.reference),
            referencesNoun: "a theme color reference"))

    /// The value as JSON writes it, for a field's default.
    var fieldDefault: JSONValue {
        switch self {
        case .color(let color): .string(color.hex)
        case .theme(let name): .string(name.reference)
        }
    }
}

extension StorytellerCardInput.Theme.FontFamilyValue {
    /// A style's font field: a family name or the theme's.
    static let fieldType = FieldType.orReference(
        ValueOrReference(.string, valueNoun: "a font family name", references: [themeFontReference]))

    /// The value as JSON writes it, for a field's default.
    var fieldDefault: JSONValue {
        switch self {
        case .family(let family): .string(family)
        case .themeFont: .string(Self.themeFontReference)
        }
    }
}

extension StorytellerCardInput.Theme.CornerRadiusValue {
    /// A style's corner radius field: points, or the theme's radius.
    static let fieldType = FieldType.orReference(
        ValueOrReference(.number(.nonNegativeLength), valueNoun: "a number", references: [themeCornerRadiusReference]))

    /// The value as JSON writes it, for a field's default.
    var fieldDefault: JSONValue {
        switch self {
        case .points(let points): .number(points)
        case .themeCornerRadius: .string(Self.themeCornerRadiusReference)
        }
    }
}
