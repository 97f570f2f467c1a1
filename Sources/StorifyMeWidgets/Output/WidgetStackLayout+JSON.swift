import CardGeometryCore

extension WidgetStackLayout: JSONWritable {
    /// The layout as a JSON tree, keys in the spec's order.
    public var jsonValue: JSONValue { writtenJSON }

    /// ``writeJSON(to:)`` specialized for bytes, in this module.
    package func writeJSON(into writer: inout JSONByteWriter) {
        writeJSON(to: &writer)
    }

    /// Writes the layout as `card-layout/1` JSON, keys in the spec's order.
    package func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("schema", Self.schema)
        sink.member("kind", Self.kind.rawValue)
        sink.member("placement", placement.rawValue)
        sink.member("size", size)
        sink.object("stack") { sink in
            sink.member("frame", stack.frame)
            sink.member("shown", stack.shown)
            sink.member("hidden", stack.hidden)
        }
        sink.array("widgets", widgets) { sink, widget in widget.writeJSON(to: &sink) }
        sink.member("warnings", warnings)
        sink.endObject()
    }
}

extension WidgetStackLayout.Widget {
    func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("index", index)
        sink.member("widgetId", widgetId)
        sink.member("state", state.rawValue)
        sink.member("hidden", hidden)
        sink.member("theme", theme?.rawValue)
        sink.member("colorScheme", colorScheme.rawValue)
        sink.member("frame", frame)
        sink.member("backgroundColor", backgroundColor)
        sink.member("naturalHeight", naturalHeight)
        sink.member("overflow", overflow)
        sink.member("clipped", clipped)
        sink.member("pastBottom", pastBottom)
        sink.object("audio") { sink in
            sink.member("behaviour", audio.behaviour.rawValue)
            sink.member("defaultState", audio.defaultState.rawValue)
        }
        sink.optionalObject("loading", loading) { loading, sink in
            sink.object("spinner") { sink in
                sink.member("frame", loading.spinner.frame)
                sink.member("color", loading.spinner.color)
            }
            sink.member("label", loading.label)
        }
        sink.optionalObject("error", error) { error, sink in
            sink.object("icon") { sink in
                sink.member("frame", error.icon.frame)
                sink.member("symbol", error.icon.symbol)
                sink.member("color", error.icon.color)
            }
            sink.member("message", error.message)
        }
        sink.optionalObject("row", row) { row, sink in
            sink.member("contentWidth", row.contentWidth)
            sink.member("visibleCount", row.visibleCount)
            sink.member("fullyVisibleCount", row.fullyVisibleCount)
        }
        sink.array("stories", stories) { sink, story in story.writeJSON(to: &sink) }
        sink.endObject()
    }
}

extension WidgetStackLayout.Story {
    func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("index", index)
        sink.member("id", id)
        sink.member("handle", handle)
        sink.member("frame", frame)
        sink.member("visible", visible)
        sink.member("fullyVisible", fullyVisible)
        sink.object("poster") { sink in
            sink.member("frame", poster.frame)
            sink.member("cornerRadius", poster.cornerRadius)
            sink.member("backgroundColor", poster.backgroundColor)
            sink.member("media", poster.media.rawValue)
            sink.member("url", poster.url)
        }
        sink.member("title", title)
        sink.endObject()
    }
}
