/// The warnings an input gives while it is read and laid out, in the order
/// they are found, each once (SharedConventions article, "Errors and warnings"). Shared by the readers of
/// one input, on the thread that reads it; not shared between inputs (so
/// it is not `Sendable` and takes no lock).
///
/// Its lists are used on one thread and never while one of its own calls
/// runs, so their accesses are not checked at run time (each input's read
/// paid for that check when its warnings were taken).
package final class WarningLog {
    @exclusivity(unchecked) private var entries: [CardLayoutWarning] = []
    @exclusivity(unchecked) private var seen: Set<CardLayoutWarning> = []

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
