/// The generated parts of variants (InputDeclarations+Variants.swift): each
/// variant's description and its defaults, and where a property of a type
/// with variants starts reading.
extension ReaderSource {
    /// Throws unless every variant a field names is declared, and the type
    /// can start from `Self()` (no required field).
    func checkVariants(_ type: InputDeclarations.InputType) throws(GeneratorError) {
        let names = Set(type.variants.map(\.objectName))
        for property in type.properties {
            guard let field = property.field else { continue }
            for variant in Set(field.variantValues.keys).union(field.variantNotes.keys) where !names.contains(variant) {
                throw GeneratorError(type.file, property.line, "\(property.swiftName): no `// @variant \(variant)` on \(type.swiftName)")
            }
            if !type.variants.isEmpty, field.isRequired {
                throw GeneratorError(type.file, property.line, "\(property.swiftName): a type with variants has no required field")
            }
        }
    }

    /// For each variant: its changed fields (`enum SubHeadingFields`), its
    /// description (`subHeadingDescription`) and its defaults (`subheading`).
    func variantDescriptions(_ type: InputDeclarations.InputType, _ readings: [String: Reading]) throws(GeneratorError)
        -> String
    {
        var out = ""
        let fields = type.properties.filter { $0.field != nil }
        for variant in type.variants {
            let name = variant.objectName
            let enumName = name.prefix(1).uppercased() + name.dropFirst() + "Fields"
            var listed: [String] = []
            var changed = ""
            var values: [String] = []
            for property in fields {
                var field = property.field!
                let value = field.variantValues[name]
                let note = field.variantNotes[name]
                guard value != nil || note != nil else {
                    listed.append("Fields.\(property.swiftName)")
                    continue
                }
                var variantProperty = property
                if let value {
                    variantProperty.initialValue = value
                    values.append("\(property.swiftName): \(value)")
                    field.defaultNote = note
                } else {
                    field.defaultNote = note
                }
                changed += "        static let \(property.swiftName) = FieldDescription(\n"
                changed += "            " + (try descriptionArguments(field, variantProperty, readings[property.swiftName]!, type))
                changed += ")\n"
                listed.append("\(enumName).\(property.swiftName)")
            }
            out += "    /// The fields of `\(name)` whose defaults differ from `\(type.objectName)`'s.\n"
            out += "    enum \(enumName) {\n" + changed + "    }\n\n"
            out += "    /// The fields of `\(name)`, in document order.\n"
            out += "    static let \(name)Description = ObjectDescription(\n"
            out += "        \(Self.literal(name)), \(Self.literal(variant.meaning)),\n"
            out += "        fields: [\(listed.joined(separator: ", "))])\n\n"
            out += "    /// The defaults of `\(name)`: \(variant.meaning)\n"
            out += "    public static let \(variant.valueName) = Self(\(values.joined(separator: ", ")))\n\n"
        }
        return out
    }

    /// A field description's arguments, as the type's own `Fields` write
    /// them: name, type, default or note, meaning.
    func descriptionArguments(
        _ field: InputDeclarations.Field, _ property: InputDeclarations.Property, _ reading: Reading,
        _ type: InputDeclarations.InputType
    ) throws(GeneratorError) -> String {
        var arguments = [Self.literal(field.jsonName), field.typeExpression]
        let json = Self.jsonDefault(field, property, reading)
        if let json { arguments.append("default: " + json) }
        if let note = field.defaultNote { arguments.append("defaultNote: " + Self.literal(note)) }
        if json == nil, field.defaultNote == nil, !property.swiftType.hasSuffix("?") {
            throw GeneratorError(
                type.file, property.line, "\(property.swiftName): a default JSON cannot say needs `| note: …` on its @field")
        }
        arguments.append(Self.literal(field.meaning))
        return arguments.joined(separator: ", ")
    }

    /// `value` named in full when it is an implicit member (`.white` of
    /// `RGBAColor`), so that its `fieldDefault` can be asked.
    static func qualified(_ value: String, type: String) -> String {
        value.hasPrefix(".") ? type + value : value
    }

    /// A hook's call: `Self.NAME`, or the function as written when it is
    /// qualified (`Theme.readColor`), so that types can share one.
    static func call(_ hook: String) -> String {
        hook.contains(".") ? hook : "Self." + hook
    }

    /// Whether a field of this declared type has a range the typed check
    /// applies, whoever reads it.
    static func isRangeType(_ typeExpression: String) -> Bool {
        typeExpression.hasPrefix(".number(") || typeExpression.hasPrefix(".integer(")
            || typeExpression.hasPrefix(".integerChoice(")
    }

    /// Reads `.array(.string, …)`: each element a string, checked as read.
    func stringArrayReading(_ name: String, into target: String) -> String {
        var out = "                if let elements = try reader.array(Fields.\(name)) {\n"
        out += "                    var values: [String] = []\n"
        out += "                    values.reserveCapacity(elements.count)\n"
        out += "                    for (index, element) in elements.enumerated() {\n"
        out += "                        guard let value = element.string else {\n"
        out += "                            throw .invalid(reader.path(Fields.\(name).name).appending(index: index), element.jsonValue, allowed: \"a string\")\n"
        out += "                        }\n"
        out += "                        values.append(value)\n"
        out += "                    }\n"
        out += "                    \(target) = values\n"
        out += "                }\n"
        return out
    }
}
