/// The texts measured in a run of layouts (``ParagraphPins``), found by
/// their ``StringIdentity`` and text case: each one's cased string and
/// UTF-16 units, made once per run rather than once per width and size,
/// and its whole paragraphs once shaped, found by where they lie in the
/// text and what decides their shaping, without copying and hashing their
/// units (``ParagraphKey``) at every measurement.
///
/// Each entry keeps the text its identity names, so that an address is
/// never that of a later string. Used under the lock of its
/// ``ParagraphPins``.
struct RunTexts {
    /// A text as its measurements read it: the request's text, the same
    /// with its case applied, and the latter's UTF-16 units.
    struct Text {
        let original: String
        let cased: String
        let units: [UInt16]

        /// `original` in `textCase`, and its units.
        init(_ original: String, _ textCase: TextCase) {
            self.original = original
            cased = TextMeasurer.applyCase(textCase, to: original)
            units = Array(cased.utf16)
        }
    }

    /// What decides a whole paragraph's shaping, beside its text: its
    /// units' range, the primary face, the fallbacks' weight, the locale
    /// and the fallback direction.
    struct ParagraphSlot {
        let range: Range<Int>
        let primary: ObjectIdentifier
        let weight: Int
        let locale: String
        let fallbackRTL: Bool

        func matches(_ other: ParagraphSlot) -> Bool {
            range == other.range && primary == other.primary && weight == other.weight
                && fallbackRTL == other.fallbackRTL && locale.hasSameUTF8(as: other.locale)
        }
    }

    /// What finds a text's entry: its identity and its case, the latter
    /// as a number (a `TextCase` hashes its raw value, a string).
    private struct Slot: Hashable {
        let text: StringIdentity
        let textCase: UInt8

        init(_ text: StringIdentity, _ textCase: TextCase) {
            self.text = text
            self.textCase =
                switch textCase {
                case .default: 0
                case .upper: 1
                case .lower: 2
                }
        }
    }

    private struct Entry {
        let text: Text
        var paragraphs: [(slot: ParagraphSlot, shaped: ShapedParagraph)] = []
    }

    private var entries: [Slot: Entry] = [:]
    /// The UTF-8 bytes of the texts kept.
    private var textBytes = 0

    /// The most text (in UTF-8 bytes) a run keeps this way: a run of long
    /// texts would otherwise keep every text's units until it ends.
    static let longestKeptTexts = 1 << 22

    /// How many texts are kept.
    var count: Int { entries.count }

    /// The text kept for `identity` in `textCase`.
    func text(_ identity: StringIdentity, _ textCase: TextCase) -> Text? {
        entries[Slot(identity, textCase)]?.text
    }

    /// Keeps `text`, whose request's text is named by `identity`, unless
    /// the run holds too much text already.
    mutating func keep(_ text: Text, for identity: StringIdentity, _ textCase: TextCase) {
        guard textBytes < Self.longestKeptTexts else { return }
        let slot = Slot(identity, textCase)
        guard entries[slot] == nil else { return }
        entries[slot] = Entry(text: text)
        textBytes += 1 + text.original.utf8.count + text.cased.utf8.count
    }

    /// The whole paragraph kept for `slot` of the text `identity` names.
    func paragraph(_ identity: StringIdentity, _ textCase: TextCase, _ slot: ParagraphSlot) -> ShapedParagraph? {
        guard let entry = entries[Slot(identity, textCase)] else { return nil }
        for paragraph in entry.paragraphs where paragraph.slot.matches(slot) { return paragraph.shaped }
        return nil
    }

    /// Keeps `shaped` for `slot` of the text `identity` names, when that
    /// text is kept.
    mutating func keep(
        _ shaped: ShapedParagraph, for slot: ParagraphSlot, of identity: StringIdentity, _ textCase: TextCase
    ) {
        let key = Slot(identity, textCase)
        guard entries[key] != nil else { return }
        entries[key]?.paragraphs.append((slot, shaped))
    }
}
