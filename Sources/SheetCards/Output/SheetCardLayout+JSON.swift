import CardGeometryCore

extension SheetCardLayout: JSONWritable {
    /// The layout as `card-layout/1` JSON, keys in the SheetCards article's
    /// order.
    public var jsonValue: JSONValue { writtenJSON }

    /// Writes the layout as `card-layout/1` JSON, keys in the SheetCards
    /// article's order.
    package func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("schema", .string(Self.schema))
        sink.member("kind", .string(Self.kind.rawValue))
        sink.member("size", size.jsonValue)
        sink.member("mode", .string(mode.rawValue))
        sink.member(
            "sizeClasses",
            .object(
                JSONObject([
                    .init(key: "horizontal", value: .string(sizeClasses.horizontal.rawValue)),
                    .init(key: "vertical", value: .string(sizeClasses.vertical.rawValue)),
                ])))
        sink.member("stackDepth", .number(Double(stackDepth)))
        sink.member("type", .string(type.rawValue))
        sink.member("requestedPosition", .string(requestedPosition.rawValue))
        sink.member("position", .string(position.rawValue))
        sink.member("availablePositions", .array(availablePositions.map { .string($0.rawValue) }))
        sink.member(
            "positions",
            .object(
                JSONObject([
                    .init(key: "extended", value: .number(positions.extended)),
                    .init(key: "peaking", value: .number(positions.peaking)),
                    .init(key: "collapsed", value: .number(positions.collapsed)),
                ])))
        sheet.write(to: &sink)
        sink.member(
            "statusBarBlur",
            statusBarBlur.map { .object(JSONObject([.init(key: "frame", value: $0.jsonValue)])) } ?? .null)
        sink.member("mapButtons", sheet.mapButtons.jsonValue)
        sink.member("transition", transition?.jsonValue ?? .null)
        sink.member("snap", snap?.jsonValue ?? .null)
        sink.member("warnings", warnings.jsonValue)
        sink.endObject()
    }
}

extension SheetCardLayout.Sheet {
    /// The members from `card` through `map`.
    fileprivate func write<Sink: JSONSink>(to sink: inout Sink) {
        var cardObject = JSONObject()
        cardObject.append("frame", card.frame.jsonValue)
        cardObject.append("cornerRadius", .number(card.cornerRadius))
        cardObject.append("corners", .string("top"))
        cardObject.append("backgroundColor", .string(card.backgroundColor.hex))
        var shadow = JSONObject()
        shadow.append("color", .string(card.shadow.color.hex))
        shadow.append("offsetX", .number(card.shadow.offsetX))
        shadow.append("offsetY", .number(card.shadow.offsetY))
        shadow.append("radius", .number(card.shadow.radius))
        shadow.append("opacity", .number(card.shadow.opacity))
        cardObject.append("shadow", .object(shadow))
        sink.member("card", .object(cardObject))

        sink.member(
            "header",
            .object(
                JSONObject([
                    .init(key: "frame", value: header.frame.jsonValue),
                    .init(key: "height", value: .number(header.height)),
                ])))
        var handle = JSONObject()
        handle.append("frame", grabHandle.frame.jsonValue)
        handle.append("cornerRadius", .number(grabHandle.cornerRadius))
        handle.append("color", .string(grabHandle.color.hex))
        handle.append("alpha", .number(grabHandle.alpha))
        sink.member("grabHandle", .object(handle))
        sink.key("title")
        title.writeJSON(to: &sink)
        sink.key("subtitle")
        subtitle.writeJSON(to: &sink)
        sink.member(
            "accessory", accessory.map { .object(JSONObject([.init(key: "frame", value: $0.jsonValue)])) } ?? .null)
        sink.member(
            "closeButton",
            closeButton.map { button in
                var icon = JSONObject()
                icon.append("frame", button.icon.frame.jsonValue)
                icon.append("cornerRadius", .number(button.icon.cornerRadius))
                icon.append("backgroundColor", .string(button.icon.backgroundColor.hex))
                icon.append("crossColor", .string(button.icon.crossColor.hex))
                return .object(
                    JSONObject([
                        .init(key: "frame", value: button.frame.jsonValue), .init(key: "icon", value: .object(icon)),
                    ]))
            } ?? .null)
        var separatorObject = JSONObject()
        separatorObject.append("frame", separator.frame.jsonValue)
        separatorObject.append("color", .string(separator.color.hex))
        separatorObject.append("visible", .bool(separator.visible))
        sink.member("separator", .object(separatorObject))
        var contentObject = JSONObject()
        contentObject.append("frame", content.frame.jsonValue)
        contentObject.append("viewport", content.viewport.jsonValue)
        contentObject.append("contentHeight", .number(content.contentHeight))
        contentObject.append("scrollOffset", .number(content.scrollOffset))
        contentObject.append("scrollEnabled", .bool(content.scrollEnabled))
        contentObject.append("alpha", .number(content.alpha))
        sink.member("content", .object(contentObject))
        sink.member(
            "floatyButton",
            floatyButton.map { button in
                var value = JSONObject()
                value.append("frame", button.frame.jsonValue)
                value.append("cornerRadius", .number(button.cornerRadius))
                value.append("backgroundColor", .string(button.backgroundColor.hex))
                value.append("alpha", .number(button.alpha))
                return .object(value)
            } ?? .null)
        var mapObject = JSONObject()
        mapObject.append("frame", map.frame.jsonValue)
        var dimming = JSONObject()
        dimming.append("frame", map.dimming.frame.jsonValue)
        dimming.append("color", .string(map.dimming.color.hex))
        dimming.append("alpha", .number(map.dimming.alpha))
        mapObject.append("dimming", .object(dimming))
        var padding = JSONObject()
        padding.append("top", .number(map.edgePadding.top))
        padding.append("left", .number(map.edgePadding.left))
        padding.append("bottom", .number(map.edgePadding.bottom))
        padding.append("right", .number(map.edgePadding.right))
        mapObject.append("edgePadding", .object(padding))
        sink.member("map", .object(mapObject))
    }
}

