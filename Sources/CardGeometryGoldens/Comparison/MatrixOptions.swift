import CardGeometry
import CardRendering
import Foundation

/// Reads a case's `NAME.matrix.json`: the options of `layout-dump matrix`
/// under their names, each a list, each optional (an absent one is the
/// command's default):
///
/// ```json
/// { "widths": [320, 390], "categories": ["L", "AX5"], "schemes": ["light"], "directions": ["ltr", "rtl"] }
/// ```
enum MatrixOptions {
    static let keys = ["widths", "categories", "schemes", "directions"]

    static func read(_ path: String) throws(GoldenError) -> DeviceMatrix {
        let data = try GoldenFile.read(path)
        let document: JSONValue
        do {
            document = try JSONValue(json: data)
        } catch {
            throw GoldenError("\(path): \(error)")
        }
        return try matrix(document, path: path)
    }

    static func matrix(_ document: JSONValue, path: String) throws(GoldenError) -> DeviceMatrix {
        guard case .object(let object) = document else {
            throw GoldenError("\(path): the matrix options must be an object with \(keys.joined(separator: ", "))")
        }
        for key in object.keys where !keys.contains(key) {
            throw GoldenError(
                "\(path): unknown key \"\(key)\"; the matrix options are \(keys.joined(separator: ", "))")
        }
        var matrix = DeviceMatrix()
        if let value = object["widths"] {
            matrix.widths = try list(value, "widths", path: path) { item throws(GoldenError) in
                guard case .number(let width) = item, width.isFinite, width > 0 else { return nil }
                return width
            }
        }
        if let value = object["categories"] {
            matrix.categories = try names(value, "categories", path: path)
        }
        if let value = object["schemes"] {
            matrix.schemes = try names(value, "schemes", path: path)
        }
        if let value = object["directions"] {
            matrix.directions = try names(value, "directions", path: path)
        }
        return matrix
    }

    private static func names<Value: RawRepresentable & CaseIterable & Equatable>(
        _ value: JSONValue, _ key: String, path: String
    ) throws(GoldenError) -> [Value] where Value.RawValue == String {
        try list(value, key, path: path, allowed: Value.allCases.map(\.rawValue).joined(separator: ", ")) {
            item throws(GoldenError) in
            guard case .string(let name) = item else { return nil }
            return Value(rawValue: name)
        }
    }

    private static func list<Value: Equatable>(
        _ value: JSONValue, _ key: String, path: String, allowed: String = "numbers > 0",
        _ item: (JSONValue) throws(GoldenError) -> Value?
    ) throws(GoldenError) -> [Value] {
        guard case .array(let items) = value, !items.isEmpty else {
            throw GoldenError("\(path): \(key) must be a non-empty array of \(allowed)")
        }
        var values: [Value] = []
        for (index, element) in items.enumerated() {
            guard let parsed = try item(element) else {
                throw GoldenError(
                    "\(path): \(key)[\(index)] is \(element.text(pretty: false)); allowed: \(allowed)")
            }
            if !values.contains(parsed) { values.append(parsed) }
        }
        return values
    }
}
