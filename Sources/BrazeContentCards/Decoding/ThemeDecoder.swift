import CardGeometryCore

/// Reads `theme` (braze-content-cards.md, theme): every key optional, null
/// taking the default, members read in document order.
struct ThemeDecoder {
    typealias Theme = BrazeFeedInput.Theme

    func decode(_ reader: ObjectReader) throws(CardLayoutError) -> Theme {
        var theme = Theme()
        try reader.readMembers(known: ["font", "dynamicTypeEnabled", "margin", "padding", "maxWidth", "backgroundColor", "borderColor", "borderWidth", "cornerRadius", "shadow", "tintColor", "pin", "unreadIndicator", "title", "description", "domain", "textSpacing", "classicImage", "imageBackgroundColor", "feedBackgroundColor", "emptyState"]) { key throws(CardLayoutError) in
            switch key {
            case "font": theme.font = try reader.string(key) ?? theme.font
            case "dynamicTypeEnabled": theme.dynamicTypeEnabled = try reader.bool(key) ?? theme.dynamicTypeEnabled
            case "margin": theme.margin = try reader.object(key).map(margin) ?? theme.margin
            case "padding": theme.padding = try reader.object(key).map(padding) ?? theme.padding
            case "maxWidth": theme.maxWidth = try reader.number(key, .positiveLength)
            case "backgroundColor": theme.backgroundColor = try reader.dynamicColor(key) ?? theme.backgroundColor
            case "borderColor": theme.borderColor = try reader.dynamicColor(key) ?? theme.borderColor
            case "borderWidth": theme.borderWidth = try reader.number(key, .nonNegativeLength) ?? theme.borderWidth
            case "cornerRadius": theme.cornerRadius = try reader.number(key, .nonNegativeLength) ?? theme.cornerRadius
            case "shadow": theme.shadow = try reader.object(key).map(shadow) ?? theme.shadow
            case "tintColor": theme.tintColor = try reader.dynamicColor(key) ?? theme.tintColor
            case "pin": theme.pin = try reader.object(key).map(pin) ?? theme.pin
            case "unreadIndicator":
                theme.unreadIndicator = try reader.object(key).map(unreadIndicator) ?? theme.unreadIndicator
            case "title": theme.title = try reader.object(key).map { r throws(CardLayoutError) in
                    try label(r, defaults: theme.title)
                } ?? theme.title
            case "description": theme.description = try reader.object(key).map { r throws(CardLayoutError) in
                    try label(r, defaults: theme.description)
                } ?? theme.description
            case "domain": theme.domain = try reader.object(key).map(domain) ?? theme.domain
            case "textSpacing": theme.textSpacing = try reader.number(key, .nonNegativeLength) ?? theme.textSpacing
            case "classicImage": theme.classicImage = try reader.object(key).map(classicImage) ?? theme.classicImage
            case "imageBackgroundColor":
                theme.imageBackgroundColor = try reader.dynamicColor(key) ?? theme.imageBackgroundColor
            case "feedBackgroundColor":
                theme.feedBackgroundColor = try reader.dynamicColor(key) ?? theme.feedBackgroundColor
            case "emptyState": theme.emptyState = try reader.object(key).map(emptyState) ?? theme.emptyState
            default: return false
            }
            return true
        }
        return theme
    }

    private func margin(_ reader: ObjectReader) throws(CardLayoutError) -> Theme.Margin {
        var margin = Theme.Margin()
        try reader.readMembers(known: ["guide", "top", "leading", "bottom", "trailing"]) { key throws(CardLayoutError) in
            switch key {
            case "guide": margin.guide = try reader.choice(key, Theme.MarginGuide.self) ?? margin.guide
            case "top": margin.top = try reader.number(key, .nonNegativeLength) ?? margin.top
            case "leading": margin.leading = try reader.number(key, .nonNegativeLength) ?? margin.leading
            case "bottom": margin.bottom = try reader.number(key, .nonNegativeLength) ?? margin.bottom
            case "trailing": margin.trailing = try reader.number(key, .nonNegativeLength) ?? margin.trailing
            default: return false
            }
            return true
        }
        return margin
    }

    private func padding(_ reader: ObjectReader) throws(CardLayoutError) -> Theme.Padding {
        var padding = Theme.Padding()
        try reader.readMembers(known: ["top", "leading", "bottom", "trailing"]) { key throws(CardLayoutError) in
            switch key {
            case "top": padding.top = try reader.number(key, .nonNegativeLength) ?? padding.top
            case "leading": padding.leading = try reader.number(key, .nonNegativeLength) ?? padding.leading
            case "bottom": padding.bottom = try reader.number(key, .nonNegativeLength) ?? padding.bottom
            case "trailing": padding.trailing = try reader.number(key, .nonNegativeLength) ?? padding.trailing
            default: return false
            }
            return true
        }
        return padding
    }

