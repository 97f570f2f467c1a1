import CardGeometry

/// Compares two `layout-matrix/1` reports environment by environment: each
/// environment's height within the tolerance, its marks (truncated,
/// resized, overflowing, each text's and overflow's values, its error)
/// exactly. Environments are matched by width, category, scheme and
/// direction, named so in paths: `layouts[390 L light ltr].height`.
struct MatrixComparison {
    let tolerance: Double

    func differences(between actual: JSONValue, and expected: JSONValue) -> [LayoutDifference] {
        guard case .object(let actualRoot) = actual, case .object(let expectedRoot) = expected else {
            return LayoutDifference.differences(between: actual, and: expected, frameTolerance: 0)
        }
        var differences = LayoutDifference.differences(
            between: .object(without("layouts", actualRoot)), and: .object(without("layouts", expectedRoot)),
            frameTolerance: 0)
        let actualEntries = entries(actualRoot["layouts"])
        let expectedEntries = entries(expectedRoot["layouts"])
        let actualByKey = Dictionary(actualEntries.map { ($0.key, $0.entry) }, uniquingKeysWith: { first, _ in first })
        let expectedKeys = Set(expectedEntries.map(\.key))
        for (key, expectedEntry) in expectedEntries {
            let path = "layouts[\(key)]"
            guard let actualEntry = actualByKey[key] else {
                differences.append(LayoutDifference(path: path, expected: "an environment", actual: "nothing"))
                continue
            }
            if let expectedHeight = number(expectedEntry["height"]), let actualHeight = number(actualEntry["height"]) {
                if (expectedHeight - actualHeight).magnitude > tolerance + 1e-9 {
                    differences.append(
                        LayoutDifference(
                            path: path + ".height", expected: NumberText.format(expectedHeight),
                            actual: NumberText.format(actualHeight)))
                }
            } else if expectedEntry["height"] != actualEntry["height"] {
                differences.append(
                    LayoutDifference(
                        path: path + ".height", expected: text(expectedEntry["height"]),
                        actual: text(actualEntry["height"])))
            }
            let marks = LayoutDifference.differences(
                between: .object(without("height", actualEntry)), and: .object(without("height", expectedEntry)),
                frameTolerance: 0)
            differences += marks.map { LayoutDifference(path: path + "." + $0.path, expected: $0.expected, actual: $0.actual) }
        }
        for (key, _) in actualEntries where !expectedKeys.contains(key) {
            differences.append(LayoutDifference(path: "layouts[\(key)]", expected: "nothing", actual: "an environment"))
        }
        return differences
    }

    /// Each environment's entry with its key, `390 L light ltr`.
    private func entries(_ value: JSONValue?) -> [(key: String, entry: JSONObject)] {
        guard case .array(let items) = value else { return [] }
        return items.enumerated().map { index, item in
            guard case .object(let entry) = item else { return ("#\(index)", JSONObject()) }
            guard case .object(let environment) = entry["environment"] else { return ("#\(index)", entry) }
            let parts = ["width", "contentSizeCategory", "colorScheme", "layoutDirection"].map { key in
                switch environment[key] {
                case .number(let number): NumberText.format(number)
                case .string(let string): string
                default: "?"
                }
            }
            return (parts.joined(separator: " "), entry)
        }
    }

    private func without(_ key: String, _ object: JSONObject) -> JSONObject {
        JSONObject(object.members.filter { $0.key != key })
    }

    private func number(_ value: JSONValue?) -> Double? {
        if case .number(let number) = value { return number }
        return nil
    }

    private func text(_ value: JSONValue?) -> String {
        value.map { $0.text(pretty: false) } ?? "nothing"
    }
}
