// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import HTTPTypes
import Hummingbird

/// Refuses, before any route runs, every request not addressed to the
/// preview itself (see ``ServedAddress``): 421 Misdirected Request, with a
/// line that says why and nothing of FILE, its layouts or its path.
struct AddressCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    let address: ServedAddress

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard address.allows(authority: request.head.authority) else {
            return .misdirected("its Host names another address than the one the preview listens on")
        }
        guard address.allows(origin: request.headers[.origin]) else {
            return .misdirected("it comes from a page of another origin")
        }
        return try await next(request, context)
    }
}

extension Response {
    /// 421: a request the preview refuses because of where it is addressed
    /// or where it comes from.
    static func misdirected(_ reason: String) -> Response {
        .plain("Misdirected request: the preview does not answer it, since \(reason).\n", status: .misdirectedRequest)
    }
}
#endif
