import CardGeometryCore

extension WidgetStackInput {
    /// `PATH: "X" is not a theme (dark, brand); ignored`: for a widget's
    /// `customTheme` that names no theme, when it is read and when it is laid out.
    static func unknownThemeWarning(_ name: String, at path: JSONPath) -> CardLayoutWarning {
        let themes = WidgetStackInput.Widget.Theme.allCases.map(\.rawValue).joined(separator: ", ")
        return CardLayoutWarning(
            path: path.description, code: .unknownValue,
            message: "\(JSONValue.string(name).errorText) is not a theme (\(themes)); ignored")
    }
}
