// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import HTTPTypes
import Hummingbird

/// The headers every answer carries: nothing is cached (the page changes
/// with FILE), nothing is sniffed, no other origin is trusted.
enum ResponseHeaders {
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'self' 'unsafe-inline'; "
        + "img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

    static var common: HTTPFields {
        var headers = HTTPFields()
        headers[.cacheControl] = "no-store"
        headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        headers[HTTPField.Name("Referrer-Policy")!] = "no-referrer"
        headers[HTTPField.Name("Content-Security-Policy")!] = contentSecurityPolicy
        return headers
    }
}

extension Response {
    /// A text answer of `contentType`.
    static func text(_ text: String, contentType: String, status: HTTPResponse.Status = .ok) -> Response {
        var headers = ResponseHeaders.common
        headers[.contentType] = contentType
        let buffer = ByteBuffer(string: text)
        headers[.contentLength] = String(buffer.readableBytes)
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: buffer))
    }

    /// A UTF-8 answer of `contentType`, its bytes as they are.
    static func text(_ bytes: [UInt8], contentType: String, status: HTTPResponse.Status = .ok) -> Response {
        var headers = ResponseHeaders.common
        headers[.contentType] = contentType
        headers[.contentLength] = String(bytes.count)
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    static func html(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        .text(text, contentType: "text/html; charset=utf-8", status: status)
    }

    /// An HTML answer written as UTF-8 bytes (the page, the tiles).
    static func html(_ bytes: [UInt8], status: HTTPResponse.Status = .ok) -> Response {
        .text(bytes, contentType: "text/html; charset=utf-8", status: status)
    }

    static func plain(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        .text(text, contentType: "text/plain; charset=utf-8", status: status)
    }

    /// 404: anything but the preview's own routes (no file is ever served
    /// by its name).
    static var notFound: Response {
        .plain("Not found: the preview serves /, /tiles, /frames, /events, /preview.js and /preview.css.\n", status: .notFound)
    }
}
#endif
