import Foundation
import Testing

@testable import ReaderGenerator

/// The generated outputs (initializers, writers, descriptions) are what the
/// output declarations make, and the generator refuses declarations it
/// cannot write.
@Suite("Generated outputs")
struct GeneratedOutputsTests {
    @Test(
        "Every committed Output/*.generated.swift is what `swift run generate-readers` writes now",
        arguments: GeneratedOutputs.all)
    func generatedFilesAreCurrent(target: String) throws {
        let generated = try GeneratedOutputs.generate(target: target, root: GeneratedReadersTests.repository)
        let committed = try String(
            contentsOf: GeneratedReadersTests.repository.appendingPathComponent(generated.path), encoding: .utf8)
        #expect(
            committed == generated.text,
            "\(generated.path) is stale: run `swift run generate-readers \(target)` and commit it")
    }

    @Test("generate-readers with no target writes every converted kind's readers and outputs")
    func everyTargetIsListed() {
        let targets = GeneratedOutputs.allTargets
        for target in GeneratedKinds.all + GeneratedOutputs.all { #expect(targets.contains(target)) }
        #expect(Set(targets).count == targets.count)
    }

    static let sample = """
        import CardGeometryCore

        // @output shelfLayout | root | meaning: A shelf's layout.
        /// Where the shelf goes.
        public struct ShelfLayout: Hashable, Sendable {
            // @key .choice(Shape.self) | name: form
            /// Its shape.
            public var shape: Shape
            // @key
            /// The shelf's frame.
            public var frame: LayoutRect
            // @key | inline
            /// The board's keys, in its place.
            public var board: Board
            // @key
            /// The books, in order.
            public var books: [Book]
            // @key .integer(0...9) | after: depth
            /// How many books it holds.
            public var count: Int
            // @key
            /// The label, or null.
            public var label: TextBlockLayout?
            // @key | omitted when nil
            /// The maker's note, left out when there is none.
            public var note: String?
            // @key .anyOf([.integer(0...9), .string]) | write: writeTag
            /// A number or a name.
            public var tag: Tag
            // @key
            /// The warnings.
            public var warnings: [CardLayoutWarning]
            /// Not written.
            public var drawn: [LayoutRect] = []

            @available(*, unavailable) init() { fatalError() }

            // @output shelfBoard
            /// The board.
            public struct Board: Hashable, Sendable {
                // @key
                /// How deep it is.
                public var depth: Double
                // @key
                /// Always "oak".
                public static let wood = "oak"
                // @key
                /// The board's color.
                public var color: RGBAColor

                @available(*, unavailable) init() { fatalError() }
            }

            // @output shelfBook
            /// One book.
            public struct Book: Hashable, Sendable {
                // @key
                /// Its title.
                public var title: String
                // @key
                /// Its cover, or null.
                public var cover: Cover?

                @available(*, unavailable) init() { fatalError() }
            }

            // @output shelfCover
            /// A book's cover.
            public struct Cover: Hashable, Sendable {
                // @key
                /// Its colors.
                public var colors: [RGBAColor]

                @available(*, unavailable) init() { fatalError() }
            }
        }
        """

    static func generate(_ source: String) throws(GeneratorError) -> String {
        var declarations = OutputDeclarations()
        try declarations.read(source: source, file: "ShelfLayout.swift")
        return try WriterSource(declarations: declarations, module: "Shelves").write()
    }

    @Test("A declaration gives the initializer, the writer in key order and the nested descriptions")
    func declarationGivesEverything() throws {
        let text = try Self.generate(Self.sample)
        // The memberwise initializer: every stored property, defaults kept.
        #expect(
            text.contains(
                "public init(shape: Shape, frame: LayoutRect, board: ShelfLayout.Board, books: [ShelfLayout.Book], count: Int, "
                    + "label: TextBlockLayout? = nil, note: String? = nil, tag: Tag, warnings: [CardLayoutWarning], "
                    + "drawn: [LayoutRect] = [])"))
        // The writer: schema and kind first, the inline part's keys in its
        // place, `count` moved after `depth`, then the rest.
        let writer = try #require(text.range(of: "package func writeJSON<Sink: JSONSink>(to sink: inout Sink) {"))
        let body = String(text[writer.upperBound...]).components(separatedBy: "\n    }\n")[0]
        let lines = body.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(
            lines == [
                "sink.beginObject()",
                #"sink.member("schema", Self.schema)"#,
                #"sink.member("kind", Self.kind.rawValue)"#,
                #"sink.member("form", shape.rawValue)"#,
                #"sink.member("frame", frame)"#,
                #"sink.member("depth", board.depth)"#,
                #"sink.member("count", count)"#,
                #"sink.member("wood", ShelfLayout.Board.wood as String)"#,
                #"sink.member("color", board.color)"#,
                #"sink.array("books", books) { sink, element in element.writeJSON(to: &sink) }"#,
                #"sink.member("label", label)"#,
                "if let value = note {",
                #"sink.member("note", value)"#,
                "}",
                #"sink.key("tag")"#,
                "ShelfLayout.writeTag(tag, to: &sink)",
                #"sink.member("warnings", warnings)"#,
                "sink.endObject()",
            ])
        // A nested object's optional object: its key, then the object or null.
        #expect(text.contains("if let value = cover { value.writeJSON(to: &sink) } else { sink.null() }"))
        #expect(text.contains(#"sink.array("colors", colors) { sink, element in sink.color(element) }"#))
        // The descriptions: nested objects described, the order written.
        #expect(text.contains(#"static let shape = FieldDescription("#))
        #expect(text.contains(#"required: "form", .choice(Shape.self), "Its shape.")"#))
        #expect(text.contains(#"required: "books", .array(.object(ShelfLayout.Book.outputDescription), count: ArrayCount(minimum: 0, maximum: .max, noun: "books")), "The books, in order.")"#))
        #expect(text.contains(#""label", .object(TextBlockLayout.outputDescription), "The label, or null.")"#))
        #expect(text.contains(#""note", .string, defaultNote: FieldDescription.omittedWhenNil, "#))
        #expect(text.contains(#"required: "wood", .constant(ShelfLayout.Board.wood), "Always \"oak\".")"#))
        #expect(text.contains(#""cover", .object(ShelfLayout.Cover.outputDescription), "Its cover, or null.")"#))
        #expect(text.contains("OutputFields.schema,\n            OutputFields.kind,\n            ShelfLayout.OutputFields.shape,"))
        #expect(text.contains("ShelfLayout.Board.OutputFields.depth,\n            ShelfLayout.OutputFields.count,"))
        // An inline-only part has its keys' descriptions but no object of its own.
        #expect(!text.contains(#"ObjectDescription(\#n        "shelfBoard""#))
        #expect(text.contains(#"ObjectDescription(\#n        "shelfBook""#))
        #expect(text.contains("extension ShelfLayout: JSONWritable {"))
    }

    @Test("An output type must declare the unavailable init(), or Swift would synthesize a second memberwise initializer")
    func unavailableInitIsRequired() {
        let source = Self.sample.replacingOccurrences(
            of: "        @available(*, unavailable) init() { fatalError() }\n    }\n\n    // @output shelfBook", with: "    }\n\n    // @output shelfBook")
        #expect(source != Self.sample)
        #expect {
            try Self.generate(source)
        } throws: { error in
            (error as? GeneratorError)?.description.contains("ShelfLayout.Board must declare") == true
        }
    }

    @Test("An integer needs its range, and a type the writer does not know needs a hook; each names the property")
    func typesItCannotSayAreRefused() {
        let noRange = Self.sample.replacingOccurrences(of: "// @key .integer(0...9) | after: depth", with: "// @key | after: depth")
        #expect {
            try Self.generate(noRange)
        } throws: { error in
            (error as? GeneratorError)?.description.contains("count") == true
        }
        let noHook = Self.sample.replacingOccurrences(of: " | write: writeTag", with: "")
        #expect {
            try Self.generate(noHook)
        } throws: { error in
            (error as? GeneratorError)?.description.contains("tag: Tag cannot be written") == true
        }
    }

    @Test("A key moved after a key that is not there, or written twice, is refused")
    func badOrderIsRefused() {
        let missing = Self.sample.replacingOccurrences(of: "after: depth", with: "after: height")
        #expect {
            try Self.generate(missing)
        } throws: { error in
            (error as? GeneratorError)?.description.contains("no such key") == true
        }
        let twice = Self.sample.replacingOccurrences(of: "| name: form", with: "| name: frame")
        #expect {
            try Self.generate(twice)
        } throws: { error in
            (error as? GeneratorError)?.description.contains("frame: a key written twice") == true
        }
    }

    @Test("Unknown options and keys without a doc comment are refused")
    func unknownOptionsAreRefused() {
        let option = Self.sample.replacingOccurrences(of: "| name: form", with: "| nmae: form")
        #expect(throws: GeneratorError.self) { try Self.generate(option) }
        let undocumented = Self.sample.replacingOccurrences(of: "    /// The shelf's frame.\n", with: "")
        #expect(undocumented != Self.sample)
        #expect(throws: GeneratorError.self) { try Self.generate(undocumented) }
        let noRoot = Self.sample.replacingOccurrences(of: " | root | meaning: A shelf's layout.", with: "")
        #expect(throws: GeneratorError.self) { try Self.generate(noRoot) }
    }

    static let extended = """
        // @output rackLayout | root | meaning: A rack.
        /// A rack.
        public struct RackLayout: Hashable, Sendable {
            // @key .constant(RackLayout.rackKind)
            /// The kind as read.
            public var kind: String = RackLayout.rackKind
            // @key
            /// The line under the top.
            public var separator: Separator
            // @key
            /// The shelf.
            public var shelf: Shelf

            @available(*, unavailable) init() { fatalError() }
        }

        extension RackLayout {
            // @output rackSeparator
            /// A line.
            public struct Separator: Hashable, Sendable {
                // @key
                /// Its frame.
                public var frame: LayoutRect

                @available(*, unavailable) init() { fatalError() }
            }

            // @output rackShelf
            /// A shelf.
            public struct Shelf: Hashable, Sendable {
                // @key
                /// Between its boxes.
                public var separators: [Separator]

                @available(*, unavailable) init() { fatalError() }

                // @output rackShelfSeparator
                /// A line between two boxes.
                public struct Separator: Hashable, Sendable {
                    // @key
                    /// Its color.
                    public var color: RGBAColor

                    @available(*, unavailable) init() { fatalError() }
                }
            }
        }
        """

    @Test("Types declared in an extension are nested; a name resolves from the declaring type outwards; a declared kind is written in place of the kind's name")
    func scopesAndKind() throws {
        let text = try Self.generate(Self.extended)
        #expect(text.contains("extension RackLayout.Shelf.Separator {"))
        #expect(text.contains("public init(kind: String = RackLayout.rackKind, separator: RackLayout.Separator, shelf: RackLayout.Shelf)"))
        #expect(text.contains("public init(separators: [RackLayout.Shelf.Separator])"))
        #expect(text.contains(#"required: "separator", .object(RackLayout.Separator.outputDescription), "The line under the top.")"#))
        #expect(text.contains(#".array(.object(RackLayout.Shelf.Separator.outputDescription), count:"#))
        #expect(text.contains("        sink.member(\"schema\", Self.schema)\n        sink.member(\"kind\", kind)\n"))
        #expect(!text.contains("Self.kind.rawValue"))
        #expect(text.contains("OutputFields.schema,\n            RackLayout.OutputFields.kind,"))
    }
}
