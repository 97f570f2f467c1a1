/// What the two declaration readers (``InputDeclarations``,
/// ``OutputDeclarations``) do alike on every line of a file: the brace
/// depth, the doc comment above the next declaration, the modules a file
/// imports, and the marked types open around the line. Each reader keeps
/// its own markers and declarations.
struct DeclarationScanner<Marked> {
    /// The brace depth before the line.
    private(set) var depth = 0
    /// The doc comment lines read since the last declaration.
    private(set) var docLines: [String] = []
    /// The marked types being read, innermost last, each with the depth of
    /// its body and its place in the reader's list of types: a marked type
    /// may be nested in another (`WidgetStackInput.Stack`), and keeps its
    /// place from its opening line, so that a type comes before the types
    /// nested in it.
    var open: [(type: Marked, bodyDepth: Int, place: Int)] = []

    /// The depth of the innermost open type's body.
    var bodyDepth: Int? { open.last?.bodyDepth }

    /// The lines of `source`, trimmed, with their numbers from 1.
    static func lines(of source: String) -> [(number: Int, text: String)] {
        source.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            ($0.offset + 1, $0.element.trimmed())
        }
    }

    /// The module a top-level `import` names (the generated file imports
    /// it too); `nil` for the core and for any other line.
    func importedModule(_ line: String) -> String? {
        guard depth == 0, line.hasPrefix("import ") else { return nil }
        let module = line.dropFirst("import ".count).trimmed()
        return module == "CardGeometryCore" ? nil : module
    }

    /// Keeps a doc comment line (`///`); whether `line` was one.
    mutating func readsDocComment(_ line: String) -> Bool {
        guard line.hasPrefix("///") else { return false }
        docLines.append(String(line.dropFirst(3)).trimmed())
        return true
    }

    /// A marker line: the doc comment below it is its declaration's.
    mutating func startsDeclaration() {
        docLines = []
    }

    /// Attributes, and blank lines between declarations.
    func isSpacing(_ line: String) -> Bool {
        line.hasPrefix("@") || line.isEmpty && docLines.isEmpty
    }

    /// The first paragraph of the doc comment read.
    var meaning: String { InputDeclarations.firstParagraph(docLines) }

    /// Opens a marked type declared on `line`, at `place` in the reader's
    /// list of types.
    mutating func enter(_ type: Marked, declaredOn line: String, place: Int) {
        open.append((type, depth + InputDeclarations.braceBalance(line), place))
    }

    /// After a line that is not a comment: a declaration ends the doc
    /// comment above it, and the line's braces move the depth. Returns the
    /// innermost open type when the line closes its body (with its place),
    /// which is then no longer open.
    mutating func end(_ line: String) -> (type: Marked, place: Int)? {
        guard !line.hasPrefix("//") else { return nil }
        if !line.isEmpty && !line.hasPrefix("@") { docLines = [] }
        depth += InputDeclarations.braceBalance(line)
        guard let last = open.last, depth < last.bodyDepth else { return nil }
        open.removeLast()
        return (last.type, last.place)
    }
}
