// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import CardGeometry
import CardRendering
import Hummingbird

/// The preview's routes, all GET (and HEAD):
///
/// - `/`: the page (a matrix query picks the tiles; 400 for a bad one);
/// - `/tiles`: the page's changing part, for the script to swap in;
/// - `/frames`: one tile's frames as a table (`width`, `category`,
///   `scheme`, `direction`);
/// - `/events`: the Server-Sent Events stream of changes;
/// - `/preview.js`, `/preview.css`: the page's script and style, built in.
///
/// Nothing else answers (404): no route takes a file name, so no request
/// can reach another file than FILE and the fonts. And no route answers a
/// request addressed to another host or sent from another origin (421,
/// ``AddressCheckMiddleware``).
struct PreviewRoutes: Sendable {
    let source: PreviewSource
    let hub: EventHub
    let cache: TileCache
    let address: ServedAddress

    func router() -> Router<BasicRequestContext> {
        let router = Router(options: .autoGenerateHeadEndpoints)
        router.add(middleware: AddressCheckMiddleware(address: address))
        router.add(middleware: PreviewMiddleware())
        router.get("/") { request, _ in await page(query: request.uri.query) }
        router.get("/tiles") { request, _ in await tiles(query: request.uri.query) }
        router.get("/frames") { request, _ in frames(query: request.uri.query) }
        router.get("/events") { _, _ in
            let source = source
            return ServerSentEvents.response(hub: hub, version: { source.snapshot.version })
        }
        router.get("/preview.js") { _, _ in
            Response.text(PageScript.text, contentType: "text/javascript; charset=utf-8")
        }
        router.get("/preview.css") { _, _ in
            Response.text(PageStyle.text, contentType: "text/css; charset=utf-8")
        }
        return router
    }

    // MARK: - Handlers

    func page(query: String?) async -> Response {
        let matrix: DeviceMatrix
        do {
            matrix = try MatrixQuery.matrix(from: query)
        } catch {
            return .html(PageHTML.refusal(error.message, source: source.name), status: .badRequest)
        }
        let snapshot = source.snapshot
        let view = await cache.view(of: snapshot, matrix: matrix)
        return .html(PageHTML.page(source: source.name, snapshot: snapshot, view: view, matrix: matrix))
    }

    func tiles(query: String?) async -> Response {
        let matrix: DeviceMatrix
        let since: Int?
        do {
            let parts = try TilesQuery.split(query)
            matrix = try MatrixQuery.matrix(from: parts.matrixQuery)
            since = parts.since
        } catch {
            return .plain(error.message, status: .badRequest)
        }
        let snapshot = source.snapshot
        let view = await cache.view(of: snapshot, matrix: matrix)
        var before: RenderedView?
        if let since, since < snapshot.version {
            before = await cache.keptView(version: since, matrix: matrix)
        }
        return .html(
            TilesHTML.fragment(source: source.name, snapshot: snapshot, view: view, matrix: matrix, since: before))
    }

    func frames(query: String?) -> Response {
        let environment: TileEnvironment
        do {
            environment = try TileEnvironment(query: query)
        } catch {
            return .plain(error.message, status: .badRequest)
        }
        let snapshot = source.snapshot
        guard let document = snapshot.document else {
            return .html("<p class=\"notice\">\(HTMLText.escaped(source.name)) has not laid out yet.</p>\n")
        }
        let renderer = TileRenderer(snapshot: snapshot)
        do {
            let layout = try renderer.layout(document, in: environment, includesGlyphs: false)
            let moved = renderer.moved(layout, in: environment)
            return .html(FramesTable.html(layout, environment: environment, source: source.name, moved: moved))
        } catch {
            let problem = SourceProblem(error)
            return .html(
                "<div class=\"frames-table\"><h2>\(HTMLText.escaped(environment.label))</h2>"
                    + "<p class=\"notice\">Cannot be laid out here: \(HTMLText.escaped(problem.description))</p></div>\n")
        }
    }
}

/// Answers every request the routes do not take with the preview's own
/// 404, and any failure with a 500 that keeps the server running.
struct PreviewMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            return .notFound
        } catch let error as HTTPError {
            return .plain((error.body ?? error.status.reasonPhrase) + "\n", status: error.status)
        } catch {
            return .plain("The preview failed on this request: \(error)\n", status: .internalServerError)
        }
    }
}
#endif
