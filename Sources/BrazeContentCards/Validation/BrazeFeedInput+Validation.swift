import CardGeometryCore

extension BrazeFeedInput {
    /// The validation step (the kind's `LayoutSystem.validate(_:)`), which
    /// the engine runs before every layout, typed or from JSON: checks
    /// every value by its field's declaration (ranges, weights, line
    /// limits, non-empty and unique ids, the number of cards), then the
    /// text sizes after Dynamic Type. Throws the first problem found,
    /// naming its JSON path.
    ///
    /// The font family, and the rules that need measured text, are checked
    /// when laying out; aspect ratios are never errors (an unusable one is
    /// replaced, with a warning).
    public func validate() throws(CardLayoutError) {
        try checkFields(at: .root)
        try theme.validateSizesAfterDynamicType(at: environment.contentSizeCategory)
    }
}

extension BrazeFeedInput.Theme {
    /// Checks that Dynamic Type scales no text size (the title's, the
    /// description's, the domain's and the empty state's, in that order)
    /// past what the text layer sets (``DynamicTypeSizeCap``). A text
    /// without a size has its text style's own, which never does.
    func validateSizesAfterDynamicType(at category: ContentSizeCategory) throws(CardLayoutError) {
        guard dynamicTypeEnabled else { return }
        if let size = title.size {
            try DynamicTypeSizeCap.check(
                size, style: title.textStyle, at: category, path: Self.path(Fields.title, LabelStyle.Fields.size))
        }
        if let size = description.size {
            try DynamicTypeSizeCap.check(
                size, style: description.textStyle, at: category,
                path: Self.path(Fields.description, LabelStyle.Fields.size))
        }
        if let size = domain.size {
            try DynamicTypeSizeCap.check(
                size, style: domain.textStyle, at: category, path: Self.path(Fields.domain, DomainStyle.Fields.size))
        }
        if let size = emptyState.size {
            try DynamicTypeSizeCap.check(
                size, style: emptyState.textStyle, at: category,
                path: Self.path(Fields.emptyState, EmptyState.Fields.size))
        }
    }

    /// `theme.STYLE.FIELD`, its keys named by their declarations; built only
    /// when a check fails.
    private static func path(_ style: FieldDescription, _ field: FieldDescription) -> JSONPath {
        JSONPath.root.appending(BrazeFeedInput.Fields.theme.name).appending(style.name).appending(field.name)
    }
}
