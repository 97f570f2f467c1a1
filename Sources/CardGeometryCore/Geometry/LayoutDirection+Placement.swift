import CardText

// Right to left, once for every kind (SharedConventions article,
// "Right-to-left"): a kind places things logically, from the leading edge, and
// these turn logical places into screen places.

extension LayoutRect {
    /// The rectangle given logically (x from the leading edge) on screen:
    /// as it is in left-to-right, mirrored in a container `containerWidth`
    /// wide in right-to-left.
    package func placed(_ direction: LayoutDirection, inWidth containerWidth: Double) -> LayoutRect {
        direction == .rtl ? mirrored(inWidth: containerWidth) : self
    }
}

extension LayoutDirection {
    /// The screen x of something `width` wide whose logical x (from the
    /// leading edge) is `logicalX`, in a container `containerWidth` wide.
    package func screenX(_ logicalX: Double, width: Double, inWidth containerWidth: Double) -> Double {
        LayoutRect(x: logicalX, y: 0, width: width, height: 0).placed(self, inWidth: containerWidth).x
    }
}

extension EdgeInsets {
    /// The inset at the leading edge: left in left-to-right, right in
    /// right-to-left.
    package func leading(_ direction: LayoutDirection) -> Double {
        direction == .rtl ? right : left
    }

    /// The inset at the trailing edge: right in left-to-right, left in
    /// right-to-left.
    package func trailing(_ direction: LayoutDirection) -> Double {
        direction == .rtl ? left : right
    }
}