extension SheetCardLayout.MapButtons {
    fileprivate var jsonValue: JSONValue {
        func group(_ group: Group?) -> JSONValue {
            guard let group else { return .null }
            var value = JSONObject()
            value.append("frame", group.frame.jsonValue)
            value.append("cornerRadius", .number(group.cornerRadius))
            value.append("buttons", .array(group.buttons.map(\.jsonValue)))
            value.append(
                "separators",
                .array(
                    group.separators.map { separator in
                        .object(
                            JSONObject([
                                .init(key: "frame", value: separator.frame.jsonValue),
                                .init(key: "color", value: .string(separator.color.hex)),
                            ]))
                    }))
            return .object(value)
        }
        var object = JSONObject()
        object.append("alpha", .number(alpha))
        object.append("top", group(top))
        object.append("bottom", group(bottom))
        return .object(object)
    }
}

extension SheetCardLayout.Transition {
    fileprivate var jsonValue: JSONValue {
        func animation(_ animation: Animation) -> JSONValue {
            var value = JSONObject()
            value.append("duration", .number(animation.duration))
            value.append("damping", .number(animation.damping))
            value.append("dimColor", .string(animation.dimColor.hex))
            value.append("dimAlpha", .array(animation.dimAlpha.map(JSONValue.number)))
            return .object(value)
        }
        var object = JSONObject()
        object.append("push", animation(push))
        object.append("pop", animation(pop))
        object.append("restorePosition", .string(restorePosition.rawValue))
        return .object(object)
    }
}

extension SheetCardLayout.Snap {
    fileprivate var jsonValue: JSONValue {
        var object = JSONObject()
        object.append("fromY", .number(fromY))
        object.append("velocity", .number(velocity))
        object.append("projectedY", .number(projectedY))
        object.append("position", .string(position.rawValue))
        object.append("y", .number(y))
        object.append("duration", .number(duration))
        object.append("damping", .number(damping))
        object.append("contentAlpha", .number(contentAlpha))
        object.append("mapButtonsAlpha", .number(mapButtonsAlpha))
        return .object(object)
    }
}
