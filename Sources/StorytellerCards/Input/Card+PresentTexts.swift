import CardGeometryCore

extension StorytellerCardInput.Card {
    /// The title, unless it is absent (nil, empty or only whitespace).
    var presentTitle: String? { TextPresence.present(title) }
    /// The subtitle, unless it is absent.
    var presentSubtitle: String? { TextPresence.present(subtitle) }
    /// The button text, unless it is absent.
    var presentButtonText: String? { TextPresence.present(buttonText) }
}
