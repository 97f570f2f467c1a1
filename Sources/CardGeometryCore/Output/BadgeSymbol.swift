/// What a badge is, so that a picture draws it as what it is rather than as
/// a square: a kind's layout names the symbol of each of its badges
/// (``KindLayout/badgeSymbols``).
public enum BadgeSymbol: String, Hashable, Sendable {
    /// A push pin in the badge's color, on nothing (Braze's pin).
    case pin
    /// A push pin on the badge's filled shape (Storyly's pin badge).
    case pinOnFill = "pin.fill"
    /// SF Symbols' `exclamationmark.triangle`: an outlined triangle with an
    /// exclamation mark, in the badge's color.
    case warningTriangle = "exclamationmark.triangle"
    /// A play triangle on the badge's filled shape (Storyly's IVOD badge:
    /// an interactive video).
    case playOnFill = "play.fill"
    /// An activity indicator: eight spokes fading round, in the badge's
    /// color (the spinner of a loading view).
    case spinner = "activity.indicator"
}
