import CardGeometry

/// What of a picture its colors decide, noted while it is drawn as a
/// template (``CardSVG/ColorTemplate``): each piece of markup a color or
/// the color scheme makes is written as a marked hole, with the function
/// that makes it, and so is the prefix of each id (each picture has its
/// own); each choice a color makes (a shadow too faint to draw) is noted
/// with its outcome. One picture, one thread.
final class PictureColorHoles {
    /// One hole: the markup of a shape's color, or of the color scheme, or
    /// the picture's id prefix.
    enum Hole: Sendable {
        /// `markup` of the color at `field` of the `shape`-th shape.
        case color(shape: Int, field: PictureColorField, markup: @Sendable (RGBAColor) -> String)
        /// The color at `field` of the `shape`-th shape painted as `paint`,
        /// written as bytes where the hole is filled.
        case paint(shape: Int, field: PictureColorField, paint: SVGPaint)
        /// `markup` of the scheme (true: dark).
        case scheme(markup: @Sendable (Bool) -> String)
        /// The prefix of an id (``CardSVG/Options/idPrefix``).
        case idPrefix
    }

    /// A choice the drawing made from a color: `holds` of the color at
    /// `field` of the `shape`-th shape was `outcome`.
    struct Choice: Sendable {
        var shape: Int
        var field: PictureColorField
        var holds: @Sendable (RGBAColor) -> Bool
        var outcome: Bool
    }

    private(set) var holes: [Hole] = []
    private(set) var choices: [Choice] = []

    /// Starts a hole's mark: U+FDD0, a noncharacter no text should hold (a
    /// picture whose text does is not made a template).
    static let startScalar = Unicode.Scalar(0xFDD0)!
    /// Ends a hole's mark, after its number in decimal: U+FDD1.
    static let endScalar = Unicode.Scalar(0xFDD1)!
    static let markStart = Array(startText.utf8)
    static let markEnd = Array(endText.utf8)
    private static let startText = String(Character(startScalar))
    private static let endText = String(Character(endScalar))

    /// Notes `hole` and returns its mark, to be written once where its
    /// markup goes.
    func mark(_ hole: Hole) -> String {
        holes.append(hole)
        return Self.startText + String(holes.count - 1) + Self.endText
    }

    /// Notes `holes` and `choices` as a kept drawing of a shape made them
    /// (``ShapeDrawings``): its marks are numbered from the holes noted
    /// before it, as they were when it was drawn.
    func append(_ holes: [Hole], _ choices: [Choice]) {
        self.holes += holes
        self.choices += choices
    }

    /// Notes a choice made from a color and returns its outcome.
    func choose(
        shape: Int, field: PictureColorField, color: RGBAColor, _ holds: @escaping @Sendable (RGBAColor) -> Bool
    ) -> Bool {
        let outcome = holds(color)
        choices.append(Choice(shape: shape, field: field, holds: holds, outcome: outcome))
        return outcome
    }
}
