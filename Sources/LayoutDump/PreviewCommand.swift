import ArgumentParser
import Foundation

#if Preview
    import LayoutPreview
#endif

/// `layout-dump preview FILE`: a live web page of the card over a device matrix.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live page that shows the card over a device matrix and redraws when the file is saved.",
        discussion: """
            Open the printed address in a browser. The page shows one tile per environment (width, text size, \
            scheme, direction; pick them on the page, the address keeps the choice) drawn as --format svg \
            draws, marks truncated, resized and overflowing texts, and opens a tile's frames as a table. It \
            redraws when FILE or its fonts change; an invalid FILE shows its error above the last good layout. \
            Ctrl-C stops the server.
            """)

    @Argument(help: ArgumentHelp("The input JSON file to show and watch.", valueName: "file"))
    var file: String

    @Option(help: "The port to listen on (0 picks a free one).")
    var port: Int = 8080

    @Option(help: "The address to listen on. Anything but loopback shows FILE to the network.")
    var host: String = "127.0.0.1"

    @Option(
        name: .customLong("fonts"),
        help: ArgumentHelp(
            "A font directory to add to the bundled Fonts/ (repeatable); watched like FILE.", valueName: "dir"))
    var fontDirectories: [String] = []

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0...65535, got \(port)") }
    }

    func run() throws {
        #if Preview
        do {
            let server = try PreviewServer(
                options: PreviewOptions(file: file, host: host, port: port, fontDirectories: fontDirectories))
            try server.runUntilStopped { url in
                FileHandle.standardOutput.write(Data("Previewing \(file) at \(url) (Ctrl-C stops)\n".utf8))
            }
        } catch {
            throw CommandFailure(error.message)
        }
        #else
        throw CommandFailure(
            "preview: this layout-dump was built without the preview server; build it with the Preview trait: "
                + "swift run --traits Preview layout-dump preview \(file)")
        #endif
    }
}
