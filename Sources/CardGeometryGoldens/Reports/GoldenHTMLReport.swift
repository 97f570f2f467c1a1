import CardGeometry
import CardRendering
import Foundation

/// The run as one self-contained HTML page for reviewers, kept as a CI
/// artifact and opened offline (it loads nothing): the counts, the groups
/// of failures with one fingerprint, then each failing case with its first
/// cause, its pictures (expected and actual frames side by side, and the
/// actual card with the moved frames outlined, expected dashed and actual
/// solid), and its table of differences.
public struct GoldenHTMLReport: Sendable {
    /// At most this many differences are listed per case.
    public static let shownDifferences = 200

    let run: GoldenRun
    let engine: CardLayoutEngine

    /// The report of `run`, whose pictures `engine` draws (the engine that
    /// laid the cases out).
    public init(run: GoldenRun, engine: CardLayoutEngine) {
        self.run = run
        self.engine = engine
    }

    /// The HTML document.
    public func html() -> String {
        let pictures = GoldenPictures(drawer: CardSVG(measurer: engine.measurer))
        let failures = run.failures
        var anchors: [String: String] = [:]
        for (index, result) in failures.enumerated() { anchors[result.key] = "case-\(index + 1)" }
        var page: [String] = []
        page.append("<!DOCTYPE html>")
        page.append(#"<html lang="en"><head><meta charset="utf-8">"#)
        page.append(#"<meta name="viewport" content="width=device-width, initial-scale=1">"#)
        page.append("<title>Golden check: \(MarkupText.escaped(run.summary))</title>")
        page.append("<style>\(Self.style)</style></head><body>")
        page.append("<header><h1>Golden check</h1>")
        page.append(#"<p class="summary \#(run.passed ? "pass" : "fail")">\#(MarkupText.escaped(run.summary))</p>"#)
        var facts = ["engine \(run.engineVersion)", run.fontsDigest]
        if let filter = run.filter { facts.append("filter \(filter)") }
        if let shard = run.shard { facts.append("shard \(shard)") }
        if !run.judgesObsolete { facts.append("obsolete files not judged (filtered or sharded run)") }
        page.append(#"<p class="facts">\#(MarkupText.escaped(facts.joined(separator: " · ")))</p>"#)
        page.append(
            #"<p class="legend"><span class="key expected"></span> expected (dashed) "#
                + #"<span class="key actual"></span> actual (solid)</p></header>"#)

        let groups = run.groups
        if !groups.isEmpty {
            page.append("<section><h2>Groups</h2><p>Failures with the same paths and changes, up to the case.</p>")
            page.append("<table class=\"groups\"><tr><th>cases</th><th>first cause</th><th>which</th></tr>")
            for group in groups {
                let links = group.cases.prefix(50).map { key in
                    "<a href=\"#\(anchors[key] ?? "")\">\(MarkupText.escaped(key))</a>"
                }
                let more = group.cases.count > 50 ? " and \(group.cases.count - 50) more" : ""
                page.append(
                    "<tr><td class=\"count\">\(group.cases.count)</td><td><code>"
                        + "\(MarkupText.escaped(group.explanation.headline))</code></td><td>"
                        + links.joined(separator: "<br>") + more + "</td></tr>")
            }
            page.append("</table></section>")
        }

        if !failures.isEmpty { page.append("<section><h2>Cases</h2>") }
        for result in failures {
            page.append(section(result, anchor: anchors[result.key] ?? "", pictures: pictures))
        }
        if !failures.isEmpty { page.append("</section>") }
        page.append("</body></html>")
        return page.joined(separator: "\n") + "\n"
    }

    private func section(_ result: GoldenResult, anchor: String, pictures: GoldenPictures) -> String {
        var html = [#"<article class="case" id="\#(anchor)">"#]
        html.append(
            #"<h3><span class="status \#(result.status.rawValue)">\#(result.status.rawValue)</span> "#
                + "\(MarkupText.escaped(result.key))</h3>")
        var files = ["expected: \(result.expectedPath)"]
        if let input = result.inputPath { files.insert("input: \(input)", at: 0) }
        html.append(#"<p class="files">\#(MarkupText.escaped(files.joined(separator: " · ")))</p>"#)
        if let headline = result.headline {
            html.append(#"<p class="cause">\#(MarkupText.escaped(headline))</p>"#)
        }
        html.append(picturesHTML(result, pictures: pictures))
        if !result.differences.isEmpty {
            let count = result.differences.count
            html.append("<details open><summary>\(count) difference\(count == 1 ? "" : "s")</summary>")
            html.append(
                "<table class=\"differences\"><tr><th>path</th><th>expected</th><th>actual</th><th>change</th></tr>")
            for difference in result.differences.prefix(Self.shownDifferences) {
                html.append(
                    "<tr><td><code>\(MarkupText.escaped(difference.path))</code></td>"
                        + "<td>\(MarkupText.escaped(difference.expected))</td>"
                        + "<td>\(MarkupText.escaped(difference.actual))</td>"
                        + "<td>\(MarkupText.escaped(difference.delta.map(LayoutDifference.signed) ?? ""))</td></tr>")
            }
            html.append("</table>")
            if count > Self.shownDifferences {
                html.append("<p>… and \(count - Self.shownDifferences) more (the JSON report lists every one)</p>")
            }
            html.append("</details>")
        }
        html.append("</article>")
        return html.joined(separator: "\n")
    }

    private func picturesHTML(_ result: GoldenResult, pictures: GoldenPictures) -> String {
        guard let goldenCase = result.goldenCase, goldenCase.form == .layout, let details = result.details,
            let layout = try? engine.layout(details.input, includesGlyphs: true)
        else { return "" }
        func figure(_ svg: String, _ caption: String) -> String {
            "<figure>\(GoldenPictures.image(svg, alt: caption))<figcaption>\(MarkupText.escaped(caption))</figcaption></figure>"
        }
        guard let expected = details.expectedTree, let actual = details.actualTree else {
            return #"<div class="pictures">\#(figure(pictures.picture(layout), "actual (no expected file)"))</div>"#
        }
        var moved: [String] = []
        for difference in result.differences {
            if let frame = difference.framePath, !moved.contains(frame) { moved.append(frame) }
        }
        let movedSet = Set(moved)
        let expectedFrames = LayoutFrames(expected).bounds
        let actualFrames = LayoutFrames(actual).bounds
        let bounds = expectedFrames.union(actualFrames)
        return #"<div class="pictures">"#
            + figure(
                pictures.frames(
                    expected, moved: movedSet, color: GoldenPictures.expectedColor, dashed: true, bounds: bounds),
                "expected frames")
            + figure(
                pictures.frames(
                    actual, moved: movedSet, color: GoldenPictures.actualColor, dashed: false, bounds: bounds),
                "actual frames")
            + overlayFigure(layout, moved: moved, expected: expected, actual: actual, pictures: pictures, figure: figure)
            + "</div>"
    }

    /// The actual card with the moved frames outlined where the picture
    /// draws in the layout's own coordinates; a picture drawn elsewhere (a
    /// sheet's three positions side by side) is shown without outlines,
    /// which the frames pictures then carry.
    private func overlayFigure(
        _ layout: Layout, moved: [String], expected: JSONValue, actual: JSONValue, pictures: GoldenPictures,
        figure: (String, String) -> String
    ) -> String {
        guard layout.drawingSize == layout.size else {
            return figure(pictures.picture(layout), "actual card (drawn at its positions; moved frames in the frames pictures)")
        }
        let caption = "actual card; \(moved.count) moved frame\(moved.count == 1 ? "" : "s") outlined"
        return figure(pictures.overlay(layout, moved: moved, expected: expected, actual: actual), caption)
    }

    static let style = """
        body{font:14px -apple-system,system-ui,sans-serif;margin:24px;color:#1c1c1e;background:#fff}
        h1{font-size:22px;margin:0 0 4px}h2{font-size:18px;margin:24px 0 8px;border-bottom:1px solid #d1d1d6}
        h3{font-size:15px;margin:0 0 4px;word-break:break-all}
        .summary{font-size:16px;font-weight:600}.summary.fail{color:#d70015}.summary.pass{color:#248a3d}
        .facts,.files{color:#6e6e73;font-size:12px;margin:2px 0}
        .legend .key{display:inline-block;width:22px;height:0;vertical-align:middle;margin:0 4px 0 12px}
        .legend .key.expected{border-top:2px dashed #d70015}.legend .key.actual{border-top:2px solid #0071e3}
        .cause{font-family:ui-monospace,Menlo,monospace;font-size:13px;background:#fff4e5;padding:6px 8px;border-radius:6px}
        .case{border:1px solid #d1d1d6;border-radius:10px;padding:12px 14px;margin:14px 0}
        .status{font-size:11px;text-transform:uppercase;padding:2px 6px;border-radius:4px;color:#fff;background:#8e8e93}
        .status.failed,.status.error{background:#d70015}.status.missing,.status.obsolete{background:#b25000}
        .pictures{display:flex;gap:16px;align-items:flex-start;flex-wrap:wrap;margin:10px 0}
        figure{margin:0;max-width:420px}figure img{max-width:420px;height:auto;border:1px solid #e5e5ea;border-radius:6px}
        figcaption{font-size:12px;color:#6e6e73;text-align:center}
        table{border-collapse:collapse;font-size:12px}td,th{border:1px solid #e5e5ea;padding:3px 6px;text-align:left;vertical-align:top}
        th{background:#f2f2f7}code{font-family:ui-monospace,Menlo,monospace}td.count{text-align:right;font-weight:600}
        .groups a{color:#0071e3;text-decoration:none}
        """
}

extension LayoutRect {
    /// The smallest rectangle holding both.
    func union(_ other: LayoutRect) -> LayoutRect {
        let minX = min(x, other.x), minY = min(y, other.y)
        let maxX = max(x + width, other.x + other.width), maxY = max(y + height, other.y + other.height)
        return LayoutRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
