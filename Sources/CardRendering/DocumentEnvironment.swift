import CardGeometry
import CardText

/// Reading the environment of an input document of any kind.
extension LayoutEnvironment {
    /// The environment an input document gives, for the members a report
    /// shows (width, content size category, color scheme, layout direction,
    /// display scale, locale); the others keep their defaults. Every kind
    /// reads `environment` alike (SharedConventions article), so this works for
    /// any kind.
    ///
    /// It reads a document the engine has accepted and does not check it: a
    /// member that is absent, null or not of its type keeps its default.
    public init(environmentOf document: JSONValue) {
        self.init(width: 0)
        guard case .object(let root) = document, case .object(let environment)? = root["environment"] else { return }
        if case .number(let width)? = environment["width"] { self.width = width }
        if case .string(let name)? = environment["contentSizeCategory"],
            let category = ContentSizeCategory(rawValue: name)
        {
            contentSizeCategory = category
        }
        if case .string(let name)? = environment["colorScheme"], let scheme = ColorScheme(rawValue: name) {
            colorScheme = scheme
        }
        if case .string(let name)? = environment["layoutDirection"], let direction = LayoutDirection(rawValue: name) {
            layoutDirection = direction
        }
        if case .number(let scale)? = environment["displayScale"], let integer = Int(exactly: scale) {
            displayScale = integer
        }
        if case .string(let locale)? = environment["locale"] { self.locale = locale }
    }
}
