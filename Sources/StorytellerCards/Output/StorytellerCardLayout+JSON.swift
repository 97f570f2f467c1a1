import CardGeometryCore

import Foundation

extension StorytellerCardLayout: JSONWritable {
    /// The layout as `card-layout/1` JSON: keys in the schema's order,
    /// numbers with at most 3 decimals (no trailing zeros, no `-0`), absent
    /// parts as `null`, colors as `#RRGGBBAA`. Pretty output indents by two
    /// spaces; neither form ends with a newline. The same layout always
    /// gives the same bytes.
    public func jsonData(pretty: Bool = true) -> Data {
        Data(jsonBytes(pretty: pretty))
    }

    /// ``jsonData(pretty:)`` as a string.
    public func jsonString(pretty: Bool = true) -> String {
        String(decoding: jsonBytes(pretty: pretty), as: UTF8.self)
    }

    /// The layout as a JSON tree, in the order it is written.
    public var jsonValue: JSONValue { writtenJSON }

    /// ``writeJSON(to:)`` specialized for bytes, in this module.
    package func writeJSON(into writer: inout JSONByteWriter) {
        writeJSON(to: &writer)
    }

    /// Writes the layout as `card-layout/1` JSON, in the schema's order.
    package func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("schema", Self.schema)
        sink.member("kind", kind)
        sink.member("cardId", cardId)
        sink.member("size", size)
        sink.object("card") { sink in
            sink.member("frame", card.frame)
            sink.member("cornerRadius", card.cornerRadius)
        }
        sink.object("media") { sink in
            sink.member("frame", media.frame)
            sink.member("cornerRadius", media.cornerRadius)
            sink.member("type", media.type.rawValue)
        }
        sink.optionalObject("textContainer", textContainer) { container, sink in
            sink.member("frame", container.frame)
            sink.member("backgroundColor", container.backgroundColor)
        }
        sink.member("heading", heading)
        sink.member("subheading", subheading)
        sink.optionalObject("button", button) { button, sink in
            sink.member("frame", button.frame)
            sink.member("cornerRadius", button.cornerRadius)
            sink.member("backgroundColor", button.backgroundColor)
            sink.member("outlineColor", button.outlineColor)
            sink.member("outlineWidth", button.outlineWidth)
            sink.member("label", button.label)
        }
        sink.object("behavior") { sink in
            sink.member("reloadOnExit", behavior.reloadOnExit)
            sink.member("reloadOnForeground", behavior.reloadOnForeground)
        }
        sink.member("warnings", warnings)
        sink.endObject()
    }
}
