import CardGeometryCore

import CardText

/// A Storyteller input (StorytellerCards article), described once (docs/field-descriptions.md):
/// the decoder reads these fields, ``StorytellerCardsSystem/validate(_:)``
/// checks them, and the schema and the article's tables are generated
/// from them.
extension StorytellerCardInput {
    enum Fields {
        static let kind = FieldDescription(
            "kind", .constant(LayoutKind.storyteller.rawValue), default: .string(LayoutKind.storyteller.rawValue),
            "Selects this kind; an input without a kind is a Storyteller card.")
        static let environment = FieldDescription(
            required: "environment", .object(LayoutEnvironment.fieldDescription),
            "The container: `width` is required.")
        static let theme = FieldDescription(
            "theme", .object(Theme.fieldDescription), defaultNote: "all defaults", "The collection's theme.")
        static let card = FieldDescription(
            "card", .object(Card.fieldDescription), defaultNote: "none",
            "The card to lay out. Give exactly one of `card` and `collection`.")
        static let collection = FieldDescription(
            "collection", .object(Collection.fieldDescription), defaultNote: "none",
            "Cards to pick one from, by their `ordering`.")

        /// What the root must hold of `card` and `collection`.
        static let exactlyOneContent = "an object with exactly one of \"card\" and \"collection\""
    }

    /// The input document's top level.
    static let fieldDescription = ObjectDescription(
        "storyteller", "A Storyteller card, or a collection to pick it from, with the collection's theme.",
        fields: [
            CommonFields.schema, Fields.kind, Fields.environment, Fields.theme, Fields.card, Fields.collection,
        ], exactlyOne: [Fields.card.name, Fields.collection.name])
}

extension StorytellerCardInput.Theme {
    enum Fields {
        static let colors = FieldDescription(
            "colors", .object(Colors.fieldDescription), defaultNote: "all defaults",
            "The two palettes the styles refer to.")
        static let primitives = FieldDescription(
            "primitives", .object(Primitives.fieldDescription), defaultNote: "all defaults",
            "Values the styles refer to.")
        static let customFont = FieldDescription(
            "customFont", .string, default: .string(FontRegistry.defaultFamily),
            "A non-empty family of the font registry: the heading's and subheading's unless they name their own.")
        static let cards = FieldDescription(
            "cards", .object(Cards.fieldDescription), defaultNote: "all defaults", "How the cards look and behave.")

        /// A color written in place or a reference to a theme color.
        static let colorOrReference = FieldType.orReference(
            ValueOrReference(
                .color, valueNoun: ObjectReader.colorFormat, references: ColorName.allCases.map(\.reference),
                referencesNoun: "a theme color reference"))
        /// A corner radius in points or the theme's.
        static let cornerRadiusOrReference = FieldType.orReference(
            ValueOrReference(
                .number(.nonNegativeLength), valueNoun: "a number",
                references: [CornerRadiusValue.themeCornerRadiusReference]))
        /// A font family or the theme's.
        static let fontFamilyOrReference = FieldType.orReference(
            ValueOrReference(
                .string, valueNoun: "a font family name", references: [FontFamilyValue.themeFontReference]))
    }

    static let fieldDescription = ObjectDescription(
        "theme", "The collection's theme: palettes, primitives, the custom font and the cards' style.",
        fields: [Fields.colors, Fields.primitives, Fields.customFont, Fields.cards])
}

extension StorytellerCardInput.Theme.Colors {
    enum Fields {
        static let white = FieldDescription(
            "white", .object(StorytellerCardInput.Theme.ColorSet.whiteDescription), defaultNote: "all defaults",
            "The light palette: the default for texts over the media.")
        static let black = FieldDescription(
            "black", .object(StorytellerCardInput.Theme.ColorSet.blackDescription), defaultNote: "all defaults",
            "The dark palette: the default for texts below the media in light mode.")
    }

    static let fieldDescription = ObjectDescription(
        "colors", "The theme's palettes.", fields: [Fields.white, Fields.black])
}

extension StorytellerCardInput.Theme.ColorSet {
    enum Fields {
        static let white = fields(primary: RGBAColor.white, "white")
        static let black = fields(primary: RGBAColor.nearBlack, "black")

        private static func fields(primary: RGBAColor, _ name: String) -> [FieldDescription] {
            [
                FieldDescription(
                    "primary", .color, default: .string(String(primary.hex.dropLast(2))), "The palette's main color."),
                FieldDescription(
                    "secondary", .color, defaultNote: "\(name) primary at 85% opacity",
                    "The palette's second color (subheadings)."),
            ]
        }
    }

    static let whiteDescription = ObjectDescription("whiteColors", "The light palette.", fields: Fields.white)
    static let blackDescription = ObjectDescription("blackColors", "The dark palette.", fields: Fields.black)
}

