extension JSONPath {
    /// The path of `fields` from the root, each a field of the object the
    /// one before holds: `JSONPath(fields: Fields.theme, Theme.Fields.font)`
    /// is `theme.font`. A path written from the field descriptions follows
    /// a renamed key; one written as a string would go stale.
    package init(fields: FieldDescription...) {
        self.init()
        for field in fields { self = appending(field.name) }
    }

    /// The path of `field` in the object at this path.
    package func appending(_ field: FieldDescription) -> JSONPath {
        appending(field.name)
    }
}
