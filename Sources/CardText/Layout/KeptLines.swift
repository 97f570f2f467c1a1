/// The lines of a measurement kept from windows already dropped
/// (``TextLayout/continuation()``), with what the block reports of them:
/// the widest and the faces in order of first use.
struct KeptLines {
    private(set) var lines: [TextLine] = []
    private var widest = 0.0
    private var fontFiles: [String] = []

    mutating func append(_ new: [TextLine]) {
        for line in new {
            widest = max(widest, line.width)
            for file in line.fontFiles where !fontFiles.contains(file) { fontFiles.append(file) }
        }
        lines += new
    }

    /// The block of the whole text: the kept lines, then those of `block`
    /// (laid out after them, so its height counts them already).
    mutating func completed(by block: TextBlock) -> TextBlock {
        guard !lines.isEmpty else { return block }
        var files = fontFiles
        for file in block.fontFiles where !files.contains(file) { files.append(file) }
        var all = lines
        lines = []
        all += block.lines
        return TextBlock(
            text: block.text, fontSize: block.fontSize, availableWidth: block.availableWidth,
            width: max(widest, block.width), height: block.height, isTruncated: block.isTruncated,
            isResized: block.isResized, lines: all, primaryFontFile: block.primaryFontFile, fontFiles: files)
    }
}
