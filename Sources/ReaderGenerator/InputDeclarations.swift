import Foundation

/// The declarations of one kind's input types, as its `Input/` files write
/// them: each type marked `// @input NAME` and each of its fields marked
/// `// @field TYPE`, the marker just above the declaration's doc comment
/// (docs/field-descriptions.md shows the forms). Read line by line: the
/// marked forms are plain and the generator accepts nothing else.
struct InputDeclarations {
    /// A marked input type.
    struct InputType {
        /// The Swift type (`SheetCard`).
        var swiftName: String
        /// The name its description gives the object (`card`).
        var objectName: String
        /// The first paragraph of the type's doc comment.
        var meaning: String
        /// For the document's top level: the kind's `LayoutKind` expression.
        var rootKind: String?
        /// For the document's top level: the name of the reader type.
        var readerName: String?
        /// For the document's top level: the kind's `LayoutSystem`.
        var systemName: String?
        /// `tag: FIELD`: for one type of a union told apart by a key
        /// (Storyly's template elements by `type`), the hand-written
        /// `FieldDescription` of that key: listed first in the type's
        /// description and left to the union's reader, which reads it first.
        var tagField: String?
        /// For the document's top level of the kind read when `kind` is
        /// absent (`default-kind: a Storyteller card`): what such an input is.
        var defaultKindNoun: String?
        /// The stored properties, in declaration order (document order).
        var properties: [Property] = []
        /// The file it is declared in, for errors.
        var file: String
        /// Whether its body declares `init(reading:)`, which keeps Swift
        /// from synthesizing the memberwise initializer the generated one
        /// replaces.
        var declaresReadingInit = false
        /// `finish: NAME`: the type's hand-written
        /// `static func NAME(_ value: Self, _ reader: ObjectReader) -> Self`
        /// completes the value read from the object's reader, with what no
        /// field says (Braze keeps a ratio as written, for its warning).
        var finishHook: String?
        /// `// @variant` lines: the same fields under another object name,
        /// with other defaults (InputDeclarations+Variants.swift).
        var variants: [Variant] = []
    }

    /// A stored property of an input type.
    struct Property {
        var swiftName: String
        /// The Swift type as written (`Double?`, `[SheetCard]`).
        var swiftType: String
        /// The initial value as written, if any; or the default its
        /// `@field` gives (`default: VALUE`) in a type built from what is
        /// read (``defaultIsInMarker``).
        var initialValue: String?
        /// Whether ``initialValue`` is the `@field`'s `default:`, the
        /// property having none of its own.
        var defaultIsInMarker = false
        /// The field, when the property is one.
        var field: Field?
        var line: Int
        /// `// @oneOf`: the property's enumeration is a choice of keys, exactly
        /// one of which the object holds (InputDeclarations+OneOf.swift).
        var isOneOf = false
    }

    /// What a `// @field` marker says.
    struct Field {
        /// The JSON key (the property's name unless `name:` says otherwise).
        var jsonName: String
        /// The `FieldType` expression, as written.
        var typeExpression: String
        var isRequired: Bool
        /// What the default means when a JSON value cannot say it.
        var defaultNote: String?
        /// The first paragraph of the property's doc comment.
        var meaning: String
        /// `read: NAME`: the type's hand-written `static func NAME(_:_:)`
        /// reads the value (a union, a value with a warning), given the
        /// object's reader and the field's description.
        var readHook: String?
        /// `check: NAME`: a rule on the value alone that its type cannot
        /// say; the type's hand-written `static func NAME(_:_:in:)` checks
        /// the value as it is read and in `checkFields(at:)`.
        var checkHook: String?
        /// `unique in: COLLECTION`: no two elements of the array that holds
        /// the object may have the same value ("the array").
        var uniqueIn: String?
        /// `default: VALUE`: the Swift default of a property declared without
        /// an initial value (in a type built from what is read, whose every
        /// initializer would build an initial value and throw it away).
        var swiftDefault: String?
        /// `VARIANT = VALUE`: the field's Swift default in a variant of its type.
        var variantValues: [String: String] = [:]
        /// `VARIANT note: TEXT`: the field's default note in a variant.
        var variantNotes: [String: String] = [:]
    }

    var types: [InputType] = []
    /// The `// @oneOf` enumerations, whose cases are alternative keys.
    var oneOfs: [OneOf] = []
    /// The modules the declarations import besides the core (`CardText`),
    /// which the generated file imports too.
    var imports: Set<String> = []

