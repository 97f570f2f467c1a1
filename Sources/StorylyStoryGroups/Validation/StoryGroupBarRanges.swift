import CardGeometryCore
/// The ranges of the bar's numbers (storyly-story-groups.md, input and
/// values), shared by the decoder and ``StoryGroupBarInput/validate()``.
enum StoryGroupBarRanges {
    /// `scrollOffset`: 0...1000000.
    static let scrollOffset = NumberRange.closed(0, 1_000_000)
    /// Sizes: > 0 and <= 10000.
    static let size = NumberRange.positiveLength
    /// Paddings, spacings, radii, border widths: 0...10000.
    static let length = NumberRange.nonNegativeLength
    /// Letter spacing: -10000...10000.
    static let letterSpacing = NumberRange.length
    /// `title.lines`.
    static let lines = 1...10
    /// A group's `index`.
    static let index = 0...2_147_483_647
    /// Each side of a cover's aspect ratio.
    static let aspectRatioSide = 1...10_000
    /// How many groups a bar may have.
    static let maximumGroups = 500

    static let idAllowed = "an integer of magnitude at most 9007199254740991 or a non-empty string"
    static let aspectRatioAllowed = "a string \"w:h\" of two integers 1...10000 (digits only)"
    static let colorListAllowed =
        "a non-empty array of colors #RRGGBB or #RRGGBBAA, or an object { \"light\": list, \"dark\": list }"
}
