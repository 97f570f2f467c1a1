import Foundation

/// The kinds whose readers are generated, and where their files are.
enum GeneratedKinds {
    /// The targets (folders of Sources) whose `Input/` declares its fields.
    static let all = ["SheetCards", "StorifyMeWidgets", "StorylyStoryGroups", "BrazeContentCards", "StorytellerCards"]

    /// The generated file of `target`: its path from the repository's root
    /// and its text.
    static func generate(target: String, root: URL) throws -> (path: String, text: String) {
        let folder = root.appendingPathComponent("Sources/\(target)/Input")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        var declarations = InputDeclarations()
        for file in files {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            try declarations.read(source: source, file: file)
        }
        guard let reader = declarations.types.first(where: { $0.readerName != nil })?.readerName else {
            throw GeneratorError(target, 0, "no `// @input … reader: NAME` in Input/")
        }
        let text = try ReaderSource(declarations: declarations, module: target).write()
        return ("Sources/\(target)/Decoding/\(reader).generated.swift", text)
    }
}
