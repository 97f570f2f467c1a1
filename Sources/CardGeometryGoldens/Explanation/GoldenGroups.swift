import CardGeometry

extension GoldenResult {
    /// The failure's fingerprint: its differences' paths and changes, up to
    /// the case (16 hex digits). Cases with the same fingerprint failed the
    /// same way; nil for a case that did not fail by a difference.
    public var fingerprint: String? {
        guard status == .failed else { return nil }
        return Fingerprint.of(differences)
    }
}

enum Fingerprint {
    /// FNV-1a (64 bits) over each difference's path and change, one per line.
    static func of(_ differences: [LayoutDifference]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for difference in differences {
            for byte in (difference.path + "\t" + difference.change + "\n").utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// Failed cases grouped by fingerprint: a change that moves many cases the
/// same way reads as one group with its cases listed.
public struct GoldenGroup: Hashable, Sendable {
    /// The shared fingerprint.
    public var fingerprint: String
    /// The keys of the cases in the group, in run order.
    public var cases: [String]
    /// The first case's explanation (the same for each case).
    public var explanation: GoldenExplanation
    /// How many differences each case has.
    public var differenceCount: Int

    /// The failed results grouped by fingerprint: the largest group first,
    /// then in the order their first case ran.
    public static func groups(_ results: [GoldenResult]) -> [GoldenGroup] {
        var groups: [GoldenGroup] = []
        var index: [String: Int] = [:]
        for result in results {
            guard let fingerprint = result.fingerprint else { continue }
            if let at = index[fingerprint] {
                groups[at].cases.append(result.key)
            } else {
                index[fingerprint] = groups.count
                groups.append(
                    GoldenGroup(
                        fingerprint: fingerprint, cases: [result.key], explanation: result.explanation,
                        differenceCount: result.differences.count))
            }
        }
        return groups.enumerated().sorted { left, right in
            left.element.cases.count != right.element.cases.count
                ? left.element.cases.count > right.element.cases.count : left.offset < right.offset
        }.map(\.element)
    }
}
