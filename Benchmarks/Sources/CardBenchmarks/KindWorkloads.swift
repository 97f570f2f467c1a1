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
            for (_, block) in layout.textBlocks where !block.text.isEmpty {
                corpus.texts.append((block.text, block.font.family, block.font.weight, block.font.size))
            }
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
        return [
            Row(name: "\(name) floor (\(corpus.texts.count) strings)", count: count, seconds: floorSeconds, target: "-"),
            Row(name: "\(name) cold, from JSON", count: count, seconds: cold, floorSeconds: floorSeconds, target: "-"),
            Row(name: "\(name) warm, typed input", count: count, seconds: typedWarm, floorSeconds: floorSeconds,
                target: "-"),
            Row(name: "\(name) warm, from JSON", count: count, seconds: warm, floorSeconds: floorSeconds,
                target: "<= 2x typed: \(format(warm / typedWarm, 2))x"),
        ]
    }
}