    private func shadow(_ reader: ObjectReader) throws(CardLayoutError) -> Theme.Shadow {
        var shadow = Theme.Shadow()
        try reader.readMembers(known: ["enabled", "color", "offsetX", "offsetY", "radius", "opacity"]) { key throws(CardLayoutError) in
            switch key {
            case "enabled": shadow.enabled = try reader.bool(key) ?? shadow.enabled
            case "color": shadow.color = try reader.dynamicColor(key) ?? shadow.color
            case "offsetX": shadow.offsetX = try reader.number(key, .length) ?? shadow.offsetX
            case "offsetY": shadow.offsetY = try reader.number(key, .length) ?? shadow.offsetY
            case "radius": shadow.radius = try reader.number(key, .nonNegativeLength) ?? shadow.radius
            case "opacity": shadow.opacity = try reader.number(key, FeedLimits.opacity) ?? shadow.opacity
            default: return false
            }
            return true
        }
        return shadow
    }

    private func pin(_ reader: ObjectReader) throws(CardLayoutError) -> Theme.Pin {
        var pin = Theme.Pin()
        try reader.readMembers(known: ["size", "color"]) { key throws(CardLayoutError) in
            switch key {
            case "size": pin.size = try reader.number(key, .positiveLength) ?? pin.size
            case "color": pin.color = try reader.dynamicColor(key)
            default: return false
            }
            return true
        }
        return pin
    }

    private func unreadIndicator(_ reader: ObjectReader) throws(CardLayoutError) -> Theme.UnreadIndicator {
        var indicator = Theme.UnreadIndicator()
        try reader.readMembers(known: ["height", "color"]) { key throws(CardLayoutError) in
            switch key {
            case "height": indicator.height = try reader.number(key, .nonNegativeLength) ?? indicator.height
            case "color": indicator.color = try reader.dynamicColor(key)
            default: return false
            }
            return true
        }
        return indicator
    }

    private func label(_ reader: ObjectReader, defaults: Theme.LabelStyle) throws(CardLayoutError) -> Theme.LabelStyle {
        var style = defaults
        try reader.readMembers(known: ["weight", "textStyle", "size", "maxLines", "color"]) { key throws(CardLayoutError) in
            switch key {
            case "weight": style.weight = try reader.fontWeight(key) ?? style.weight
            case "textStyle": style.textStyle = try reader.choice(key, TextStyleName.self) ?? style.textStyle
            case "size": style.size = try reader.number(key, .positiveLength)
            case "maxLines": style.maxLines = try reader.integer(key, in: FeedLimits.maxLines) ?? style.maxLines
            case "color": style.color = try reader.dynamicColor(key) ?? style.color
            default: return false
            }
            return true
        }
        return style
    }

    private func domain(_ reader: ObjectReader) throws(CardLayoutError) -> Theme.DomainStyle {
        var style = Theme.DomainStyle()
        try reader.readMembers(known: ["weight", "textStyle", "size", "color"]) { key throws(CardLayoutError) in
            switch key {
            case "weight": style.weight = try reader.fontWeight(key) ?? style.weight
            case "textStyle": style.textStyle = try reader.choice(key, TextStyleName.self) ?? style.textStyle
            case "size": style.size = try reader.number(key, .positiveLength)
            case "color": style.color = try reader.dynamicColor(key)
            default: return false
            }
            return true
        }
        return style
    }

    private func emptyState(_ reader: ObjectReader) throws(CardLayoutError) -> Theme.EmptyState {
        var state = Theme.EmptyState()
        try reader.readMembers(known: ["message", "weight", "textStyle", "size", "color"]) { key throws(CardLayoutError) in
            switch key {
            case "message": state.message = try reader.string(key)
            case "weight": state.weight = try reader.fontWeight(key) ?? state.weight
            case "textStyle": state.textStyle = try reader.choice(key, TextStyleName.self) ?? state.textStyle
            case "size": state.size = try reader.number(key, .positiveLength)
            case "color": state.color = try reader.dynamicColor(key) ?? state.color
            default: return false
            }
            return true
        }
        return state
    }

    private func classicImage(_ reader: ObjectReader) throws(CardLayoutError) -> Theme.ClassicImage {
        var image = Theme.ClassicImage()
        try reader.readMembers(known: ["width", "height", "cornerRadius", "spacing"]) { key throws(CardLayoutError) in
            switch key {
            case "width": image.width = try reader.number(key, .positiveLength) ?? image.width
            case "height": image.height = try reader.number(key, .positiveLength) ?? image.height
            case "cornerRadius": image.cornerRadius = try reader.number(key, .nonNegativeLength) ?? image.cornerRadius
            case "spacing": image.spacing = try reader.number(key, .nonNegativeLength) ?? image.spacing
            default: return false
            }
            return true
        }
        return image
    }
}
