// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
/// `GET /tiles`'s query: the matrix's (``MatrixQuery``) and, optionally,
/// `since=VERSION`, the version the page shows now, so that it is sent
/// only the tiles that changed since.
enum TilesQuery {
    /// Takes `since` out of `query`: the rest is the matrix's query.
    static func split(_ query: String?) throws(QueryError) -> (matrixQuery: String?, since: Int?) {
        guard let query, !query.isEmpty else { return (query, nil) }
        var since: Int?
        var rest: [Substring] = []
        for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
            guard pair.hasPrefix("since=") else {
                rest.append(pair)
                continue
            }
            let value = pair.dropFirst("since=".count)
            guard since == nil else { throw QueryError("since: give it once") }
            guard value.count <= 12, let version = Int(value), version >= 1 else {
                throw QueryError("since: '\(value.prefix(40))' is not a version (a whole number from 1)")
            }
            since = version
        }
        return (rest.isEmpty ? nil : rest.joined(separator: "&"), since)
    }
}
#endif
