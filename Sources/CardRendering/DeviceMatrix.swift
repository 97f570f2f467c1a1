import CardGeometry
import CardText

/// The environments a card is checked in: every combination of widths,
/// content size categories, color schemes and layout directions.
public struct DeviceMatrix: Hashable, Sendable {
    /// Portrait widths of current iPhones (320 to 440) and iPads (744 to 1024).
    public static let defaultWidths: [Double] = [320, 375, 390, 393, 402, 430, 440, 744, 820, 1024]

    /// The widths, in points.
    public var widths: [Double]
    /// The content size categories (Dynamic Type sizes).
    public var categories: [ContentSizeCategory]
    /// The color schemes.
    public var schemes: [ColorScheme]
    /// The layout directions.
    public var directions: [LayoutDirection]

    /// A matrix of the given values; by default every category, scheme and
    /// direction over ``defaultWidths``.
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
        cells.map { $0.applied(to: base) }
    }

    /// Lays an input of any kind out in every environment: its own
    /// environment with the matrix's width, category, scheme and direction
    /// set on it, on all cores. The input is read once, before: each
    /// environment is set on the typed value (what does not depend on it is
    /// validated once), and heights and marks come from the typed layouts.
    public func run(_ input: LayoutInput, engine: CardLayoutEngine) -> MatrixReport {
        let environments = environments(base: input.environment)
        // Heights and marks are geometry: environments that share a
        // geometry (light and dark) share their outcome.
        let outcomes = engine.geometryValues(of: input, in: environments) { layout in
            (MatrixReport.Outcome(layout), layout.cardId)
        }
        let entries = zip(environments, outcomes).map { environment, result in
            MatrixReport.Entry(environment: environment, outcome: result.map(\.0))
        }
        let first = outcomes.lazy.compactMap { try? $0.get() }.first
        return MatrixReport(matrix: self, kind: input.kind, cardId: first?.1, entries: entries)
    }

    /// ``run(_:engine:)-(LayoutInput,_)`` for a parsed document: it is read
    /// once, its environment filled in by the matrix's first width where it
    /// has none. A document that cannot be read fails in every environment.
    public func run(_ document: JSONValue, engine: CardLayoutEngine) -> MatrixReport {
        let input: LayoutInput
        do {
            input = try engine.input(
                jsonValue: document, fillingMissing: EnvironmentOverrides(width: widths.first ?? 0))
        } catch {
            let base = LayoutEnvironment(environmentOf: document)
            let entries = environments(base: base).map { environment in
                MatrixReport.Entry(environment: environment, outcome: .failure(error))
            }
            return MatrixReport(matrix: self, kind: try? LayoutKind(input: document), cardId: nil, entries: entries)
        }
        return run(input, engine: engine)
    }
}
