import Foundation

// Writes each named kind's generated readers from its input declarations,
// and its generated output (initializers, writer, descriptions) from its
// output declarations:
//
//   swift run generate-readers [--check] [KIND_TARGET ...]   (default: every converted kind)
//
// KIND_TARGET is a folder of Sources (SheetCards). With --check nothing is
// written: the command fails if a generated file is not what it would write.
var arguments = Array(CommandLine.arguments.dropFirst())
let check = arguments.contains("--check")
arguments.removeAll { $0 == "--check" }
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let targets = arguments.isEmpty ? GeneratedOutputs.allTargets : arguments
var stale: [String] = []
do {
    for target in targets {
        for generated in try GeneratedOutputs.files(target: target, root: root) {
            let url = root.appendingPathComponent(generated.path)
            let existing = try? String(contentsOf: url, encoding: .utf8)
            if existing == generated.text { continue }
            if check {
                stale.append(generated.path)
            } else {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try generated.text.write(to: url, atomically: true, encoding: .utf8)
                print("wrote \(generated.path)")
            }
        }
    }
} catch {
    FileHandle.standardError.write(Data("generate-readers: \(error)\n".utf8))
    exit(1)
}
if !stale.isEmpty {
    FileHandle.standardError.write(Data("generate-readers: stale: \(stale.joined(separator: ", "))\n".utf8))
    exit(1)
}
