import CardGeometryCore

extension SheetCardLayout: JSONWritable {
    /// The layout as `card-layout/1` JSON, keys in the SheetCards article's
    /// order.
    public var jsonValue: JSONValue { writtenJSON }

    /// ``writeJSON(to:)`` specialized for bytes, in this module.
    package func writeJSON(into writer: inout JSONByteWriter) {
        writeJSON(to: &writer)
    }

    /// Writes the layout as `card-layout/1` JSON, keys in the SheetCards
    /// article's order.
    package func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("schema", Self.schema)
        sink.member("kind", Self.kind.rawValue)
        sink.member("size", size)
        sink.member("mode", mode.rawValue)
        sink.object("sizeClasses") { sink in
            sink.member("horizontal", sizeClasses.horizontal.rawValue)
            sink.member("vertical", sizeClasses.vertical.rawValue)
        }
        sink.member("stackDepth", stackDepth)
        sink.member("type", type.rawValue)
        sink.member("requestedPosition", requestedPosition.rawValue)
        sink.member("position", position.rawValue)
        sink.array("availablePositions", availablePositions) { sink, position in sink.string(position.rawValue) }
        sink.object("positions") { sink in
            sink.member("extended", positions.extended)
            sink.member("peaking", positions.peaking)
            sink.member("collapsed", positions.collapsed)
        }
        sheet.write(to: &sink)
        sink.optionalObject("statusBarBlur", statusBarBlur) { frame, sink in sink.member("frame", frame) }
        sheet.mapButtons.write("mapButtons", to: &sink)
        sink.optionalObject("transition", transition) { transition, sink in transition.writeMembers(to: &sink) }
        sink.optionalObject("snap", snap) { snap, sink in snap.writeMembers(to: &sink) }
        sink.member("warnings", warnings)
        sink.endObject()
    }
}

extension SheetCardLayout.Sheet {
    /// The members from `card` through `map`.
    fileprivate func write<Sink: JSONSink>(to sink: inout Sink) {
        sink.object("card") { sink in
            sink.member("frame", card.frame)
            sink.member("cornerRadius", card.cornerRadius)
            sink.member("corners", "top" as String)
            sink.member("backgroundColor", card.backgroundColor)
            sink.object("shadow") { sink in
                sink.member("color", card.shadow.color)
                sink.member("offsetX", card.shadow.offsetX)
                sink.member("offsetY", card.shadow.offsetY)
                sink.member("radius", card.shadow.radius)
                sink.member("opacity", card.shadow.opacity)
            }
        }
        sink.object("header") { sink in
            sink.member("frame", header.frame)
            sink.member("height", header.height)
        }
        sink.object("grabHandle") { sink in
            sink.member("frame", grabHandle.frame)
            sink.member("cornerRadius", grabHandle.cornerRadius)
            sink.member("color", grabHandle.color)
            sink.member("alpha", grabHandle.alpha)
        }
        sink.member("title", title)
        sink.member("subtitle", subtitle)
        sink.optionalObject("accessory", accessory) { frame, sink in sink.member("frame", frame) }
        sink.optionalObject("closeButton", closeButton) { button, sink in
            sink.member("frame", button.frame)
            sink.object("icon") { sink in
                sink.member("frame", button.icon.frame)
                sink.member("cornerRadius", button.icon.cornerRadius)
                sink.member("backgroundColor", button.icon.backgroundColor)
                sink.member("crossColor", button.icon.crossColor)
            }
        }
        sink.object("separator") { sink in
            sink.member("frame", separator.frame)
            sink.member("color", separator.color)
            sink.member("visible", separator.visible)
        }
        sink.object("content") { sink in
            sink.member("frame", content.frame)
            sink.member("viewport", content.viewport)
            sink.member("contentHeight", content.contentHeight)
            sink.member("scrollOffset", content.scrollOffset)
            sink.member("scrollEnabled", content.scrollEnabled)
            sink.member("alpha", content.alpha)
        }
        sink.optionalObject("floatyButton", floatyButton) { button, sink in
            sink.member("frame", button.frame)
            sink.member("cornerRadius", button.cornerRadius)
            sink.member("backgroundColor", button.backgroundColor)
            sink.member("alpha", button.alpha)
        }
        sink.object("map") { sink in
            sink.member("frame", map.frame)
            sink.object("dimming") { sink in
                sink.member("frame", map.dimming.frame)
                sink.member("color", map.dimming.color)
                sink.member("alpha", map.dimming.alpha)
            }
            sink.object("edgePadding") { sink in
                sink.member("top", map.edgePadding.top)
                sink.member("left", map.edgePadding.left)
                sink.member("bottom", map.edgePadding.bottom)
                sink.member("right", map.edgePadding.right)
            }
        }
    }
}

extension SheetCardLayout.MapButtons {
    fileprivate func write<Sink: JSONSink>(_ key: StaticString, to sink: inout Sink) {
        func group(_ key: StaticString, _ group: Group?, _ sink: inout Sink) {
            sink.optionalObject(key, group) { group, sink in
                sink.member("frame", group.frame)
                sink.member("cornerRadius", group.cornerRadius)
                sink.array("buttons", group.buttons) { sink, frame in frame.writeJSON(to: &sink) }
                sink.array("separators", group.separators) { sink, separator in
                    sink.beginObject()
                    sink.member("frame", separator.frame)
                    sink.member("color", separator.color)
                    sink.endObject()
                }
            }
        }
        sink.object(key) { sink in
            sink.member("alpha", alpha)
            group("top", top, &sink)
            group("bottom", bottom, &sink)
        }
    }
}

extension SheetCardLayout.Transition {
    fileprivate func writeMembers<Sink: JSONSink>(to sink: inout Sink) {
        func animation(_ key: StaticString, _ animation: Animation, _ sink: inout Sink) {
            sink.object(key) { sink in
                sink.member("duration", animation.duration)
                sink.member("damping", animation.damping)
                sink.member("dimColor", animation.dimColor)
                sink.array("dimAlpha", animation.dimAlpha) { sink, alpha in sink.number(alpha) }
            }
        }
        animation("push", push, &sink)
        animation("pop", pop, &sink)
        sink.member("restorePosition", restorePosition.rawValue)
    }
}

extension SheetCardLayout.Snap {
    fileprivate func writeMembers<Sink: JSONSink>(to sink: inout Sink) {
        sink.member("fromY", fromY)
        sink.member("velocity", velocity)
        sink.member("projectedY", projectedY)
        sink.member("position", position.rawValue)
        sink.member("y", y)
        sink.member("duration", duration)
        sink.member("damping", damping)
        sink.member("contentAlpha", contentAlpha)
        sink.member("mapButtonsAlpha", mapButtonsAlpha)
    }
}
