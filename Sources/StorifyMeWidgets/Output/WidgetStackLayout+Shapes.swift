import CardGeometryCore

extension WidgetStackLayout {
    /// The stack as common shapes, back to front, widget by widget: the
    /// widget's surface (filled with its background, if any), then its
    /// content: the posters (image placeholders labelled with their media)
    /// and titles of a loaded row; the spinner (a round badge) and label of
    /// a loading view; the icon (a badge marked "!") and message of an error
    /// view. Hidden widgets draw nothing. Fixed widgets' content stands
    /// where the layout puts it, past the widget's edges when it is
    /// clipped (a picture cuts it at the widget's frame).
    public var shapes: [LayoutShape] {
        var shapes: [LayoutShape] = []
        for widget in widgets {
            guard let frame = widget.frame else { continue }
            let name = "widgets[\(widget.index)]"
            shapes.append(.surface(LayoutShape.Surface(frame: frame, fill: widget.backgroundColor, name: name)))
            for story in widget.stories {
                let storyName = "\(name).stories[\(story.index)]"
                shapes.append(
                    .image(
                        LayoutShape.ImagePlaceholder(
                            frame: story.poster.frame, cornerRadius: story.poster.cornerRadius,
                            fill: story.poster.backgroundColor, label: story.poster.media.rawValue,
                            name: storyName + ".poster")))
                if let title = story.title { shapes.append(.text(name: storyName + ".title", block: title)) }
            }
            if let loading = widget.loading {
                let spinner = loading.spinner
                shapes.append(
                    .badge(
                        LayoutShape.Badge(
                            frame: spinner.frame, cornerRadius: spinner.frame.width / 2, fill: spinner.color,
                            name: name + ".loading.spinner")))
                if let label = loading.label { shapes.append(.text(name: name + ".loading.label", block: label)) }
            }
            if let error = widget.error {
                shapes.append(
                    .badge(
                        LayoutShape.Badge(
                            frame: error.icon.frame, cornerRadius: 0, fill: error.icon.color, label: "!",
                            name: name + ".error.icon")))
                shapes.append(.text(name: name + ".error.message", block: error.message))
            }
        }
        return shapes
    }
}
