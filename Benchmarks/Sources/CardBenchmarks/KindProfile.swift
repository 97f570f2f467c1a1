import CardGeometry
import CardText
import Foundation

/// `--profile cold-kind|read-kind|typed-cold-kind|floor-kind|none-kind KIND [N]`:
/// one row of `--kinds` for one kind (`braze.contentCards`, `storyly.storyGroups`,
/// …), N times (10 by default), for a profiler such as perf or callgrind, so
/// that the cold layout of one kind can be split where it goes. It runs before
/// the corpus is made, so start-up stays small (`none-kind` reads the kind's
/// golden inputs and lays each out once, to subtract).
///   - `cold-kind`: empty caches, then every input of the kind read and laid
///     out from JSON (the `cold, from JSON` row);
///   - `read-kind`: every input read from JSON into its typed value, no
///     layout (the reading's share of the cold row);
///   - `typed-cold-kind`: empty caches, then every input laid out from its
///     typed value, read once before (the layout's share);
///   - `floor-kind`: HarfBuzz shaping each text block's string at its used
///     font once (the `floor` row);
///   - `alternating-kind`: a `floor-kind` pass, then a `typed-cold-kind`
///     pass, N times, so that a sampling profiler sees both under the same
///     load and HarfBuzz's time in each can be told apart by its caller
///     (`ShapingBaseline` or `TextMeasurer`);
///   - `warm-json-kind`, `warm-typed-kind`: the `warm, from JSON` and
///     `warm, typed input` rows (caches filled once before the loop), so
///     that what the JSON path adds to a warm layout can be counted.
enum KindProfile {
    static let workloads: Set<String> = [
        "cold-kind", "read-kind", "typed-cold-kind", "floor-kind", "alternating-kind", "none-kind",
        "warm-json-kind", "warm-typed-kind",
    ]

    static func run(_ workload: String, kind: String, times: Int, goldens: URL) {
        let fonts = try! FontRegistry.bundled()
        let engine = CardLayoutEngine(fonts: fonts)
        let kinds = KindWorkloads(engine: engine, baseline: ShapingBaseline(fonts: fonts), repetitions: 1)
        guard let corpus = kinds.corpora(goldens: goldens).first(where: { $0.kind.rawValue == kind }) else {
            fatalError("no golden input of kind \(kind)")
        }
        let typed = corpus.documents.map { try! engine.input(json: $0) }
        // Every workload fills the caches once, so that `none-kind` subtracts it.
        for input in typed { consume(try? engine.layout(input)) }
        for _ in 0..<times {
            switch workload {
            case "cold-kind":
                engine.measurer.removeCachedResults()
                for document in corpus.documents { consume(try? engine.layout(json: document)) }
            case "read-kind":
                for document in corpus.documents { consume(try? engine.input(json: document)) }
            case "typed-cold-kind":
                engine.measurer.removeCachedResults()
                for input in typed { consume(try? engine.layout(input)) }
            case "floor-kind":
                for text in corpus.texts {
                    consume(try? kinds.baseline.shape(text.text, family: text.family, weight: text.weight, size: text.size))
                }
            case "alternating-kind":
                for text in corpus.texts {
                    consume(try? kinds.baseline.shape(text.text, family: text.family, weight: text.weight, size: text.size))
                }
                engine.measurer.removeCachedResults()
                for input in typed { consume(try? engine.layout(input)) }
            case "warm-json-kind":
                for document in corpus.documents { consume(try? engine.layout(json: document)) }
            case "warm-typed-kind":
                for input in typed { consume(try? engine.layout(input)) }
            case "none-kind": break
            default: fatalError("unknown workload \(workload)")
            }
        }
    }
}
