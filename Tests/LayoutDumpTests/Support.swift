import CardGeometry
import CardText
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The built `layout-dump` executable: `$LAYOUT_DUMP` when set, else next to
/// the test bundle (the products directory of the build that runs the
/// tests), else in the package's build directories.
let executable: URL = {
    let fileManager = FileManager.default
    func usable(_ url: URL) -> Bool { fileManager.isExecutableFile(atPath: url.path) }
    if let override = ProcessInfo.processInfo.environment["LAYOUT_DUMP"], !override.isEmpty {
        return URL(fileURLWithPath: override)
    }
    var directories: [URL] = []
    if let url = Bundle.main.executableURL { directories.append(url.deletingLastPathComponent()) }
    directories.append(Bundle.main.bundleURL)
    directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        directories.append(bundle.bundleURL.deletingLastPathComponent())
    }
    if let argument = CommandLine.arguments.first {
        directories.append(URL(fileURLWithPath: argument).deletingLastPathComponent())
    }
    for directory in directories {
        let candidate = directory.appendingPathComponent("layout-dump")
        if usable(candidate) { return candidate }
    }
    // The package's build directories, newest build first.
    let root = packageRoot
    let builds = ((try? fileManager.contentsOfDirectory(atPath: root.path)) ?? []).filter { $0.hasPrefix(".build") }
    let candidates = builds.map { root.appendingPathComponent($0).appendingPathComponent("debug/layout-dump") }
        .filter(usable)
        .sorted { modified($0) > modified($1) }
    guard let newest = candidates.first else {
        fatalError("layout-dump was not found next to the tests or in \(root.path)/.build*/debug; set LAYOUT_DUMP")
    }
    return newest
}()

private func modified(_ url: URL) -> Date {
    ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date) ?? .distantPast
}

/// The package's root directory (this file is Tests/LayoutDumpTests/Support.swift).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

let exampleCard = packageRoot.appendingPathComponent("Examples/promo-card.json")

/// The library, to compare the executable's output with.
let engine: CardLayoutEngine = {
    do {
        return try CardLayoutEngine(fonts: .bundled())
    } catch {
        fatalError("the bundled fonts cannot be loaded: \(error)")
    }
}()

/// What a run of the executable printed and returned.
struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs `layout-dump` with `arguments`, `stdin` as its standard input, in
/// `directory` (a temporary one by default).
func run(_ arguments: [String], stdin: Data? = nil, in directory: URL? = nil) throws -> Run {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? FileManager.default.temporaryDirectory
    let output = Pipe(), errors = Pipe(), input = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = input
    try process.run()
    // Read both pipes while the process runs so neither fills up.
    let group = DispatchGroup()
    nonisolated(unsafe) var outputData = Data(), errorData = Data()
    DispatchQueue.global().async(group: group) { outputData = output.fileHandleForReading.readDataToEndOfFile() }
    DispatchQueue.global().async(group: group) { errorData = errors.fileHandleForReading.readDataToEndOfFile() }
    if let stdin { writeAll(stdin, to: input.fileHandleForWriting.fileDescriptor) }
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    group.wait()
    return Run(
        status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
        stderr: String(decoding: errorData, as: UTF8.self))
}

/// Writes `data` to `descriptor`, writing again where a signal interrupted
/// a write (`FileHandle.write(_:)` stops the test process on `EINTR`), and
/// stopping quietly once the program has stopped reading (it may exit
/// before it reads all its input).
private func writeAll(_ data: Data, to descriptor: Int32) {
    ignoreBrokenPipes
    data.withUnsafeBytes { buffer in
        guard let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, base + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}

/// A write to a pipe whose reader has exited fails with `EPIPE` instead of
/// stopping the test process with `SIGPIPE`.
private let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

/// A fresh temporary directory.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("layout-dump-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Writes `json` to a file named `name` in a fresh temporary directory.
func inputFile(_ json: String, name: String = "card.json") throws -> URL {
    let url = try temporaryDirectory().appendingPathComponent(name)
    try Data(json.utf8).write(to: url)
    return url
}

/// A card with `title`, below its media, at `width`.
func cardJSON(title: String, width: Double = 390, mode: String = "truncate", extra: String = "") -> String {
    let titleJSON = String(decoding: try! JSONSerialization.data(withJSONObject: [title]), as: UTF8.self)
        .dropFirst().dropLast()
    return """
        {"environment": {"width": \(width)},
         "theme": {"cards": {"textOverContent": false, "style": {"textLengthMode": "\(mode)"}}},
         "card": {"id": "c1", "title": \(titleJSON), "subtitle": "Highlights", "buttonText": "Watch now"}\(extra)}
        """
}

let longTitle = "Summer Finals: every goal, every save, every story from the weekend, and the whole season before it"

/// Every element of an XML document (parsed strictly; throws when not well-formed).
func xmlElements(_ text: String) throws -> [(name: String, attributes: [String: String])] {
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append((name, attributes))
        }
    }
    struct NotWellFormed: Error {
        var line: Int
        var column: Int
    }
    let parser = XMLParser(data: Data(text.utf8))
    let collector = Collector()
    parser.delegate = collector
    guard parser.parse() else { throw NotWellFormed(line: parser.lineNumber, column: parser.columnNumber) }
    return collector.elements
}
