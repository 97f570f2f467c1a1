import CardGeometryCore

extension WidgetStackLayout: JSONWritable {
    /// The layout as a JSON tree, keys in the spec's order.
    public var jsonValue: JSONValue { writtenJSON }

    /// Writes the layout as `card-layout/1` JSON, keys in the spec's order.
    package func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("schema", .string(Self.schema))
        sink.member("kind", .string(Self.kind.rawValue))
        sink.member("placement", .string(placement.rawValue))
        sink.member("size", size.jsonValue)
        var stack = JSONObject()
        stack.append("frame", self.stack.frame.jsonValue)
        stack.append("shown", .number(Double(self.stack.shown)))
        stack.append("hidden", .number(Double(self.stack.hidden)))
        sink.member("stack", .object(stack))
        sink.array("widgets", widgets) { sink, widget in widget.writeJSON(to: &sink) }
        sink.member("warnings", warnings.jsonValue)
        sink.endObject()
    }
}

extension WidgetStackLayout.Widget {
    func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("index", .number(Double(index)))
        sink.member("widgetId", .number(Double(widgetId)))
        sink.member("state", .string(state.rawValue))
        sink.member("hidden", .bool(hidden))
        sink.member("theme", theme.map { .string($0.rawValue) } ?? .null)
        sink.member("colorScheme", .string(colorScheme.rawValue))
        sink.member("frame", frame.jsonValue)
        sink.member("backgroundColor", backgroundColor.jsonValue)
        sink.member("naturalHeight", .number(naturalHeight))
        sink.member("overflow", .number(overflow))
        sink.member("clipped", .bool(clipped))
        sink.member("pastBottom", pastBottom.map(JSONValue.number) ?? .null)
        var audio = JSONObject()
        audio.append("behaviour", .string(self.audio.behaviour.rawValue))
        audio.append("defaultState", .string(self.audio.defaultState.rawValue))
        sink.member("audio", .object(audio))
        sink.optional("loading", loading) { loading, sink in
            sink.beginObject()
            var spinner = JSONObject()
            spinner.append("frame", loading.spinner.frame.jsonValue)
            spinner.append("color", .string(loading.spinner.color.hex))
            sink.member("spinner", .object(spinner))
            sink.key("label")
            loading.label.writeJSON(to: &sink)
            sink.endObject()
        }
        sink.optional("error", error) { error, sink in
            sink.beginObject()
            var icon = JSONObject()
            icon.append("frame", error.icon.frame.jsonValue)
            icon.append("symbol", .string(error.icon.symbol))
            icon.append("color", .string(error.icon.color.hex))
            sink.member("icon", .object(icon))
            sink.key("message")
            error.message.writeJSON(to: &sink)
            sink.endObject()
        }
        sink.member(
            "row",
            row.map { row in
                var value = JSONObject()
                value.append("contentWidth", .number(row.contentWidth))
                value.append("visibleCount", .number(Double(row.visibleCount)))
                value.append("fullyVisibleCount", .number(Double(row.fullyVisibleCount)))
                return .object(value)
            } ?? .null)
        sink.array("stories", stories) { sink, story in story.writeJSON(to: &sink) }
        sink.endObject()
    }
}

extension WidgetStackLayout.Story {
    func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("index", .number(Double(index)))
        sink.member("id", .number(Double(id)))
        sink.member("handle", handle.map(JSONValue.string) ?? .null)
        sink.member("frame", frame.jsonValue)
        sink.member("visible", .bool(visible))
        sink.member("fullyVisible", .bool(fullyVisible))
        var poster = JSONObject()
        poster.append("frame", self.poster.frame.jsonValue)
        poster.append("cornerRadius", .number(self.poster.cornerRadius))
        poster.append("backgroundColor", .string(self.poster.backgroundColor.hex))
        poster.append("media", .string(self.poster.media.rawValue))
        poster.append("url", self.poster.url.map(JSONValue.string) ?? .null)
        sink.member("poster", .object(poster))
        sink.key("title")
        title.writeJSON(to: &sink)
        sink.endObject()
    }
}
