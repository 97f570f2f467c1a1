/// A part of a layout that a picture draws nothing for, but that a frames
/// overlay outlines so that a designer sees where it is: a Storyteller
/// card's own frame, or its text container when it has no fill.
public struct OutlinedPart: Hashable, Sendable {
    /// What the outline stands for, which sets its color in the overlay.
    public enum Role: String, Hashable, Sendable {
        /// A part of the layout (a card).
        case part
        /// A container that holds other parts.
        case container
    }

    /// The part's name in the layout's JSON (`textContainer`).
    public var name: String
    /// Where it is, in the layout's coordinates.
    public var frame: LayoutRect
    /// What it stands for.
    public var role: Role

    /// The part `name` at `frame`.
    public init(name: String, frame: LayoutRect, role: Role = .part) {
        self.name = name
        self.frame = frame
        self.role = role
    }
}
