import CardText

/// Environment values given outside the input (on the command line, by a
/// device matrix, by a preview's tile) that replace the input's own.
///
/// They are set on the typed input (``LayoutInput/environment``), and given
/// when the input is read (``CardLayoutEngine/input(json:replacing:fillingMissing:)``)
/// so that an input may leave out what they supply: a missing
/// `environment.width` with a width given is valid.
public struct EnvironmentOverrides: Hashable, Sendable {
    /// Replaces `environment.width`; `nil` keeps the input's.
    public var width: Double?
    /// Replaces `environment.contentSizeCategory`; `nil` keeps the input's.
    public var contentSizeCategory: ContentSizeCategory?
    /// Replaces `environment.colorScheme`; `nil` keeps the input's.
    public var colorScheme: ColorScheme?
    /// Replaces `environment.layoutDirection`; `nil` keeps the input's.
    public var layoutDirection: LayoutDirection?
    /// Replaces `environment.displayScale`; `nil` keeps the input's.
    public var displayScale: Int?

    /// Overrides; every `nil` value keeps the input's.
    public init(
        width: Double? = nil, contentSizeCategory: ContentSizeCategory? = nil, colorScheme: ColorScheme? = nil,
        layoutDirection: LayoutDirection? = nil, displayScale: Int? = nil
    ) {
        self.width = width
        self.contentSizeCategory = contentSizeCategory
        self.colorScheme = colorScheme
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
    }

    /// Whether no value is set.
    public var isEmpty: Bool {
        width == nil && contentSizeCategory == nil && colorScheme == nil && layoutDirection == nil
            && displayScale == nil
    }

    /// `environment` with the values set here replacing its own.
    public func applied(to environment: LayoutEnvironment) -> LayoutEnvironment {
        var environment = environment
        if let width { environment.width = width }
        if let contentSizeCategory { environment.contentSizeCategory = contentSizeCategory }
        if let colorScheme { environment.colorScheme = colorScheme }
        if let layoutDirection { environment.layoutDirection = layoutDirection }
        if let displayScale { environment.displayScale = displayScale }
        return environment
    }
}

/// The overrides an input's `environment` is read with: values that
/// replace the input's own (which are then not read), and values used only
/// where the input leaves one out (the input's own are read and checked).
package struct EnvironmentReading: Sendable {
    package var replacing = EnvironmentOverrides()
    package var fillingMissing = EnvironmentOverrides()

    /// Reading with `replacing` and `fillingMissing`.
    package init(
        replacing: EnvironmentOverrides = EnvironmentOverrides(),
        fillingMissing: EnvironmentOverrides = EnvironmentOverrides()
    ) {
        self.replacing = replacing
        self.fillingMissing = fillingMissing
    }

    package static let none = EnvironmentReading()

    package var isEmpty: Bool { replacing.isEmpty && fillingMissing.isEmpty }
}
