import CardGeometryCore

/// Reads `theme` (see the BrazeContentCards article) by its descriptions
/// (BrazeTheme+Description.swift): every key optional, null taking the
/// default, members read in document order.
extension BrazeFeedInputReader {
    private typealias Theme = BrazeFeedInput.Theme

    func decodeTheme(_ reader: ObjectReader) throws(CardLayoutError) -> BrazeFeedInput.Theme {
        typealias Fields = Theme.Fields
        var theme = Theme()
        try reader.readMembers(of: Theme.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Fields.font.name: theme.font = try reader.string(Fields.font) ?? theme.font
            case Fields.dynamicTypeEnabled.name:
                theme.dynamicTypeEnabled = try reader.bool(Fields.dynamicTypeEnabled) ?? theme.dynamicTypeEnabled
            case Fields.margin.name: theme.margin = try reader.object(Fields.margin).map(margin) ?? theme.margin
            case Fields.padding.name: theme.padding = try reader.object(Fields.padding).map(padding) ?? theme.padding
            case Fields.maxWidth.name: theme.maxWidth = try reader.number(Fields.maxWidth)
            case Fields.backgroundColor.name:
                theme.backgroundColor = try reader.dynamicColor(Fields.backgroundColor) ?? theme.backgroundColor
            case Fields.borderColor.name: theme.borderColor = try reader.dynamicColor(Fields.borderColor) ?? theme.borderColor
            case Fields.borderWidth.name: theme.borderWidth = try reader.number(Fields.borderWidth) ?? theme.borderWidth
            case Fields.cornerRadius.name: theme.cornerRadius = try reader.number(Fields.cornerRadius) ?? theme.cornerRadius
            case Fields.shadow.name: theme.shadow = try reader.object(Fields.shadow).map(shadow) ?? theme.shadow
            case Fields.tintColor.name: theme.tintColor = try reader.dynamicColor(Fields.tintColor) ?? theme.tintColor
            case Fields.pin.name: theme.pin = try reader.object(Fields.pin).map(pin) ?? theme.pin
            case Fields.unreadIndicator.name:
                theme.unreadIndicator = try reader.object(Fields.unreadIndicator).map(unreadIndicator) ?? theme.unreadIndicator
            case Fields.title.name:
                if let style = try reader.object(Fields.title) {
                    theme.title = try label(style, Theme.LabelStyle.titleDescription, Theme.LabelStyle.titleFields, defaults: theme.title)
                }
            case Fields.description.name:
                if let style = try reader.object(Fields.description) {
                    theme.description = try label(
                        style, Theme.LabelStyle.descriptionDescription, Theme.LabelStyle.descriptionFields,
                        defaults: theme.description)
                }
            case Fields.domain.name: theme.domain = try reader.object(Fields.domain).map(domain) ?? theme.domain
            case Fields.textSpacing.name: theme.textSpacing = try reader.number(Fields.textSpacing) ?? theme.textSpacing
            case Fields.classicImage.name:
                theme.classicImage = try reader.object(Fields.classicImage).map(classicImage) ?? theme.classicImage
            case Fields.imageBackgroundColor.name:
                theme.imageBackgroundColor = try reader.dynamicColor(Fields.imageBackgroundColor) ?? theme.imageBackgroundColor
            case Fields.feedBackgroundColor.name:
                theme.feedBackgroundColor = try reader.dynamicColor(Fields.feedBackgroundColor) ?? theme.feedBackgroundColor
            case Fields.emptyState.name:
                theme.emptyState = try reader.object(Fields.emptyState).map(emptyState) ?? theme.emptyState
            default: return false
            }
            return true
        }
        return theme
    }

    private func margin(_ reader: ObjectReader) throws(CardLayoutError) -> Theme.Margin {
        typealias Fields = Theme.Margin.Fields
        var margin = Theme.Margin()
        try reader.readMembers(of: Theme.Margin.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Fields.guide.name: margin.guide = try reader.choice(Fields.guide, Theme.MarginGuide.self) ?? margin.guide
            case Fields.top.name: margin.top = try reader.number(Fields.top) ?? margin.top
            case Fields.leading.name: margin.leading = try reader.number(Fields.leading) ?? margin.leading
            case Fields.bottom.name: margin.bottom = try reader.number(Fields.bottom) ?? margin.bottom
            case Fields.trailing.name: margin.trailing = try reader.number(Fields.trailing) ?? margin.trailing
            default: return false
            }
            return true
        }
        return margin
    }

    private func padding(_ reader: ObjectReader) throws(CardLayoutError) -> Theme.Padding {
        typealias Fields = Theme.Padding.Fields
        var padding = Theme.Padding()
        try reader.readMembers(of: Theme.Padding.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Fields.top.name: padding.top = try reader.number(Fields.top) ?? padding.top
            case Fields.leading.name: padding.leading = try reader.number(Fields.leading) ?? padding.leading
            case Fields.bottom.name: padding.bottom = try reader.number(Fields.bottom) ?? padding.bottom
            case Fields.trailing.name: padding.trailing = try reader.number(Fields.trailing) ?? padding.trailing
            default: return false
            }
            return true
        }
        return padding
    }

    private func shadow(_ reader: ObjectReader) throws(CardLayoutError) -> Theme.Shadow {
        typealias Fields = Theme.Shadow.Fields
        var shadow = Theme.Shadow()
        try reader.readMembers(of: Theme.Shadow.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Fields.enabled.name: shadow.enabled = try reader.bool(Fields.enabled) ?? shadow.enabled
            case Fields.color.name: shadow.color = try reader.dynamicColor(Fields.color) ?? shadow.color
            case Fields.offsetX.name: shadow.offsetX = try reader.number(Fields.offsetX) ?? shadow.offsetX
            case Fields.offsetY.name: shadow.offsetY = try reader.number(Fields.offsetY) ?? shadow.offsetY
            case Fields.radius.name: shadow.radius = try reader.number(Fields.radius) ?? shadow.radius
            case Fields.opacity.name: shadow.opacity = try reader.number(Fields.opacity) ?? shadow.opacity
            default: return false
            }
            return true
        }
        return shadow
    }

    private func pin(_ reader: ObjectReader) throws(CardLayoutError) -> Theme.Pin {
        typealias Fields = Theme.Pin.Fields
        var pin = Theme.Pin()
        try reader.readMembers(of: Theme.Pin.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Fields.size.name: pin.size = try reader.number(Fields.size) ?? pin.size
            case Fields.color.name: pin.color = try reader.dynamicColor(Fields.color)
            default: return false
            }
            return true
        }
        return pin
    }

    private func unreadIndicator(_ reader: ObjectReader) throws(CardLayoutError) -> Theme.UnreadIndicator {
        typealias Fields = Theme.UnreadIndicator.Fields
        var indicator = Theme.UnreadIndicator()
        try reader.readMembers(of: Theme.UnreadIndicator.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Fields.height.name: indicator.height = try reader.number(Fields.height) ?? indicator.height
            case Fields.color.name: indicator.color = try reader.dynamicColor(Fields.color)
            default: return false
            }
            return true
        }
        return indicator
    }

    private func label(
        _ reader: ObjectReader, _ description: ObjectDescription, _ fields: Theme.LabelStyle.Fields,
        defaults: Theme.LabelStyle
    ) throws(CardLayoutError) -> Theme.LabelStyle {
        var style = defaults
        try reader.readMembers(of: description) { key throws(CardLayoutError) in
            switch key {
            case fields.weight.name: style.weight = try reader.integer(fields.weight) ?? style.weight
            case fields.textStyle.name: style.textStyle = try reader.choice(fields.textStyle, TextStyleName.self) ?? style.textStyle
            case fields.size.name: style.size = try reader.number(fields.size)
            case fields.maxLines.name: style.maxLines = try reader.integer(fields.maxLines) ?? style.maxLines
            case fields.color.name: style.color = try reader.dynamicColor(fields.color) ?? style.color
            default: return false
            }
            return true
        }
        return style
    }

    private func domain(_ reader: ObjectReader) throws(CardLayoutError) -> Theme.DomainStyle {
        typealias Fields = Theme.DomainStyle.Fields
        var style = Theme.DomainStyle()
        try reader.readMembers(of: Theme.DomainStyle.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Fields.weight.name: style.weight = try reader.integer(Fields.weight) ?? style.weight
            case Fields.textStyle.name: style.textStyle = try reader.choice(Fields.textStyle, TextStyleName.self) ?? style.textStyle
            case Fields.size.name: style.size = try reader.number(Fields.size)
            case Fields.color.name: style.color = try reader.dynamicColor(Fields.color)
            default: return false
            }
            return true
        }
        return style
    }

    private func emptyState(_ reader: ObjectReader) throws(CardLayoutError) -> Theme.EmptyState {
        typealias Fields = Theme.EmptyState.Fields
        var state = Theme.EmptyState()
        try reader.readMembers(of: Theme.EmptyState.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Fields.message.name: state.message = try reader.string(Fields.message)
            case Fields.weight.name: state.weight = try reader.integer(Fields.weight) ?? state.weight
            case Fields.textStyle.name: state.textStyle = try reader.choice(Fields.textStyle, TextStyleName.self) ?? state.textStyle
            case Fields.size.name: state.size = try reader.number(Fields.size)
            case Fields.color.name: state.color = try reader.dynamicColor(Fields.color) ?? state.color
            default: return false
            }
            return true
        }
        return state
    }

    private func classicImage(_ reader: ObjectReader) throws(CardLayoutError) -> Theme.ClassicImage {
        typealias Fields = Theme.ClassicImage.Fields
        var image = Theme.ClassicImage()
        try reader.readMembers(of: Theme.ClassicImage.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Fields.width.name: image.width = try reader.number(Fields.width) ?? image.width
            case Fields.height.name: image.height = try reader.number(Fields.height) ?? image.height
            case Fields.cornerRadius.name: image.cornerRadius = try reader.number(Fields.cornerRadius) ?? image.cornerRadius
            case Fields.spacing.name: image.spacing = try reader.number(Fields.spacing) ?? image.spacing
            default: return false
            }
            return true
        }
        return image
    }
}
