import CardGeometry
import CardText

/// The environments a card is checked in: every combination of widths,
/// content size categories, color schemes and layout directions.
public struct DeviceMatrix: Hashable, Sendable {
    /// Portrait widths of current iPhones (320 to 440) and iPads (744 to 1024).
    public static let defaultWidths: [Double] = [320, 375, 390, 393, 402, 430, 440, 744, 820, 1024]

    /// The widths, in points.
    /// The widths, in points.
    public var widths: [Double]
    /// The color schemes.
    /// The content size categories.
    public var categories: [ContentSizeCategory]
    /// The color schemes.
    public var schemes: [ColorScheme]
    /// The layout directions.
    public var directions: [LayoutDirection]

    /// A matrix; by default 10 phone and tablet widths, every category, both schemes and both
    /// directions.
    public init(
        widths: [Double] = DeviceMatrix.defaultWidths,
        categories: [ContentSizeCategory] = ContentSizeCategory.allCases,
        schemes: [ColorScheme] = ColorScheme.allCases,
        directions: [LayoutDirection] = LayoutDirection.allCases
    ) {
        self.widths = widths
        self.categories = categories
        self.schemes = schemes
        self.directions = directions
    }

    /// How many environments the matrix has.
    public var count: Int { widths.count * categories.count * schemes.count * directions.count }

    /// Every environment, `base`'s with width, category, scheme and direction
    /// replaced: by width, then category, then scheme, then direction.
    public func environments(base: LayoutEnvironment) -> [LayoutEnvironment] {
        var environments: [LayoutEnvironment] = []
        environments.reserveCapacity(count)
        for width in widths {
            for category in categories {
                for scheme in schemes {
                    for direction in directions {
                        var environment = base
                        environment.width = width
                        environment.contentSizeCategory = category
                        environment.colorScheme = scheme
                        environment.layoutDirection = direction
                        environments.append(environment)
                    }
                }
            }
        }
        return environments
    }

    /// Lays an input document of any kind out in every environment: its
    /// environment (see `LayoutEnvironment.init(environmentOf:)`) with
    /// the matrix's width, category, scheme and direction written over it,
    /// on all cores. The heights are the layouts' `size.height`.
    public func run(_ document: JSONValue, engine: CardLayoutEngine) -> MatrixReport {
        let environments = environments(base: LayoutEnvironment(environmentOf: document))
        let documents = environments.map { environment in
            EnvironmentOverrides(
                width: environment.width, contentSizeCategory: environment.contentSizeCategory,
                colorScheme: environment.colorScheme, layoutDirection: environment.layoutDirection
            ).applied(to: document)
        }
        let results = engine.layout(documents: documents)
        let entries = zip(environments, results).map { environment, result in
            MatrixReport.Entry(environment: environment, outcome: result.map(MatrixReport.Outcome.init))
        }
        let first = results.lazy.compactMap { try? $0.get() }.first
        return MatrixReport(
            matrix: self, kind: first?.kind ?? (try? LayoutKind(input: document)),
            cardId: first.flatMap { LayoutSubject(layoutJSON: $0.jsonValue).cardId }, entries: entries)
    }
}
