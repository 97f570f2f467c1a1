extension TextMeasurer {
    /// Shapes each whole paragraph of `text` (already cased) that a
    /// measurement in `family` at `weight`, `locale` and `direction` would
    /// shape, into the paragraph cache, unless it is there: the paragraphs
    /// of a layout's texts shaped one after another, before the layout runs,
    /// which then finds them shaped. The size and width do not matter: a
    /// paragraph is shaped once for every size and width. A paragraph
    /// longer than what is analysed whole is left to the measurement (it
    /// may read only a window of it), and so are truncated lines and their
    /// ellipsis. What a measurement gives is the same either way.
    public func shapeParagraphs(
        of text: String, family: String, weight: Int, locale: String, direction: LayoutDirection
    ) throws(TextError) {
        guard FontWeight.isValid(weight) else { return }
        let primary = try fonts.face(family: family, weight: weight)
        let shaper = shapers.take(locale: locale)
        defer { shapers.giveBack(shaper) }
        var source = TextSource(text)
        var start: Int? = source.isEmpty ? nil : 0
        while let paragraphStart = start {
            let paragraph = source.paragraph(from: paragraphStart, within: nil)
            start = paragraph.next
            guard paragraph.range.count <= windowedLength else { continue }
            let key = ParagraphKey(
                units: Array(source.units[paragraph.range]), primary: ObjectIdentifier(primary), weight: weight,
                locale: locale, fallbackRTL: direction == .rtl)
            let cost = 1 + key.units.count / 256
            guard cost <= paragraphCapacity / 2, paragraphs.value(for: key) == nil else { continue }
            let selection = FontSelection(
                chain: fonts.fallbackChain(primary: primary, weight: weight), emoji: fonts.emojiFace(weight: weight))
            let shaped = try ShapedParagraph(
                units: key.units, selection: selection, locale: locale, fallbackRTL: key.fallbackRTL, shaper: shaper)
            paragraphs.insert(shaped, for: key, cost: cost)
        }
    }
}
