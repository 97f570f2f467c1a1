import CardText

/// The one cap on text sizes after Dynamic Type, with one wording: a size
/// that the content size category scales past what the text layer sets
/// (``TextMeasurer/maximumSize``) is an error naming the size as written
/// and the largest one the category allows. Every kind checks its scaled
/// sizes with it.
package enum DynamicTypeSizeCap {
    /// The largest size after Dynamic Type.
    package static var maximum: Double { TextMeasurer.maximumSize }

    /// Throws unless `scaled`, the size `size` written at `path` becomes
    /// at `category`, is at most ``maximum``. `limit` is the largest
    /// written size the category allows (computed only for the error).
    package static func check(
        _ size: Double, scaled: Double, limit: @autoclosure () -> Double, at category: ContentSizeCategory,
        path: @autoclosure () -> JSONPath
    ) throws(CardLayoutError) {
        guard scaled > maximum else { return }
        throw .invalid(
            path(), JSONNumberFormat.exact(size),
            allowed:
                "<= \(JSONNumberFormat.threeDecimals(limit())) at \(category.rawValue), where Dynamic Type scales it "
                + "past the \(JSONNumberFormat.exact(maximum)) pt the text layer sets")
    }

    /// ``check(_:scaled:limit:at:path:)`` for a size scaled by `style`:
    /// the limit is ``maximum`` scaled back from `category` to `L`.
    package static func check(
        _ size: Double, style: TextStyleName, at category: ContentSizeCategory, path: @autoclosure () -> JSONPath
    ) throws(CardLayoutError) {
        try check(
            size, scaled: style.scaled(size, at: category),
            limit: maximum * style.size(at: .large) / style.size(at: category), at: category, path: path())
    }
}
