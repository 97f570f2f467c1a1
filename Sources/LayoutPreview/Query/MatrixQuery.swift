// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import CardGeometry
import CardRendering
import CardText

/// The matrix a page shows, as its query names it, with the `matrix`
/// command's names: `widths=320,390&categories=L,AX3&schemes=light,dark&directions=ltr,rtl`.
///
/// A parameter the query leaves out takes the page's default; one that is
/// given must name at least one value. Repeats add up (`widths=320&widths=390`,
/// as a form sends its checkboxes); duplicates are dropped.
enum MatrixQuery {
    /// The parameters, in the order the canonical query writes them.
    static let parameters = ["widths", "categories", "schemes", "directions"]

    /// The most tiles a page shows.
    static let maximumTiles = 500

    /// The widest width a tile can have, as the engine accepts it.
    static let maximumWidth = LayoutEnvironment.maximumWidth

    /// What the page shows when the query says nothing: 16 tiles, the
    /// smallest and a common phone width at the default and a large
    /// accessibility text size, in both schemes and directions.
    static let standard = DeviceMatrix(
        widths: [320, 390], categories: [.large, .accessibilityExtraLarge], schemes: ColorScheme.allCases,
        directions: LayoutDirection.allCases)

    /// The matrix `query` asks for.
    static func matrix(from query: String?) throws(QueryError) -> DeviceMatrix {
        let parameters = try QueryParameters(query, known: Self.parameters)
        var matrix = standard
        if let items = parameters.items("widths") {
            matrix.widths = try nonEmpty(unique(items.map { item throws(QueryError) in try width(item) }), "widths", example: "widths=320,390")
        }
        if let items = parameters.items("categories") {
            matrix.categories = try nonEmpty(
                unique(items.map { item throws(QueryError) in try value(item, "categories", "content size category") }),
                "categories", example: "categories=L,AX3")
        }
        if let items = parameters.items("schemes") {
            matrix.schemes = try nonEmpty(
                unique(items.map { item throws(QueryError) in try value(item, "schemes", "color scheme") }),
                "schemes", example: "schemes=light,dark")
        }
        if let items = parameters.items("directions") {
            matrix.directions = try nonEmpty(
                unique(items.map { item throws(QueryError) in try value(item, "directions", "layout direction") }),
                "directions", example: "directions=ltr,rtl")
        }
        guard matrix.count <= maximumTiles else {
            throw QueryError(
                "the matrix has \(matrix.count) tiles (\(matrix.widths.count) widths × \(matrix.categories.count) "
                    + "categories × \(matrix.schemes.count) schemes × \(matrix.directions.count) directions); "
                    + "a page shows at most \(maximumTiles): choose fewer widths or categories")
        }
        return matrix
    }

    /// The query that names `matrix`, every parameter written out.
    static func query(for matrix: DeviceMatrix) -> String {
        [
            "widths=" + matrix.widths.map { NumberText.format($0) }.joined(separator: ","),
            "categories=" + matrix.categories.map(\.rawValue).joined(separator: ","),
            "schemes=" + matrix.schemes.map(\.rawValue).joined(separator: ","),
            "directions=" + matrix.directions.map(\.rawValue).joined(separator: ","),
        ].joined(separator: "&")
    }

    // MARK: - Values

    /// A width in points: a number > 0 and at most ``maximumWidth``.
    static func width(_ item: String, parameter: String = "widths") throws(QueryError) -> Double {
        guard let width = Double(item), width.isFinite, width > 0, width <= maximumWidth else {
            throw QueryError(
                "\(parameter): '\(item)' is not a width; widths are numbers > 0 and at most "
                    + NumberText.format(maximumWidth))
        }
        return width
    }

    /// A value of one of the engine's environment enums, by its JSON name.
    static func value<Value: RawRepresentable & CaseIterable>(
        _ item: String, _ parameter: String, _ what: String
    ) throws(QueryError) -> Value where Value.RawValue == String {
        guard let value = Value(rawValue: item) else {
            let allowed = Value.allCases.map(\.rawValue).joined(separator: ", ")
            throw QueryError("\(parameter): unknown \(what) '\(item)'; must be one of \(allowed)")
        }
        return value
    }

    private static func nonEmpty<Value>(
        _ values: [Value], _ parameter: String, example: String
    ) throws(QueryError) -> [Value] {
        guard !values.isEmpty else { throw QueryError("\(parameter): choose at least one (for example \(example))") }
        return values
    }

    private static func unique<Value: Hashable>(_ values: [Value]) -> [Value] {
        var seen: Set<Value> = []
        return values.filter { seen.insert($0).inserted }
    }
}
#endif
