/// Short codes that name, in a matrix cell, what was truncated, resized or
/// overflows: one per group of names that differ only in their array
/// indexes (`cards[0].title` and `cards[3].title` are `cards[].title`),
/// made of the initials of the group's keys (`h` heading, `bl`
/// button.label, `ct` cards[].title), numbered when two groups share them
/// (`cd`, `cd2`).
struct MarkCodes: Sendable {
    /// Each group with its code, in the layouts' order.
    private(set) var groups: [(group: String, code: String)] = []
    private var codes: [String: String] = [:]
    /// The code of every name the codes were made from: a matrix asks for
    /// the same few names in each of its hundreds of cells.
    private var codesByName: [String: String] = [:]

    /// Codes for the names of one layout, in order.
    init(names: [String]) {
        self.init(sequences: [names])
    }

    /// Codes for the names of many layouts, each in its order: a group seen
    /// first in a later layout goes right after the last of the groups
    /// before it there, so that the order follows the layouts' own.
    init(sequences: some Sequence<[String]>) {
        var used: Set<String> = []
        // A sequence seen before changes nothing (each of its groups is
        // known): most layouts of a matrix name the same texts.
        var seen: Set<[String]> = []
        var previous: [String]?
        var groupsByName: [String: String] = [:]
        for names in sequences {
            guard names != previous, seen.insert(names).inserted else { continue }
            previous = names
            var last: Int?
            for name in names {
                let group = groupsByName[name] ?? Self.group(of: name)
                groupsByName[name] = group
                if let index = groups.firstIndex(where: { $0.group == group }) {
                    last = max(last ?? index, index)
                    continue
                }
                let initials = String(
                    group.split(separator: ".").compactMap { key in key.first { $0.isLetter || $0.isNumber } }
                ).lowercased()
                let base = initials.isEmpty ? "x" : initials
                var code = base
                var number = 2
                while used.contains(code) {
                    code = base + String(number)
                    number += 1
                }
                used.insert(code)
                codes[group] = code
                let position = last.map { $0 + 1 } ?? 0
                groups.insert((group, code), at: position)
                last = position
            }
        }
        codesByName = groupsByName.compactMapValues { codes[$0] }
    }

    /// The code of `name`'s group (`?` for a name the codes were not made from).
    func code(for name: String) -> String { codesByName[name] ?? codes[Self.group(of: name)] ?? "?" }

    /// `name` with every array index emptied: `cards[3].title` is `cards[].title`.
    static func group(of name: String) -> String {
        var output = ""
        var inIndex = false
        for character in name {
            if inIndex {
                if character == "]" {
                    output.append(character)
                    inIndex = false
                } else if !character.isNumber {
                    // Not an index after all (`["odd key"]`): keep it as written.
                    output.append(character)
                    inIndex = false
                }
                continue
            }
            output.append(character)
            if character == "[" { inIndex = true }
        }
        return output
    }
}
