import CardGeometryCore

extension BrazeFeedLayout: JSONWritable {
    /// The layout as `card-layout/1` JSON, keys in the spec's order.
    public var jsonValue: JSONValue { writtenJSON }

    /// Writes the layout as `card-layout/1` JSON, keys in the spec's order.
    package func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("schema", .string(Self.schema))
        sink.member("kind", .string(Self.kind.rawValue))
        sink.member("size", size.jsonValue)
        sink.member("feed", feed.jsonValue)
        sink.array("cards", cards) { sink, card in card.writeJSON(to: &sink) }
        sink.member(
            "hidden",
            .array(
                hidden.map { card in
                    var value = JSONObject()
                    value.append("id", .string(card.id))
                    value.append("reason", .string(card.reason.rawValue))
                    return .object(value)
                }))
        sink.key("message")
        message.writeJSON(to: &sink)
        sink.member("warnings", warnings.jsonValue)
        sink.endObject()
    }
}

extension BrazeFeedLayout.Feed {
    var jsonValue: JSONValue {
        var object = JSONObject()
        object.append("frame", frame.jsonValue)
        object.append("backgroundColor", .string(backgroundColor.hex))
        object.append("context", .string(context.rawValue))
        object.append("doneButton", .bool(doneButton))
        object.append("title", title.map(JSONValue.string) ?? .null)
        object.append("disableUnreadIndicator", .bool(disableUnreadIndicator))
        object.append("empty", .bool(empty))
        return .object(object)
    }
}

extension BrazeFeedLayout.Card {
    func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("id", .string(id))
        sink.member("type", .string(type.rawValue))
        sink.member("control", .bool(control))
        sink.member("position", .number(Double(position)))
        sink.member("pinned", .bool(pinned))
        sink.member("viewed", .bool(viewed))
        sink.member("dismissible", .bool(dismissible))
        sink.member("clickable", .bool(clickable))
        sink.member("url", url.map(JSONValue.string) ?? .null)
        sink.member("openURLInWebView", .bool(openURLInWebView))
        sink.member("frame", frame.jsonValue)
        sink.member("backgroundColor", backgroundColor.jsonValue)
        sink.member("cornerRadius", .number(cornerRadius))
        sink.member(
            "border",
            border.map { border in
                var value = JSONObject()
                value.append("width", .number(border.width))
                value.append("color", .string(border.color.hex))
                return .object(value)
            } ?? .null)
        sink.member(
            "shadow",
            shadow.map { shadow in
                var value = JSONObject()
                value.append("color", .string(shadow.color.hex))
                value.append("offsetX", .number(shadow.offsetX))
                value.append("offsetY", .number(shadow.offsetY))
                value.append("radius", .number(shadow.radius))
                value.append("opacity", .number(shadow.opacity))
                return .object(value)
            } ?? .null)
        sink.member(
            "image",
            image.map { image in
                var value = JSONObject()
                value.append("frame", image.frame.jsonValue)
                value.append("cornerRadius", .number(image.cornerRadius))
                value.append("aspectRatio", .number(image.aspectRatio))
                value.append("backgroundColor", .string(image.backgroundColor.hex))
                value.append("url", image.url.map(JSONValue.string) ?? .null)
                return .object(value)
            } ?? .null)
        sink.key("title")
        title.writeJSON(to: &sink)
        sink.key("description")
        description.writeJSON(to: &sink)
        sink.key("domain")
        domain.writeJSON(to: &sink)
        sink.member("pin", pin.jsonValue)
        sink.member("unreadIndicator", unreadIndicator.jsonValue)
        sink.endObject()
    }
}

extension Optional where Wrapped == BrazeFeedLayout.Mark {
    /// `{ "frame", "color" }`, or `null`.
    var jsonValue: JSONValue {
        guard let mark = self else { return .null }
        var value = JSONObject()
        value.append("frame", mark.frame.jsonValue)
        value.append("color", .string(mark.color.hex))
        return .object(value)
    }
}
