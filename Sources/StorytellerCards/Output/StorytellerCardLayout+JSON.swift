import CardGeometryCore

import Foundation

extension StorytellerCardLayout: JSONWritable {
    /// The layout as `card-layout/1` JSON: keys in the schema's order,
    /// numbers with at most 3 decimals (no trailing zeros, no `-0`), absent
    /// parts as `null`, colors as `#RRGGBBAA`. Pretty output indents by two
    /// spaces; neither form ends with a newline. The same layout always
    /// gives the same bytes.
    public func jsonData(pretty: Bool = true) -> Data {
        Data(jsonString(pretty: pretty).utf8)
    }

    /// ``jsonData(pretty:)`` as a string.
    public func jsonString(pretty: Bool = true) -> String {
        JSONWriter.write(jsonValue, pretty: pretty)
    }

    /// The layout as a JSON tree, in the order it is written.
    public var jsonValue: JSONValue { writtenJSON }

    /// Writes the layout as `card-layout/1` JSON, in the schema's order.
    package func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("schema", .string(Self.schema))
        sink.member("kind", .string(kind))
        sink.member("cardId", cardId.map(JSONValue.string) ?? .null)
        sink.member(
            "size",
            .object(
                JSONObject([
                    .init(key: "width", value: .number(size.width)),
                    .init(key: "height", value: .number(size.height)),
                ])))
        var surface = JSONObject()
        surface.append("frame", card.frame.jsonValue)
        surface.append("cornerRadius", .number(card.cornerRadius))
        sink.member("card", .object(surface))
        var media = JSONObject()
        media.append("frame", self.media.frame.jsonValue)
        media.append("cornerRadius", .number(self.media.cornerRadius))
        media.append("type", .string(self.media.type.rawValue))
        sink.member("media", .object(media))
        sink.member(
            "textContainer",
            textContainer.map { container in
                var value = JSONObject()
                value.append("frame", container.frame.jsonValue)
                value.append("backgroundColor", container.backgroundColor.jsonValue)
                return .object(value)
            } ?? .null)
        sink.key("heading")
        heading.writeJSON(to: &sink)
        sink.key("subheading")
        subheading.writeJSON(to: &sink)
        sink.optional("button", button) { button, sink in
            sink.beginObject()
            sink.member("frame", button.frame.jsonValue)
            sink.member("cornerRadius", .number(button.cornerRadius))
            sink.member("backgroundColor", button.backgroundColor.jsonValue)
            sink.member("outlineColor", .string(button.outlineColor.hex))
            sink.member("outlineWidth", .number(button.outlineWidth))
            sink.key("label")
            button.label.writeJSON(to: &sink)
            sink.endObject()
        }
        var behavior = JSONObject()
        behavior.append("reloadOnExit", .bool(self.behavior.reloadOnExit))
        behavior.append("reloadOnForeground", .bool(self.behavior.reloadOnForeground))
        sink.member("behavior", .object(behavior))
        sink.member("warnings", warnings.jsonValue)
        sink.endObject()
    }
}
