import CardGeometryCore

extension WidgetStackLayout {
    /// The shown widgets whose content is clipped to their fixed height.
    public var clippedParts: [PictureRegion] {
        widgets.compactMap { widget in
            guard widget.clipped, let frame = widget.frame else { return nil }
            return PictureRegion(name: "widgets[\(widget.index)]", frame: frame)
        }
    }

    /// An error view's warning triangle and a loading view's spinner.
    public var badgeSymbols: [String: BadgeSymbol] {
        var symbols: [String: BadgeSymbol] = [:]
        for widget in widgets {
            if widget.error != nil { symbols["widgets[\(widget.index)].error.icon"] = .warningTriangle }
            if widget.loading != nil { symbols["widgets[\(widget.index)].loading.spinner"] = .spinner }
        }
        return symbols
    }
}
