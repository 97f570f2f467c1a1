import Testing

@testable import ReaderGenerator

/// The forms that keep generated reading fast: an object is read in place,
/// into the default its parent already holds, and choices go through a
/// generic of the generated file's own module (which its optimizer
/// specializes).
@Suite("Generated readers: fast forms")
struct SpeedFormTests {
    static let source = """
        // @input shelf
        /// A shelf.
        public struct Shelf: Hashable, Sendable {
            // @field .object(Board.fieldDescription) | note: all defaults
            /// Its board.
            public var board: Board = Board()
            // @field .choice(Finish.self)
            /// Its finish.
            public var finish: Finish = .matte
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
        }

        // @input board
        /// A board.
        public struct Board: Hashable, Sendable {
            // @field .number(.positiveLength)
            /// How deep it is.
            public var depth: Double = 30
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
        }
        """

    /// The shelf with a required field: built from what is read, its
    /// board's default given by its `@field`.
    static let withRequiredFinish = source
        .replacingOccurrences(of: "// @field .choice(Finish.self)", with: "// @field .choice(Finish.self) | required")
        .replacingOccurrences(of: "public var finish: Finish = .matte", with: "public var finish: Finish")
        .replacingOccurrences(of: "| note: all defaults\n", with: "| note: all defaults | default: Board()\n")
        .replacingOccurrences(of: "public var board: Board = Board()", with: "public var board: Board")

    static func generate(_ source: String) throws(GeneratorError) -> String {
        var declarations = InputDeclarations()
        try declarations.read(source: source, file: "Shelf.swift")
        return try ReaderSource(declarations: declarations, module: "Things").write()
    }

    @Test("A type whose properties all have defaults is read into a value; a parent reads it in place")
    func readInPlace() throws {
        let text = try Self.generate(Self.source)
        #expect(text.contains("var this = Self()\n        try read(reader, into: &this)\n        return this"))
        #expect(text.contains("try Board.read(object, into: &this.board)"))
        #expect(text.contains("if let value = try reader.number(Fields.depth) { this.depth = value }"))
        // A type with a required field reads into locals, and its object fields in place.
        let required = try Self.generate(Self.withRequiredFinish)
        #expect(required.contains("        var board: Board = Board()\n"))
        #expect(required.contains("try Board.read(object, into: &board)"))
        #expect(required.contains("return Self(board: consume board, finish: consume finish)"))
    }

    @Test("A number or Bool is passed to the built value as it is; `consume` (which the compiler says has no effect on it) is kept for the others")
    func plainValuesAreNotConsumed() throws {
        let withNumbers = Self.withRequiredFinish.replacingOccurrences(
            of: "    public var finish: Finish\n",
            with: """
                    public var finish: Finish
                    // @field .number(.positiveLength)
                    /// How wide it is.
                    public var width: Double = 90
                    // @field .number(.positiveLength) | note: none
                    /// How high it hangs, if it hangs.
                    public var height: Double? = nil
                    // @field .bool
                    /// Whether it is fixed.
                    public var fixed: Bool = false

                """)
        #expect(withNumbers != Self.withRequiredFinish)
        let text = try Self.generate(withNumbers)
        #expect(text.contains("return Self(board: consume board, finish: consume finish, width: width, height: height, fixed: fixed)"))
        #expect(ReaderSource.isPlainValue("Double?"))
        #expect(!ReaderSource.isPlainValue("Theme"))
    }

    @Test("A type read into a value has an initializer of its defaults alone; one with a required field has none")
    func defaultsInitializer() throws {
        let text = try Self.generate(Self.source)
        #expect(text.components(separatedBy: "    public init() {}\n").count == 3)
        let required = try Self.generate(Self.withRequiredFinish)
        #expect(required.components(separatedBy: "    public init() {}\n").count == 2)
    }

