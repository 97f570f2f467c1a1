import Foundation

/// The key of a measured block: the request, with its text compared by its
/// exact UTF-8 bytes and its hash computed once.
///
/// `String ==` treats canonically equivalent strings as equal ("é" and
/// "e\u{301}"), but they have different UTF-16 ranges and can shape
/// differently, so the cache must not mix them up. Hashing once also keeps a
/// miss (lookup, then insert) from hashing the text twice.
struct BlockKey: PrehashedKey {
    let request: TextRequest
    private let hash: Int

    init(_ request: TextRequest) {
        self.request = request
        var hasher = Hasher()
        hasher.combineBytes(of: request.text)
        hasher.combineBytes(of: request.style.family)
        hasher.combine(request.style.weight)
        hasher.combine(request.style.size)
        hasher.combine(request.style.lineHeight)
        hasher.combine(request.style.letterSpacing)
        hasher.combine(request.width)
        hasher.combine(request.maxLines)
        // The four choices as one number: hashing them as themselves hashes
        // each one's raw value, a string.
        hasher.combine(Self.choices(of: request))
        hasher.combineBytes(of: request.locale)
        hasher.combine(request.includesGlyphs)
        hash = hasher.finalize()
    }

    static func == (lhs: BlockKey, rhs: BlockKey) -> Bool {
        let a = lhs.request
        let b = rhs.request
        return lhs.hash == rhs.hash && a.text.hasSameUTF8(as: b.text)
            && a.style.family.hasSameUTF8(as: b.style.family) && a.style.weight == b.style.weight
            && a.style.size == b.style.size && a.style.lineHeight == b.style.lineHeight
            && a.style.letterSpacing == b.style.letterSpacing && a.style.textCase == b.style.textCase
            && a.width == b.width && a.maxLines == b.maxLines && a.fitting == b.fitting
            && a.alignment == b.alignment && a.direction == b.direction
            && a.locale.hasSameUTF8(as: b.locale) && a.includesGlyphs == b.includesGlyphs
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    var prehash: Int { hash }

    /// The text case, fitting, alignment and direction of `request`, each a
    /// digit of one number.
    private static func choices(of request: TextRequest) -> Int {
        let textCase =
            switch request.style.textCase {
            case .default: 0
            case .upper: 1
            case .lower: 2
            }
        let fitting =
            switch request.fitting {
            case .truncate: 0
            case .resize: 1
            }
        let alignment =
            switch request.alignment {
            case .start: 0
            case .center: 1
            case .end: 2
            }
        let direction =
            switch request.direction {
            case .ltr: 0
            case .rtl: 1
            }
        return textCase | fitting << 2 | alignment << 3 | direction << 5
    }
}

/// The key of a shaped paragraph: its exact UTF-16 units and what decides
/// its shaping (the primary face, the weight of the fallbacks, the locale,
/// the fallback direction), hashed once.
struct ParagraphKey: PrehashedKey {
    let units: [UInt16]
    let primary: ObjectIdentifier
    let weight: Int
    let locale: String
    let fallbackRTL: Bool
    private let hash: Int

    init(units: [UInt16], primary: ObjectIdentifier, weight: Int, locale: String, fallbackRTL: Bool) {
        self.units = units
        self.primary = primary
        self.weight = weight
        self.locale = locale
        self.fallbackRTL = fallbackRTL
        var hasher = Hasher()
        units.withUnsafeBytes { hasher.combine(bytes: $0) }
        hasher.combine(primary)
        hasher.combine(weight)
        hasher.combineBytes(of: locale)
        hasher.combine(fallbackRTL)
        hash = hasher.finalize()
    }

    static func == (lhs: ParagraphKey, rhs: ParagraphKey) -> Bool {
        lhs.hash == rhs.hash && lhs.units == rhs.units && lhs.primary == rhs.primary && lhs.weight == rhs.weight
            && lhs.locale.hasSameUTF8(as: rhs.locale) && lhs.fallbackRTL == rhs.fallbackRTL
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    var prehash: Int { hash }
}

extension String {
    /// Whether both strings hold the same UTF-8 bytes (`==` compares
    /// canonical equivalence instead).
    func hasSameUTF8(as other: String) -> Bool {
        let count = utf8.count
        guard count == other.utf8.count else { return false }
        if count == 0 { return true }
        // Read in place: a copy to call `withUTF8` on would retain and
        // release each string's storage.
        let same = utf8.withContiguousStorageIfAvailable { a in
            other.utf8.withContiguousStorageIfAvailable { b in
                // The same storage (a text of one input, read in every
                // environment of a batch) holds the same bytes.
                a.baseAddress == b.baseAddress || memcmp(a.baseAddress!, b.baseAddress!, count) == 0
            }
        }
        if let same, let same { return same }
        // A bridged string without contiguous UTF-8.
        var left = self
        var right = other
        return left.withUTF8 { a in
            right.withUTF8 { b in memcmp(a.baseAddress!, b.baseAddress!, count) == 0 }
        }
    }
}

extension Hasher {
    /// Feeds the string's UTF-8 bytes (not its canonical form), then its length.
    mutating func combineBytes(of string: String) {
        // Read in place: a copy to call `withUTF8` on would retain and
        // release the string's storage.
        let combined: Void? = string.utf8.withContiguousStorageIfAvailable { combine(bytes: UnsafeRawBufferPointer($0)) }
        if combined == nil {
            var copy = string
            copy.withUTF8 { combine(bytes: UnsafeRawBufferPointer($0)) }
        }
        combine(string.utf8.count)
    }
}
