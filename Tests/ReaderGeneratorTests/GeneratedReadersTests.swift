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
        // Each member is told by its field's index in the description, not by its key's text.
        #expect(text.contains("try reader.readFields(of: Self.fieldDescription) { field throws(CardLayoutError) in"))
        #expect(text.contains("switch field {"))
        #expect(text.contains(#"case 1?:  // "form""#))
        #expect(!text.contains("key.utf8"))
        #expect(text.contains("if let value = try reader.number(Fields.length) { length = value }"))
        #expect(text.contains("guard let title = title.take() else { throw Fields.title.missing(in: reader.path) }"))
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
            // @field .object(Board.fieldDescription) | note: all defaults | default: Board()
            /// Its board.
            public var board: Board
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
        #expect(text.contains("firstAt: arrayPath().appending(index: first).appending(Fields.number.name),"))
        #expect(text.contains(#"throw UniqueIDRule.missing(Fields.number, in: reader.path, uniqueIn: "the shelf")"#))
        // The array's reader passes them; the paths are made only for an error.
        #expect(text.contains("reader.element(element, of: Fields.books.name, at: index), after: ids,"))
        #expect(text.contains("in: reader.path(Fields.books.name))"))
        #expect(!text.contains("let path = reader.path(Fields.books.name)"))
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

    @Test("A marked type declared in an `extension Outer` is named `Outer.Name`")
    func typeInAnExtension() throws {
        let source = """
            public struct Shelf: Hashable, Sendable {}

            extension Shelf {
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
                // @field .string
                /// Its title.
                public var title: String = "?"
                init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
            }
            """
        let text = try Self.generate(source)
        #expect(text.contains("extension Shelf.Board {"))
        // The extension ends with its brace: a type after it is top-level again.
        #expect(text.contains("extension Book {"))
    }

    @Test("A nested type's name is looked up as Swift does: in the type that holds the property first")
    func nestedNameFromTheOwner() throws {
        let source = """
            // @input shelf
            /// A shelf.
            public struct Shelf: Hashable, Sendable {
                // @field .object(Label.fieldDescription) | note: all defaults
                /// Its label.
                public var label: Label = Label()
                init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }

                // @input shelfLabel
                /// A shelf's label.
                public struct Label: Hashable, Sendable {
                    // @field .number(.positiveLength)
                    /// How wide it is.
                    public var width: Double = 30
                    init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
                }
            }

            // @input box
            /// A box.
            public struct Box: Hashable, Sendable {
                // @field .object(Label.fieldDescription) | note: all defaults
                /// Its label.
                public var label: Label = Label()
                init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }

                // @input boxLabel
                /// A box's label.
                public struct Label: Hashable, Sendable {
                    // @field .bool
                    /// Whether it shows.
                    public var isVisible: Bool = true
                    init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
                }
            }
            """
        let text = try Self.generate(source)
        #expect(text.contains("try Shelf.Label.read(object, into: &this.label)"))
        #expect(text.contains("try Box.Label.read(object, into: &this.label)"))
        // Shelf's label has a range to check; Box's has none.
        #expect(text.contains("try label.checkFields(at: path().appending(Fields.label.name))"))
        #expect(text.components(separatedBy: "try label.checkFields").count == 2)
    }

    static let badges = """
        // @input theme
        /// A theme.
        public struct Theme: Hashable, Sendable {
            // @field .object(Badge.fieldDescription) | note: all defaults
            /// The pin.
            public var pin: Badge = Badge(color: Badge.blue)
            // @field .object(Badge.fieldDescription) | note: all defaults
            /// The other badge.
            public var other: Badge = Badge(color: Badge.violet)
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }

            // @input badge
            /// A badge.
            public struct Badge: Hashable, Sendable {
                // @field .bool
                /// Whether it shows.
                public var isVisible: Bool = true
                // @field .dynamicColor | note: the pin's blue, the other's violet
                /// Its color.
                public var color: DynamicColor
                init(reading reader: ObjectReader, over start: Badge) throws(CardLayoutError) {
                    self = try Self.read(reader, over: start)
                }
            }
        }
        """

    @Test("A type whose field has no default is read over the default of the property that holds it")
    func readOverTheHoldersDefault() throws {
        let text = try Self.generate(Self.badges)
        #expect(text.contains("static func read(_ reader: ObjectReader, over start: Self) throws(CardLayoutError) -> Self {"))
        #expect(text.contains("var isVisible: Bool = start.isVisible"))
        #expect(text.contains("var color: DynamicColor = start.color"))
        // The theme has every default, so it is read into its own value:
        // each badge over the default that value holds.
        #expect(text.contains("let value = try Theme.Badge.read(object, over: this.pin)"))
        #expect(text.contains("let value = try Theme.Badge.read(object, over: this.other)"))
        // The initializer asks for the value that has no default.
        #expect(text.contains("public init(isVisible: Bool = true, color: DynamicColor)"))
        #expect(text.contains(#""color", .dynamicColor, defaultNote: "the pin's blue, the other's violet", "Its color.")"#))
    }

    @Test("A property holding a type read over its default must give that default")
    func readOverNeedsTheHoldersDefault() {
        let source = Self.badges.replacingOccurrences(
            of: "public var other: Badge = Badge(color: Badge.violet)", with: "public var other: Badge?")
        #expect {
            try Self.generate(source)
        } throws: { error in
            (error as? GeneratorError)?.description.contains("other") == true
        }
    }

    @Test("A type of a union told apart by a key lists that key first and leaves it to the union's reader")
    func unionTag() throws {
        let source = """
            // @input roundShape tag: Shape.kindTag
            /// A round shape.
            public struct Round: Hashable, Sendable {
                // @field .number(.positiveLength)
                /// Its radius.
                public var radius: Double = 4
                init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
            }
            """
        let text = try Self.generate(source)
        #expect(text.contains("fields: [Shape.kindTag, Fields.radius])"))
        #expect(text.contains("case 0?: break  // the union's tag, read first by its reader"))
        #expect(text.contains(#"case 1?:  // "radius""#))
    }

    @Test("An id of a type of its own (a union) is shown in errors as it describes itself")
    func uniqueUnionID() throws {
        let source = Self.nested.replacingOccurrences(
            of: "// @field .integer(0...99) | required | unique in: the shelf", with: "// @field .custom(Book.numberType) | required | read: readNumber | unique in: the shelf"
        ).replacingOccurrences(of: "public var number: Int", with: "public var number: BookNumber")
        let text = try Self.generate(source)
        #expect(text.contains("number = try Self.readNumber(reader, Fields.number)"))
        #expect(text.contains("String(describing: value), at: reader.path(Fields.number.name),"))
        #expect(text.contains("String(describing: element.number),"))
        #expect(text.contains("var ids: [BookNumber: Int] = [:]"))
        // An integer id is still written as it was.
        #expect(try Self.generate(Self.nested).contains("String(value), at: reader.path(Fields.number.name),"))
    }

    @Test("The names of an array's loop are free in a type that reads no array")
    func loopNamesAreFreeWithoutAnArray() throws {
        let withIndex = Self.sample.replacingOccurrences(
            of: "    init(reading", with: "    // @field .integer(0...9) | note: none\n    /// Its place.\n    public var index: Int?\n    init(reading")
        #expect(try Self.generate(withIndex).contains("index = try reader.integer(Fields.index)"))
        let withArray = Self.nested.replacingOccurrences(
            of: "    /// The label's first letter.", with: "    // @field .integer(0...9) | note: none\n    /// Its place.\n    public var index: Int?\n    /// The label's first letter.")
        #expect(throws: GeneratorError.self) { try Self.generate(withArray) }
    }

    @Test("A marked type declared in an extension of another type is nested in it, and named in full")
    func typeInAnExtensionOfAnUnmarkedType() throws {
        let source = """
            import CardGeometryCore

            extension Shelf {
                // @input bracket
                /// A bracket.
                public struct Bracket: Hashable, Sendable {
                    // @field .number(.positiveLength)
                    /// How strong it is.
                    public var strength: Double = 2
                    init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
                }
            }

            extension Shelf.Bracket {
                /// Not a field: outside a marked type.
                public var doubled: Double { strength * 2 }
            }

            // @input hook
            /// A hook, at the top level again.
            public struct Hook: Hashable, Sendable {
                // @field .object(Bracket.fieldDescription) | note: all defaults
                /// What holds it.
                public var bracket: Shelf.Bracket = Shelf.Bracket()
                init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
            }
            """
        let text = try Self.generate(source)
        #expect(text.contains("extension Shelf.Bracket {"))
        #expect(text.contains("extension Hook {"))
        #expect(!text.contains("extension Shelf.Hook"))
        #expect(text.contains("try Shelf.Bracket.read(object, into: &this.bracket)"))
        #expect(!text.contains("doubled"))
    }

    @Test("A `finish:` hook completes the value read, given the object's reader")
    func finishHook() throws {
        let source = Self.sample.replacingOccurrences(of: "// @input thing", with: "// @input thing finish: keepingSpelling")
        let text = try Self.generate(source)
        #expect(text.contains("return Self.keepingSpelling(Self(length: length, shape: consume shape, title: consume title), reader)"))
        #expect(try Self.generate(Self.sample).contains("return Self(length: length, shape: consume shape, title: consume title)"))
        #expect(throws: GeneratorError.self) {
            try Self.generate(Self.sample.replacingOccurrences(of: "// @input thing", with: "// @input thing finally: x"))
        }
    }
}
