/// A key as a reader asks for it: its text, and its number (``JSONKeyIDs``)
/// when it has one. A key that has a number is told from a key the
/// parser's key table holds by comparing the two numbers, not the texts.
package struct MemberKey: Sendable {
    /// The key's text.
    package let name: String
    /// The number of ``name`` (``JSONKeyIDs``); -1 for a key asked for by its text alone.
    package let id: Int

    /// A key asked for by its text alone: compared as text.
    package init(_ name: String) {
        self.name = name
        id = -1
    }

    /// A key with its number, given now if nothing asked for it before:
    /// made once, as a static value (a field's description), never while
    /// a document is read.
    package init(numbered name: String) {
        self.name = name
        id = JSONKeyIDs.id(of: name)
    }

    /// The key every input names its card system by.
    package static let kind = MemberKey(numbered: "kind")
    /// The key of the shared `environment`.
    package static let environment = MemberKey(numbered: "environment")
}
