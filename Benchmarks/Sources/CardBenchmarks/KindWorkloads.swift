import CardGeometry
import CardText
import Foundation

/// The layout cost of each kind, on that kind's golden inputs: every input
/// of `Goldens/` laid out from JSON, cold (empty caches) and warm, against
/// the floor of HarfBuzz shaping the strings those layouts show, measured in
/// the same run.
struct KindWorkloads {
    let engine: CardLayoutEngine
    let baseline: ShapingBaseline
    let repetitions: Int

    /// One kind's inputs, as JSON documents, with what the floor shapes.
    struct Corpus {
        var kind: LayoutKind
        var documents: [Data]
        /// Every text block of every layout: its text at its used font.
        var texts: [(text: String, family: String, weight: Int, size: Double)]
        /// Each document's text blocks, as its layout set them: what
        /// shaping first (`--shape-first`) shapes before laying it out.
        var shapedFirst: [[ShapedFirstText]] = []
    }

    /// A text block's text (cased) and what its paragraphs are shaped with.
    struct ShapedFirstText {
        var text: String
        var family: String
        var weight: Int
        var locale: String
        var direction: LayoutDirection
    }

    /// Shapes `texts`' paragraphs into the measurer's cache, one after
    /// another, as a layout that knew its texts first would.
    func shapeFirst(_ texts: [ShapedFirstText]) {
        for text in texts {
            try? engine.measurer.shapeParagraphs(
                of: text.text, family: text.family, weight: text.weight, locale: text.locale,
                direction: text.direction)
        }
    }

    /// The valid golden inputs under `root`, grouped by kind.
    func corpora(goldens root: URL) -> [Corpus] {
        var byKind: [LayoutKind: Corpus] = [:]
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }
            .filter { $0.lastPathComponent.hasSuffix(".input.json") }
            .sorted { $0.path < $1.path } ?? []
        for file in files {
            guard let data = try? Data(contentsOf: file), let layout = try? engine.layout(json: data) else { continue }
            var corpus = byKind[layout.kind] ?? Corpus(kind: layout.kind, documents: [], texts: [])
            corpus.documents.append(data)
            let environment = try! engine.input(json: data).environment
            var shapedFirst: [ShapedFirstText] = []
            for (_, block) in layout.textBlocks where !block.text.isEmpty {
                corpus.texts.append((block.text, block.font.family, block.font.weight, block.font.size))
                shapedFirst.append(
                    ShapedFirstText(
                        text: block.text, family: block.font.family, weight: block.font.weight,
                        locale: environment.locale, direction: environment.layoutDirection))
            }
            corpus.shapedFirst.append(shapedFirst)
            byKind[layout.kind] = corpus
        }
        return LayoutKind.allCases.compactMap { byKind[$0] }
    }

    /// Three rows per kind: its floor, cold and warm, per input document.
    func rows(for corpus: Corpus) -> [Row] {
        let name = corpus.kind.rawValue
        let count = corpus.documents.count
        let floorSeconds = medianSeconds(repetitions: repetitions) {
            for text in corpus.texts {
                consume(try? baseline.shape(text.text, family: text.family, weight: text.weight, size: text.size))
            }
        }
        let layOut = {
            for document in corpus.documents { consume(try? engine.layout(json: document)) }
        }
        let cold = medianSeconds(repetitions: repetitions, prepare: { engine.measurer.removeCachedResults() }, layOut)
        layOut()
        let warm = medianSeconds(repetitions: repetitions, layOut)
        // The same inputs read once into their typed values.
        let typed = corpus.documents.map { try! engine.input(json: $0) }
        let typedWarm = medianSeconds(repetitions: repetitions) {
            for input in typed { consume(try? engine.layout(input)) }
        }
        // `--shape-first`: each document read, its texts' paragraphs shaped
        // in one loop, then laid out; against the same steps without the
        // loop, in the same run.
        var shapedFirstRows: [Row] = []
        if CommandLine.arguments.contains("--shape-first") {
            let readThenLayOut = {
                for document in corpus.documents {
                    guard let input = try? engine.input(json: document) else { continue }
                    consume(try? engine.layout(input))
                }
            }
            let readShapeThenLayOut = {
                for (document, texts) in zip(corpus.documents, corpus.shapedFirst) {
                    guard let input = try? engine.input(json: document) else { continue }
                    shapeFirst(texts)
                    consume(try? engine.layout(input))
                }
            }
            let prepare = { engine.measurer.removeCachedResults() }
            // Alternating, so that load on a shared machine falls on both.
            var plain: [Double] = []
            var first: [Double] = []
            for _ in 0..<max(1, repetitions) {
                plain.append(medianSeconds(repetitions: 1, prepare: prepare, readThenLayOut))
                first.append(medianSeconds(repetitions: 1, prepare: prepare, readShapeThenLayOut))
            }
            shapedFirstRows = [
                Row(name: "\(name) cold, read then laid out", count: count, seconds: plain.sorted()[plain.count / 2],
                    floorSeconds: floorSeconds, target: "-"),
                Row(name: "\(name) cold, read, shaped first, laid out", count: count,
                    seconds: first.sorted()[first.count / 2], floorSeconds: floorSeconds, target: "-"),
            ]
        }
        return shapedFirstRows + [
            Row(name: "\(name) floor (\(corpus.texts.count) strings)", count: count, seconds: floorSeconds, target: "-"),
            Row(name: "\(name) cold, from JSON", count: count, seconds: cold, floorSeconds: floorSeconds, target: "-"),
            Row(name: "\(name) warm, typed input", count: count, seconds: typedWarm, floorSeconds: floorSeconds,
                target: "-"),
            Row(name: "\(name) warm, from JSON", count: count, seconds: warm, floorSeconds: floorSeconds,
                target: "<= 2x typed: \(format(warm / typedWarm, 2))x"),
        ]
    }
}
