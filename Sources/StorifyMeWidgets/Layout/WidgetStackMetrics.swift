import CardGeometryCore

/// The fixed lengths of the loading and error views (rule 7).
enum WidgetStackMetrics {
    /// The views' padding on every side (SwiftUI's default `.padding()`).
    static let viewPadding = 16.0
    /// Between the spinner or icon and the text below it (SwiftUI's default
    /// stack spacing).
    static let partSpacing = 8.0
    /// The medium activity indicator's side; it does not scale.
    static let spinnerSide = 20.0
    /// The error icon's side at Large and without Dynamic Type (title1).
    static let iconSideAtLarge = 28.0
    /// The SF Symbol the error view shows.
    static let iconSymbol = "exclamationmark.triangle"
    /// The error view's message when the widget has none.
    static let unknownError = "Unknown error"
    /// Frames within this of the screen's edge count as inside it (rule 6).
    static let edgeTolerance = 1e-6
    /// Content taller than the widget by more than this is clipped (rule 8).
    static let heightTolerance = 1e-9
}
