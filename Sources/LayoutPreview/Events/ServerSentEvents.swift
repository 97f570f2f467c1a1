// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import Hummingbird
import HTTPTypes
import ServiceLifecycle

/// `GET /events`: a Server-Sent Events stream (text/event-stream).
///
/// It opens with `retry` (reconnect after a second) and a `hello` event
/// with the current version, so a page that reconnects after missing a
/// change redraws; then a `change` event per change of FILE or its fonts,
/// and a comment line as heartbeat. The stream ends when the page goes
/// away or the server stops.
enum ServerSentEvents {
    static func response(hub: EventHub, version: @escaping @Sendable () -> Int) -> Response {
        var headers = ResponseHeaders.common
        headers[.contentType] = "text/event-stream; charset=utf-8"
        return Response(
            status: .ok, headers: headers,
            body: ResponseBody { writer in
                let (id, events) = hub.subscribe()
                defer { hub.unsubscribe(id) }
                try await writer.write(ByteBuffer(string: "retry: 1000\n\n" + text(hello: version())))
                try await withTaskCancellationOrGracefulShutdownHandler {
                    for await event in events {
                        try await writer.write(ByteBuffer(string: text(event)))
                    }
                } onCancelOrGracefulShutdown: {
                    hub.unsubscribe(id)
                }
                try await writer.finish(nil)
            })
    }

    /// The opening event.
    static func text(hello version: Int) -> String {
        "event: hello\ndata: {\"version\":\(version)}\n\n"
    }

    /// One event as the stream writes it.
    static func text(_ event: PreviewEvent) -> String {
        switch event {
        case .change(let version, let valid):
            "id: \(version)\nevent: change\ndata: {\"version\":\(version),\"valid\":\(valid)}\n\n"
        case .heartbeat:
            ": heartbeat\n\n"
        }
    }
}
#endif
