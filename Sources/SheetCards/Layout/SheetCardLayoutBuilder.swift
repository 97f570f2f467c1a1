import CardGeometryCore

/// Lays out a validated input: the top card at its position, the map
/// around it, the transition and the snap of a released drag, with the
/// warnings of the rules in rule order.
struct SheetCardLayoutBuilder {
    let input: SheetCardInput
    let placer: TextBlockPlacer

    /// Push: the card slides up while the card below dims to 25 %.
    static let push = (duration: 0.25, damping: 0.75)
    /// Pop: the dimming fades back out.
    static let pop = (duration: 0.3125, damping: 1.0)
    static let transitionDimAlpha = 0.25

    /// `cards`, named by its declaration: made once, not for every layout.
    private static let cardsPath = JSONPath(fields: SheetCardInput.Fields.cards)

    func build(height: Double) throws(CardLayoutError) -> SheetCardLayout {
        let environment = input.environment
        let geometry = SheetGeometry(environment: environment, height: height)
        try geometry.validate()
        // A validated stack is not empty.
        let topIndex = input.cards.count - 1
        let card = input.cards[topIndex]
        let cardPath = Self.cardsPath.appending(index: topIndex)
        var warnings = input.warnings
        func warn(_ warning: CardLayoutWarning) {
            if !warnings.contains(warning) { warnings.append(warning) }
        }
        /// A warning whose message continues `path` as a sentence.
        func warn(_ path: String, _ code: CardLayoutWarning.Code, _ message: String) {
            warn(CardLayoutWarning(path: path, code: code, message: message, joining: .sentence))
        }
        if card.lastPosition != nil {
            warn(
                cardPath.appending(SheetCardInput.Card.Fields.lastPosition).description, .unusedValue,
                "is ignored on the top card")
        }

        let colors = ResolvedSheetColors(style: input.style, scheme: environment.colorScheme)
        let header = try SheetHeader(
            card: card, cardPath: cardPath, style: input.style, environment: environment, colors: colors,
            textWidth: geometry.textWidth, placer: placer)
        let tops = geometry.tops(minimumOverlap: header.minimumOverlap)
        let shortfall = geometry.extendedStop - (geometry.safeBottom - header.minimumOverlap)
        if shortfall > 0 {
            // About the top card's header, worded without its path.
            let message = "header is \(Self.number(shortfall)) pt taller than the space for it"
            warn(
                CardLayoutWarning(
                    path: cardPath.description, code: .contentOverflow, message: message, joining: .written(message)))
        }

        let rules = SheetPositionRules(verticalSizeClass: geometry.sizeClasses.vertical)
        let requested = input.position ?? card.preferredPosition
        let position = rules.used(requested, hasMapContent: card.hasMapContent)
        if position != requested {
            // The request is `position`, or the top card's preferred one.
            let message = "\(requested.rawValue) is not available; using \(position.rawValue)"
            if input.position != nil {
                warn(SheetCardInput.Fields.position.name, .positionUnavailable, message)
            } else {
                warn(
                    CardLayoutWarning(
                        path: cardPath.appending(SheetCardInput.Card.Fields.preferredPosition).description,
                        code: .positionUnavailable,
                        message: message, joining: .written("position " + message)))
            }
        }

        // Rule 11: Vx, the viewport's height at extended, bounds the offset.
        let extendedViewportHeight = max(
            0, min(tops.extended + geometry.cardHeight, geometry.safeBottom) - (tops.extended + header.height))
        let scrollOffset = min(input.scrollOffset, max(0, card.contentHeight - extendedViewportHeight))
        if scrollOffset < input.scrollOffset {
            warn(
                "scrollOffset", .scrollPastEnd,
                "\(Self.number(input.scrollOffset)) is past the end; using \(Self.number(scrollOffset))")
        }

        let placement = SheetPlacement(
            geometry: geometry, header: header, tops: tops, card: card,
            showsCloseButton: input.cards.count >= 2
                && card.showCloseButton,
            colors: colors,
            scrollOffset: scrollOffset, extendedViewportHeight: extendedViewportHeight, placer: placer)

        // The sheet at each position (for pictures); the one at p is the layout's.
        let sheets = SheetCardInput.Position.allCases.map(placement.sheet(at:))
        let sheet = sheets.first { $0.position == position } ?? placement.sheet(at: position)
        try SheetCardOutputBound.check(sheets, cardPath: cardPath)

        var snap: SheetCardLayout.Snap?
        if let drag = input.drag {
            let rule = SheetSnapRule(
                tops: tops, verticalSizeClass: geometry.sizeClasses.vertical, mode: geometry.mode,
                hasMapContent: card.hasMapContent)
            let fromY = rule.clampedY(drag.y)
            if fromY != drag.y {
                warn(
                    JSONPath(fields: SheetCardInput.Fields.drag, SheetCardInput.Drag.Fields.y).description, .dragOutOfRange,
                    "\(Self.number(drag.y)) is outside [\(Self.number(tops.extended)), "
                        + "\(Self.number(tops.collapsed))]; using \(Self.number(fromY))")
            }
            snap = rule.snap(drag)
        }

        return SheetCardLayout(
            size: LayoutSize(width: environment.width, height: geometry.grid.snap(height)),
            mode: geometry.mode, sizeClasses: geometry.sizeClasses, stackDepth: input.cards.count, type: card.type,
            requestedPosition: requested, position: position,
            availablePositions: rules.available(hasMapContent: card.hasMapContent), positions: tops,
            sheet: sheet,
            statusBarBlur: geometry.insets.top > 0
                ? geometry.frame(x: 0, y: 0, width: geometry.width, height: geometry.insets.top) : nil,
            transition: transition(rules: rules), snap: snap, warnings: warnings,
            sheetsAtEveryPosition: sheets)
    }

    /// Rule 15: push and pop, and the position the card below gets back.
    private func transition(rules: SheetPositionRules) -> SheetCardLayout.Transition? {
        guard input.cards.count >= 2 else { return nil }
        let below = input.cards[input.cards.count - 2]
        let black = SheetCardInput.Style.SystemColor.black
        return SheetCardLayout.Transition(
            push: .init(
                duration: Self.push.duration, damping: Self.push.damping, dimColor: black,
                dimAlpha: [0, Self.transitionDimAlpha]),
            pop: .init(
                duration: Self.pop.duration, damping: Self.pop.damping, dimColor: black,
                dimAlpha: [Self.transitionDimAlpha, 0]),
            restorePosition: rules.used(
                below.lastPosition ?? below.preferredPosition, hasMapContent: below.hasMapContent))
    }

    /// A number in a warning: at most 3 decimals.
    static func number(_ value: Double) -> String { JSONNumberFormat.threeDecimals(value) }
}
