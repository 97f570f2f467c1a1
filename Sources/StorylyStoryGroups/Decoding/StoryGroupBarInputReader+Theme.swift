import CardGeometryCore

import CardText

extension StoryGroupBarInputReader {
    private typealias TitleKey = StoryGroupBarTheme.Title.Fields

    func decodeTheme(_ reader: ObjectReader) throws(CardLayoutError) -> StoryGroupBarTheme {
        typealias Theme = StoryGroupBarTheme.Fields
        var theme = StoryGroupBarTheme()
        try reader.readMembers(of: StoryGroupBarTheme.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Theme.font.name: if let font = try reader.string(Theme.font) { theme.font = font }
            case Theme.list.name: if let list = try reader.object(Theme.list) { theme.list = try decodeList(list) }
            case Theme.icon.name: if let icon = try reader.object(Theme.icon) { theme.icon = try decodeIcon(icon) }
            case Theme.border.name:
                if let border = try reader.object(Theme.border) { theme.border = try decodeBorder(border) }
            case Theme.title.name: if let title = try reader.object(Theme.title) { theme.title = try decodeTitle(title) }
            case Theme.pin.name:
                if let pin = try reader.object(Theme.pin) {
                    theme.pin = try decodeBadge(pin, StoryGroupBarTheme.Badge.pinDescription, default: theme.pin)
                }
            case Theme.ivod.name:
                if let ivod = try reader.object(Theme.ivod) {
                    theme.ivod = try decodeBadge(ivod, StoryGroupBarTheme.Badge.ivodDescription, default: theme.ivod)
                }
            default: return false
            }
            return true
        }
        return theme
    }

    private func decodeList(_ reader: ObjectReader) throws(CardLayoutError) -> StoryGroupBarTheme.List {
        typealias List = StoryGroupBarTheme.List.Fields
        var list = StoryGroupBarTheme.List()
        try reader.readMembers(of: StoryGroupBarTheme.List.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case List.edgePaddingHorizontal.name:
                list.edgePaddingHorizontal = try reader.number(List.edgePaddingHorizontal) ?? 4
            case List.edgePaddingVertical.name:
                list.edgePaddingVertical = try reader.number(List.edgePaddingVertical) ?? 4
            case List.paddingBetweenItems.name:
                list.paddingBetweenItems = try reader.number(List.paddingBetweenItems) ?? 8
            case List.seenGroupsLast.name: list.seenGroupsLast = try reader.bool(List.seenGroupsLast) ?? true
            case List.backgroundColor.name: list.backgroundColor = try reader.dynamicColor(List.backgroundColor)
            default: return false
            }
            return true
        }
        return list
    }

    private func decodeIcon(_ reader: ObjectReader) throws(CardLayoutError) -> StoryGroupBarTheme.Icon {
        typealias Icon = StoryGroupBarTheme.Icon.Fields
        var icon = StoryGroupBarTheme.Icon()
        try reader.readMembers(of: StoryGroupBarTheme.Icon.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Icon.width.name: icon.width = try reader.number(Icon.width)
            case Icon.height.name: icon.height = try reader.number(Icon.height)
            case Icon.cornerRadius.name: icon.cornerRadius = try reader.number(Icon.cornerRadius)
            case Icon.backgroundColor.name:
                icon.backgroundColor =
                    try reader.dynamicColor(Icon.backgroundColor) ?? StoryGroupBarTheme.Icon.defaultBackgroundColor
            case Icon.thematicLabel.name: icon.thematicLabel = try reader.string(Icon.thematicLabel)
            default: return false
            }
            return true
        }
        return icon
    }

    private func decodeBorder(_ reader: ObjectReader) throws(CardLayoutError) -> StoryGroupBarTheme.Border {
        typealias Border = StoryGroupBarTheme.Border.Fields
        var border = StoryGroupBarTheme.Border()
        try reader.readMembers(of: StoryGroupBarTheme.Border.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Border.width.name: border.width = try reader.number(Border.width) ?? 2
            case Border.gap.name: border.gap = try reader.number(Border.gap) ?? 2
            case Border.colorNotSeen.name:
                border.colorNotSeen =
                    try Self.colorList(reader, key) ?? StoryGroupBarTheme.Border.defaultColorNotSeen
            case Border.colorSeen.name:
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
        try reader.readMembers(of: StoryGroupBarTheme.Title.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case TitleKey.dynamicTypeEnabled.name: dynamicTypeEnabled = try reader.bool(TitleKey.dynamicTypeEnabled) ?? true
            case TitleKey.maximumContentSizeCategory.name:
                maximumCategory =
                    try reader.choice(TitleKey.maximumContentSizeCategory, ContentSizeCategory.self) ?? .extraExtraExtraLarge
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

    /// Reads `key` when it is one of the title keys `theme.title` and a
    /// title element share (``StoryGroupBarTheme/Title/Fields/shared``), and
    /// says whether it was; other keys are left unread.
    static func readTitleKey(_ key: String, of reader: ObjectReader, into title: inout StoryGroupTemplate.Title)
        throws(CardLayoutError) -> Bool
    {
        switch key {
        case TitleKey.isVisible.name: title.isVisible = try reader.bool(TitleKey.isVisible)
        case TitleKey.font.name: title.font = try reader.string(TitleKey.font)
        case TitleKey.fontWeight.name: title.fontWeight = try reader.integer(TitleKey.fontWeight)
        case TitleKey.textSize.name: title.textSize = try reader.number(TitleKey.textSize)
        case TitleKey.lineHeight.name: title.lineHeight = try reader.number(TitleKey.lineHeight)
        case TitleKey.lines.name: title.lines = try reader.integer(TitleKey.lines)
        case TitleKey.alignment.name: title.alignment = try reader.choice(TitleKey.alignment, TextAlignment.self)
        case TitleKey.textCase.name: title.textCase = try reader.choice(TitleKey.textCase, TextCase.self)
        case TitleKey.letterSpacing.name: title.letterSpacing = try reader.number(TitleKey.letterSpacing)
        case TitleKey.colorNotSeen.name: title.colorNotSeen = try reader.dynamicColor(TitleKey.colorNotSeen)
        case TitleKey.colorSeen.name: title.colorSeen = try reader.dynamicColor(TitleKey.colorSeen)
        default: return false
        }
        return true
    }

    private func decodeBadge(
        _ reader: ObjectReader, _ description: ObjectDescription, default badge: StoryGroupBarTheme.Badge
    ) throws(CardLayoutError) -> StoryGroupBarTheme.Badge {
        typealias Badge = StoryGroupBarTheme.Badge.Fields
        var result = badge
        try reader.readMembers(of: description) { key throws(CardLayoutError) in
            switch key {
            case Badge.isVisible.name: result.isVisible = try reader.bool(Badge.isVisible) ?? true
            // The pin's and the IVOD badge's sizes have one range.
            case Badge.pinSize.name: result.size = try reader.number(Badge.pinSize)
            case Badge.pinColor.name: result.backgroundColor = try reader.dynamicColor(key) ?? badge.backgroundColor
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
            guard let light else { throw .missing(pair.path("light"), allowed: StoryGroupBarTheme.colorListSideAllowed) }
            guard let dark else { throw .missing(pair.path("dark"), allowed: StoryGroupBarTheme.colorListSideAllowed) }
            return StoryGroupBarTheme.ColorList(light: light, dark: dark)
        default:
            throw .invalid(path, value, allowed: StoryGroupBarTheme.colorListAllowed)
        }
    }

    /// A non-empty array of literal colors.
    private static func colors(_ value: JSONValue, at path: JSONPath) throws(CardLayoutError) -> [RGBAColor] {
        guard case .array(let elements) = value, !elements.isEmpty else {
            throw .invalid(path, value, allowed: StoryGroupBarTheme.colorListSideAllowed)
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
