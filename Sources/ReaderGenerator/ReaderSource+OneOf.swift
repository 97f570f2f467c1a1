/// The generated parts of a choice of keys (InputDeclarations+OneOf.swift).
extension ReaderSource {
    /// The cases of the `@oneOf` enumeration a property holds.
    func oneOfCases(_ property: InputDeclarations.Property) -> [InputDeclarations.Property] {
        let name = Self.baseType(property.swiftType)
        let found = declarations.oneOfs.first { $0.swiftName == name }
            ?? declarations.oneOfs.first { $0.swiftName.hasSuffix("." + name) }
        return found?.cases ?? []
    }

    /// The object type a case holds.
    private func caseObject(_ property: InputDeclarations.Property, _ file: String) throws(GeneratorError) -> String {
        guard case .object(let name, _) = try Self.reading(property.field!, property) else {
            throw GeneratorError(file, property.line, "\(property.swiftName): a @oneOf case holds an `.object(…)`")
        }
        return resolve(name)
    }

    /// Each case's field description.
    func oneOfDescriptions(_ property: InputDeclarations.Property) throws(GeneratorError) -> String {
        let cases = oneOfCases(property)
        guard !cases.isEmpty else {
            throw GeneratorError("", property.line, "\(property.swiftName): no `// @oneOf` enumeration \(property.swiftType) with cases")
        }
        var out = ""
        for item in cases {
            let field = item.field!
            var arguments = [Self.literal(field.jsonName), field.typeExpression]
            if let note = field.defaultNote { arguments.append("defaultNote: " + Self.literal(note)) }
            arguments.append(Self.literal(field.meaning))
            out += "        static let \(item.swiftName) = FieldDescription(\n"
            out += "            " + arguments.joined(separator: ", ") + ")\n"
        }
        return out
    }

    /// `, exactlyOne: [...]` for the object's description, when it has a choice of keys.
    func oneOfExactlyOne(_ fields: [InputDeclarations.Property]) -> String {
        let names = fields.filter(\.isOneOf).flatMap { oneOfCases($0).map { "Fields.\($0.swiftName).name" } }
        return names.isEmpty ? "" : ", exactlyOne: [\(names.joined(separator: ", "))]"
    }

    /// The reader's cases: a second key given is "both", before its value is read.
    func oneOfReading(_ property: InputDeclarations.Property, _ indexes: [String: Int]) throws(GeneratorError) -> String {
        var out = ""
        let name = property.swiftName
        for item in oneOfCases(property) {
            let object = try caseObject(item, "")
            out += "            case \(Self.casePattern(indexes[item.swiftName]!, item.field!.jsonName))\n"
            out += "                if let object = try reader.object(Fields.\(item.swiftName)) {\n"
            out += "                    guard \(name) == nil else {\n"
            out += "                        throw .invalid(reader.path, \"both\", allowed: Self.fieldDescription.exactlyOneAllowed)\n"
            out += "                    }\n"
            out += "                    \(name) = .\(item.swiftName)(try \(object).read(object))\n"
            out += "                }\n"
        }
        return out
    }

    /// The typed check: the case's object, at its key.
    func oneOfChecks(_ property: InputDeclarations.Property) -> String {
        var out = "        switch \(property.swiftName) {\n"
        for item in oneOfCases(property) {
            let object = (try? caseObject(item, "")) ?? ""
            if hasChecks(object) {
                out += "        case .\(item.swiftName)(let value):\n"
                out += "            try value.checkFields(at: path().appending(Fields.\(item.swiftName).name))\n"
            } else {
                out += "        case .\(item.swiftName): break\n"
            }
        }
        out += "        }\n"
        return out
    }
}
