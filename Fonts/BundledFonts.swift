import Foundation

/// Where the bundled fonts are in a built program: this folder (Fonts/) is a
/// resource target, and SwiftPM lays its resource bundle beside the program
/// (`<package>_CardTextFonts.resources` on Linux, `.bundle` on macOS), where
/// `Bundle.module` finds it wherever the program runs from and wherever the
/// source checkout went.
package enum BundledFonts {
    /// The folder that holds `manifest.json`, the font files and `licenses/`,
    /// or `nil` when no resource bundle sits beside the running program (a
    /// program copied without it).
    package static var directory: URL? {
        // The bundle beside the program is found by name rather than through
        // Bundle.module, which stops the process when it finds none and
        // costs a noticeable part of a short run's start.
        if let found = bundle(in: programDirectory) { return resources(of: found) }
        // A test run on macOS: the program is Xcode's test runner, and the
        // bundle sits beside the loaded .xctest bundle.
        for loaded in Bundle.allBundles where loaded.bundleURL.pathExtension == "xctest" {
            if let found = bundle(in: loaded.bundleURL.deletingLastPathComponent()) { return resources(of: found) }
        }
        return nil
    }

    /// Where the program's resource bundles are: the folder of the
    /// executable, links resolved (on Linux read from `/proc/self/exe`,
    /// which costs less than starting `Bundle.main`).
    package static var programDirectory: URL {
        #if os(Linux)
            if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
                return URL(fileURLWithPath: executable).deletingLastPathComponent()
            }
        #endif
        return Bundle.main.bundleURL
    }

    /// The folder of a bundle's resources: a Linux `.resources` bundle is
    /// that folder itself; a macOS `.bundle` keeps them in
    /// `Contents/Resources`.
    private static func resources(of bundle: URL) -> URL {
        if bundle.pathExtension == "resources" { return bundle }
        return Bundle(url: bundle)?.resourceURL ?? bundle
    }

    /// The bundle's file name suffix SwiftPM gives this target.
    package static let bundleSuffixes = ["_CardTextFonts.resources", "_CardTextFonts.bundle"]

    /// This target's resource bundle in `folder`, if it is there.
    private static func bundle(in folder: URL) -> URL? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        guard let name = names.sorted().first(where: { name in bundleSuffixes.contains { name.hasSuffix($0) } })
        else { return nil }
        return folder.appendingPathComponent(name)
    }
}
