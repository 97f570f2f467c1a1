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
        let required = try Self.generate(
            Self.source.replacingOccurrences(of: "// @field .choice(Finish.self)", with: "// @field .choice(Finish.self) | required")
                .replacingOccurrences(of: "public var finish: Finish = .matte", with: "public var finish: Finish"))
        #expect(required.contains("        var board: Board = Board()\n"))
        #expect(required.contains("try Board.read(object, into: &board)"))
        #expect(required.contains("return Self(board: consume board, finish: consume finish)"))
    }

    @Test("A type read into a value has an initializer of its defaults alone; one with a required field has none")
    func defaultsInitializer() throws {
        let text = try Self.generate(Self.source)
        #expect(text.components(separatedBy: "    public init() {}\n").count == 3)
        let required = try Self.generate(
            Self.source.replacingOccurrences(of: "// @field .choice(Finish.self)", with: "// @field .choice(Finish.self) | required")
                .replacingOccurrences(of: "public var finish: Finish = .matte", with: "public var finish: Finish"))
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
}
