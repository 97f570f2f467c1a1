/// Two forms of the generated readers that keep reading fast (measured on
/// Storyteller's deeply nested theme, docs/performance.md).
extension ReaderSource {
    /// Whether a type is read into a value that holds its defaults
    /// (`read(_:into:)`): every property has a default (no required field,
    /// no choice of keys) and no `finish:` hook completes it. A parent then reads such an object in place,
    /// into its own default (a variant's) already there: no default
    /// subtree is built and then replaced, and no value copied up level by
    /// level (Storyteller's theme holds three text styles and a button).
    func readsInto(_ type: InputDeclarations.InputType) -> Bool {
        type.rootKind == nil && type.finishHook == nil
            && type.properties.allSatisfy { property in
                !property.isOneOf && !(property.field?.isRequired ?? false)
                    && (property.initialValue != nil || property.swiftType.hasSuffix("?"))
            }
    }

    /// ``readsInto(_:)`` of the declared type of that name (not one of the core's).
    func readsInto(_ typeName: String) -> Bool {
        declarations.types.first { $0.swiftName == typeName }.map(readsInto) ?? false
    }

    /// `public init() {}` for a type read into a value (``readsInto(_:)``):
    /// every property from its initial value alone. An initializer that
    /// assigns its parameters first evaluates every initial value too, so
    /// building the defaults through the memberwise one built each nested
    /// default twice, and twice again at each level below.
    func defaultsInitializer(_ type: InputDeclarations.InputType) -> String {
        guard readsInto(type) else { return "" }
        return "    /// Every field at its default, each built once (the memberwise `init` builds\n"
            + "    /// the properties' defaults before it assigns its own).\n"
            + "    public init() {}\n\n"
    }

    /// Throws unless the type's defaults are where its readers build them
    /// once. A type read in place starts from `Self()`, so from its
    /// properties' initial values, and gives no `default:`. A type built
    /// from what is read (`Self(…)` from locals: a top level, a type with
    /// a required field or a choice of keys) builds each initial value in
    /// every initializer, its generated memberwise one included, and then
    /// replaces it with the value read: so a default that builds something
    /// (an object, an array, a call) is its field's `default:`, and the
    /// property has no initial value (``costsNothing(_:)``: a number, a
    /// string literal or an enumeration's `.case` may stay). The top level's `warnings` has no initial value either.
    func checkDefaults(_ type: InputDeclarations.InputType) throws(GeneratorError) {
        let builtFromLocals = !readsInto(type)
        for property in type.properties {
            if !builtFromLocals, property.defaultIsInMarker {
                throw GeneratorError(
                    type.file, property.line,
                    "\(property.swiftName): a type read in place starts from `init()`, its properties' initial values: "
                        + "give this default as the initial value, not as `default:`")
            }
            guard builtFromLocals, !property.defaultIsInMarker, let value = property.initialValue else { continue }
            if property.field == nil {
                guard type.rootKind != nil, property.swiftName == "warnings" else { continue }
                throw GeneratorError(
                    type.file, property.line,
                    "warnings: declare it without an initial value (the generated initializer's default is `[]`), "
                        + "so that no initializer builds a list to throw away")
            }
            guard !Self.costsNothing(value) else { continue }
            throw GeneratorError(
                type.file, property.line,
                "\(property.swiftName): a type built from what is read gives this default as `| default: \(value)` on "
                    + "its @field, the property without an initial value: every initializer would build it and throw it away")
        }
    }

    /// Whether an initial value builds nothing: a number, `true`, `false`,
    /// `nil`, a string literal (a constant text, never allocated) or a
    /// member (`.case`, `.constant`).
    static func costsNothing(_ value: String) -> Bool {
        if ["true", "false", "nil"].contains(value) { return true }
        if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { return true }
        if value.hasPrefix("."), value.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return true }
        return !value.isEmpty && value.allSatisfy { $0.isNumber || "-._".contains($0) }
    }

    /// The name of the module's own choice reader.
    static let choiceReader = "choiceOfThisModule"

    /// ``ObjectReader/choice(_:_:)`` compiled in the generated file's module:
    /// the core's generic is not specialized for the module's own
    /// enumerations (a `package` type's generic method is not, across
    /// modules), so each call looked up generic metadata; this one the
    /// module's optimizer specializes. A value is compared with each name
    /// where it is written: `init(rawValue:)` made its text and then
    /// compared it with every name in turn (about 460 instructions for
    /// Storyteller's seven aspect ratios).
    static let choiceReaderSource = """

        extension ObjectReader {
            /// ``ObjectReader/choice(_:_:)``, specialized by this module's optimizer
            /// for each enumeration it reads.
            fileprivate func \(choiceReader)<Choice: RawRepresentable & CaseIterable>(
                _ field: FieldDescription, _: Choice.Type
            ) throws(CardLayoutError) -> Choice? where Choice.RawValue == String {
                guard let value = member(field) else { return nil }
                // Each name compared with the value where it is written
                // (most differ in length; no text made), then, for a value
                // none matches byte for byte, the enumeration's own comparison.
                for choice in Choice.allCases where value.isString(choice.rawValue) { return choice }
                guard let name = value.string, let choice = Choice(rawValue: name) else {
                    throw notAChoice(field.name, value.jsonValue, names: Choice.allCases.map(\\.rawValue))
                }
                return choice
            }
        }

        """
}
