import CardGeometryCore
import CardText

extension StoryGroupBarDecoder {
    func decodeTheme(_ reader: ObjectReader) throws(CardLayoutError) -> StoryGroupBarTheme {
        var theme = StoryGroupBarTheme()
        try reader.readMembers(known: ["font", "list", "icon", "border", "title", "pin", "ivod"]) { key throws(CardLayoutError) in
            switch key {
            case "font": if let font = try reader.string(key) { theme.font = font }
            case "list": if let list = try reader.object(key) { theme.list = try decodeList(list) }
            case "icon": if let icon = try reader.object(key) { theme.icon = try decodeIcon(icon) }
            case "border": if let border = try reader.object(key) { theme.border = try decodeBorder(border) }
            case "title": if let title = try reader.object(key) { theme.title = try decodeTitle(title) }
            case "pin": if let pin = try reader.object(key) { theme.pin = try decodeBadge(pin, default: theme.pin) }
            case "ivod":
                if let ivod = try reader.object(key) { theme.ivod = try decodeBadge(ivod, default: theme.ivod) }
            default: return false
            }
            return true
        }
        return theme
    }

    private func decodeList(_ reader: ObjectReader) throws(CardLayoutError) -> StoryGroupBarTheme.List {
        var list = StoryGroupBarTheme.List()
        try reader.readMembers(known: ["edgePaddingHorizontal", "edgePaddingVertical", "paddingBetweenItems", "seenGroupsLast", "backgroundColor"]) { key throws(CardLayoutError) in
            switch key {
            case "edgePaddingHorizontal":
                list.edgePaddingHorizontal = try reader.number(key, StoryGroupBarRanges.length) ?? 4
            case "edgePaddingVertical":
                list.edgePaddingVertical = try reader.number(key, StoryGroupBarRanges.length) ?? 4
            case "paddingBetweenItems":
                list.paddingBetweenItems = try reader.number(key, StoryGroupBarRanges.length) ?? 8
            case "seenGroupsLast": list.seenGroupsLast = try reader.bool(key) ?? true
            case "backgroundColor": list.backgroundColor = try reader.dynamicColor(key)
            default: return false
            }
            return true
        }
        return list
    }

    private func decodeIcon(_ reader: ObjectReader) throws(CardLayoutError) -> StoryGroupBarTheme.Icon {
        var icon = StoryGroupBarTheme.Icon()
        try reader.readMembers(known: ["width", "height", "cornerRadius", "backgroundColor", "thematicLabel"]) { key throws(CardLayoutError) in
            switch key {
            case "width": icon.width = try reader.number(key, StoryGroupBarRanges.size)
            case "height": icon.height = try reader.number(key, StoryGroupBarRanges.size)
            case "cornerRadius": icon.cornerRadius = try reader.number(key, StoryGroupBarRanges.length)
            case "backgroundColor":
                icon.backgroundColor = try reader.dynamicColor(key) ?? StoryGroupBarTheme.Icon.defaultBackgroundColor
            case "thematicLabel": icon.thematicLabel = try reader.string(key)
            default: return false
            }
            return true
        }
        return icon
    }

    private func decodeBorder(_ reader: ObjectReader) throws(CardLayoutError) -> StoryGroupBarTheme.Border {
        var border = StoryGroupBarTheme.Border()
        try reader.readMembers(known: ["width", "gap", "colorNotSeen", "colorSeen"]) { key throws(CardLayoutError) in
            switch key {
            case "width": border.width = try reader.number(key, StoryGroupBarRanges.length) ?? 2
            case "gap": border.gap = try reader.number(key, StoryGroupBarRanges.length) ?? 2
            case "colorNotSeen":
                border.colorNotSeen =
                    try Self.colorList(reader, key) ?? StoryGroupBarTheme.Border.defaultColorNotSeen
            case "colorSeen":
                border.colorSeen = try Self.colorList(reader, key) ?? StoryGroupBarTheme.Border.defaultColorSeen
            default: return false
            }
            return true
        }
        return border
    }

    private func decodeTitle(_ reader: ObjectReader) throws(CardLayoutError) -> StoryGroupBarTheme.Title {
        var given = StoryGroupTemplate.Title()
        var dynamicTypeEnabled = true
        var maximumCategory = ContentSizeCategory.extraExtraExtraLarge
        try reader.readMembers(known: ["dynamicTypeEnabled", "maximumContentSizeCategory"] + Self.titleKeys) { key throws(CardLayoutError) in
            switch key {
            case "dynamicTypeEnabled": dynamicTypeEnabled = try reader.bool(key) ?? true
            case "maximumContentSizeCategory":
                maximumCategory = try reader.choice(key, ContentSizeCategory.self) ?? .extraExtraExtraLarge
            default: return try Self.readTitleKey(key, of: reader, into: &given)
            }
            return true
        }
        let defaults = StoryGroupBarTheme.Title()
        return StoryGroupBarTheme.Title(
            isVisible: given.isVisible ?? defaults.isVisible, font: given.font,
            fontWeight: given.fontWeight ?? defaults.fontWeight, textSize: given.textSize,
            lineHeight: given.lineHeight, lines: given.lines ?? defaults.lines,
            alignment: given.alignment ?? defaults.alignment, textCase: given.textCase ?? defaults.textCase,
            letterSpacing: given.letterSpacing ?? defaults.letterSpacing,
            colorNotSeen: given.colorNotSeen ?? defaults.colorNotSeen, colorSeen: given.colorSeen ?? defaults.colorSeen,
            dynamicTypeEnabled: dynamicTypeEnabled, maximumContentSizeCategory: maximumCategory)
    }