extension StorytellerCardInput.Theme.Primitives {
    enum Fields {
        static let cornerRadius = FieldDescription(
            "cornerRadius", .number(.nonNegativeLength), default: .number(8),
            "The corner radius that styles refer to.")
    }

    static let fieldDescription = ObjectDescription(
        "primitives", "Values the styles refer to.", fields: [Fields.cornerRadius])
}

extension StorytellerCardInput.Theme.Cards {
    enum Fields {
        static let textOverContent = FieldDescription(
            "textOverContent", .bool, default: .bool(true), "Text over the media (true) or below it (false).")
        static let style = FieldDescription(
            "style", .object(StorytellerCardInput.Theme.CardStyle.fieldDescription), defaultNote: "all defaults",
            "The card's look.")
        static let behavior = FieldDescription(
            "behavior", .object(StorytellerCardInput.Theme.CardBehavior.fieldDescription),
            defaultNote: "all defaults", "Passed through to the layout's `behavior`.")
    }

    static let fieldDescription = ObjectDescription(
        "cards", "How the cards look and behave.", fields: [Fields.textOverContent, Fields.style, Fields.behavior])
}

extension StorytellerCardInput.Theme.CardBehavior {
    enum Fields {
        static let reloading = FieldDescription(
            "reloading", .object(StorytellerCardInput.Theme.ReloadingBehavior.fieldDescription),
            defaultNote: "all defaults", "When the collection reloads.")
    }

    static let fieldDescription = ObjectDescription(
        "behavior", "The cards' behavior, passed through.", fields: [Fields.reloading])
}

extension StorytellerCardInput.Theme.ReloadingBehavior {
    enum Fields {
        static let reloadOnExit = FieldDescription(
            "reloadOnExit", .bool, default: .bool(true), "Passed through to the layout's `behavior`.")
        static let reloadOnForeground = FieldDescription(
            "reloadOnForeground", .bool, default: .bool(true), "Passed through to the layout's `behavior`.")
    }

    static let fieldDescription = ObjectDescription(
        "reloading", "When the collection reloads, passed through.",
        fields: [Fields.reloadOnExit, Fields.reloadOnForeground])
}

extension StorytellerCardInput.Theme.CardStyle {
    enum Fields {
        private typealias Theme = StorytellerCardInput.Theme

        static let textLengthMode = FieldDescription(
            "textLengthMode", .choice(TextFitting.self), default: .string(TextFitting.truncate.rawValue),
            "How a heading or subheading longer than 2 lines is fitted: cut with an ellipsis, or set smaller (down to half its size) until it fits.")
        static let textAlignment = FieldDescription(
            "textAlignment", .choice(TextAlignment.self), default: .string(TextAlignment.start.rawValue),
            "Alignment of the heading, the subheading and (unless it sets its own) the button label.")
        static let padding = FieldDescription(
            "padding", .number(.nonNegativeLength), default: .number(12),
            "Space around the text (which sides: see *The two arrangements*). Must leave the text area, and the button label, wider than 0.")
        static let marginHorizontal = FieldDescription(
            "marginHorizontal", .number(.nonNegativeLength), default: .number(0),
            "Space left and right of the card; 0 is full-bleed. Must be less than half the width.")
        static let cornerRadius = FieldDescription(
            "cornerRadius", Theme.Fields.cornerRadiusOrReference,
            default: .string(Theme.CornerRadiusValue.themeCornerRadiusReference),
            "The card's or media's corner radius, where the arrangement has one.")
        static let headingsSpacing = FieldDescription(
            "headingsSpacing", .number(.nonNegativeLength), default: .number(3),
            "Space between heading and subheading.")
        static let buttonSpacing = FieldDescription(
            "buttonSpacing", .number(.nonNegativeLength), default: .number(12),
            "Space between the headings and the button.")
        static let dynamicTypeEnabled = FieldDescription(
            "dynamicTypeEnabled", .bool, default: .bool(true),
            "Whether text sizes and line heights follow the content size category.")
        static let backgroundColorLight = FieldDescription(
            "backgroundColorLight", Theme.Fields.colorOrReference, defaultNote: "none",
            "The text container's background in light mode. Used only below the media on a full-bleed card.")
        static let backgroundColorDark = FieldDescription(
            "backgroundColorDark", Theme.Fields.colorOrReference, defaultNote: "none", "The same in dark mode.")
        static let heading = FieldDescription(
            "heading", .object(Theme.CardTextStyle.headingDescription), defaultNote: "all defaults",
            "The heading (the card's `title`).")
        static let subHeading = FieldDescription(
            "subHeading", .object(Theme.CardTextStyle.subheadingDescription), defaultNote: "all defaults",
            "The subheading (the card's `subtitle`). Note the capital H.")
        static let button = FieldDescription(
            "button", .object(Theme.ButtonStyle.fieldDescription), defaultNote: "all defaults", "The button.")
    }