    /// Reads the marked types of one file.
    mutating func read(source: String, file: String) throws(GeneratorError) {
        let lines = DeclarationScanner<InputType>.lines(of: source)
        var scanner = DeclarationScanner<InputType>()
        var pendingType: (objectName: String, kind: String?, reader: String?, system: String?)?
        var pendingTag: String?
        var pendingVariants: [Variant] = []
        var pendingOneOf: Int?
        var openOneOf: (oneOf: OneOf, bodyDepth: Int)?
        var defaultKindNoun: String?
        var pendingField: (line: Int, text: String)?
        var pendingFinish: String?
        // The type a top-level `extension NAME {` extends: a marked type in
        // its body is `NAME.Type` (StorytellerCardInput.Card).
        var extended: String?
        for (lineNumber, line) in lines {
            let depth = scanner.depth
            let bodyDepth = scanner.bodyDepth
            // Where a marked type may be declared: the body of the marked
            // type it is nested in, an extension's body, or the top level.
            let typeDepth = bodyDepth ?? (extended == nil ? 0 : 1)
            let outer = scanner.open.last.map { $0.type.swiftName + "." } ?? extended.map { $0 + "." } ?? ""
            if depth == 0, let name = Self.extendedType(line) {
                extended = name
            } else if let module = scanner.importedModule(line) {
                imports.insert(module)
            } else if line.hasPrefix("// @input ") {
                var text = String(line.dropFirst("// @input ".count))
                defaultKindNoun = nil
                if let range = text.range(of: " default-kind: ") {
                    defaultKindNoun = String(text[range.upperBound...])
                    text = String(text[..<range.lowerBound])
                }
                let words = text.split(separator: " ").map(String.init)
                guard let name = words.first else { throw GeneratorError(file, lineNumber, "@input needs a name") }
                var kind: String?
                var reader: String?
                var system: String?
                var finish: String?
                var rest = words.dropFirst()
                while let word = rest.first {
                    rest = rest.dropFirst()
                    switch word {
                    case "kind:": kind = rest.first; rest = rest.dropFirst()
                    case "reader:": reader = rest.first; rest = rest.dropFirst()
                    case "system:": system = rest.first; rest = rest.dropFirst()
                    case "tag:": pendingTag = rest.first; rest = rest.dropFirst()
                    case "finish:": finish = rest.first; rest = rest.dropFirst()
                    default: throw GeneratorError(file, lineNumber, "unknown @input option \(word)")
                    }
                }
                pendingType = (name, kind, reader, system)
                pendingFinish = finish
                pendingVariants = []
                scanner.startsDeclaration()
            } else if line.hasPrefix("// @variant ") {
                pendingVariants.append(try Self.variant(line, file: file, line: lineNumber))
            } else if line == "// @oneOf" {
                pendingOneOf = lineNumber
                scanner.startsDeclaration()
            } else if line.hasPrefix("// @field ") {
                pendingField = (lineNumber, String(line.dropFirst("// @field ".count)))
                scanner.startsDeclaration()
            } else if scanner.readsDocComment(line) || scanner.isSpacing(line) {
                // A doc comment, attributes, and blank lines between declarations.
            } else if depth == typeDepth, let marker = pendingType, let name = Self.declaredStruct(line) {
                var type = InputType(
                    swiftName: outer + name, objectName: marker.objectName, meaning: scanner.meaning,
                    rootKind: marker.kind, readerName: marker.reader, systemName: marker.system, file: file)
                type.variants = pendingVariants
                type.defaultKindNoun = defaultKindNoun
                type.tagField = pendingTag
                type.finishHook = pendingFinish
                pendingTag = nil
                pendingVariants = []
                scanner.enter(type, declaredOn: line, place: types.count)
                types.append(type)
                pendingType = nil
            } else if depth == typeDepth, pendingOneOf != nil, let name = Self.declaredEnum(line) {
                openOneOf = (OneOf(swiftName: outer + name, file: file), depth + Self.braceBalance(line))
                pendingOneOf = nil
            } else if let current = openOneOf, depth == current.bodyDepth, let (name, payload) = Self.enumCase(line) {
                guard let marker = pendingField else {
                    throw GeneratorError(file, lineNumber, "\(name): a case of a @oneOf enumeration needs a @field")
                }
                let field = try Self.field(
                    marker.text, property: name, meaning: scanner.meaning, file: file, line: marker.line)
                openOneOf!.oneOf.cases.append(
                    Property(swiftName: name, swiftType: payload + "?", initialValue: nil, field: field, line: lineNumber))
                pendingField = nil
            } else if depth == bodyDepth, let (name, type, value) = Self.storedProperty(line) {
                var property = Property(swiftName: name, swiftType: type, initialValue: value, line: lineNumber)
                if pendingOneOf != nil {
                    property.isOneOf = true
                    pendingOneOf = nil
                }
                if let marker = pendingField {
                    property.field = try Self.field(
                        marker.text, property: name, meaning: scanner.meaning, file: file, line: marker.line)
                    if let swiftDefault = property.field?.swiftDefault {
                        guard value == nil else {
                            throw GeneratorError(
                                file, marker.line, "\(name): a default is given once, by `default:` or as the initial value")
                        }
                        property.initialValue = swiftDefault
                        property.defaultIsInMarker = true
                    }
                }
                scanner.open[scanner.open.count - 1].type.properties.append(property)
                pendingField = nil
            } else if depth == bodyDepth, line.contains("init(reading reader: ObjectReader") {
                scanner.open[scanner.open.count - 1].type.declaresReadingInit = true
            } else if let marker = pendingField, depth == bodyDepth {
                throw GeneratorError(file, marker.line, "@field is not followed by a `public var`")
            }
            let closed = scanner.end(line)
            if !line.hasPrefix("//") {
                if scanner.depth == 0 { extended = nil }
                if let current = openOneOf, scanner.depth < current.bodyDepth {
                    oneOfs.append(current.oneOf)
                    openOneOf = nil
                }
            }
            if let (type, place) = closed {
                guard type.declaresReadingInit else {
                    throw GeneratorError(
                        file, lineNumber,
                        "\(type.swiftName) must declare `init(reading reader: ObjectReader) throws(CardLayoutError) "
                            + "{ self = try Self.read(reader) }` in its body, so that Swift synthesizes no memberwise "
                            + "initializer beside the generated one")
                }
                types[place] = type
            }
        }
        if pendingType != nil { throw GeneratorError(file, lines.count, "@input is not followed by a `public struct`") }
    }

