import Foundation

/// How many processors this process may run on: the active processors,
/// fewer when its CPU affinity allows fewer (`taskset -c 0`, a container's
/// cpuset). Workers beyond that only take turns on the same core.
package enum AvailableProcessors {
    /// Worked out once per process.
    package static let count: Int = {
        let active = max(1, ProcessInfo.processInfo.activeProcessorCount)
        guard let allowed = allowedByAffinity() else { return active }
        return max(1, min(active, allowed))
    }()

    /// The number of processors in the affinity list Linux gives in
    /// `/proc/self/status` (`Cpus_allowed_list: 0-3,6`); nil where there is
    /// none or it cannot be read.
    static func allowedByAffinity() -> Int? {
        #if os(Linux)
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        // Lines split on their bytes: splitting the file into characters
        // cost more than a device matrix's table.
        let key = Array("Cpus_allowed_list:".utf8)
        return status.utf8.split(separator: UInt8(ascii: "\n")).lazy
            .first { $0.starts(with: key) }
            .flatMap { line in processorCount(inList: Substring(line.dropFirst(key.count))) }
        #else
        return nil
        #endif
    }

    /// The number of processors in a list of numbers and ranges such as
    /// `0-3,6`; nil when it is not one.
    static func processorCount(inList list: Substring) -> Int? {
        var count = 0
        for item in list.split(separator: ",") {
            let bounds = item.split(separator: "-", omittingEmptySubsequences: false)
                .map { Int(trimmingWhitespace($0)) }
            switch bounds.count {
            case 1:
                guard bounds[0] != nil else { return nil }
                count += 1
            case 2:
                guard let low = bounds[0], let high = bounds[1], low <= high else { return nil }
                count += high - low + 1
            default:
                return nil
            }
        }
        return count > 0 ? count : nil
    }

    /// `text` without the whitespace Foundation's `CharacterSet.whitespaces`
    /// trims at either end (tabs and space separators), without making that
    /// set.
    private static func trimmingWhitespace(_ text: Substring) -> Substring {
        func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
        }
        var scalars = text.unicodeScalars[...]
        while let first = scalars.first, isWhitespace(first) { scalars.removeFirst() }
        while let last = scalars.last, isWhitespace(last) { scalars.removeLast() }
        return Substring(scalars)
    }
}
