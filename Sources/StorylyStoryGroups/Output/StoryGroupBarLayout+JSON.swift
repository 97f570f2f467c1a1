import CardGeometryCore

extension StoryGroupBarLayout: JSONWritable {
    /// The layout as `card-layout/1` JSON, keys in the spec's order.
    public var jsonValue: JSONValue { writtenJSON }

    /// Writes the layout as `card-layout/1` JSON, keys in the spec's order.
    package func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("schema", .string(Self.schema))
        sink.member("kind", .string(Self.kind.rawValue))
        sink.member("style", .string(style.rawValue))
        sink.member("size", size.jsonValue)
        var bar = JSONObject()
        bar.append("frame", self.bar.frame.jsonValue)
        bar.append("contentSize", self.bar.contentSize.jsonValue)
        bar.append("scrollOffset", .number(self.bar.scrollOffset))
        bar.append("naturalHeight", .number(self.bar.naturalHeight))
        bar.append("overflow", .number(self.bar.overflow))
        bar.append("backgroundColor", self.bar.backgroundColor.jsonValue)
        sink.member("bar", .object(bar))
        sink.array("groups", groups) { sink, group in group.writeJSON(to: &sink) }
        sink.member("warnings", warnings.jsonValue)
        sink.endObject()
    }
}

extension StoryGroupBarLayout.Item {
    func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("id", id.jsonValue)
        sink.member("index", .number(Double(index)))
        sink.member("position", .number(Double(position)))
        sink.member("seen", .bool(seen))
        sink.member("pinned", .bool(pinned))
        sink.member("type", .string(type.rawValue))
        sink.member("storyCount", .number(Double(storyCount)))
        sink.member("frame", frame.jsonValue)
        sink.member("cornerRadius", .number(cornerRadius))
        sink.member("backgroundColor", backgroundColor.jsonValue)
        sink.member("visible", .bool(visible))
        sink.member("fullyVisible", .bool(fullyVisible))
        sink.member("clipped", .bool(clipped))
        sink.member("icon", icon?.jsonValue ?? .null)
        sink.member("cover", cover?.jsonValue ?? .null)
        sink.key("title")
        title.writeJSON(to: &sink)
        sink.member("pin", pin?.jsonValue ?? .null)
        sink.member("ivod", ivod?.jsonValue ?? .null)
        sink.endObject()
    }
}

extension StoryGroupBarLayout.Media {
    var jsonValue: JSONValue {
        var object = JSONObject()
        object.append("frame", frame.jsonValue)
        object.append("cornerRadius", .number(cornerRadius))
        object.append(
            "ring",
            ring.map { ring in
                var value = JSONObject()
                value.append("frame", ring.frame.jsonValue)
                value.append("width", .number(ring.width))
                value.append("cornerRadius", .number(ring.cornerRadius))
                value.append("colors", .array(ring.colors.map { .string($0.hex) }))
                return .object(value)
            } ?? .null)
        var image = JSONObject()
        image.append("frame", self.image.frame.jsonValue)
        image.append("cornerRadius", .number(self.image.cornerRadius))
        image.append("backgroundColor", .string(self.image.backgroundColor.hex))
        image.append("url", self.image.url.map(JSONValue.string) ?? .null)
        object.append("image", .object(image))
        return .object(object)
    }
}

extension StoryGroupBarLayout.Badge {
    var jsonValue: JSONValue {
        var object = JSONObject()
        object.append("frame", frame.jsonValue)
        object.append("cornerRadius", .number(cornerRadius))
        object.append("backgroundColor", .string(backgroundColor.hex))
        return .object(object)
    }
}
