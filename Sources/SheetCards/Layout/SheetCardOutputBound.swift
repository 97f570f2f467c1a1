import CardGeometryCore

/// The sheet against the output bound (SharedConventions article, "Output
/// numbers"; see ``OutputBound``): the top card is one item, and only its title
/// is unbounded (any number of lines; the header grows with it), so a sheet
/// passes the bound by its title's or its subtitle's lines, at that text's
/// path. Checked at every position the layout holds (the one used, and the
/// others a picture draws), each within the screen's height of the others.
enum SheetCardOutputBound {
    static func check(_ sheets: [SheetCardLayout.Sheet], cardPath: JSONPath) throws(CardLayoutError) {
        for sheet in sheets {
            var reach = OutputReach(sheet.card.frame)
            reach.include(sheet.header.frame)
            reach.include(down: sheet.header.height)
            reach.include(sheet.title)
            reach.include(sheet.subtitle)
            reach.include(sheet.accessory)
            reach.include(sheet.separator.frame)
            reach.include(sheet.content.frame)
            reach.include(sheet.content.viewport)
            var causes: [OutputBound.Cause] = []
            typealias Card = SheetCardInput.Card
            if let title = sheet.title { causes.append(.text(title, at: cardPath.appending(Card.Fields.title))) }
            if let subtitle = sheet.subtitle { causes.append(.text(subtitle, at: cardPath.appending(Card.Fields.subtitle))) }
            try OutputBound.check(
                reach, offset: OutputReach(origin: sheet.card.frame), causes: causes,
                fallback: OutputBound.Cause(
                    path: cardPath, value: "a card", subject: "a card", reach: OutputReach()))
        }
    }
}
