import CardGeometryCore

extension StoryGroupBarLayout {
    /// The cells whose content is clipped to their rounded frame.
    public var clippedParts: [PictureRegion] {
        groups.enumerated().compactMap { position, group in
            guard group.clipped else { return nil }
            return PictureRegion(name: "groups[\(position)]", frame: group.frame, cornerRadius: group.cornerRadius)
        }
    }

    /// The pin and IVOD badges, each a symbol on its filled shape.
    public var badgeSymbols: [String: BadgeSymbol] {
        var symbols: [String: BadgeSymbol] = [:]
        for (position, group) in groups.enumerated() {
            if group.pin != nil { symbols["groups[\(position)].pin"] = .pinOnFill }
            if group.ivod != nil { symbols["groups[\(position)].ivod"] = .playOnFill }
        }
        return symbols
    }
}
