import CardGeometryCore

extension WidgetStackLayout {
    /// The layout as a JSON tree, keys in the spec's order.
    public var jsonValue: JSONValue {
        var object = JSONObject()
        object.append("schema", .string(Self.schema))
        object.append("kind", .string(Self.kind.rawValue))
        object.append("placement", .string(placement.rawValue))
        object.append("size", size.jsonValue)
        var stack = JSONObject()
        stack.append("frame", self.stack.frame.jsonValue)
        stack.append("shown", .number(Double(self.stack.shown)))
        stack.append("hidden", .number(Double(self.stack.hidden)))
        object.append("stack", .object(stack))
        object.append("widgets", .array(widgets.map(\.jsonValue)))
        object.append("warnings", .array(warnings.map(JSONValue.string)))
        return .object(object)
    }
}

extension WidgetStackLayout.Widget {
    var jsonValue: JSONValue {
        var object = JSONObject()
        object.append("index", .number(Double(index)))
        object.append("widgetId", .number(Double(widgetId)))
        object.append("state", .string(state.rawValue))
        object.append("hidden", .bool(hidden))
        object.append("theme", theme.map { .string($0.rawValue) } ?? .null)
        object.append("colorScheme", .string(colorScheme.rawValue))
        object.append("frame", frame.jsonValue)
        object.append("backgroundColor", backgroundColor.jsonValue)
        object.append("naturalHeight", .number(naturalHeight))
        object.append("overflow", .number(overflow))
        object.append("clipped", .bool(clipped))
        object.append("pastBottom", pastBottom.map(JSONValue.number) ?? .null)
        var audio = JSONObject()
        audio.append("behaviour", .string(self.audio.behaviour.rawValue))
        audio.append("defaultState", .string(self.audio.defaultState.rawValue))
        object.append("audio", .object(audio))
        object.append(
            "loading",
            loading.map { loading in
                var spinner = JSONObject()
                spinner.append("frame", loading.spinner.frame.jsonValue)
                spinner.append("color", .string(loading.spinner.color.hex))
                var value = JSONObject()
                value.append("spinner", .object(spinner))
                value.append("label", loading.label.jsonValue)
                return .object(value)
            } ?? .null)
        object.append(
            "error",
            error.map { error in
                var icon = JSONObject()
                icon.append("frame", error.icon.frame.jsonValue)
                icon.append("symbol", .string(error.icon.symbol))
                icon.append("color", .string(error.icon.color.hex))
                var value = JSONObject()
                value.append("icon", .object(icon))
                value.append("message", error.message.jsonValue)
                return .object(value)
            } ?? .null)
        object.append(
            "row",
            row.map { row in
                var value = JSONObject()
                value.append("contentWidth", .number(row.contentWidth))
                value.append("visibleCount", .number(Double(row.visibleCount)))
                value.append("fullyVisibleCount", .number(Double(row.fullyVisibleCount)))
                return .object(value)
            } ?? .null)
        object.append("stories", .array(stories.map(\.jsonValue)))
        return .object(object)
    }
}

extension WidgetStackLayout.Story {
    var jsonValue: JSONValue {
        var object = JSONObject()
        object.append("index", .number(Double(index)))
        object.append("id", .number(Double(id)))
        object.append("handle", handle.map(JSONValue.string) ?? .null)
        object.append("frame", frame.jsonValue)
        object.append("visible", .bool(visible))
        object.append("fullyVisible", .bool(fullyVisible))
        var poster = JSONObject()
        poster.append("frame", self.poster.frame.jsonValue)
        poster.append("cornerRadius", .number(self.poster.cornerRadius))
        poster.append("backgroundColor", .string(self.poster.backgroundColor.hex))
        poster.append("media", .string(self.poster.media.rawValue))
        poster.append("url", self.poster.url.map(JSONValue.string) ?? .null)
        object.append("poster", .object(poster))
        object.append("title", title.jsonValue)
        return .object(object)
    }
}
