import Testing

@testable import ReaderGenerator

/// `// @variant`: one type's fields under several object names, each with
/// its own defaults (Storyteller's heading, subheading and button title).
@Suite("Generated readers: variants")
struct VariantTests {
    static let source = """
        // @input big
        // @variant small value: small | A small one.
        /// A big one.
        public struct Size: Hashable, Sendable {
            // @field .number(.positiveLength) | small = 2
            /// How wide it is.
            public var width: Double = 20
            // @field .number(.positiveLength) | note: as wide | small note: twice as wide
            /// How tall it is.
            public var height: Double?
            // @field .bool
            /// Whether it shows.
            public var shown: Bool = true
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
        }

        // @input box
        /// A box.
        public struct Box: Hashable, Sendable {
            // @field .object(Size.fieldDescription) | note: all defaults
            /// The outside.
            public var outside: Size = Size()
            // @field .object(Size.smallDescription) | note: all defaults
            /// The inside.
            public var inside: Size = .small
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
        }
        """

    static func generate(_ source: String) throws(GeneratorError) -> String {
        var declarations = InputDeclarations()
        try declarations.read(source: source, file: "Size.swift")
        return try ReaderSource(declarations: declarations, module: "Things").write()
    }

    @Test("A variant gets its description, with only the changed fields described again, and its defaults")
    func variantDescription() throws {
        let text = try Self.generate(Self.source)
        #expect(text.contains("enum SmallFields {"))
        #expect(text.contains(#""width", .number(.positiveLength), default: .number(2), "How wide it is.")"#))
        #expect(text.contains(#""height", .number(.positiveLength), defaultNote: "twice as wide", "How tall it is.")"#))
        #expect(text.contains(#"static let smallDescription = ObjectDescription("#))
        #expect(text.contains(#""small", "A small one.","#))
        #expect(text.contains("fields: [SmallFields.width, SmallFields.height, Fields.shown])"))
        #expect(text.contains("public static let small = Self(width: 2)"))
    }

    @Test("A property of a type with variants reads its object in place, into its own default; null keeps it")
    func readsIntoVariant() throws {
        let text = try Self.generate(Self.source)
        #expect(text.contains("static func read(_ reader: ObjectReader, into this: inout Self) throws(CardLayoutError) {"))
        #expect(text.contains("if let value = try reader.number(Fields.height) { this.height = value }"))
        #expect(text.contains("try Size.read(object, into: &this.inside)"))
        #expect(text.contains("try Size.read(object, into: &this.outside)"))
    }

    @Test("A variant the type does not declare is refused")
    func unknownVariant() {
        let source = Self.source.replacingOccurrences(of: "| small = 2", with: "| tiny = 2")
        #expect(throws: GeneratorError.self) { try Self.generate(source) }
    }

    @Test("A type with variants has no required field")
    func noRequiredField() {
        let source = Self.source.replacingOccurrences(of: "// @field .bool", with: "// @field .bool | required")
            .replacingOccurrences(of: "public var shown: Bool = true", with: "public var shown: Bool")
        #expect(throws: GeneratorError.self) { try Self.generate(source) }
    }
}
