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
}
