import CardGeometryCore

extension BrazeFeedLayout: JSONWritable {
    /// The layout as `card-layout/1` JSON, keys in the spec's order.
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
        sink.member("size", size)
        sink.object("feed") { sink in feed.writeMembers(to: &sink) }
        sink.array("cards", cards) { sink, card in card.writeJSON(to: &sink) }
        sink.array("hidden", hidden) { sink, card in
            sink.beginObject()
            sink.member("id", card.id)
            sink.member("reason", card.reason.rawValue)
            sink.endObject()
        }
        sink.member("message", message)
        sink.member("warnings", warnings)
        sink.endObject()
    }
}

extension BrazeFeedLayout.Feed {
    func writeMembers<Sink: JSONSink>(to sink: inout Sink) {
        sink.member("frame", frame)
        sink.member("backgroundColor", backgroundColor)
        sink.member("context", context.rawValue)
        sink.member("doneButton", doneButton)
        sink.member("title", title)
        sink.member("disableUnreadIndicator", disableUnreadIndicator)
        sink.member("empty", empty)
    }
}

extension BrazeFeedLayout.Card {
    func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("id", id)
        sink.member("type", type.rawValue)
        sink.member("control", control)
        sink.member("position", position)
        sink.member("pinned", pinned)
        sink.member("viewed", viewed)
        sink.member("dismissible", dismissible)
        sink.member("clickable", clickable)
        sink.member("url", url)
        sink.member("openURLInWebView", openURLInWebView)
        sink.member("frame", frame)
        sink.member("backgroundColor", backgroundColor)
        sink.member("cornerRadius", cornerRadius)
        sink.optionalObject("border", border) { border, sink in
            sink.member("width", border.width)
            sink.member("color", border.color)
        }
        sink.optionalObject("shadow", shadow) { shadow, sink in
            sink.member("color", shadow.color)
            sink.member("offsetX", shadow.offsetX)
            sink.member("offsetY", shadow.offsetY)
            sink.member("radius", shadow.radius)
            sink.member("opacity", shadow.opacity)
        }
        sink.optionalObject("image", image) { image, sink in
            sink.member("frame", image.frame)
            sink.member("cornerRadius", image.cornerRadius)
            sink.member("aspectRatio", image.aspectRatio)
            sink.member("backgroundColor", image.backgroundColor)
            sink.member("url", image.url)
        }
        sink.member("title", title)
        sink.member("description", description)
        sink.member("domain", domain)
        sink.member("pin", pin)
        sink.member("unreadIndicator", unreadIndicator)
        sink.endObject()
    }
}

extension JSONSink {
    /// A member whose value is a mark, `{ "frame", "color" }`, or `null`.
    mutating func member(_ key: StaticString, _ mark: BrazeFeedLayout.Mark?) {
        optionalObject(key, mark) { mark, sink in
            sink.member("frame", mark.frame)
            sink.member("color", mark.color)
        }
    }
}
