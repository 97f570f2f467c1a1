import CardGeometry
import CardText

extension DeviceMatrix {
    /// One environment of a matrix: the four values it sets.
    public struct Cell: Hashable, Sendable {
        public var width: Double
        public var category: ContentSizeCategory
        public var scheme: ColorScheme
        public var direction: LayoutDirection

        /// The cell of these four values.
        public init(width: Double, category: ContentSizeCategory, scheme: ColorScheme, direction: LayoutDirection) {
            self.width = width
            self.category = category
            self.scheme = scheme
            self.direction = direction
        }

        /// `base` with the cell's four values set on it.
        public func applied(to base: LayoutEnvironment) -> LayoutEnvironment {
            var environment = base
            environment.width = width
            environment.contentSizeCategory = category
            environment.colorScheme = scheme
            environment.layoutDirection = direction
            return environment
        }
    }

    /// Every cell, by width, then category, then scheme, then direction:
    /// the one order of a matrix's environments, reports and tiles.
    public var cells: [Cell] {
        var cells: [Cell] = []
        cells.reserveCapacity(count)
        for width in widths {
            for category in categories {
                for scheme in schemes {
                    for direction in directions {
                        cells.append(Cell(width: width, category: category, scheme: scheme, direction: direction))
                    }
                }
            }
        }
        return cells
    }
}
