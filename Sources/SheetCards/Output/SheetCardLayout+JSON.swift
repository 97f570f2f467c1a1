import CardGeometryCore

extension SheetCardLayout {
    /// The layout as `card-layout/1` JSON, keys in sheet-cards.md's order.
    public var jsonValue: JSONValue {
        var object = JSONObject()
        object.append("schema", .string(Self.schema))
        object.append("kind", .string(Self.kind.rawValue))
        object.append("size", size.jsonValue)
        object.append("mode", .string(mode.rawValue))
        object.append(
            "sizeClasses",
            .object(
                JSONObject([
                    .init(key: "horizontal", value: .string(sizeClasses.horizontal.rawValue)),
                    .init(key: "vertical", value: .string(sizeClasses.vertical.rawValue)),
                ])))
        object.append("stackDepth", .number(Double(stackDepth)))
        object.append("type", .string(type.rawValue))
        object.append("requestedPosition", .string(requestedPosition.rawValue))
        object.append("position", .string(position.rawValue))
        object.append("availablePositions", .array(availablePositions.map { .string($0.rawValue) }))
        object.append(
            "positions",
            .object(
                JSONObject([
                    .init(key: "extended", value: .number(positions.extended)),
                    .init(key: "peaking", value: .number(positions.peaking)),
                    .init(key: "collapsed", value: .number(positions.collapsed)),
                ])))
        sheet.append(to: &object)
        object.append(
            "statusBarBlur",
            statusBarBlur.map { .object(JSONObject([.init(key: "frame", value: $0.jsonValue)])) } ?? .null)
        object.append("mapButtons", sheet.mapButtons.jsonValue)
        object.append("transition", transition?.jsonValue ?? .null)
        object.append("snap", snap?.jsonValue ?? .null)
        object.append("warnings", .array(warnings.map(JSONValue.string)))
        return .object(object)
    }
}

extension SheetCardLayout.Sheet {
    /// The members from `card` through `map`.
    fileprivate func append(to object: inout JSONObject) {
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
        object.append("card", .object(cardObject))

        object.append(
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
        object.append("grabHandle", .object(handle))
        object.append("title", title.jsonValue)
        object.append("subtitle", subtitle.jsonValue)
        object.append(
            "accessory", accessory.map { .object(JSONObject([.init(key: "frame", value: $0.jsonValue)])) } ?? .null)
        object.append(
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
        object.append("separator", .object(separatorObject))
        var contentObject = JSONObject()
        contentObject.append("frame", content.frame.jsonValue)
        contentObject.append("viewport", content.viewport.jsonValue)
        contentObject.append("contentHeight", .number(content.contentHeight))
        contentObject.append("scrollOffset", .number(content.scrollOffset))
        contentObject.append("scrollEnabled", .bool(content.scrollEnabled))
        contentObject.append("alpha", .number(content.alpha))
        object.append("content", .object(contentObject))
        object.append(
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
        object.append("map", .object(mapObject))
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
