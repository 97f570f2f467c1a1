extension ObjectReader {
    /// Reads the object's members in document order: `read` is called with
    /// each key and says whether it knows it. An unknown key is reported at
    /// once, so that errors and warnings both follow the document
    /// (common.md: the first error met in document order is reported).
    func readMembers(_ read: (String) throws(CardLayoutError) -> Bool) throws(CardLayoutError) {
        guard case .object(let object) = value else { return }
        for key in object.keys where try !read(key) {
            _ = rawValue(key)
            warnings.append(.unknownKey(at: path(key).description))
        }
        finish()
    }
}
