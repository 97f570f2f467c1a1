import Foundation
import Testing

@testable import ReaderGenerator

/// The generated readers are what the declarations make, and the generator
/// refuses declarations it cannot read.
@Suite("Generated readers")
struct GeneratedReadersTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("Every committed *.generated.swift is what `swift run generate-readers` writes now", arguments: GeneratedKinds.all)
    func generatedFilesAreCurrent(target: String) throws {
        let generated = try GeneratedKinds.generate(target: target, root: Self.repository)
        let committed = try String(contentsOf: Self.repository.appendingPathComponent(generated.path), encoding: .utf8)
        #expect(
            committed == generated.text,
            "\(generated.path) is stale: run `swift run generate-readers \(target)` and commit it")
    }

    static let sample = """
        // @input thing
        /// A thing.
        public struct Thing: Hashable, Sendable {
            // @field .number(.nonNegativeLength)
            /// How long it is.
            public var length: Double = 4
            // @field .choice(Shape.self) | name: form
            /// Its shape.
            public var shape: Shape = .round
            // @field .string | required
            /// What it is called.
            public var title: String
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
        }
        """

    static func generate(_ source: String) throws(GeneratorError) -> String {
        var declarations = InputDeclarations()
        try declarations.read(source: source, file: "Thing.swift")
        return try ReaderSource(declarations: declarations, module: "Things").write()
    }

    @Test("A declaration gives its description, its default as JSON, its reader and its check")
    func declarationGivesEverything() throws {
        let text = try Self.generate(Self.sample)
        #expect(text.contains(#"static let length = FieldDescription("#))
        #expect(text.contains(#""length", .number(.nonNegativeLength), default: .number(4), "How long it is.")"#))
        #expect(text.contains(#""form", .choice(Shape.self), default: .string(Shape.round.rawValue), "Its shape.")"#))
        #expect(text.contains(#"required: "title", .string, "What it is called.")"#))
        #expect(text.contains(#""thing", "A thing.","#))
        #expect(text.contains("public init(length: Double = 4, shape: Shape = .round, title: String)"))
        #expect(text.contains(#"case "form":"#))
        #expect(text.contains("if let value = try reader.number(Fields.length) { length = value }"))
        #expect(text.contains("guard let title else { throw Fields.title.missing(in: reader.path) }"))
        #expect(text.contains("try Fields.length.check(length, in: path())"))
    }

    @Test("A default that JSON cannot say needs a note")
    func defaultNeedsANote() {
        let source = Self.sample.replacingOccurrences(of: "public var length: Double = 4", with: "public var length: Size = Size()")
            .replacingOccurrences(of: ".number(.nonNegativeLength)", with: ".object(Size.fieldDescription)")
        #expect(throws: GeneratorError.self) { try Self.generate(source) }
    }

    @Test("A marked type must declare init(reading:), or Swift would synthesize a second memberwise initializer")
    func readingInitIsRequired() {
        let source = Self.sample.replacingOccurrences(
            of: "    init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }\n", with: "")
        #expect(throws: GeneratorError.self) { try Self.generate(source) }
    }

    @Test("A field type the generator cannot read is refused, naming the property")
    func unknownTypeIsRefused() {
        let source = Self.sample.replacingOccurrences(of: ".string | required", with: ".anyValue | required")
        #expect {
            try Self.generate(source)
        } throws: { error in
            (error as? GeneratorError)?.description.contains("title") == true
        }
    }

    static let nested = """
        import CardGeometryCore
        import CardText

        // @input shelf
        /// A shelf.
        public struct Shelf: Hashable, Sendable {
            // @field .array(.object(Book.fieldDescription), count: ArrayCount(minimum: 0, maximum: 9, noun: "books")) | required
            /// The books on it.
            public var books: [Book]
            // @field .object(Board.fieldDescription) | note: all defaults
            /// Its board.
            public var board: Board = Board()
            // @field .string | note: none | read: readLabel
            /// Its label.
            public var label: String?
            // @field .string
            /// What it holds.
            public var purpose: String? = "books"
            // @field .string | check: checkMaker
            /// Who made it.
            public var maker: String = "Ada"
            /// The label's first letter.
            public var initial: Character? { label?.first }
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }

            // @input board
            /// The board.
            public struct Board: Hashable, Sendable {
                // @field .number(.positiveLength)
                /// How deep it is.
                public var depth: Double = 30
                init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
            }
        }

        // @input book
        /// A book.
        public struct Book: Hashable, Sendable {
            // @field .integer(0...99) | required | unique in: the shelf
            /// Its number.
            public var number: Int
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
        }
        """

    @Test("A nested type is named in full, and comes after the type that holds it")
    func nestedTypes() throws {
        let text = try Self.generate(Self.nested)
        let shelf = try #require(text.range(of: "extension Shelf {"))
        let board = try #require(text.range(of: "extension Shelf.Board {"))
        let book = try #require(text.range(of: "extension Book {"))
        #expect(shelf.lowerBound < board.lowerBound && board.lowerBound < book.lowerBound)
        #expect(text.contains("try Shelf.Board.read(object, into: &board)"))
        #expect(text.contains("try board.checkFields(at: path().appending(Fields.board.name))"))
        // A computed property is not a field, nor a parameter of the initializer.
        #expect(!text.contains("initial"))
    }

    @Test("The declarations' imports are the generated file's")
    func imports() throws {
        #expect(try Self.generate(Self.nested).contains("import CardGeometryCore\nimport CardText\n"))
        #expect(!(try Self.generate(Self.sample)).contains("import CardText"))
    }

    @Test("A `read:` hook reads its field by the type's own function")
    func readHook() throws {
        let text = try Self.generate(Self.nested)
        #expect(text.contains("label = try Self.readLabel(reader, Fields.label)"))
        #expect(text.contains(#""label", .string, defaultNote: "none", "Its label.")"#))
    }

    @Test("A `check:` hook checks its value as it is read and in a typed value")
    func checkHook() throws {
        let text = try Self.generate(Self.nested)
        #expect(text.contains("""
                            if let value = try reader.string(Fields.maker) {
                                try Self.checkMaker(value, Fields.maker, in: reader.path)
                                maker = value
                            }
            """))
        #expect(text.contains("try Self.checkMaker(maker, Fields.maker, in: path())"))
    }

    @Test("An optional field with a default keeps it when the value is null or absent")
    func optionalDefaultIsKept() throws {
        let text = try Self.generate(Self.nested)
        #expect(text.contains("if let value = try reader.string(Fields.purpose) { purpose = value }"))
        #expect(text.contains(#""purpose", .string, default: .string("books"), "What it holds.")"#))
    }

    @Test("A field unique in its array is checked as it is read and in a typed value, with the core's wording")
    func uniqueInArray() throws {
        let text = try Self.generate(Self.nested)
        // The element's reader is given the ids before it and where the array is.
        #expect(text.contains("_ reader: ObjectReader, after earlier: [Int: Int] = [:],"))
        #expect(text.contains("if let value = number, let first = earlier[value] {"))
        #expect(text.contains(#"firstAt: arrayPath().appending(index: first).appending(key), in: "the shelf")"#))
        #expect(text.contains(#"throw UniqueIDRule.missing(Fields.number, in: reader.path, uniqueIn: "the shelf")"#))
        // The array's reader passes them.
        #expect(text.contains("reader.reader(element, at: path.appending(index: index)), after: ids, in: path)"))
        #expect(text.contains("ids[value.number] = index"))
        // The typed check.
        #expect(text.contains("if let first = ids[element.number] {"))
        #expect(text.contains("at: path().appending(Fields.books.name).appending(index: index).appending(Book.Fields.number.name),"))
    }

    @Test("A field unique in its array must be required")
    func uniqueMustBeRequired() {
        let source = Self.nested.replacingOccurrences(of: " | required | unique in:", with: " | unique in:")
        #expect(throws: GeneratorError.self) { try Self.generate(source) }
    }
}
