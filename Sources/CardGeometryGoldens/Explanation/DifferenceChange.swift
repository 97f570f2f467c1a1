import CardGeometry

extension LayoutDifference {
    /// How much a number changed (actual − expected), when both values are
    /// numbers; nil otherwise.
    public var delta: Double? {
        guard let expected = Double(expected), let actual = Double(actual) else { return nil }
        return actual - expected
    }

    /// The last name of the path, the value that changed (`y` for
    /// `heading.frame.y`, `height` for `layouts[390 L light ltr].height`).
    public var field: String {
        var end = path.endIndex
        if path.hasSuffix("]"), let open = path.lastIndex(of: "[") { end = open }
        let name = path[..<end]
        guard let dot = name.lastIndex(of: ".") else { return String(name) }
        return String(name[name.index(after: dot)...])
    }

    /// The difference as a reviewer reads it:
    /// `heading.lines[0].frame.width 279 → 278.333 (−0.667)`.
    public var summary: String {
        let at = path.isEmpty ? "(root)" : path
        guard let delta else { return "\(at) \(expected) → \(actual)" }
        return "\(at) \(expected) → \(actual) (\(Self.signed(delta)))"
    }

    /// The change without the path, what a group of cases shares: `−0.667`
    /// for a number, `"a" → "b"` for anything else.
    public var change: String {
        if let delta { return Self.signed(delta) }
        return "\(expected) → \(actual)"
    }

    /// `+2`, `−0.667` (a true minus sign), `0`.
    public static func signed(_ number: Double) -> String {
        let text = NumberText.format(number)
        if text == "0" { return text }
        return text.hasPrefix("-") ? "−" + text.dropFirst() : "+" + text
    }
}
