import CardGeometry
import Foundation
import Testing

/// A built `layout-dump` copied elsewhere, as it is deployed: it finds its
/// fonts in the resource bundle beside it, from any working directory, and
/// never through the source checkout or the build folder it came from.
@Suite("A deployed layout-dump")
struct DeployedProgramTests {
    /// The products folder the tests run from: `layout-dump` and the fonts'
    /// resource bundle are there.
    private static var products: URL { executable.deletingLastPathComponent() }

    /// The fonts' resource bundle in the products folder.
    private static func fontBundle() throws -> URL {
        let names = try FileManager.default.contentsOfDirectory(atPath: products.path)
        let name = try #require(names.first { $0.hasSuffix("_CardTextFonts.resources") || $0.hasSuffix("_CardTextFonts.bundle") })
        return products.appendingPathComponent(name)
    }

    /// Copies `layout-dump` (and the fonts' bundle when `withFonts`) into a
    /// fresh folder, with the example card beside it; returns the folder.
    private static func deploy(withFonts: Bool) throws -> URL {
        let folder = try temporaryDirectory().appendingPathComponent("deployed")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: executable, to: folder.appendingPathComponent("layout-dump"))
        if withFonts {
            let bundle = try fontBundle()
            try FileManager.default.copyItem(at: bundle, to: folder.appendingPathComponent(bundle.lastPathComponent))
        }
        try FileManager.default.copyItem(at: exampleCard, to: folder.appendingPathComponent("card.json"))
        return folder
    }

    /// Runs `program` from `/` with `arguments`, without CARDGEOMETRY_FONTS
    /// unless `fonts` gives it.
    private static func run(_ program: URL, _ arguments: [String], fonts: String? = nil) throws -> Run {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: "/")
        var environment = ProcessInfo.processInfo.environment
        environment["CARDGEOMETRY_FONTS"] = fonts
        process.environment = environment
        let output = try temporaryDirectory().appendingPathComponent("out")
        let errors = output.deletingLastPathComponent().appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try start(process)
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: try String(contentsOf: output, encoding: .utf8),
            stderr: try String(contentsOf: errors, encoding: .utf8))
    }

    /// Starts `process`, trying again while the system says its program is
    /// busy: on Linux, a program just copied cannot be started while any
    /// process forked by another test at the same time still holds the
    /// copy's file open for writing (ETXTBSY), which lasts only until that
    /// child starts its own program.
    private static func start(_ process: Process) throws {
        var attempt = 0
        while true {
            do {
                return try process.run()
            } catch let error as NSError where isBusy(error) && attempt < 50 {
                attempt += 1
                Thread.sleep(forTimeInterval: 0.02)
            }
        }
    }

    /// Whether `error` says a program's file is busy (ETXTBSY), as it is
    /// or underneath Foundation's file error.
    private static func isBusy(_ error: NSError) -> Bool {
        if error.domain == NSPOSIXErrorDomain { return error.code == Int(ETXTBSY) }
        guard let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError else { return false }
        return isBusy(underlying)
    }

    @Test("Copied with its fonts' bundle, it lays out from / exactly as the build does")
    func withBundle() throws {
        let folder = try Self.deploy(withFonts: true)
        let result = try Self.run(folder.appendingPathComponent("layout-dump"), [folder.appendingPathComponent("card.json").path])
        #expect(result.status == 0, "\(result.stderr)")
        let expected = try engine.layout(json: Data(contentsOf: exampleCard))
        #expect(result.stdout == expected.jsonString(pretty: true) + "\n")
        #expect(result.stderr.isEmpty)
    }

    @Test("The bundle carries the manifest, every font it names and their licenses")
    func bundleContents() throws {
        let bundle = try Self.fontBundle()
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("manifest.json")))
        let faces = try #require((manifest as? [String: Any])?["faces"] as? [[String: Any]])
        #expect(faces.count >= 18)
        for face in faces {
            let file = try #require(face["file"] as? String)
            #expect(FileManager.default.fileExists(atPath: bundle.appendingPathComponent(file).path), "\(file)")
        }
        let licenses = try FileManager.default.contentsOfDirectory(atPath: bundle.appendingPathComponent("licenses").path)
        #expect(Set(licenses).isSuperset(of: ["Inter-OFL.txt", "Noto-OFL.txt", "NanumGothic-OFL.txt", "NotoColorEmoji-OFL.txt", "DroidSansFallback-Apache-2.0.txt"]))
    }

    @Test("Copied without the bundle, it says where the fonts should be, and does not read the checkout's Fonts/")
    func withoutBundle() throws {
        let folder = try Self.deploy(withFonts: false)
        let result = try Self.run(folder.appendingPathComponent("layout-dump"), [folder.appendingPathComponent("card.json").path])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(folder.path + "/*_CardTextFonts.resources"), "\(result.stderr)")
        #expect(result.stderr.contains("CARDGEOMETRY_FONTS"))
    }

    @Test("CARDGEOMETRY_FONTS replaces the bundled fonts of a program copied without them")
    func environmentFonts() throws {
        let folder = try Self.deploy(withFonts: false)
        let fonts = folder.appendingPathComponent("my-fonts")
        try FileManager.default.copyItem(at: try Self.fontBundle(), to: fonts)
        let result = try Self.run(
            folder.appendingPathComponent("layout-dump"), [folder.appendingPathComponent("card.json").path, "--format", "table"],
            fonts: fonts.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("heading"))
    }
}
