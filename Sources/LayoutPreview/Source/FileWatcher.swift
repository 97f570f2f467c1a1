// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import Dispatch
import Foundation
import ServiceLifecycle

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Watches FILE and the font files and, when one changes on disk, rereads
/// them and tells the pages (``EventHub``).
///
/// It polls: it compares each file's size, inode and times a few times a
/// second, which sees every way an editor saves (in place, or a new file
/// renamed over the old one) on every system, and reads only metadata until
/// something changed. Checking, reading and validating are blocking work:
/// they run on a queue of their own, never on the threads that answer
/// requests. The service runs until the server stops, then ends every
/// event stream.
struct FileWatcher: Service {
    let source: PreviewSource
    let hub: EventHub
    /// How often files are checked.
    let interval: Duration
    /// How often a page is sent a heartbeat (a stream that fails to take
    /// one is closed, so the server notices pages that went away).
    var heartbeat: Duration = .seconds(15)

    func run() async throws {
        let poller = Poller(source: source, hub: hub, interval: interval, heartbeat: heartbeat)
        poller.start()
        defer {
            poller.stop()
            hub.finish()
        }
        // Until the server stops (or this task is cancelled).
        try? await gracefulShutdown()
    }
}

/// The timer behind ``FileWatcher``. Its state is only touched on `queue`.
private final class Poller: @unchecked Sendable {
    private let source: PreviewSource
    private let hub: EventHub
    private let interval: Duration
    private let heartbeat: Duration
    private let queue = DispatchQueue(label: "layout-dump.preview.watcher", qos: .userInitiated)
    private var timer: DispatchSourceTimer?
    private var fileState: Fingerprint
    private var fontState: Fingerprint
    /// The font directories as last listed, and the font files they held:
    /// a directory is listed again only when it changed (a file added,
    /// removed or renamed over another changes it), not at every tick.
    private var fontListing: (directories: Fingerprint, files: [String])
    private var sinceHeartbeat = Duration.zero

    init(source: PreviewSource, hub: EventHub, interval: Duration, heartbeat: Duration) {
        self.source = source
        self.hub = hub
        self.interval = interval
        self.heartbeat = heartbeat
        self.fileState = Fingerprint(of: [source.file])
        let directories = Fingerprint(of: source.fontDirectories)
        self.fontListing = (directories, Fingerprint.fontFiles(in: source.fontDirectories))
        self.fontState = Fingerprint(paths: directories.entries.map(\.path) + fontListing.files)
    }

    /// The font directories and files as they are now (the same as
    /// ``Fingerprint/init(ofFontsIn:)`` tells apart, with the directories
    /// themselves), listing a directory again only when it changed.
    private func fontFingerprint() -> Fingerprint {
        let directories = Fingerprint(of: source.fontDirectories)
        if directories != fontListing.directories {
            fontListing = (directories, Fingerprint.fontFiles(in: source.fontDirectories))
        }
        return Fingerprint(paths: directories.entries.map(\.path) + fontListing.files)
    }

    func start() {
        queue.sync {
            let timer = DispatchSource.makeTimerSource(queue: queue)
            let step = DispatchTimeInterval.nanoseconds(Int(interval.nanoseconds))
            timer.schedule(deadline: .now() + step, repeating: step, leeway: .milliseconds(10))
            timer.setEventHandler { [weak self] in self?.tick() }
            timer.resume()
            self.timer = timer
        }
    }

    func stop() {
        queue.sync {
            timer?.cancel()
            timer = nil
        }
    }

    private func tick() {
        sinceHeartbeat += interval
        if sinceHeartbeat >= heartbeat {
            sinceHeartbeat = .zero
            hub.publish(.heartbeat)
        }
        var file = Fingerprint(of: [source.file])
        let fonts = fontFingerprint()
        guard file != fileState || fonts != fontState else { return }
        // An editor may write in steps: wait until FILE holds still.
        for _ in 0..<5 {
            Thread.sleep(forTimeInterval: 0.03)
            let again = Fingerprint(of: [source.file])
            if again == file { break }
            file = again
        }
        let snapshot = source.reload(fontsChanged: fonts != fontState)
        fileState = file
        fontState = fonts
        hub.publish(.change(version: snapshot.version, valid: snapshot.problem == nil))
    }
}

extension Duration {
    fileprivate var nanoseconds: Int64 {
        components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000
    }
}

/// What is compared to tell that files changed: for each, whether it
/// exists, its size, file number, and modification and status-change times
/// to the nanosecond.
struct Fingerprint: Hashable, Sendable {
    struct Entry: Hashable, Sendable {
        var path: String
        /// nil when the file cannot be looked at (missing).
        var status: [Int64]?
    }

    var entries: [Entry]

    init(of files: [URL]) {
        self.init(paths: files.map(\.path))
    }

    init(paths: [String]) {
        entries = paths.map { Entry(path: $0, status: Self.status(of: $0)) }
    }

    /// The font files (and manifests) of `directories`.
    init(ofFontsIn directories: [URL]) {
        self.init(paths: Self.fontFiles(in: directories))
    }

    /// The paths of the font files (and manifests) in `directories`, each
    /// directory's in the order of their names.
    static func fontFiles(in directories: [URL]) -> [String] {
        var files: [String] = []
        for directory in directories {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names.sorted()
            where ["ttf", "otf", "ttc", "json"].contains((name as NSString).pathExtension.lowercased()) {
                files.append(directory.appendingPathComponent(name).path)
            }
        }
        return files
    }

    private static func status(of path: String) -> [Int64]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            let modified = info.st_mtimespec, changed = info.st_ctimespec
        #else
            let modified = info.st_mtim, changed = info.st_ctim
        #endif
        return [
            Int64(info.st_size), Int64(bitPattern: UInt64(info.st_ino)), Int64(modified.tv_sec),
            Int64(modified.tv_nsec), Int64(changed.tv_sec), Int64(changed.tv_nsec),
        ]
    }
}
#endif
