import Foundation
import PackagePlugin

/// Writes `BuildCommit.swift` for `layout-dump`: the git commit the program
/// is built from, so that `layout-dump --version` names it. It is a
/// prebuild command, run whenever SwiftPM makes its build plan (a Swift
/// file or the manifest changed, or `--disable-build-manifest-caching`, which
/// `scripts/package` passes so that the archive always names the commit
/// checked out), and rewrites the file only when the commit changes, so an
/// unchanged checkout compiles nothing again. A build outside a git checkout
/// writes `nil`: `--version` then names no commit.
@main
struct BuildCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated")
        let script = context.package.directoryURL.appending(path: "scripts/write-build-commit")
        return [
            .prebuildCommand(
                displayName: "The commit layout-dump is built from",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [
                    script.path(percentEncoded: false),
                    context.package.directoryURL.path(percentEncoded: false),
                    output.appending(path: "BuildCommit.swift").path(percentEncoded: false),
                ],
                outputFilesDirectory: output)
        ]
    }
}
