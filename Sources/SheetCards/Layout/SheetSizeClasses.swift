import CardGeometryCore

extension SheetCardLayout.SizeClasses {
    /// The size classes of a screen (SheetCards article, "Mode"): each as
    /// given, else derived from the size. Vertical is compact below 500 pt;
    /// horizontal is regular from 600 pt with a regular vertical class, and
    /// from 896 pt (the large iPhones in landscape) with a compact one.
    init(environment: LayoutEnvironment, height: Double) {
        let vertical = environment.verticalSizeClass ?? (height < 500 ? .compact : .regular)
        let regularWidth = vertical == .regular ? 600.0 : 896.0
        self.init(
            horizontal: environment.horizontalSizeClass ?? (environment.width >= regularWidth ? .regular : .compact),
            vertical: vertical)
    }

    /// Rule 1: beside the map when the vertical class is compact or the
    /// horizontal one is regular, else a bottom sheet.
    var mode: SheetCardLayout.Mode {
        vertical == .compact || horizontal == .regular ? .side : .bottom
    }
}
