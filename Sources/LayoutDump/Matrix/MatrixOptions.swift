import ArgumentParser
import CardGeometry
import CardRendering
import CardText

/// The device matrix options `matrix` and `fit` share: each narrows one
/// dimension of the default matrix.
struct MatrixOptions: ParsableArguments {
    @Option(
        name: .customLong("widths"),
        help: ArgumentHelp("Widths in points, e.g. 320,390.", valueName: "list"),
        transform: ListArgument.widths)
    var widthLists: [[Double]] = []

    @Option(
        name: .customLong("categories"),
        help: ArgumentHelp("Content size categories, e.g. L,AX5, or a range, e.g. xS...xxxL.", valueName: "list"),
        transform: CategoryList.parse)
    var categoryLists: [[ContentSizeCategory]] = []

    @Option(
        name: .customLong("schemes"),
        help: ArgumentHelp("Color schemes: light, dark.", valueName: "list"),
        transform: { try ListArgument.values($0, "color scheme") })
    var schemeLists: [[ColorScheme]] = []

    @Option(
        name: .customLong("directions"),
        help: ArgumentHelp("Layout directions: ltr, rtl.", valueName: "list"),
        transform: { try ListArgument.values($0, "layout direction") })
    var directionLists: [[LayoutDirection]] = []

    @OptionGroup var scale: ScaleOption

    var matrix: DeviceMatrix {
        var matrix = DeviceMatrix()
        if !widthLists.isEmpty { matrix.widths = unique(widthLists.flatMap { $0 }) }
        if !categoryLists.isEmpty { matrix.categories = unique(categoryLists.flatMap { $0 }) }
        if !schemeLists.isEmpty { matrix.schemes = unique(schemeLists.flatMap { $0 }) }
        if !directionLists.isEmpty { matrix.directions = unique(directionLists.flatMap { $0 }) }
        return matrix
    }
}

private func unique<Value: Hashable>(_ values: [Value]) -> [Value] {
    var seen: Set<Value> = []
    return values.filter { seen.insert($0).inserted }
}
