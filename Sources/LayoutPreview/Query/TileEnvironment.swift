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
        "width=\(NumberText.format(width))&category=\(category.rawValue)&scheme=\(scheme.rawValue)"
            + "&direction=\(direction.rawValue)"
    }

    /// "390 pt · AX3 · dark · rtl".
    var label: String {
        "\(NumberText.format(width)) pt · \(category.rawValue) · \(scheme.rawValue) · \(direction.rawValue)"
    }

    /// A name usable as an HTML id and an SVG id prefix: `t390-AX3-dark-rtl`
    /// (`t320_5-…` for a width of 320.5).
    var identifier: String {
        var width = NumberText.format(width)
        if width.utf8.contains(UInt8(ascii: ".")) { width = width.replacingOccurrences(of: ".", with: "_") }
        return "t\(width)-\(category.rawValue)-\(scheme.rawValue)-\(direction.rawValue)"
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
