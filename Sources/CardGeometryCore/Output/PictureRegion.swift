/// A named rectangle of a picture: a screen (nothing is painted outside
/// it) or a part the layout reports clipped (its content is drawn clipped
/// to it). It holds the shapes named `name` or under it.
public struct PictureRegion: Hashable, Sendable {
    /// The output path of what it stands for (`widgets[0]`, a sheet's
    /// `peeking`); nil for the whole picture.
    public var name: String?
    /// Where it is, in the layout's drawing coordinates.
    public var frame: LayoutRect
    /// The radius its corners are rounded by (a story group's cell).
    public var cornerRadius: Double

    /// The region `name` at `frame`, its corners rounded by `cornerRadius`.
    public init(name: String?, frame: LayoutRect, cornerRadius: Double = 0) {
        self.name = name
        self.frame = frame
        self.cornerRadius = cornerRadius
    }
}
