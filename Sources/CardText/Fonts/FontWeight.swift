/// CSS font weights and the CSS rule for choosing the nearest available one.
enum FontWeight {
    static func isValid(_ weight: Int) -> Bool {
        (100...900).contains(weight) && weight % 100 == 0
    }

    /// The weight to use from `available` when `desired` is asked for
    /// (CSS Fonts 4, font-weight matching): 400 tries 500 first, then lighter,
    /// then heavier; 500 tries 400 next; lighter weights prefer lighter faces
    /// and heavier weights heavier ones.
    static func nearest(to desired: Int, in available: some Collection<Int>) -> Int? {
        if available.contains(desired) { return desired }
        let lighter = available.filter { $0 < desired }.sorted(by: >)
        let heavier = available.filter { $0 > desired }.sorted()
        if (400...500).contains(desired) {
            if let within = heavier.first(where: { $0 <= 500 }) { return within }
            return lighter.first ?? heavier.first
        }
        if desired < 400 { return lighter.first ?? heavier.first }
        return heavier.first ?? lighter.first
    }
}
