import CardGeometryCore

extension FieldDescription {
    /// What an id must be, unique in `collection` ("the array"): for a
    /// missing id.
    func allowed(uniqueIn collection: String) -> String {
        allowed + ", unique in " + collection
    }
}
