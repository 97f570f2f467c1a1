import CardGeometry

/// The one way the drawing writes what a color decides: markup made from
/// a shape's color or from the color scheme, and choices made from a
/// color. Drawn alone, the markup is written as it is; drawn as a template
/// (``CardSVG/ColorTemplate``), each is a hole that every layout of the
/// same geometry fills with its own colors.
extension SVGCanvas {
    /// `markup` of the color at `field` of the shape being drawn
    /// (``shapeIndex``), whose color here is `color`.
    func colored(
        _ field: PictureColorField, _ color: RGBAColor, _ markup: @escaping @Sendable (RGBAColor) -> String
    ) -> String {
        guard let colorHoles else { return markup(color) }
        return colorHoles.mark(.color(shape: shapeIndex, field: field, markup: markup))
    }

    /// The color at `field` of the shape being drawn, whose color here is
    /// `color`, painted as `paint` (``colored(_:_:_:)`` of the paint's
    /// markup, filled as bytes).
    func painted(_ paint: SVGPaint, _ field: PictureColorField, _ color: RGBAColor) -> String {
        guard let colorHoles else { return paint.markup(color) }
        return colorHoles.mark(.paint(shape: shapeIndex, field: field, paint: paint))
    }

    /// `markup` of the color scheme (true: dark), which is `dark` here.
    func schemed(_ dark: Bool, _ markup: @escaping @Sendable (Bool) -> String) -> String {
        guard let colorHoles else { return markup(dark) }
        return colorHoles.mark(.scheme(markup: markup))
    }

    /// Whether `holds` is true of `color`, the color at `field` of the
    /// shape being drawn; a template is used only for layouts where it
    /// comes out the same.
    func decides(
        _ field: PictureColorField, _ color: RGBAColor, _ holds: @escaping @Sendable (RGBAColor) -> Bool
    ) -> Bool {
        guard let colorHoles else { return holds(color) }
        return colorHoles.choose(shape: shapeIndex, field: field, color: color, holds)
    }
}
