import Foundation

/// The declarations of one kind's output types, as its `Output/` files
/// write them: each written type marked `// @output NAME` and each of its
/// written members marked `// @key …`, the marker just above the
/// declaration's doc comment (docs/field-descriptions.md, "Output
/// declarations"). Read line by line, as ``InputDeclarations`` reads the
/// input: the marked forms are plain and the generator accepts nothing else.
struct OutputDeclarations {
    /// A marked output type.
    struct OutputType {
        /// The Swift type, in full (`WidgetStackLayout.Widget`).
        var swiftName: String
        /// The name its description gives the object: the output schema's
        /// `$defs` name and the article's table heading (`storifyMeWidget`).
        var objectName: String
        /// The first paragraph of the type's doc comment, or `meaning:`.
        var meaning: String
        /// Whether it is the kind's layout: the document's top level, which
        /// writes `schema` and `kind` first and conforms to `JSONWritable`.
        var isRoot = false
        /// The stored properties and constants, in declaration order.
        var members: [Member] = []
        /// The file it is declared in, for errors.
        var file: String
        /// Whether its body declares the unavailable `init()` that keeps
        /// Swift from synthesizing the memberwise initializer the generated
        /// one replaces.
        var declaresUnavailableInit = false
    }

    /// A stored property (`public var`) or a constant (`public static let`)
    /// of an output type.
    struct Member {
        var swiftName: String
        /// The Swift type as written (`Double?`, `[Story]`).
        var swiftType: String
        /// The initial value as written, if any.
        var initialValue: String?
        /// A `static let`: written as a constant member, not stored.
        var isConstant = false
        /// What its `// @key` marker says; `nil`: never written.
        var key: Key?
        var line: Int
    }

    /// What a `// @key` marker says.
    struct Key {
        /// The JSON key (the property's name unless `name:` says otherwise).
        var jsonName: String
        /// The `FieldType` expression, as written; `nil`: from the Swift type.
        var typeExpression: String?
        /// The first paragraph of the property's doc comment.
        var meaning: String
        /// `inline`: the part's own keys are written in its place, in the
        /// parent object (no object of its own).
        var isInline = false
        /// `after: KEY`: written right after that key of the same object
        /// (counting the keys of inline parts), not in declaration order.
        var after: String?
        /// `write: NAME`: the type's hand-written
        /// `static func NAME<Sink: JSONSink>(_ value: T, to sink: inout Sink)`
        /// writes the value, after its key.
        var writeHook: String?
        /// `omitted when nil`: a nil value leaves the key out instead of
        /// writing `null`.
        var omittedWhenNil = false
    }

    var types: [OutputType] = []
    /// The modules the declarations import besides the core, which the
    /// generated file imports too.
    var imports: Set<String> = []

    /// The line an output type's body must hold, so that Swift synthesizes
    /// no memberwise initializer beside the generated one.
    static let unavailableInit = "@available(*, unavailable) init() { fatalError() }"