    @Test("Choices are read by the module's own generic, written once at the end of the file")
    func choiceOfThisModule() throws {
        let text = try Self.generate(Self.source)
        #expect(text.contains("if let value = try reader.choiceOfThisModule(Fields.finish, Finish.self) { this.finish = value }"))
        #expect(text.components(separatedBy: "fileprivate func choiceOfThisModule<").count == 2)
        let withoutChoice = try Self.generate(
            Self.source.replacingOccurrences(of: "// @field .choice(Finish.self)", with: "// @field .string")
                .replacingOccurrences(of: "public var finish: Finish = .matte", with: #"public var finish: String = "matte""#))
        #expect(!withoutChoice.contains("choiceOfThisModule"))
    }

    @Test("A type built from what is read gives a default that builds a value in its @field, not as an initial value")
    func defaultsOfBuiltTypes() throws {
        // Each initializer would build the board and throw it away.
        #expect {
            try Self.generate(Self.withRequiredFinish.replacingOccurrences(of: "public var board: Board\n", with: "public var board: Board = Board()\n")
                .replacingOccurrences(of: " | default: Board()", with: ""))
        } throws: { error in
            (error as? GeneratorError)?.description.contains("board: a type built from what is read gives this default as `| default: Board()`") == true
        }
        // Given by the marker: the memberwise initializer's default and the reader's start.
        let text = try Self.generate(Self.withRequiredFinish)
        #expect(text.contains("public init(board: Board = Board(), finish: Finish) {"))
        #expect(text.contains("        var board: Board = Board()\n"))
        // A number, a string literal or a case builds nothing and may stay.
        #expect(ReaderSource.costsNothing("30") && ReaderSource.costsNothing("-0.5") && ReaderSource.costsNothing(".matte"))
        #expect(ReaderSource.costsNothing("\"Inter\"") && ReaderSource.costsNothing("nil") && ReaderSource.costsNothing("true"))
        #expect(!ReaderSource.costsNothing("[]") && !ReaderSource.costsNothing("Board()") && !ReaderSource.costsNothing(".init()"))
        // A type read in place starts from `init()`: its defaults are initial values.
        #expect {
            try Self.generate(Self.source.replacingOccurrences(of: "// @field .number(.positiveLength)", with: "// @field .number(.positiveLength) | default: 30")
                .replacingOccurrences(of: "public var depth: Double = 30", with: "public var depth: Double"))
        } throws: { error in
            (error as? GeneratorError)?.description.contains("depth: a type read in place starts from `init()`") == true
        }
        // Given twice.
        #expect {
            try Self.generate(Self.withRequiredFinish.replacingOccurrences(of: "public var board: Board\n", with: "public var board: Board = Board()\n"))
        } throws: { error in
            (error as? GeneratorError)?.description.contains("board: a default is given once") == true
        }
    }

    @Test("A top level's warnings have no initial value; its memberwise initializer defaults them to []")
    func warningsOfTheTopLevel() throws {
        let root = Self.withRequiredFinish.replacingOccurrences(of: "// @input shelf\n", with: "// @input shelf kind: .shelves reader: ShelfInputReader system: ShelvesSystem\n")
        let text = try Self.generate(root.replacingOccurrences(of: "    init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }\n}\n\n// @input board", with: "    public var warnings: [CardLayoutWarning]\n    init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }\n}\n\n// @input board"))
        #expect(text.contains("warnings: [CardLayoutWarning] = []) {"))
        #expect(text.contains("warnings: reader.warnings.warnings)"))
        // The top level's fields: `$schema` and `kind` first (read by the dispatch), then its own.
        #expect(text.contains(#"case 1?: break  // "kind", read by the dispatch"#))
        #expect(text.contains(#"case 2?:  // "board""#) && text.contains(#"case 3?:  // "finish""#))
        #expect {
            try Self.generate(root.replacingOccurrences(of: "    init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }\n}\n\n// @input board", with: "    public var warnings: [CardLayoutWarning] = []\n    init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }\n}\n\n// @input board"))
        } throws: { error in
            (error as? GeneratorError)?.description.contains("warnings: declare it without an initial value") == true
        }
    }
}
