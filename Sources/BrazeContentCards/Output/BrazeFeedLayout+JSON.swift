import CardGeometryCore

extension BrazeFeedLayout {
    /// The layout as `card-layout/1` JSON, keys in the spec's order.
    public var jsonValue: JSONValue {
        var object = JSONObject()
        object.append("schema", .string(Self.schema))
        object.append("kind", .string(Self.kind.rawValue))
        object.append("size", size.jsonValue)
        object.append("feed", feed.jsonValue)
        object.append("cards", .array(cards.map(\.jsonValue)))
        object.append(
            "hidden",
            .array(
                hidden.map { card in
                    var value = JSONObject()
                    value.append("id", .string(card.id))
                    value.append("reason", .string(card.reason.rawValue))
                    return .object(value)
                }))
        object.append("message", message.jsonValue)
        object.append("warnings", .array(warnings.map(JSONValue.string)))
        return .object(object)
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
    var jsonValue: JSONValue {
        var object = JSONObject()
        object.append("id", .string(id))
        object.append("type", .string(type.rawValue))
        object.append("control", .bool(control))
        object.append("position", .number(Double(position)))
        object.append("pinned", .bool(pinned))
        object.append("viewed", .bool(viewed))
        object.append("dismissible", .bool(dismissible))
        object.append("clickable", .bool(clickable))
        object.append("url", url.map(JSONValue.string) ?? .null)
        object.append("openURLInWebView", .bool(openURLInWebView))
        object.append("frame", frame.jsonValue)
        object.append("backgroundColor", backgroundColor.jsonValue)
        object.append("cornerRadius", .number(cornerRadius))
        object.append(
            "border",
            border.map { border in
                var value = JSONObject()
                value.append("width", .number(border.width))
                value.append("color", .string(border.color.hex))
                return .object(value)
            } ?? .null)
        object.append(
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
        object.append(
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
        object.append("title", title.jsonValue)
        object.append("description", description.jsonValue)
        object.append("domain", domain.jsonValue)
        object.append("pin", pin.jsonValue)
        object.append("unreadIndicator", unreadIndicator.jsonValue)
        return .object(object)
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
