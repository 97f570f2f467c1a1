// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import Foundation
import CardGeometry
import CardRendering
import CardText

/// One environment of a matrix: what one tile lays the card out in.
struct TileEnvironment: Hashable, Sendable {
    var width: Double
    var category: ContentSizeCategory
    var scheme: ColorScheme
    var direction: LayoutDirection

    /// The parameters of a tile's own query (`/frames`).
    static let parameters = ["width", "category", "scheme", "direction"]

    /// The values the tile replaces in FILE's `environment` (the rest of it,
    /// display scale and locale included, stays FILE's).
    var overrides: EnvironmentOverrides {
        EnvironmentOverrides(
            width: width, contentSizeCategory: category, colorScheme: scheme, layoutDirection: direction)
    }

    /// `width=390&category=AX3&scheme=dark&direction=rtl`.
    var query: String {
        var bytes: [UInt8] = []
        appendQuery(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``query`` to `bytes` as UTF-8, its `&`s written `&amp;` when
    /// `escaped` (as an HTML attribute holds it; nothing else in it is
    /// escaped: a number and names of letters and digits).
    func appendQuery(escaped: Bool = false, to bytes: inout [UInt8]) {
        Self.put("width=", &bytes)
        NumberText.append(width, to: &bytes)
        Self.put(escaped ? "&amp;category=" : "&category=", &bytes)
        bytes.append(contentsOf: category.rawValue.utf8)
        Self.put(escaped ? "&amp;scheme=" : "&scheme=", &bytes)
        bytes.append(contentsOf: scheme.rawValue.utf8)
        Self.put(escaped ? "&amp;direction=" : "&direction=", &bytes)
        bytes.append(contentsOf: direction.rawValue.utf8)
    }

    /// "390 pt · AX3 · dark · rtl".
    var label: String {
        var bytes: [UInt8] = []
        appendLabel(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``label`` to `bytes` as UTF-8 (it holds nothing HTML
    /// escapes).
    func appendLabel(to bytes: inout [UInt8]) {
        NumberText.append(width, to: &bytes)
        Self.put(" pt · ", &bytes)
        bytes.append(contentsOf: category.rawValue.utf8)
        Self.put(" · ", &bytes)
        bytes.append(contentsOf: scheme.rawValue.utf8)
        Self.put(" · ", &bytes)
        bytes.append(contentsOf: direction.rawValue.utf8)
    }

    /// A name usable as an HTML id and an SVG id prefix: `t390-AX3-dark-rtl`
    /// (`t320_5-…` for a width of 320.5).
    var identifier: String {
        var bytes: [UInt8] = []
        appendIdentifier(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``identifier`` to `bytes` as UTF-8.
    func appendIdentifier(to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "t"))
        let start = bytes.count
        NumberText.append(width, to: &bytes)
        for index in start..<bytes.count where bytes[index] == UInt8(ascii: ".") { bytes[index] = UInt8(ascii: "_") }
        bytes.append(UInt8(ascii: "-"))
        bytes.append(contentsOf: category.rawValue.utf8)
        bytes.append(UInt8(ascii: "-"))
        bytes.append(contentsOf: scheme.rawValue.utf8)
        bytes.append(UInt8(ascii: "-"))
        bytes.append(contentsOf: direction.rawValue.utf8)
    }

    private static func put(_ text: StaticString, _ bytes: inout [UInt8]) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// The environment a tile query names; every parameter is required, once.
    init(query: String?) throws(QueryError) {
        let parameters = try QueryParameters(query, known: Self.parameters)
        func one(_ name: String) throws(QueryError) -> String {
            let items = parameters.items(name) ?? []
            guard items.count == 1 else {
                throw QueryError(
                    "\(name): give exactly one value (the query needs \(Self.parameters.joined(separator: ", ")))")
            }
            return items[0]
        }
        self.init(
            width: try MatrixQuery.width(try one("width"), parameter: "width"),
            category: try MatrixQuery.value(try one("category"), "category", "content size category"),
            scheme: try MatrixQuery.value(try one("scheme"), "scheme", "color scheme"),
            direction: try MatrixQuery.value(try one("direction"), "direction", "layout direction"))
    }

    init(width: Double, category: ContentSizeCategory, scheme: ColorScheme, direction: LayoutDirection) {
        self.width = width
        self.category = category
        self.scheme = scheme
        self.direction = direction
    }
}

extension DeviceMatrix {
    /// Every environment, by width, then category, then scheme, then
    /// direction (the order of ``DeviceMatrix/environments(base:)``).
    var tileEnvironments: [TileEnvironment] {
        cells.map { TileEnvironment(width: $0.width, category: $0.category, scheme: $0.scheme, direction: $0.direction) }
    }
}
#endif
