import CardText

extension LayoutEnvironment {
    /// The largest `now`, in Unix seconds.
    static let maximumTime = 1e11
    /// Pixel densities a display may have.
    static let displayScales = [1, 2, 3]

    /// Reads `environment` as common.md defines it for every kind: each
    /// field is checked by its type and range whether or not the kind uses
    /// it. Unknown keys are reported to the reader's warnings.
    init(reading reader: ObjectReader) throws(CardLayoutError) {
        guard let width = try reader.number("width", .positiveLength) else {
            throw .missing(reader.path("width"), allowed: "a number " + NumberRange.positiveLength.allowed)
        }
        self.init(width: width)
        height = try reader.number("height", .positiveLength)
        if let category = try reader.choice("contentSizeCategory", ContentSizeCategory.self) {
            contentSizeCategory = category
        }
        if let scheme = try reader.choice("colorScheme", ColorScheme.self) { colorScheme = scheme }
        if let direction = try reader.choice("layoutDirection", LayoutDirection.self) { layoutDirection = direction }
        if let scale = try reader.integer("displayScale", in: Self.displayScales) { displayScale = scale }
        if let locale = try reader.string("locale") { self.locale = locale }
        if let insets = try reader.object("safeAreaInsets") {
            safeAreaInsets = EdgeInsets(
                top: try insets.number("top", .nonNegativeLength) ?? 0,
                left: try insets.number("left", .nonNegativeLength) ?? 0,
                bottom: try insets.number("bottom", .nonNegativeLength) ?? 0,
                right: try insets.number("right", .nonNegativeLength) ?? 0)
            insets.finish()
        }
        now = try reader.number("now", .closed(0, Self.maximumTime))
        horizontalSizeClass = try reader.choice("horizontalSizeClass", SizeClass.self)
        verticalSizeClass = try reader.choice("verticalSizeClass", SizeClass.self)
        reader.finish()
    }

    /// Checks an environment built in Swift by the same rules as one read
    /// from JSON, naming the field's path.
    public func validate() throws(CardLayoutError) {
        let path = JSONPath("environment")
        try NumberRange.positiveLength.check(width, at: path.appending("width"))
        if let height { try NumberRange.positiveLength.check(height, at: path.appending("height")) }
        guard Self.displayScales.contains(displayScale) else {
            throw .invalid(path.appending("displayScale"), String(displayScale), allowed: "one of 1, 2, 3")
        }
        let insets = path.appending("safeAreaInsets")
        for (key, value) in [
            ("top", safeAreaInsets.top), ("left", safeAreaInsets.left), ("bottom", safeAreaInsets.bottom),
            ("right", safeAreaInsets.right),
        ] {
            try NumberRange.nonNegativeLength.check(value, at: insets.appending(key))
        }
        if let now { try NumberRange.closed(0, Self.maximumTime).check(now, at: path.appending("now")) }
    }
}
