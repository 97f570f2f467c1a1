import CardGeometryCore

extension ObjectReader {
    /// ``ObjectReader/choice(_:_:)`` for Storyteller's own enumerations,
    /// read on every card (a media's type and aspect ratio): compiled in
    /// this module, so that its optimizer specializes it. The core's
    /// generic runs unspecialized here (see its note), looking up generic
    /// metadata on each call: a twentieth of reading a card from JSON.
    func storytellerChoice<Choice: RawRepresentable & CaseIterable>(_ key: String, _: Choice.Type)
        throws(CardLayoutError) -> Choice?
    where Choice.RawValue == String {
        guard let value = value(key) else { return nil }
        guard case .string(let name) = value, let choice = Choice(rawValue: name) else {
            throw notAChoice(key, value, names: Choice.allCases.map(\.rawValue))
        }
        return choice
    }
}
