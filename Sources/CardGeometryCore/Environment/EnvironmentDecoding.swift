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
        if let given = replaced(Fields.width.name, replacing.width) {
            try Fields.width.check(given, in: reader.path)
            width = given
        } else if let given = try reader.number(Fields.width) {
            width = given
        } else if let given = filling.width {
            try Fields.width.check(given, in: reader.path)
            width = given
        } else {
            throw Fields.width.missing(in: reader.path)
        }
        self.init(width: width)
        height = try reader.number(Fields.height)
        if let category = try choice(Fields.contentSizeCategory.name, replacing.contentSizeCategory, filling.contentSizeCategory)
        {
            contentSizeCategory = category
        }
        if let scheme = try choice(Fields.colorScheme.name, replacing.colorScheme, filling.colorScheme) {
            colorScheme = scheme
        }
        if let direction = try choice(Fields.layoutDirection.name, replacing.layoutDirection, filling.layoutDirection) {
            layoutDirection = direction
        }
        let scale: Int?
        if let given = replaced(Fields.displayScale.name, replacing.displayScale) {
            scale = given
        } else {
            scale = try reader.integer(Fields.displayScale) ?? filling.displayScale
        }
        if let scale {
            try Fields.displayScale.check(scale, in: reader.path)
            displayScale = scale
        }
        if let locale = try reader.string(Fields.locale) { self.locale = locale }
        if let insets = try reader.object(Fields.safeAreaInsets) {
            safeAreaInsets = EdgeInsets(
                top: try insets.number(EdgeInsets.Fields.top) ?? 0,
                left: try insets.number(EdgeInsets.Fields.left) ?? 0,
                bottom: try insets.number(EdgeInsets.Fields.bottom) ?? 0,
                right: try insets.number(EdgeInsets.Fields.right) ?? 0)
            insets.finish()
        }
        now = try reader.number(Fields.now)
        horizontalSizeClass = try reader.choice(Fields.horizontalSizeClass, SizeClass.self)
        verticalSizeClass = try reader.choice(Fields.verticalSizeClass, SizeClass.self)
        reader.finish()
    }

    /// Checks an environment built in Swift by the same rules as one read
    /// from JSON, naming the field's path.
    public func validate() throws(CardLayoutError) {
        let path = JSONPath("environment")
        try Fields.width.check(width, in: path)
        if let height { try Fields.height.check(height, in: path) }
        try Fields.displayScale.check(displayScale, in: path)
        let insets = path.appending(Fields.safeAreaInsets.name)
        try EdgeInsets.Fields.top.check(safeAreaInsets.top, in: insets)
        try EdgeInsets.Fields.left.check(safeAreaInsets.left, in: insets)
        try EdgeInsets.Fields.bottom.check(safeAreaInsets.bottom, in: insets)
        try EdgeInsets.Fields.right.check(safeAreaInsets.right, in: insets)
        if let now { try Fields.now.check(now, in: path) }
    }
}
