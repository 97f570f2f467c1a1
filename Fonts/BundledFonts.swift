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
        // Bundle.module stops the process when it finds no bundle, so it is
        // asked only once the bundle is known to be where it looks first.
        guard bundleBesideProgram != nil else { return nil }
        return Bundle.module.resourceURL
    }

    /// Where the program's resource bundles are: the folder of the executable.
    package static var programDirectory: URL { Bundle.main.bundleURL }

    /// The bundle's file name suffix SwiftPM gives this target.
    package static let bundleSuffixes = ["_CardTextFonts.resources", "_CardTextFonts.bundle"]

    /// The resource bundle beside the program, if there is one.
    private static var bundleBesideProgram: URL? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: programDirectory.path)) ?? []
        guard let name = names.sorted().first(where: { name in bundleSuffixes.contains { name.hasSuffix($0) } })
        else { return nil }
        return programDirectory.appendingPathComponent(name)
    }
}
