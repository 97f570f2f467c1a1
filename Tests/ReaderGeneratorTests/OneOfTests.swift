import Testing

@testable import ReaderGenerator

/// `// @oneOf`: an enumeration whose cases are alternative keys of the
/// object holding it, exactly one of which is given (Storyteller's `card`
/// and `collection`).
@Suite("Generated readers: a choice of keys")
struct OneOfTests {
    static let source = """
        // @input shelf
        /// A shelf.
        public struct Shelf: Hashable, Sendable {
            // @field .number(.positiveLength)
            /// How long it is.
            public var length: Double = 90
            // @oneOf
            /// What it holds.
            public var content: Content
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }

            // @oneOf
            /// What a shelf holds.
            public enum Content: Hashable, Sendable {
                // @field .object(Book.fieldDescription) | note: none
                /// One book.
                case book(Book)
                // @field .object(Box.fieldDescription) | note: none
                /// A box of things.
                case box(Box)
            }
        }

        // @input book
        /// A book.
        public struct Book: Hashable, Sendable {
            // @field .integer(1...999)
            /// Its pages.
            public var pages: Int = 100
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
        }

        // @input box
        /// A box.
        public struct Box: Hashable, Sendable {
            // @field .string | note: none
            /// Its label.
            public var label: String?
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
        }
        """

    static func generate(_ source: String) throws(GeneratorError) -> String {
        var declarations = InputDeclarations()
        try declarations.read(source: source, file: "Shelf.swift")
        return try ReaderSource(declarations: declarations, module: "Things").write()
    }

    @Test("Each case is a field of the holding object, in the property's place, and the description says exactly one")
    func descriptions() throws {
        let text = try Self.generate(Self.source)
        #expect(text.contains(#"static let book = FieldDescription("#))
        #expect(text.contains(#""book", .object(Book.fieldDescription), defaultNote: "none", "One book.")"#))
        #expect(text.contains(#""box", .object(Box.fieldDescription), defaultNote: "none", "A box of things.")"#))
        #expect(text.contains("fields: [Fields.length, Fields.book, Fields.box], exactlyOne: [Fields.book.name, Fields.box.name])"))
        #expect(text.contains("public init(length: Double = 90, content: Content)"))
    }

    @Test("A second key is refused before its value is read, none when the object ends")
    func reading() throws {
        let text = try Self.generate(Self.source)
        #expect(text.contains("""
                        case 2?:  // "box"
                            if let object = try reader.object(Fields.box) {
                                guard content == nil else {
                                    throw .invalid(reader.path, "both", allowed: Self.fieldDescription.exactlyOneAllowed)
                                }
                                content = .box(try Box.read(object))
                            }
            """))
        #expect(text.contains(#"throw .invalid(reader.path, "neither", allowed: Self.fieldDescription.exactlyOneAllowed)"#))
    }

    @Test("A typed value checks the case it holds")
    func checks() throws {
        let text = try Self.generate(Self.source)
        #expect(text.contains("case .book(let value):\n            try value.checkFields(at: path().appending(Fields.book.name))"))
        #expect(text.contains("case .box: break"))
    }

    @Test("A case without a @field is refused")
    func caseNeedsField() {
        let source = Self.source.replacingOccurrences(of: "        // @field .object(Box.fieldDescription) | note: none\n", with: "")
        #expect(throws: GeneratorError.self) { try Self.generate(source) }
    }
}
