import CardGeometryCore

import Foundation

extension StorytellerCardLayout {
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
    public var jsonValue: JSONValue {
        var object = JSONObject()
        object.append("schema", .string(Self.schema))
        object.append("kind", .string(kind))
        object.append("cardId", cardId.map(JSONValue.string) ?? .null)
        object.append(
            "size",
            .object(
                JSONObject([
                    .init(key: "width", value: .number(size.width)),
                    .init(key: "height", value: .number(size.height)),
                ])))
        var surface = JSONObject()
        surface.append("frame", card.frame.jsonValue)
        surface.append("cornerRadius", .number(card.cornerRadius))
        object.append("card", .object(surface))
        var media = JSONObject()
        media.append("frame", self.media.frame.jsonValue)
        media.append("cornerRadius", .number(self.media.cornerRadius))
        media.append("type", .string(self.media.type.rawValue))
        object.append("media", .object(media))
        object.append(
            "textContainer",
            textContainer.map { container in
                var value = JSONObject()
                value.append("frame", container.frame.jsonValue)
                value.append("backgroundColor", container.backgroundColor.jsonValue)
                return .object(value)
            } ?? .null)
        object.append("heading", heading?.jsonValue ?? .null)
        object.append("subheading", subheading?.jsonValue ?? .null)
        object.append(
            "button",
            button.map { button in
                var value = JSONObject()
                value.append("frame", button.frame.jsonValue)
                value.append("cornerRadius", .number(button.cornerRadius))
                value.append("backgroundColor", button.backgroundColor.jsonValue)
                value.append("outlineColor", .string(button.outlineColor.hex))
                value.append("outlineWidth", .number(button.outlineWidth))
                value.append("label", button.label.jsonValue)
                return .object(value)
            } ?? .null)
        var behavior = JSONObject()
        behavior.append("reloadOnExit", .bool(self.behavior.reloadOnExit))
        behavior.append("reloadOnForeground", .bool(self.behavior.reloadOnForeground))
        object.append("behavior", .object(behavior))
        object.append("warnings", .array(warnings.map(JSONValue.string)))
        return .object(object)
    }
}
