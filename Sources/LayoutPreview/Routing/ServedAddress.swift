// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import Synchronization

/// The addresses a request may name, and the page's own origins: the
/// preview answers only requests addressed to where it listens.
///
/// A page of another site can reach a loopback server through DNS
/// rebinding (its own name made to resolve to 127.0.0.1): the browser then
/// sends that name as `Host`, or its own origin as `Origin`. So a request
/// is answered only when its `Host` is `localhost`, `127.0.0.1`, `[::1]` or
/// the `--host` value, with the port the server listens on (no port only
/// when that is 80), and when its `Origin`, if it has one, is one of those
/// same addresses over `http`.
final class ServedAddress: Sendable {
    /// Host names as a `Host` header writes them: lowercased, an IPv6
    /// address in brackets.
    let hostNames: Set<String>
    /// The port listened on: the one asked for, or the one the system
    /// picked for port 0 once the server is bound (nil until then, when
    /// nothing is answered).
    private let port: Mutex<Int?>

    init(host: String, port: Int) {
        self.hostNames = Set(["localhost", "127.0.0.1", "[::1]", Self.hostName(host)])
        self.port = Mutex(port == 0 ? nil : port)
    }

    /// Records the port the server is bound to.
    func listening(on port: Int) {
        self.port.withLock { $0 = port }
    }

    var listeningPort: Int? { port.withLock { $0 } }

    /// `host` as a `Host` header names it.
    static func hostName(_ host: String) -> String {
        let lowered = host.lowercased()
        return lowered.contains(":") && !lowered.hasPrefix("[") ? "[\(lowered)]" : lowered
    }

    /// Whether `authority` (the request's `Host`) names this server.
    func allows(authority: String?) -> Bool {
        guard let authority, let port = listeningPort else { return false }
        let lowered = authority.lowercased()
        let name: Substring
        let portText: Substring?
        if lowered.hasPrefix("[") {
            guard let close = lowered.firstIndex(of: "]") else { return false }
            name = lowered[...close]
            let rest = lowered[lowered.index(after: close)...]
            if rest.isEmpty {
                portText = nil
            } else {
                guard rest.first == ":" else { return false }
                portText = rest.dropFirst()
            }
        } else {
            let parts = lowered.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count <= 2 else { return false }
            name = parts[0]
            portText = parts.count == 2 ? parts[1] : nil
        }
        guard hostNames.contains(String(name)) else { return false }
        guard let portText else { return port == 80 }
        guard !portText.isEmpty, portText.count <= 5, portText.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return false
        }
        return Int(portText) == port
    }

    /// Whether `origin` (the request's `Origin`) is the page's own: absent,
    /// or `http://` and an address ``allows(authority:)`` takes.
    func allows(origin: String?) -> Bool {
        guard let origin else { return true }
        let prefix = "http://"
        guard origin.lowercased().hasPrefix(prefix) else { return false }
        return allows(authority: String(origin.dropFirst(prefix.count)))
    }
}
#endif
