// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import CardGeometry
import CardRendering
import CardText

/// `GET /`: the whole page. The matrix form (a plain GET form, so a view is
/// a link and works without the script), the tiles (``TilesHTML``), the
/// frames dialog, and the script that keeps it live (``PageScript``).
enum PageHTML {
    static func page(source: String, snapshot: SourceSnapshot, view: RenderedView?, matrix: DeviceMatrix) -> [UInt8] {
        let query = MatrixQuery.query(for: matrix)
        let kind = snapshot.kind.map { "<span class=\"kind\">\(HTMLText.escaped($0.rawValue))</span>" } ?? ""
        let tiles = TilesHTML.fragment(source: source, snapshot: snapshot, view: view, matrix: matrix)
        var page: [UInt8] = []
        page.reserveCapacity(tiles.count + 4096)
        page += """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTMLText.escaped(source)) · layout-dump preview</title>
            <link rel="stylesheet" href="/preview.css">
            </head>
            <body>
            <header class="bar">
            <div class="title"><h1>\(HTMLText.escaped(source))</h1>\(kind)</div>
            <div class="bar-tools">
            <label class="zoom">Zoom <select id="zoom">\(zoomOptions)</select></label>
            <span id="status" class="status connecting" title="Redraws when the file is saved">connecting…</span>
            </div>
            </header>
            \(form(matrix, query: query))
            <p id="notice" class="notice" role="alert" hidden></p>
            <main id="content">

            """
        page += tiles
        page += """
            </main>
            <dialog id="frames" aria-label="Frames">
            <form method="dialog" class="dialog-bar"><span>Frames</span><button value="close" aria-label="Close">×</button></form>
            <div class="frames-body"></div>
            </dialog>
            <script src="/preview.js"></script>
            </body>
            </html>

            """
        return page
    }

    /// A page that says why a request is refused (status 400).
    static func refusal(_ message: String, source: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head><meta charset="utf-8"><title>\(HTMLText.escaped(source)) · layout-dump preview</title>
        <link rel="stylesheet" href="/preview.css"></head>
        <body><main class="refusal"><h1>This view cannot be shown</h1>
        <p class="notice">\(HTMLText.escaped(message))</p>
        <p><a href="/">Show the default view</a></p></main></body>
        </html>

        """
    }

    private static let zooms = [25, 50, 75, 100, 150]
    private static var zoomOptions: String {
        zooms.map { "<option value=\"\(Double($0) / 100)\"\($0 == 75 ? " selected" : "")>\($0)%</option>" }.joined()
    }

    // MARK: - The matrix form

    private static func form(_ matrix: DeviceMatrix, query: String) -> String {
        let otherWidths = matrix.widths.filter { !DeviceMatrix.defaultWidths.contains($0) }
        var html = "<form id=\"matrix\" class=\"matrix\" method=\"get\" action=\"/\">\n"
        html += "<fieldset><legend>Widths <small>pt</small></legend>"
        html += DeviceMatrix.defaultWidths.map { width in
            let value = NumberText.format(width)
            return checkbox("widths", value, label: value, checked: matrix.widths.contains(width))
        }.joined()
        html += "<input type=\"text\" name=\"widths\" class=\"more-widths\" inputmode=\"decimal\" "
        html += "placeholder=\"other: 360, 600\" aria-label=\"Other widths\" "
        html += "value=\"\(otherWidths.map { NumberText.format($0) }.joined(separator: ", "))\">"
        html += "</fieldset>\n"
        html += "<fieldset><legend>Text sizes</legend>"
        html += ContentSizeCategory.allCases.map {
            checkbox("categories", $0.rawValue, label: $0.rawValue, checked: matrix.categories.contains($0))
        }.joined()
        html += "</fieldset>\n"
        html += "<fieldset><legend>Schemes</legend>"
        html += ColorScheme.allCases.map {
            checkbox("schemes", $0.rawValue, label: $0.rawValue, checked: matrix.schemes.contains($0))
        }.joined()
        html += "</fieldset>\n"
        html += "<fieldset><legend>Directions</legend>"
        html += LayoutDirection.allCases.map {
            checkbox("directions", $0.rawValue, label: $0.rawValue, checked: matrix.directions.contains($0))
        }.joined()
        html += "</fieldset>\n"
        html += "<div class=\"actions\"><button type=\"submit\">Show</button>"
        html += "<span id=\"tile-count\" class=\"tile-count\">\(matrix.count) tiles</span>"
        html += "<a id=\"share\" href=\"/?\(HTMLText.escaped(query))\">Link to this view</a></div>\n"
        return html + "</form>"
    }

    private static func checkbox(_ name: String, _ value: String, label: String, checked: Bool) -> String {
        "<label class=\"check\"><input type=\"checkbox\" name=\"\(name)\" value=\"\(HTMLText.escaped(value))\""
            + (checked ? " checked" : "") + "><span>\(HTMLText.escaped(label))</span></label>"
    }
}
#endif
