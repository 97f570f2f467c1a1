import CardGeometry
import CardText

/// The environments a card is checked in: every combination of widths,
/// content size categories, color schemes and layout directions.
public struct DeviceMatrix: Hashable, Sendable {
    /// Portrait widths of current iPhones (320 to 440) and iPads (744 to 1024).
    public static let defaultWidths: [Double] = [320, 375, 390, 393, 402, 430, 440, 744, 820, 1024]

    public var widths: [Double]
    public var categories: [ContentSizeCategory]
    public var schemes: [ColorScheme]
    public var directions: [LayoutDirection]

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

    /// Lays `input` out in every environment (on all cores, through
    /// ``CardLayoutEngine/layout(batch:)``).
    public func run(_ input: CardLayoutInput, engine: CardLayoutEngine) -> MatrixReport {
        let environments = environments(base: input.environment)
        let inputs = environments.map { environment in
            var input = input
            input.environment = environment
            return input
        }
        let results = engine.layout(batch: inputs)
        let entries = zip(environments, results).map { environment, result in
            MatrixReport.Entry(environment: environment, outcome: result.map(MatrixReport.Outcome.init))
        }
        let cardId: String? = input.shownCard?.id
        return MatrixReport(matrix: self, cardId: cardId, entries: entries)
    }
}
