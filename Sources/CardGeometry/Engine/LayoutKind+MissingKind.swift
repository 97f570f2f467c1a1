import CardGeometryCore

extension LayoutKind {
    /// The error for an input without `kind` that is another kind's: it
    /// has neither `card` nor `collection` (so it is no Storyteller card,
    /// the kind an input without `kind` is read as) and has top-level keys
    /// of another kind. It names the kind to add (the kinds, when several
    /// know the same keys as well): `kind: is required; must be
    /// "braze.contentCards" for an input with feed and cards (…)`. nil
    /// when the input is read as a Storyteller card.
    /// `keys` are the input's top-level keys, in document order.
    static func missingKindError(keys: [String]) -> CardLayoutError? {
        guard let readsWithoutKind = KindRegistry.systemOfInputWithoutKind?.kindDescription else { return nil }
        let storyteller = readsWithoutKind.input.keys
        guard !["card", "collection"].contains(where: keys.contains) else { return nil }
        // The keys a Storyteller card does not have, in document order.
        let foreign = keys.filter { !storyteller.contains($0) }
        let others = allCases.filter { $0 != readsWithoutKind.kind }.compactMap { kind in
            kind.kindDescription.map { (kind: kind, keys: Set($0.input.keys)) }
        }
        let known = others.map { other in (other, foreign.count(where: other.keys.contains)) }
        guard let most = known.map(\.1).max(), most > 0 else { return nil }
        let kinds = known.filter { $0.1 == most }.map(\.0)
        let keys = foreign.filter { key in kinds.contains { $0.keys.contains(key) } }
        let names = kinds.map { "\"\($0.kind)\"" }
        return .missing(
            JSONPath("kind"),
            allowed: Self.listed(names, joining: "or") + " for an input with " + Self.listed(keys, joining: "and")
                + " (without \"kind\" an input is a Storyteller card, which has card or collection)")
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func listed(_ items: [String], joining word: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(word) " + items[items.count - 1]
    }
}
