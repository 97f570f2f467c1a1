import CardText

extension LayoutEnvironment {
    /// The largest `now`, in Unix seconds.
    package static let maximumTime = 1e11
    /// Pixel densities a display may have.
    package static let displayScales = [1, 2, 3]

    /// Reads `environment` as common.md defines it for every kind: each
    /// field is checked by its type and range whether or not the kind uses
    /// it. Unknown keys are reported to the reader's warnings.
    package init(reading reader: ObjectReader) throws(CardLayoutError) {
        let replacing = reader.environmentReading.replacing
        let filling = reader.environmentReading.fillingMissing
        /// A value that replaces the input's own is checked where the
        /// input's would have been; the input's own is not read.
        func replaced<Value>(_ key: String, _ value: Value?) -> Value? {
            guard let value else { return nil }
            _ = reader.rawValue(key)
            return value
        }
        /// The replacing value, else the input's own, else the filling one.
        func choice<Choice: RawRepresentable & CaseIterable>(
            _ key: String, _ replacing: Choice?, _ filling: Choice?
        ) throws(CardLayoutError) -> Choice? where Choice.RawValue == String {
            if let value = replaced(key, replacing) { return value }
            if let value = try reader.choice(key, Choice.self) { return value }
            return filling
        }
        let width: Double
        if let given = replaced("width", replacing.width) {
            try NumberRange.positiveLength.check(given, at: reader.path("width"))
            width = given
        } else if let given = try reader.number("width", .positiveLength) {
            width = given
        } else if let given = filling.width {
            try NumberRange.positiveLength.check(given, at: reader.path("width"))
            width = given
        } else {
            throw .missing(reader.path("width"), allowed: "a number " + NumberRange.positiveLength.allowed)
        }
        self.init(width: width)
        height = try reader.number("height", .positiveLength)
        if let category = try choice("contentSizeCategory", replacing.contentSizeCategory, filling.contentSizeCategory)
        {
            contentSizeCategory = category
        }
        if let scheme = try choice("colorScheme", replacing.colorScheme, filling.colorScheme) {
            colorScheme = scheme
        }
        if let direction = try choice("layoutDirection", replacing.layoutDirection, filling.layoutDirection) {
            layoutDirection = direction
        }
        let scale: Int?
        if let given = replaced("displayScale", replacing.displayScale) {
            scale = given
        } else {
            scale = try reader.integer("displayScale", in: Self.displayScales) ?? filling.displayScale
        }
        if let scale {
            guard Self.displayScales.contains(scale) else {
                throw .invalid(reader.path("displayScale"), String(scale), allowed: "one of 1, 2, 3")
            }
            displayScale = scale
        }
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