    /// The title keys `theme.title` and a title element share
    /// (``readTitleKey(_:of:into:)``).
    static let titleKeys = [
        "isVisible", "font", "fontWeight", "textSize", "lineHeight", "lines", "alignment", "textCase", "letterSpacing",
        "colorNotSeen", "colorSeen",
    ]

    /// Reads `key` when it is one of the title keys `theme.title` and a
    /// title element share, and says whether it was; other keys are left
    /// unread.
    static func readTitleKey(_ key: String, of reader: ObjectReader, into title: inout StoryGroupTemplate.Title)
        throws(CardLayoutError) -> Bool
    {
        switch key {
        case "isVisible": title.isVisible = try reader.bool(key)
        case "font": title.font = try reader.string(key)
        case "fontWeight": title.fontWeight = try reader.fontWeight(key)
        case "textSize": title.textSize = try reader.number(key, StoryGroupBarRanges.size)
        case "lineHeight": title.lineHeight = try reader.number(key, StoryGroupBarRanges.size)
        case "lines": title.lines = try reader.integer(key, in: StoryGroupBarRanges.lines)
        case "alignment": title.alignment = try reader.choice(key, TextAlignment.self)
        case "textCase": title.textCase = try reader.choice(key, TextCase.self)
        case "letterSpacing": title.letterSpacing = try reader.number(key, StoryGroupBarRanges.letterSpacing)
        case "colorNotSeen": title.colorNotSeen = try reader.dynamicColor(key)
        case "colorSeen": title.colorSeen = try reader.dynamicColor(key)
        default: return false
        }
        return true
    }

    private func decodeBadge(_ reader: ObjectReader, default badge: StoryGroupBarTheme.Badge)
        throws(CardLayoutError) -> StoryGroupBarTheme.Badge
    {
        var result = badge
        try reader.readMembers(known: ["isVisible", "size", "backgroundColor"]) { key throws(CardLayoutError) in
            switch key {
            case "isVisible": result.isVisible = try reader.bool(key) ?? true
            case "size": result.size = try reader.number(key, StoryGroupBarRanges.size)
            case "backgroundColor": result.backgroundColor = try reader.dynamicColor(key) ?? badge.backgroundColor
            default: return false
            }
            return true
        }
        return result
    }

    /// A color list: a non-empty array of `#RRGGBB[AA]`, or
    /// `{ "light": list, "dark": list }` with both keys.
    static func colorList(_ reader: ObjectReader, _ key: String) throws(CardLayoutError)
        -> StoryGroupBarTheme.ColorList?
    {
        guard let value = reader.value(key) else { return nil }
        let path = reader.path(key)
        switch value {
        case .array:
            return StoryGroupBarTheme.ColorList(try colors(value, at: path))
        case .object:
            let pair = try reader.reader(value, at: path)
            var light: [RGBAColor]?
            var dark: [RGBAColor]?
            try pair.readMembers(known: ["light", "dark"]) { key throws(CardLayoutError) in
                switch key {
                case "light": light = try pair.value(key).map { value throws(CardLayoutError) in try colors(value, at: pair.path(key)) }
                case "dark": dark = try pair.value(key).map { value throws(CardLayoutError) in try colors(value, at: pair.path(key)) }
                default: return false
                }
                return true
            }
            guard let light else { throw .missing(pair.path("light"), allowed: listAllowed) }
            guard let dark else { throw .missing(pair.path("dark"), allowed: listAllowed) }
            return StoryGroupBarTheme.ColorList(light: light, dark: dark)
        default:
            throw .invalid(path, value, allowed: StoryGroupBarRanges.colorListAllowed)
        }
    }

    private static let listAllowed = "a non-empty array of colors #RRGGBB or #RRGGBBAA"

    /// A non-empty array of literal colors.
    private static func colors(_ value: JSONValue, at path: JSONPath) throws(CardLayoutError) -> [RGBAColor] {
        guard case .array(let elements) = value, !elements.isEmpty else {
            throw .invalid(path, value, allowed: listAllowed)
        }
        var colors: [RGBAColor] = []
        for (index, element) in elements.enumerated() {
            guard case .string(let text) = element, let color = RGBAColor(hex: text) else {
                throw .invalid(path.appending(index: index), element, allowed: ObjectReader.colorFormat)
            }
            colors.append(color)
        }
        return colors
    }
}
