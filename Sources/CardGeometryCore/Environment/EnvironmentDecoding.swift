import CardText

extension LayoutEnvironment {
    /// The largest `now`, in Unix seconds.
    package static let maximumTime = 1e11
    /// Pixel densities a display may have.
    package static let displayScales = [1, 2, 3]

    /// Reads `environment` as every kind shares it (SharedConventions article),
    /// member by member in document order: each field is checked by its type
    /// and range whether or not the kind uses it, and a missing `width` is
    /// reported when the object ends. Unknown keys are reported to the reader's
    /// warnings. Where the reading replaces a value, the input's own is passed
    /// over unread; replacing and filling values are checked once the object is
    /// read.
    package init(reading reader: ObjectReader) throws(CardLayoutError) {
        let replacing = reader.environmentReading.replacing
        let filling = reader.environmentReading.fillingMissing
        // The input's own values of the fields the reading may replace or fill.
        var width: Double?
        var category: ContentSizeCategory?
        var scheme: ColorScheme?
        var direction: LayoutDirection?
        var scale: Int?
        var read = LayoutEnvironment(width: 1)
        // Each member told by its field's index in `fieldDescription`.
        try reader.readFields(of: Self.fieldDescription) { field throws(CardLayoutError) in
            /// Whether the reading replaces the member `field` (which is then passed over).
            func isReplaced(_ value: (some Any)?, _ field: FieldDescription) -> Bool {
                guard value != nil else { return false }
                _ = reader.rawValue(field.key)
                return true
            }
            switch field {
            case 0?:  // width
                if !isReplaced(replacing.width, Fields.width) { width = try reader.number(Fields.width) }
            case 1?:  // height
                read.height = try reader.number(Fields.height)
            case 2?:  // contentSizeCategory
                if !isReplaced(replacing.contentSizeCategory, Fields.contentSizeCategory) {
                    category = try reader.choice(Fields.contentSizeCategory, ContentSizeCategory.self)
                }
            case 3?:  // colorScheme
                if !isReplaced(replacing.colorScheme, Fields.colorScheme) {
                    scheme = try reader.choice(Fields.colorScheme, ColorScheme.self)
                }
            case 4?:  // layoutDirection
                if !isReplaced(replacing.layoutDirection, Fields.layoutDirection) {
                    direction = try reader.choice(Fields.layoutDirection, LayoutDirection.self)
                }
            case 5?:  // displayScale
                if !isReplaced(replacing.displayScale, Fields.displayScale) {
                    scale = try reader.integer(Fields.displayScale)
                }
            case 6?:  // locale
                if let locale = try reader.string(Fields.locale) { read.locale = locale }
            case 7?:  // safeAreaInsets
                if let insets = try reader.object(Fields.safeAreaInsets) {
                    read.safeAreaInsets = try EdgeInsets(reading: insets)
                }
            case 8?:  // now
                read.now = try reader.number(Fields.now)
            case 9?:  // horizontalSizeClass
                read.horizontalSizeClass = try reader.choice(Fields.horizontalSizeClass, SizeClass.self)
            case 10?:  // verticalSizeClass
                read.verticalSizeClass = try reader.choice(Fields.verticalSizeClass, SizeClass.self)
            default: return false
            }
            return true
        }
        // The replacing value, else the input's own, else the filling one.
        if let given = replacing.width ?? (width == nil ? filling.width : nil) {
            try Fields.width.check(given, in: reader.path)
            width = given
        }
        guard let width else { throw Fields.width.missing(in: reader.path) }
        self = read
        self.width = width
        if let category = replacing.contentSizeCategory ?? category ?? filling.contentSizeCategory {
            contentSizeCategory = category
        }
        if let scheme = replacing.colorScheme ?? scheme ?? filling.colorScheme { colorScheme = scheme }
        if let direction = replacing.layoutDirection ?? direction ?? filling.layoutDirection {
            layoutDirection = direction
        }
        if let scale = replacing.displayScale ?? scale ?? filling.displayScale {
            try Fields.displayScale.check(scale, in: reader.path)
            displayScale = scale
        }
    }

    /// Checks an environment built in Swift by the same rules as one read
    /// from JSON, naming the field's path.
    public func validate() throws(CardLayoutError) {
        // Paths are built only when a check fails: the engine validates
        // before every layout, and building them cost more than the checks.
        func path() -> JSONPath { JSONPath.root.appending("environment") }
        func insets() -> JSONPath { path().appending(Fields.safeAreaInsets.name) }
        try Fields.width.check(width, in: path())
        if let height { try Fields.height.check(height, in: path()) }
        try Fields.displayScale.check(displayScale, in: path())
        try EdgeInsets.Fields.top.check(safeAreaInsets.top, in: insets())
        try EdgeInsets.Fields.left.check(safeAreaInsets.left, in: insets())
        try EdgeInsets.Fields.bottom.check(safeAreaInsets.bottom, in: insets())
        try EdgeInsets.Fields.right.check(safeAreaInsets.right, in: insets())
        if let now { try Fields.now.check(now, in: path()) }
    }
}

extension EdgeInsets {
    /// Reads `safeAreaInsets`, member by member in document order; a side
    /// left out (or null) is 0.
    init(reading reader: ObjectReader) throws(CardLayoutError) {
        self.init()
        var insets = self
        // Each member told by its field's index in `fieldDescription`.
        try reader.readFields(of: Self.fieldDescription) { field throws(CardLayoutError) in
            switch field {
            case 0?: insets.top = try reader.number(Fields.top) ?? 0
            case 1?: insets.left = try reader.number(Fields.left) ?? 0
            case 2?: insets.bottom = try reader.number(Fields.bottom) ?? 0
            case 3?: insets.right = try reader.number(Fields.right) ?? 0
            default: return false
            }
            return true
        }
        self = insets
    }
}

extension LayoutEnvironment {
    /// The checks of the validation step on the environment, for a kind's
    /// generated `checkFields(at:)`: every kind's `environment` is a member
    /// of the document's root, where ``validate()`` names its paths.
    package func checkFields(at path: @autoclosure () -> JSONPath) throws(CardLayoutError) {
        try validate()
    }

    /// ``init(reading:)``, under the name a kind's generated reader calls.
    package static func read(_ reader: ObjectReader) throws(CardLayoutError) -> LayoutEnvironment {
        try LayoutEnvironment(reading: reader)
    }
}