    /// Reads the marked types of one file.
    mutating func read(source: String, file: String) throws(GeneratorError) {
        let lines = DeclarationScanner<OutputType>.lines(of: source)
        var scanner = DeclarationScanner<OutputType>()
        var pendingType: (objectName: String, isRoot: Bool, meaning: String?, line: Int)?
        var pendingKey: (line: Int, text: String)?
        // The type a top-level `extension NAME {` extends: a marked type
        // declared in it is nested in NAME (`extension BrazeFeedLayout`).
        var extended: String?
        for (lineNumber, line) in lines {
            let depth = scanner.depth
            let bodyDepth = scanner.bodyDepth
            if depth == 0 { extended = nil }
            if let module = scanner.importedModule(line) {
                imports.insert(module)
            } else if line.hasPrefix("// @output ") {
                let parts = line.dropFirst("// @output ".count).components(separatedBy: " | ")
                let name = parts[0].trimmed()
                guard !name.isEmpty, !name.contains(" ") else {
                    throw GeneratorError(file, lineNumber, "@output needs one name")
                }
                var isRoot = false
                var meaning: String?
                for option in parts.dropFirst().map({ $0.trimmed() }) {
                    if option == "root" {
                        isRoot = true
                    } else if option.hasPrefix("meaning: ") {
                        meaning = String(option.dropFirst("meaning: ".count))
                    } else {
                        throw GeneratorError(file, lineNumber, "unknown @output option '\(option)'")
                    }
                }
                pendingType = (name, isRoot, meaning, lineNumber)
                scanner.startsDeclaration()
            } else if line.hasPrefix("// @key") && (line == "// @key" || line.hasPrefix("// @key ")) {
                pendingKey = (lineNumber, String(line.dropFirst("// @key".count)).trimmed())
                scanner.startsDeclaration()
            } else if scanner.readsDocComment(line) {
                // Kept for the declaration below.
            } else if depth == bodyDepth, line == Self.unavailableInit {
                scanner.open[scanner.open.count - 1].type.declaresUnavailableInit = true
            } else if scanner.isSpacing(line) {
                // Attributes, and blank lines between declarations.
            } else if depth == 0, scanner.open.isEmpty, let name = InputDeclarations.extendedType(line) {
                extended = name
            } else if depth == (bodyDepth ?? (extended == nil ? 0 : 1)), let marker = pendingType,
                let name = InputDeclarations.declaredStruct(line)
            {
                let outer = scanner.open.last.map { $0.type.swiftName + "." } ?? extended.map { $0 + "." } ?? ""
                let meaning = marker.meaning ?? scanner.meaning
                guard !meaning.isEmpty else { throw GeneratorError(file, marker.line, "\(name): needs a doc comment") }
                let type = OutputType(
                    swiftName: outer + name, objectName: marker.objectName, meaning: meaning, isRoot: marker.isRoot,
                    file: file)
                scanner.enter(type, declaredOn: line, place: types.count)
                types.append(type)
                pendingType = nil
            } else if depth == bodyDepth, let (name, type, value, isConstant) = Self.member(line) {
                var member = Member(
                    swiftName: name, swiftType: type, initialValue: value, isConstant: isConstant, line: lineNumber)
                if let marker = pendingKey {
                    member.key = try Self.key(
                        marker.text, property: name, meaning: scanner.meaning, file: file, line: marker.line)
                    if isConstant, value?.hasPrefix("\"") != true {
                        throw GeneratorError(file, marker.line, "\(name): a constant member is a string literal")
                    }
                }
                if !isConstant || member.key != nil { scanner.open[scanner.open.count - 1].type.members.append(member) }
                pendingKey = nil
            } else if let marker = pendingKey, depth == bodyDepth {
                throw GeneratorError(file, marker.line, "@key is not followed by a `public var` or `public static let`")
            }
            if let (type, place) = scanner.end(line) {
                guard type.declaresUnavailableInit else {
                    throw GeneratorError(
                        file, lineNumber,
                        "\(type.swiftName) must declare `\(Self.unavailableInit)` in its body, so that Swift "
                            + "synthesizes no memberwise initializer beside the generated one")
                }
                types[place] = type
            }
        }
        if pendingType != nil { throw GeneratorError(file, lines.count, "@output is not followed by a `public struct`") }
    }

    /// `public var name: Type [= value]` (stored: no braces) or
    /// `public static let name[: Type] = value`.
    static func member(_ line: String) -> (String, String, String?, Bool)? {
        if let (name, type, value) = InputDeclarations.storedProperty(line) { return (name, type, value, false) }
        guard line.hasPrefix("public static let "), !line.contains("{") else { return nil }
        let rest = line.dropFirst("public static let ".count)
        guard let equals = rest.range(of: " = ") else { return nil }
        let declared = rest[..<equals.lowerBound]
        let value = rest[equals.upperBound...].trimmed()
        if let colon = declared.firstIndex(of: ":") {
            return (
                String(declared[..<colon]), declared[declared.index(after: colon)...].trimmed(), value, true
            )
        }
        return (declared.trimmed(), "String", value, true)
    }

    /// A `@key` marker: an optional `TYPE`, then options after ` | `.
    static func key(_ text: String, property: String, meaning: String, file: String, line: Int)
        throws(GeneratorError) -> Key
    {
        let parts = text.components(separatedBy: "|").map { $0.trimmed() }
        var key = Key(jsonName: property, typeExpression: parts[0].isEmpty ? nil : parts[0], meaning: meaning)
        for option in parts.dropFirst() {
            if option == "inline" {
                key.isInline = true
            } else if option == "omitted when nil" {
                key.omittedWhenNil = true
            } else if option.hasPrefix("name: ") {
                key.jsonName = String(option.dropFirst("name: ".count))
            } else if option.hasPrefix("after: ") {
                key.after = String(option.dropFirst("after: ".count))
            } else if option.hasPrefix("write: ") {
                key.writeHook = String(option.dropFirst("write: ".count))
            } else {
                throw GeneratorError(file, line, "unknown @key option '\(option)'")
            }
        }
        if !key.isInline, meaning.isEmpty {
            throw GeneratorError(file, line, "\(property): a key needs a doc comment")
        }
        if key.writeHook != nil, key.typeExpression == nil {
            throw GeneratorError(file, line, "\(property): a value written by a hook needs its TYPE on the @key")
        }
        return key
    }
}
