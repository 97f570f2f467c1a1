import CardGeometry
import CardText

/// What the machine reports say of the engine that made them: its version
/// and the digest of its fonts, so that a team can tell an engine or font
/// change from a change in their cards. Computed once per run.
enum EngineIdentity {
    /// `{"version": "0.9.0", "fonts": "…"}`.
    static func json(_ engine: CardLayoutEngine) -> JSONValue {
        var object = JSONObject()
        object.append("version", .string(CardGeometryVersion.number))
        object.append("fonts", .string(engine.measurer.fonts.digest()))
        return .object(object)
    }
}