    /// `public struct Name: …` or `public struct Name {`.
    static func declaredStruct(_ line: String) -> String? {
        guard line.hasPrefix("public struct ") else { return nil }
        let rest = line.dropFirst("public struct ".count)
        return String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    /// `public var name: Type = value` (a stored property; computed ones
    /// have a body in braces).
    static func storedProperty(_ line: String) -> (String, String, String?)? {
        guard line.hasPrefix("public var "), !line.contains("{") else { return nil }
        let rest = line.dropFirst("public var ".count)
        guard let colon = rest.firstIndex(of: ":") else { return nil }
        let name = String(rest[..<colon])
        let afterColon = rest[rest.index(after: colon)...]
        if let equals = afterColon.range(of: " = ") {
            return (
                name, afterColon[..<equals.lowerBound].trimmed(),
                afterColon[equals.upperBound...].trimmed()
            )
        }
        return (name, afterColon.trimmed(), nil)
    }

    /// A `@field` marker: `TYPE`, then options after ` | `: `required`,
    /// `name: KEY`, `note: TEXT`.
    static func field(_ text: String, property: String, meaning: String, file: String, line: Int)
        throws(GeneratorError) -> Field
    {
        let parts = text.components(separatedBy: " | ")
        var field = Field(
            jsonName: property, typeExpression: parts[0].trimmed(), isRequired: false,
            defaultNote: nil, meaning: meaning, readHook: nil, checkHook: nil, uniqueIn: nil)
        for option in parts.dropFirst() {
            let option = option.trimmed()
            if option == "required" {
                field.isRequired = true
            } else if option.hasPrefix("name: ") {
                field.jsonName = String(option.dropFirst("name: ".count))
            } else if option.hasPrefix("note: ") {
                field.defaultNote = String(option.dropFirst("note: ".count))
            } else if option.hasPrefix("read: ") {
                field.readHook = String(option.dropFirst("read: ".count))
            } else if option.hasPrefix("check: ") {
                field.checkHook = String(option.dropFirst("check: ".count))
            } else if option.hasPrefix("unique in: ") {
                field.uniqueIn = String(option.dropFirst("unique in: ".count))
            } else if option.hasPrefix("default: ") {
                field.swiftDefault = String(option.dropFirst("default: ".count))
            } else if let (variant, value) = Self.variantOption(option, " = ") {
                field.variantValues[variant] = value
            } else if let (variant, note) = Self.variantOption(option, " note: ") {
                field.variantNotes[variant] = note
            } else {
                throw GeneratorError(file, line, "unknown @field option '\(option)'")
            }
        }
        guard !meaning.isEmpty else { throw GeneratorError(file, line, "\(property): a field needs a doc comment") }
        if field.uniqueIn != nil, !field.isRequired {
            throw GeneratorError(file, line, "\(property): a field unique in its array must be `required`")
        }
        return field
    }

    /// The first paragraph of a doc comment, its lines joined.
    static func firstParagraph(_ lines: [String]) -> String {
        lines.prefix { !$0.isEmpty }.joined(separator: " ")
    }

    /// `{` minus `}` outside string literals.
    static func braceBalance(_ line: String) -> Int {
        var balance = 0
        var inString = false
        var previous: Character = " "
        for character in line {
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString {
                if character == "{" { balance += 1 }
                if character == "}" { balance -= 1 }
            }
            previous = character
        }
        return balance
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces.
    func trimmed() -> String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}

/// Why a declaration cannot be generated from, with where it is.
struct GeneratorError: Error, CustomStringConvertible {
    var description: String

    init(_ file: String, _ line: Int, _ message: String) {
        description = "\(file):\(line): \(message)"
    }
}
