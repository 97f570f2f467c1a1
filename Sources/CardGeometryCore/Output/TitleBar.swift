/// The system's own title bar that a layout names but does not place (a
/// Braze feed's navigation title): a picture draws it above the screen,
/// not over it.
public struct TitleBar: Hashable, Sendable {
    /// The title, not empty.
    public var title: String
    /// Whether the bar shows a Done button.
    public var doneButton: Bool

    /// A bar titled `title`, with a Done button when `doneButton`.
    public init(title: String, doneButton: Bool) {
        self.title = title
        self.doneButton = doneButton
    }
}
