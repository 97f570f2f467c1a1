import CardGeometry

/// What a picture needs to know of a layout besides its shapes, read from
/// the kind's own output: the screens (nothing is painted outside them),
/// the parts the layout reports clipped, the corners a surface rounds, what
/// each badge is (a pin, a warning triangle), and the system's own title
/// the layout names but does not place (a feed's navigation title).
struct PictureFacts {
    /// A named rectangle: a screen or a clip. A shape belongs to it when the
    /// shape's name is `name` or starts with `name.` (`widgets[0]`
    /// holds `widgets[0].stories[1].title`); a nil name holds every shape.
    struct Region: Hashable {
        var name: String?
        var frame: LayoutRect
        var cornerRadius: Double = 0

        func holds(_ shapeName: String) -> Bool {
            guard let name else { return true }
            return shapeName == name || shapeName.hasPrefix(name + ".") || shapeName.hasPrefix(name + "[")
        }
    }

    /// The system's title bar drawn above the screen (not over it).
    struct TitleBar: Hashable {
        var title: String
        var doneButton: Bool
    }

    /// One screen per picture, three for a sheet (one per position).
    var screens: [Region]
    /// What the layout reports clipped (a fixed-height widget, a story
    /// group cell): its content is drawn clipped to its frame.
    var clips: [Region] = []
    /// Surfaces rounded on their top corners only (a sheet's card:
    /// `corners` "top").
    var topCornersOnly: Set<String> = []
    /// What each badge draws, by the badge's name.
    var symbols: [String: BadgeSymbol] = [:]
    var titleBar: TitleBar?

    init(layout: Layout) {
        let size = layout.drawingSize
        screens = [Region(name: nil, frame: LayoutRect(x: 0, y: 0, width: size.width, height: size.height))]
        if let sheet = layout.sheetCards {
            screens = sheet.panels.map { Region(name: $0.position, frame: $0.screen) }
            topCornersOnly = Set(sheet.panels.map { $0.position + ".card" })
        }
        if let stack = layout.storifyMeWidgets {
            for widget in stack.widgets where widget.clipped {
                guard let frame = widget.frame else { continue }
                clips.append(Region(name: "widgets[\(widget.index)]", frame: frame))
            }
            for widget in stack.widgets {
                if widget.error != nil { symbols["widgets[\(widget.index)].error.icon"] = .warningTriangle }
                if widget.loading != nil { symbols["widgets[\(widget.index)].loading.spinner"] = .spinner }
            }
        }
        if let bar = layout.storylyStoryGroups {
            for (position, item) in bar.groups.enumerated() {
                if item.clipped {
                    clips.append(Region(name: "groups[\(position)]", frame: item.frame, cornerRadius: item.cornerRadius))
                }
                if item.pin != nil { symbols["groups[\(position)].pin"] = .pinOnFill }
                if item.ivod != nil { symbols["groups[\(position)].ivod"] = .playOnFill }
            }
        }
        if let feed = layout.brazeContentCards {
            for (index, card) in feed.cards.enumerated() where card.pin != nil {
                symbols["cards[\(index)].pin"] = .pin
            }
            if let title = feed.feed.title, !title.isEmpty {
                titleBar = TitleBar(title: title, doneButton: feed.feed.doneButton)
            }
        }
    }

    /// The facts of bare shapes: one screen of `size`, nothing else known.
    init(size: LayoutSize) {
        screens = [Region(name: nil, frame: LayoutRect(x: 0, y: 0, width: size.width, height: size.height))]
    }
}

/// What a badge is, so that it is drawn as what it is rather than as a
/// square.
enum BadgeSymbol: String, Hashable {
    /// A push pin in the badge's color, on nothing (Braze's pin).
    case pin
    /// A push pin on the badge's filled shape (Storyly's pin badge).
    case pinOnFill = "pin.fill"
    /// SF Symbols' `exclamationmark.triangle`: an outlined triangle with an
    /// exclamation mark, in the badge's color.
    case warningTriangle = "exclamationmark.triangle"
    /// A play triangle on the badge's filled shape (Storyly's IVOD badge:
    /// an interactive video).
    case playOnFill = "play.fill"
    /// An activity indicator: eight spokes fading round, in the badge's
    /// color (the spinner of a loading view).
    case spinner = "activity.indicator"
}
