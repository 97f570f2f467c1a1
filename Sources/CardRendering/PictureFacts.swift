import CardGeometry

/// What a picture needs to know of a layout besides its shapes, each read
/// from the kind's own layout (``KindLayout``): the screens (nothing is
/// painted outside them), the parts the layout reports clipped, the
/// surfaces rounded on their top corners only, what each badge is (a pin, a
/// warning triangle), and the system's own title the layout names but does
/// not place (a feed's navigation title).
struct PictureFacts {
    /// A named rectangle: a screen or a clip.
    typealias Region = PictureRegion
    /// The system's title bar drawn above the screen (not over it).
    typealias TitleBar = CardGeometryCore.TitleBar

    /// One screen per picture, three for a sheet (one per position).
    var screens: [Region]
    /// What the layout reports clipped (a fixed-height widget, a story
    /// group cell): its content is drawn clipped to its frame.
    var clips: [Region] = []
    /// Surfaces rounded on their top corners only (a sheet's card:
    /// `corners` "top").
    var topCornersOnly: Set<String> = []
    /// What each badge draws, by the badge's name.
    var symbols: [String: BadgeSymbol] = [:]
    var titleBar: TitleBar?

    init(layout: Layout) {
        let content = layout.content
        screens = content.screens
        clips = content.clippedParts
        topCornersOnly = content.topRoundedSurfaces
        symbols = content.badgeSymbols
        titleBar = content.titleBar
    }

    /// The facts of bare shapes: one screen of `size`, nothing else known.
    init(size: LayoutSize) {
        screens = [Region(name: nil, frame: LayoutRect(x: 0, y: 0, width: size.width, height: size.height))]
    }
}

extension PictureRegion {
    /// Whether a shape named `shapeName` belongs to it: its name is
    /// ``name`` or starts with `name.` or `name[` (`widgets[0]` holds
    /// `widgets[0].stories[1].title`); a nil name holds every shape.
    func holds(_ shapeName: String) -> Bool {
        guard let name else { return true }
        return shapeName == name || shapeName.hasPrefix(name + ".") || shapeName.hasPrefix(name + "[")
    }
}
