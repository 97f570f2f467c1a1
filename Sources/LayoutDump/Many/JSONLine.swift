import CardGeometry
import Foundation

/// The JSON Lines `layout-dump` writes for many inputs, one line per input:
/// `{"source": …, "engine": {…}, "layout": {…card-layout/1…}}` or
/// `{"source": …, "engine": {…}, "error": {"path": …, "message": …}}`. Each
/// line names the engine (version and font digest) so that it stands alone
/// when lines of several runs or shards are put together; the layout's
/// document is written as its writer makes it, unchanged.
struct JSONLine: Sendable {
    /// `"engine":{…},`, made once per run.
    let engineMember: [UInt8]

    init(engine: JSONValue) {
        engineMember = Array("\"engine\":\(engine.text(pretty: false)),".utf8)
    }

    /// The line of a layout, its newline included.
    func layout(_ layout: Layout, source: InputSource) -> Data {
        var data = Data()
        data.append(contentsOf: Array("{\"source\":\(source.jsonValue.text(pretty: false)),".utf8))
        data.append(contentsOf: engineMember)
        data.append(contentsOf: Array("\"layout\":".utf8))
        layout.writeJSON(pretty: false) { chunk in data.append(contentsOf: chunk) }
        data.append(contentsOf: Array("}\n".utf8))
        return data
    }

    /// The line of an input that cannot be laid out.
    func error(_ failure: InputFailure, source: InputSource) -> Data {
        var data = Data()
        data.append(contentsOf: Array("{\"source\":\(source.jsonValue.text(pretty: false)),".utf8))
        data.append(contentsOf: engineMember)
        data.append(contentsOf: Array("\"error\":\(failure.jsonValue.text(pretty: false))}\n".utf8))
        return data
    }
}
