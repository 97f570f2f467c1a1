/// An ISO 15924 script tag ("Latn", "Arab"), packed big-endian as
/// HarfBuzz's tags are.
struct ScriptTag: Hashable, Sendable {
    let rawValue: UInt32

    init(rawValue: UInt32) { self.rawValue = rawValue }

    init(_ code: StaticString) {
        precondition(code.utf8CodeUnitCount == 4)
        let bytes = code.utf8Start
        self.rawValue = (0..<4).reduce(0) { $0 << 8 | UInt32(bytes[$1]) }
    }

    static let common = ScriptTag("Zyyy")
    static let inherited = ScriptTag("Zinh")
    static let latin = ScriptTag("Latn")

    /// Common and Inherited characters take the script of what precedes them.
    var isShared: Bool { self == .common || self == .inherited }

    /// Scripts whose letters join: letter spacing would break them apart.
    /// (A comparison with each, not a set: it is asked once per cluster.)
    var isCursive: Bool { Self.cursive.contains(self) }

    private static let cursive: [ScriptTag] = [
        ScriptTag("Arab"), ScriptTag("Syrc"), ScriptTag("Nkoo"), ScriptTag("Mong"), ScriptTag("Adlm"),
    ]
}
