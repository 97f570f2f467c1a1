import Testing

@testable import ReaderGenerator

/// The smaller forms Storyteller's declarations needed: types declared in
/// an extension, hooks shared by several types, hook-read numbers checked
/// by their range, defaults of colors and unions, arrays of strings, and
/// the kind read when `kind` is absent.
@Suite("Generated readers: field options")
struct FieldOptionTests {
    static let source = """
        import CardGeometryCore

        // @input lamp kind: .lamps reader: LampInputReader system: LampsSystem default-kind: a lamp
        /// A lamp.
        public struct Lamp: Hashable, Sendable {
            // @field .object(Lamp.Shade.fieldDescription) | note: all defaults | default: Lamp.Shade()
            /// Its shade.
            public var shade: Lamp.Shade
            public var warnings: [CardLayoutWarning]
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
        }

        extension Lamp {
            // @input shade
            /// A shade.
            public struct Shade: Hashable, Sendable {
                // @field .number(.nonNegativeLength) | read: Lamp.readNumber
                /// How wide it is.
                public var width: Double = 30
                // @field .color
                /// Its color.
                public var color: RGBAColor = .white
                // @field Lamp.Glow.fieldType | read: Lamp.readGlow | check: Lamp.checkGlow
                /// How it glows.
                public var glow: Lamp.Glow = .soft
                // @field .array(.string, count: ArrayCount(minimum: 0, maximum: 9, noun: "tags"))
                /// Its tags.
                public var tags: [String] = []
                init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
            }
        }
        """

    static func generate(_ source: String) throws(GeneratorError) -> String {
        var declarations = InputDeclarations()
        try declarations.read(source: source, file: "Lamp.swift")
        return try ReaderSource(declarations: declarations, module: "Lamps").write()
    }

    @Test("A marked type declared in an extension is named in full")
    func typeInExtension() throws {
        let text = try Self.generate(Self.source)
        #expect(text.contains("extension Lamp.Shade {"))
        #expect(text.contains("try Lamp.Shade.read(object, into: &shade)"))
    }

    @Test("A hook named in full is called as written; a number it reads is still checked by its range")
    func qualifiedHooks() throws {
        let text = try Self.generate(Self.source)
        #expect(text.contains("if let value = try Lamp.readNumber(reader, Fields.width) { this.width = value }"))
        #expect(text.contains("try Lamp.checkGlow(value, Fields.glow, in: reader.path)"))
        #expect(text.contains("try Fields.width.check(width, in: path())"))
        #expect(text.contains("try Lamp.checkGlow(glow, Fields.glow, in: path())"))
        // Its default is the declared type's.
        #expect(text.contains(#""width", .number(.nonNegativeLength), default: .number(30), "How wide it is.")"#))
    }

    @Test("A color's default, and a union's read by a hook, come from the value's fieldDefault")
    func valueDefaults() throws {
        let text = try Self.generate(Self.source)
        #expect(text.contains(#""color", .color, default: RGBAColor.white.fieldDefault, "Its color.")"#))
        #expect(text.contains(#""glow", Lamp.Glow.fieldType, default: Lamp.Glow.soft.fieldDefault, "How it glows.")"#))
    }

    @Test("An array of strings is read element by element and its count checked")
    func stringArrays() throws {
        let text = try Self.generate(Self.source)
        #expect(text.contains(#""tags", .array(.string, count: ArrayCount(minimum: 0, maximum: 9, noun: "tags")), default: .array([]), "Its tags.")"#))
        #expect(text.contains("guard let value = element.string else {"))
        #expect(text.contains(#"throw .invalid(reader.path(Fields.tags.name).appending(index: index), element.jsonValue, allowed: "a string")"#))
        #expect(text.contains("try Fields.tags.checkCount(tags.count, in: path())"))
    }

    @Test("The kind read when `kind` is absent has an optional kind field")
    func defaultKind() throws {
        let text = try Self.generate(Self.source)
        #expect(text.contains(#"static let kind = CommonFields.kind(.lamps, absentMeans: "a lamp")"#))
        #expect(text.contains("enum LampInputReader {"))
        let plain = try Self.generate(Self.source.replacingOccurrences(of: " default-kind: a lamp", with: ""))
        #expect(plain.contains("static let kind = CommonFields.kind(.lamps)\n"))
    }
}
