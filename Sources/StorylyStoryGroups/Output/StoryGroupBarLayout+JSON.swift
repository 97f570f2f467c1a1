import CardGeometryCore

extension StoryGroupBarLayout {
    /// The layout as `card-layout/1` JSON, keys in the spec's order.
    public var jsonValue: JSONValue {
        var object = JSONObject()
        object.append("schema", .string(Self.schema))
        object.append("kind", .string(Self.kind.rawValue))
        object.append("style", .string(style.rawValue))
        object.append("size", size.jsonValue)
        var bar = JSONObject()
        bar.append("frame", self.bar.frame.jsonValue)
        bar.append("contentSize", self.bar.contentSize.jsonValue)
        bar.append("scrollOffset", .number(self.bar.scrollOffset))
        bar.append("naturalHeight", .number(self.bar.naturalHeight))
        bar.append("overflow", .number(self.bar.overflow))
        bar.append("backgroundColor", self.bar.backgroundColor.jsonValue)
        object.append("bar", .object(bar))
        object.append("groups", .array(groups.map(\.jsonValue)))
        object.append("warnings", .array(warnings.map(JSONValue.string)))
        return .object(object)
    }
}

extension StoryGroupBarLayout.Item {
    var jsonValue: JSONValue {
        var object = JSONObject()
        object.append("id", id.jsonValue)
        object.append("index", .number(Double(index)))
        object.append("position", .number(Double(position)))
        object.append("seen", .bool(seen))
        object.append("pinned", .bool(pinned))
        object.append("type", .string(type.rawValue))
        object.append("storyCount", .number(Double(storyCount)))
        object.append("frame", frame.jsonValue)
        object.append("cornerRadius", .number(cornerRadius))
        object.append("backgroundColor", backgroundColor.jsonValue)
        object.append("visible", .bool(visible))
        object.append("fullyVisible", .bool(fullyVisible))
        object.append("clipped", .bool(clipped))
        object.append("icon", icon?.jsonValue ?? .null)
        object.append("cover", cover?.jsonValue ?? .null)
        object.append("title", title.jsonValue)
        object.append("pin", pin?.jsonValue ?? .null)
        object.append("ivod", ivod?.jsonValue ?? .null)
        return .object(object)
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