    static let fieldDescription = ObjectDescription(
        "style", "The card's look.",
        fields: [
            Fields.textLengthMode, Fields.textAlignment, Fields.padding, Fields.marginHorizontal, Fields.cornerRadius,
            Fields.headingsSpacing, Fields.buttonSpacing, Fields.dynamicTypeEnabled, Fields.backgroundColorLight,
            Fields.backgroundColorDark, Fields.heading, Fields.subHeading, Fields.button,
        ])
}

extension StorytellerCardInput.Theme.CardTextStyle {
    /// The fields of a text style; only their defaults differ between the
    /// heading, the subheading and the button title.
    enum Fields {
        private typealias Theme = StorytellerCardInput.Theme

        static let heading = fields(.heading, font: nil, light: "black primary", dark: "white primary")
        static let subheading = fields(.subheading, font: nil, light: "black secondary", dark: "white secondary")
        static let buttonTitle = fields(
            .buttonTitle, font: "the heading's family", light: "as the heading", dark: "as the heading")

        /// The fields in document order: font, fontWeight, textSize,
        /// lineHeight, textCase, letterSpacing, textColor,
        /// textBelowContentColorLight, textBelowContentColorDark.
        private static func fields(
            _ defaults: Theme.CardTextStyle, font fontNote: String?, light: String, dark: String
        ) -> [FieldDescription]
        {
            let font =
                if let fontNote {
                    FieldDescription(
                        "font", Theme.Fields.fontFamilyOrReference, defaultNote: fontNote,
                        "The font family: a family of the font registry, or the theme's custom font.")
                } else {
                    FieldDescription(
                        "font", Theme.Fields.fontFamilyOrReference,
                        default: .string(Theme.FontFamilyValue.themeFontReference),
                        "The font family: a family of the font registry, or the theme's custom font.")
                }
            let lineHeight =
                if let lineHeight = defaults.lineHeight {
                    FieldDescription(
                        "lineHeight", .number(.positiveLength), default: .number(lineHeight),
                        "The height of each line box.")
                } else {
                    FieldDescription(
                        "lineHeight", .number(.positiveLength), defaultNote: "the font's own",
                        "The height of each line box.")
                }
            let textColor: JSONValue =
                switch defaults.textColor {
                case .color(let color): .string(color.hex)
                case .theme(let name): .string(name.reference)
                }
            return [
                font,
                FieldDescription(
                    "fontWeight", .integerChoice(FontWeights.allowed), default: .number(Double(defaults.fontWeight)),
                    "The weight; the nearest weight the family has is used."),
                FieldDescription(
                    "textSize", .number(.positiveLength), default: .number(defaults.textSize),
                    "The size in points at the `L` category. After Dynamic Type it must still be at most 10000."),
                lineHeight,
                FieldDescription(
                    "textCase", .choice(TextCase.self), default: .string(defaults.textCase.rawValue),
                    "Case mapping before the text is set."),
                FieldDescription(
                    "letterSpacing", .number(.length), default: .number(defaults.letterSpacing),
                    "Added after every character cluster (not after Arabic and other joining scripts)."),
                FieldDescription(
                    "textColor", Theme.Fields.colorOrReference, default: textColor, "The color over the media."),
                FieldDescription(
                    "textBelowContentColorLight", Theme.Fields.colorOrReference, defaultNote: light,
                    "The color below the media in light mode."),
                FieldDescription(
                    "textBelowContentColorDark", Theme.Fields.colorOrReference, defaultNote: dark,
                    "The color below the media in dark mode."),
            ]
        }

        /// The fields by name (the same names in the three styles).
        static let font = heading[0]
        static let fontWeight = heading[1]
        static let textSize = heading[2]
        static let lineHeight = heading[3]
        static let textCase = heading[4]
        static let letterSpacing = heading[5]
        static let textColor = heading[6]
        static let textBelowContentColorLight = heading[7]
        static let textBelowContentColorDark = heading[8]
    }

    static let headingDescription = ObjectDescription(
        "heading", "The heading's text style.", fields: Fields.heading)
    static let subheadingDescription = ObjectDescription(
        "subHeading", "The subheading's text style (only the defaults differ from the heading's).",
        fields: Fields.subheading)
    static let buttonTitleDescription = ObjectDescription(
        "buttonTitle", "The button label's text style (only the defaults differ from the heading's).",
        fields: Fields.buttonTitle)
}

