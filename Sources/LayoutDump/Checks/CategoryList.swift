import ArgumentParser
import CardGeometry
import Foundation

/// `--categories`: content size categories as a comma list whose items are
/// a category (`L`) or a range of them (`xS...xxxL`, both ends included,
/// in the order of Dynamic Type from `xS` to `AX5`).
enum CategoryList {
    static func parse(_ argument: String) throws -> [ContentSizeCategory] {
        var categories: [ContentSizeCategory] = []
        for item in ListArgument.items(argument) {
            guard let range = item.range(of: "...") else {
                categories.append(try category(item, in: argument))
                continue
            }
            let first = try category(String(item[..<range.lowerBound]), in: argument)
            let last = try category(String(item[range.upperBound...]), in: argument)
            let all = ContentSizeCategory.allCases
            guard let start = all.firstIndex(of: first), let end = all.firstIndex(of: last), start <= end else {
                throw ValidationError(
                    "--categories: '\(item)' is an empty range; a range goes from the smaller category to the "
                        + "larger, e.g. xS...xxxL")
            }
            categories += all[start...end]
        }
        return categories
    }

    private static func category(_ text: String, in argument: String) throws -> ContentSizeCategory {
        let text = text.trimmingCharacters(in: .whitespaces)
        guard let category = ContentSizeCategory(rawValue: text) else {
            let allowed = ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError(
                "unknown content size category '\(text)'; must be one of \(allowed), or a range such as xS...xxxL")
        }
        return category
    }
}
