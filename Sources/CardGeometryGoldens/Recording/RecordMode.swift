import Foundation

/// Which expected files a recording writes.
public enum RecordMode: String, Hashable, Sendable, CaseIterable {
    /// Only the absent ones.
    case missing
    /// The absent ones and those that differ.
    case failed
    /// Every one.
    case all

    /// Whether a case that came out as `status` is written.
    public func writes(_ status: GoldenResult.Status) -> Bool {
        switch (self, status) {
        case (_, .error), (_, .obsolete): false
        case (.missing, .missing): true
        case (.missing, _): false
        case (.failed, .missing), (.failed, .failed): true
        case (.failed, _): false
        case (.all, _): true
        }
    }
}

/// Whether the process runs under continuous integration: the variable `CI`
/// set and not empty, `false` or `0` (any case), as most CI services and
/// tools agree.
public enum ContinuousIntegration {
    /// Whether `environment` is a CI job's.
    public static func isDetected(in environment: [String: String]) -> Bool {
        guard let value = environment["CI"] else { return false }
        let trimmed = value.trimmingCharacters(in: .whitespaces).lowercased()
        return !(trimmed.isEmpty || trimmed == "false" || trimmed == "0")
    }
}
