import CardGeometryCore

extension SheetCardLayout {
    /// One screen per position, side by side (``panels``), each holding
    /// the shapes named after its position.
    public var screens: [PictureRegion] {
        panels.map { PictureRegion(name: $0.position, frame: $0.screen) }
    }

    /// The card at each position, whose `corners` are its top ones.
    public var topRoundedSurfaces: Set<String> {
        Set(panels.map { $0.position + ".card" })
    }
}