extension StorytellerCardInput.Theme.ButtonStyle {
    enum Fields {
        private typealias Theme = StorytellerCardInput.Theme

        static let title = FieldDescription(
            "title", .object(Theme.CardTextStyle.buttonTitleDescription), defaultNote: "all defaults",
            "The label's style.")
        static let backgroundColor = FieldDescription(
            "backgroundColor", Theme.Fields.colorOrReference, defaultNote: "none (transparent)", "The button's fill.")
        static let outlineColor = FieldDescription(
            "outlineColor", Theme.Fields.colorOrReference,
            defaultNote: "white primary over the media; below it, the label's resolved color", "The outline's color.")
        static let outlineWidth = FieldDescription(
            "outlineWidth", .number(.nonNegativeLength), default: .number(1), "The outline's width.")
        static let cornerRadius = FieldDescription(
            "cornerRadius", Theme.Fields.cornerRadiusOrReference,
            default: .string(Theme.CornerRadiusValue.themeCornerRadiusReference), "The button's corner radius.")
        static let textAlignment = FieldDescription(
            "textAlignment", .choice(TextAlignment.self), defaultNote: "the style's `textAlignment`",
            "Where the label stands in the button.")
    }

    static let fieldDescription = ObjectDescription(
        "button", "The button.",
        fields: [
            Fields.title, Fields.backgroundColor, Fields.outlineColor, Fields.outlineWidth, Fields.cornerRadius,
            Fields.textAlignment,
        ])
}

extension StorytellerCardInput.Card {
    enum Fields {
        static let id = FieldDescription(
            "id", .string, defaultNote: "none",
            "A non-empty id, repeated as the layout's `cardId` (null when absent). Required in a collection.")
        static let title = FieldDescription(
            "title", .string, defaultNote: "none",
            "The heading's text. Absent when missing, empty or only whitespace.")
        static let subtitle = FieldDescription(
            "subtitle", .string, defaultNote: "none", "The subheading's text; absent likewise.")
        static let buttonText = FieldDescription(
            "buttonText", .string, defaultNote: "none", "The button's label; no button when absent.")
        static let media = FieldDescription(
            "media", .object(StorytellerCardInput.Media.fieldDescription), defaultNote: "all defaults",
            "The card's image or video.")
        static let action = FieldDescription(
            "action", .anyValue, defaultNote: "none", "What a tap does; accepted and not interpreted.")
    }

    static let fieldDescription = ObjectDescription(
        "card", "One card.",
        fields: [Fields.id, Fields.title, Fields.subtitle, Fields.buttonText, Fields.media, Fields.action])
}

extension StorytellerCardInput.Media {
    enum Fields {
        static let type = FieldDescription(
            "type", .choice(StorytellerCardInput.MediaType.self),
            default: .string(StorytellerCardInput.MediaType.image.rawValue),
            "Repeated in the layout; does not change the geometry.")
        static let aspectRatio = FieldDescription(
            "aspectRatio", .choice(StorytellerCardInput.AspectRatio.self),
            default: .string(StorytellerCardInput.AspectRatio.landscape16x9.rawValue), "The media's width : height.")
    }

    static let fieldDescription = ObjectDescription(
        "media", "The card's media.", fields: [Fields.type, Fields.aspectRatio])
}

extension StorytellerCardInput.Collection {
    enum Fields {
        static let ordering = FieldDescription(
            "ordering", .choice(StorytellerCardInput.CollectionOrdering.self),
            default: .string(StorytellerCardInput.CollectionOrdering.unordered.rawValue), "How the card is chosen.")
        static let cards = FieldDescription(
            required: "cards",
            .array(
                .object(StorytellerCardInput.Card.fieldDescription),
                count: ArrayCount(minimum: 1, maximum: .max, noun: "cards")),
            "Every card is validated and needs an `id`, unique in the collection.")
        static let state = FieldDescription(
            "state", .object(StorytellerCardInput.CollectionState.fieldDescription), defaultNote: "all defaults",
            "What the user has done with the cards.")
    }

    static let fieldDescription = ObjectDescription(
        "collection", "Cards to pick one from.", fields: [Fields.ordering, Fields.cards, Fields.state])
}

extension StorytellerCardInput.CollectionState {
    enum Fields {
        static let viewed = FieldDescription(
            "viewed", ids, default: .array([]), "Ids of the cards the user has seen.")
        static let tapped = FieldDescription(
            "tapped", ids, default: .array([]), "Ids of the cards the user has tapped.")

        private static let ids = FieldType.array(.string, count: ArrayCount(minimum: 0, maximum: .max, noun: "ids"))
    }

    static let fieldDescription = ObjectDescription(
        "state", "The collection's state.", fields: [Fields.viewed, Fields.tapped])
}
