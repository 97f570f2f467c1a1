import Foundation

/// The kinds whose output is generated from its declarations, and where
/// their files are.
enum GeneratedOutputs {
    /// The targets (folders of Sources) whose `Output/` declares its keys.
    static let all = ["StorifyMeWidgets", "StorylyStoryGroups", "BrazeContentCards", "SheetCards", "StorytellerCards"]

    /// The generated file of `target`: its path from the repository's root
    /// and its text, from the declarations in its `Output/`.
    static func generate(target: String, root: URL) throws -> (path: String, text: String) {
        let folder = root.appendingPathComponent("Sources/\(target)/Output")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") && !$0.hasSuffix(".generated.swift") }.sorted()
        var declarations = OutputDeclarations()
        for file in files {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            try declarations.read(source: source, file: file)
        }
        guard let layout = declarations.types.first(where: \.isRoot) else {
            throw GeneratorError(target, 0, "no `// @output NAME | root` in Output/")
        }
        let text = try WriterSource(declarations: declarations, module: target).write()
        return ("Sources/\(target)/Output/\(layout.swiftName).generated.swift", text)
    }

    /// Every generated file of `target`: its readers unless only its output
    /// is converted, and its output when it is.
    static func files(target: String, root: URL) throws -> [(path: String, text: String)] {
        var files: [(path: String, text: String)] = []
        if GeneratedKinds.all.contains(target) || !all.contains(target) {
            files.append(try GeneratedKinds.generate(target: target, root: root))
        }
        if all.contains(target) { files.append(try generate(target: target, root: root)) }
        return files
    }

    /// The targets `generate-readers` writes when none is named.
    static var allTargets: [String] {
        GeneratedKinds.all + all.filter { !GeneratedKinds.all.contains($0) }
    }
}
