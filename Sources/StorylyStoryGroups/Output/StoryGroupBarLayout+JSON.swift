import CardGeometryCore

extension StoryGroupBarLayout: JSONWritable {
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
        sink.member("style", style.rawValue)
        sink.member("size", size)
        sink.object("bar") { sink in
            sink.member("frame", bar.frame)
            sink.member("contentSize", bar.contentSize)
            sink.member("scrollOffset", bar.scrollOffset)
            sink.member("naturalHeight", bar.naturalHeight)
            sink.member("overflow", bar.overflow)
            sink.member("backgroundColor", bar.backgroundColor)
        }
        sink.array("groups", groups) { sink, group in group.writeJSON(to: &sink) }
        sink.member("warnings", warnings)
        sink.endObject()
    }
}

extension StoryGroupBarLayout.Item {
    func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.key("id")
        switch id {
        case .integer(let value): sink.number(Double(value))
        case .string(let value): sink.string(value)
        }
        sink.member("index", index)
        sink.member("position", position)
        sink.member("seen", seen)
        sink.member("pinned", pinned)
        sink.member("type", type.rawValue)
        sink.member("storyCount", storyCount)
        sink.member("frame", frame)
        sink.member("cornerRadius", cornerRadius)
        sink.member("backgroundColor", backgroundColor)
        sink.member("visible", visible)
        sink.member("fullyVisible", fullyVisible)
        sink.member("clipped", clipped)
        sink.member("icon", icon)
        sink.member("cover", cover)
        sink.member("title", title)
        sink.member("pin", pin)
        sink.member("ivod", ivod)
        sink.endObject()
    }
}

extension JSONSink {
    /// A member whose value is an icon or cover, with its ring and image, or `null`.
    mutating func member(_ key: StaticString, _ media: StoryGroupBarLayout.Media?) {
        optionalObject(key, media) { media, sink in
            sink.member("frame", media.frame)
            sink.member("cornerRadius", media.cornerRadius)
            sink.optionalObject("ring", media.ring) { ring, sink in
                sink.member("frame", ring.frame)
                sink.member("width", ring.width)
                sink.member("cornerRadius", ring.cornerRadius)
                sink.array("colors", ring.colors) { sink, color in sink.color(color) }
            }
            sink.object("image") { sink in
                sink.member("frame", media.image.frame)
                sink.member("cornerRadius", media.image.cornerRadius)
                sink.member("backgroundColor", media.image.backgroundColor)
                sink.member("url", media.image.url)
            }
        }
    }

    /// A member whose value is a badge, or `null`.
    mutating func member(_ key: StaticString, _ badge: StoryGroupBarLayout.Badge?) {
        optionalObject(key, badge) { badge, sink in
            sink.member("frame", badge.frame)
            sink.member("cornerRadius", badge.cornerRadius)
            sink.member("backgroundColor", badge.backgroundColor)
        }
    }
}
