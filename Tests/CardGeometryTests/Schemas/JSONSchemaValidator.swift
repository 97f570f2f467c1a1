import Foundation

@testable import CardGeometry
@testable import CardGeometryCore
@testable import SheetCards

/// A small JSON Schema (draft 2020-12) validator for exactly the keywords
/// JSONSchemaGenerator emits; any other keyword is reported as a problem,
/// so that the generator cannot emit what this validator skips.
struct JSONSchemaValidator {
    let root: JSONValue

    /// Keywords that only annotate.
    static let annotations: Set<String> = ["$schema", "$id", "$defs", "title", "description", "default"]

    /// The problems of `instance`, each `path: message`; empty when valid.
    func problems(_ instance: JSONValue) -> [String] {
        var problems: [String] = []
        check(instance, against: root, at: "(root)", into: &problems)
        return problems
    }

    private func check(_ instance: JSONValue, against schema: JSONValue, at path: String, into problems: inout [String]) {
        guard case .object(let keywords) = schema else {
            problems.append("\(path): schema is not an object")
            return
        }
        for member in keywords.members {
            let value = member.value
            switch member.key {
            case let key where Self.annotations.contains(key):
                continue
            case "$ref":
                guard case .string(let reference) = value, reference.hasPrefix("#/$defs/"),
                    case .object(let top) = root, case .object(let defs)? = top["$defs"],
                    let target = defs[String(reference.dropFirst("#/$defs/".count))]
                else {
                    problems.append("\(path): unresolvable $ref \(value)")
                    continue
                }
                check(instance, against: target, at: path, into: &problems)
            case "type":
                let names: [String]
                switch value {
                case .string(let name): names = [name]
                case .array(let list): names = list.compactMap { if case .string(let name) = $0 { name } else { nil } }
                default: names = []
                }
                if !names.contains(where: { Self.isOfType(instance, $0) }) {
                    problems.append("\(path): not of type \(names.joined(separator: " or "))")
                }
            case "enum":
                guard case .array(let allowed) = value else { continue }
                if !allowed.contains(instance) { problems.append("\(path): not one of the enum") }
            case "const":
                if instance != value { problems.append("\(path): not the const \(value)") }
            case "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum":
                guard case .number(let bound) = value, let number = Self.number(instance) else { continue }
                let isAllowed =
                    switch member.key {
                    case "minimum": number >= bound
                    case "maximum": number <= bound
                    case "exclusiveMinimum": number > bound
                    default: number < bound
                    }
                if !isAllowed { problems.append("\(path): \(member.key) \(bound)") }
            case "pattern":
                guard case .string(let pattern) = value, case .string(let text) = instance else { continue }
                let expression = try! NSRegularExpression(pattern: pattern)
                let range = NSRange(text.startIndex..., in: text)
                if expression.firstMatch(in: text, range: range) == nil {
                    problems.append("\(path): does not match \(pattern)")
                }
            case "properties":
                guard case .object(let properties) = value, case .object(let object) = instance else { continue }
                for property in properties.members {
                    guard let member = object[property.key] else { continue }
                    check(member, against: property.value, at: path + "." + property.key, into: &problems)
                }
            case "required":
                guard case .array(let names) = value, case .object(let object) = instance else { continue }
                for case .string(let name) in names where object[name] == nil {
                    problems.append("\(path).\(name): required")
                }
            case "items":
                guard case .array(let elements) = instance else { continue }
                for (index, element) in elements.enumerated() {
                    check(element, against: value, at: "\(path)[\(index)]", into: &problems)
                }
            case "minItems", "maxItems":
                guard case .number(let bound) = value, case .array(let elements) = instance else { continue }
                let count = Double(elements.count)
                if member.key == "minItems" ? count < bound : count > bound {
                    problems.append("\(path): \(member.key) \(bound)")
                }
            case "minLength":
                guard case .number(let bound) = value, case .string(let text) = instance else { continue }
                // JSON Schema counts code points.
                if Double(text.unicodeScalars.count) < bound { problems.append("\(path): minLength \(bound)") }
            case "additionalProperties":
                guard case .object(let object) = instance else { continue }
                var listed: [String] = []
                if case .object(let properties)? = keywords["properties"] { listed = properties.keys }
                for member in object.members where !listed.contains(member.key) {
                    check(member.value, against: value, at: path + "." + member.key, into: &problems)
                }
            case "anyOf", "oneOf":
                guard case .array(let branches) = value else { continue }
                let passing = branches.filter { branch in
                    var branchProblems: [String] = []
                    check(instance, against: branch, at: path, into: &branchProblems)
                    return branchProblems.isEmpty
                }.count
                if member.key == "anyOf" ? passing == 0 : passing != 1 {
                    problems.append("\(path): \(passing) of the \(member.key) branches match")
                }
            case "allOf":
                guard case .array(let branches) = value else { continue }
                for branch in branches { check(instance, against: branch, at: path, into: &problems) }
            case "if":
                // The condition only picks whether `then` applies.
                var conditionProblems: [String] = []
                check(instance, against: value, at: path, into: &conditionProblems)
                if conditionProblems.isEmpty, let then = keywords["then"] {
                    check(instance, against: then, at: path, into: &problems)
                }
            case "then":
                continue  // read with `if`
            case "not":
                var branchProblems: [String] = []
                check(instance, against: value, at: path, into: &branchProblems)
                if branchProblems.isEmpty { problems.append("\(path): matches what it must not") }
            default:
                problems.append("\(path): keyword \(member.key) is not supported by this validator")
            }
        }
    }

    private static func number(_ value: JSONValue) -> Double? {
        switch value {
        case .number(let number): number
        case .unrepresentableNumber(let text): text.hasPrefix("-") ? -.infinity : .infinity
        default: nil
        }
    }

    private static func isOfType(_ value: JSONValue, _ type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object):
            true
        case ("number", .number), ("number", .unrepresentableNumber):
            true
        case ("integer", .number(let number)):
            number.rounded() == number
        default:
            false
        }
    }
}
