/// The warnings an input gives while it is read and laid out, in the order
/// they are found, each once (SharedConventions article, "Errors and warnings"). Shared by the readers of
/// one input, on the thread that reads it; not shared between inputs (so
/// it is not `Sendable` and takes no lock).
package final class WarningLog {
    private var entries: [CardLayoutWarning] = []
    private var seen: Set<CardLayoutWarning> = []

    package init() {}

    package func append(_ warning: CardLayoutWarning) {
        guard seen.insert(warning).inserted else { return }
        entries.append(warning)
    }

    /// `path: message`, with `code`.
    package func append(at path: JSONPath, code: CardLayoutWarning.Code, _ message: String) {
        append(CardLayoutWarning(path: path.description, code: code, message: message))
    }

    package var warnings: [CardLayoutWarning] { entries }
}
