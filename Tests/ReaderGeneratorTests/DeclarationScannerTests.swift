import Testing

@testable import ReaderGenerator

/// The line walk both declaration readers share: line numbers, imports,
/// doc comments, brace depth and the marked types a line closes.
@Suite("Generated readers: the declaration scanner")
struct DeclarationScannerTests {
    @Test("Lines are trimmed and numbered from 1, blank ones kept")
    func lines() {
        let lines = DeclarationScanner<String>.lines(of: "import A\n\n  struct B {\n}")
        #expect(lines.map(\.number) == [1, 2, 3, 4])
        #expect(lines.map(\.text) == ["import A", "", "struct B {", "}"])
    }

    @Test("A top-level import names its module, except the core's; one inside a body does not count")
    func imports() {
        var scanner = DeclarationScanner<String>()
        #expect(scanner.importedModule("import CardText") == "CardText")
        #expect(scanner.importedModule("import CardGeometryCore") == nil)
        #expect(scanner.importedModule("struct A {") == nil)
        _ = scanner.end("struct A {")
        #expect(scanner.importedModule("import CardText") == nil)
    }

    @Test("A doc comment is kept until a declaration ends it; a marker starts a new one; attributes keep it")
    func docComments() {
        var scanner = DeclarationScanner<String>()
        let read = [
            "/// First paragraph,", "/// on two lines.", "///", "/// Swift readers only.", "// @field .bool",
        ].map { scanner.readsDocComment($0) }
        #expect(read == [true, true, true, true, false])
        #expect(scanner.meaning == "First paragraph, on two lines.")
        #expect(scanner.isSpacing("@available(*, unavailable)"))
        _ = scanner.end("@available(*, unavailable)")
        #expect(scanner.meaning == "First paragraph, on two lines.")
        // A blank line below a doc comment is not spacing between declarations.
        #expect(!scanner.isSpacing(""))
        _ = scanner.end("public var a: Bool")
        #expect(scanner.docLines.isEmpty && scanner.isSpacing(""))
        let again = scanner.readsDocComment("/// Again.")
        #expect(again && scanner.meaning == "Again.")
        scanner.startsDeclaration()
        #expect(scanner.docLines.isEmpty)
    }

    @Test("An entered type stays open until a line closes its body; braces in strings do not count")
    func openTypes() {
        var scanner = DeclarationScanner<String>()
        scanner.enter("Outer", declaredOn: "public struct Outer {", place: 0)
        #expect(scanner.end("public struct Outer {") == nil)
        #expect(scanner.depth == 1 && scanner.bodyDepth == 1)
        scanner.enter("Inner", declaredOn: "public struct Inner {", place: 1)
        #expect(scanner.end("public struct Inner {") == nil)
        #expect(scanner.end(#"let text = "}}""#) == nil)
        #expect(scanner.end("// }") == nil)
        #expect(scanner.depth == 2)
        let inner = scanner.end("}")
        #expect(inner?.type == "Inner" && inner?.place == 1)
        #expect(scanner.bodyDepth == 1)
        let outer = scanner.end("}")
        #expect(outer?.type == "Outer" && outer?.place == 0)
        #expect(scanner.open.isEmpty && scanner.depth == 0)
    }
}
