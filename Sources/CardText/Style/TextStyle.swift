/// How a run of text looks: the font it asks for and the spacing around its glyphs.
///
/// Lengths are points. `lineHeight` is the height of each line box; `nil`
/// uses the primary face's ascent + descent + line gap at the used size.
public struct TextStyle: Hashable, Sendable {
    /// The font family, looked up in a ``FontRegistry``.
    public var family: String
    /// The CSS weight: 100 to 900 in steps of 100.
    public var weight: Int
    /// The font size in points.
    public var size: Double
    /// The line box height in points, or `nil` for the font's own.
    public var lineHeight: Double?
    /// Extra space added after every grapheme cluster, in points.
    public var letterSpacing: Double
    /// The case mapping applied before shaping.
    public var textCase: TextCase

    /// A style; by default Inter Regular with its own line height.
    public init(
        family: String = "Inter",
        weight: Int = 400,
        size: Double,
        lineHeight: Double? = nil,
        letterSpacing: Double = 0,
        textCase: TextCase = .default
    ) {
        self.family = family
        self.weight = weight
        self.size = size
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
        self.textCase = textCase
    }
}

/// A case mapping applied to the text before it is shaped.
public enum TextCase: String, Hashable, Sendable, CaseIterable, Codable {
    /// The text as given.
    case `default`
    /// Unicode default full upper-case mapping ("ß" becomes "SS").
    case upper
    /// Unicode default full lower-case mapping.
    case lower
}

/// What happens to text that needs more lines than it may show.
public enum TextFitting: String, Hashable, Sendable, CaseIterable, Codable {
    /// Keep the size; end the last line with an ellipsis.
    case truncate
    /// Step the size down by 0.5 pt (to half the size) until the text fits.
    case resize
}

/// Where each line stands in the available width.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable, Codable {
    /// Left in a left-to-right layout, right in a right-to-left one.
    case start
    /// Centered in the available width.
    case center
    /// Right in a left-to-right layout, left in a right-to-left one.
    case end
}

/// The environment's writing direction.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable, Codable {
    /// Left to right.
    case ltr
    /// Right to left.
    case rtl
}
