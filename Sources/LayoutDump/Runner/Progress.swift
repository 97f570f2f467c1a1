import Foundation

/// A progress line on stderr for a long run (`1,200 of 2,000 inputs, 4 s
/// left`), redrawn in place. It shows only when stderr is a terminal, so a
/// pipeline's logs never get it, and only once more than a second of work
/// is estimated to be left. ``finish()`` clears it.
final class Progress {
    /// What is counted ("inputs", "cases").
    private let noun: String
    /// How many items there are, when known (an NDJSON stream's is not).
    private let total: Int?
    private let isShown: Bool
    private let start = Date()
    private var done = 0
    private var lastDrawn = Date.distantPast
    private var isDrawn = false

    /// A progress line for `total` items (nil when unknown), shown when
    /// `isTerminal` (by default: whether stderr is a terminal).
    init(total: Int?, noun: String, isTerminal: Bool = isatty(STDERR_FILENO) == 1) {
        self.total = total
        self.noun = noun
        self.isShown = isTerminal
    }

    /// Counts one more item done, and redraws the line at most ten times a
    /// second.
    func advance(by count: Int = 1) {
        done += count
        guard isShown else { return }
        let now = Date()
        guard now.timeIntervalSince(lastDrawn) >= 0.1 else { return }
        let elapsed = now.timeIntervalSince(start)
        guard let line = Self.line(done: done, total: total, elapsed: elapsed, noun: noun) else {
            if isDrawn { clear() }
            return
        }
        lastDrawn = now
        isDrawn = true
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + line).utf8))
    }

    /// Clears the line, if it was drawn.
    func finish() {
        if isDrawn { clear() }
    }

    private func clear() {
        isDrawn = false
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }

    /// The line for `done` items after `elapsed` seconds, or nil when no
    /// more than a second of work is estimated to be left (or, with no
    /// total, before a second has passed).
    static func line(done: Int, total: Int?, elapsed: Double, noun: String) -> String? {
        guard let total else {
            return elapsed > 1 ? "\(grouped(done)) \(noun)" : nil
        }
        guard done > 0, done < total else { return nil }
        let left = elapsed / Double(done) * Double(total - done)
        guard left > 1 else { return nil }
        return "\(grouped(done)) of \(grouped(total)) \(noun), \(Int(left.rounded(.up))) s left"
    }

    /// 12,345.
    static func grouped(_ number: Int) -> String {
        let digits = String(number)
        var text = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
