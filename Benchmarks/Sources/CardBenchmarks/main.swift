import CardGeometry
import CardRendering
import CardText
import Foundation

// The CardGeometry benchmark: layout workloads against the cost floor
// (HarfBuzz alone shaping the same strings), measured in the same run.
// Run in release mode from the repository root:
//   swift run -c release --package-path Benchmarks card-benchmarks [--quick] [--megabyte]
// `--cpu-time` times each row in the measuring thread's CPU time, not wall
// time (Measurement.swift): for a machine shared with other work.

// `--layout FILE`: what `layout-dump FILE` does with a JSON input, in one
// process (read it, lay it out, write the card-layout/1 JSON to standard
// output; an error to standard error, exit 2), without the preview server's
// dependencies, for whole-process figures: /usr/bin/time -v card-benchmarks --layout FILE
if let index = CommandLine.arguments.firstIndex(of: "--layout"), index + 1 < CommandLine.arguments.count {
    let path = CommandLine.arguments[index + 1]
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let engine = CardLayoutEngine(fonts: try FontRegistry.bundled())
    do {
        let layout = try engine.layout(json: data)
        FileHandle.standardOutput.write(Data((layout.jsonString(pretty: true) + "\n").utf8))
    } catch {
        FileHandle.standardError.write(Data("\(path): \(error)\n".utf8))
        exit(2)
    }
    exit(0)
}

// `--library FILE [N]`: the in-process baseline of a library's NDJSON stream (LibraryStream.swift).
if let index = CommandLine.arguments.firstIndex(of: "--library"), index + 1 < CommandLine.arguments.count {
    let times = index + 2 < CommandLine.arguments.count ? Int(CommandLine.arguments[index + 2]) ?? 3 : 3
    try LibraryStream.run(path: CommandLine.arguments[index + 1], times: times)
    exit(0)
}

// `--matrix CARD [--runs N]`: layout-dump's matrix path for one card, repeated
// in process, cold and warm, per environment (MatrixTiming.swift).
if let index = CommandLine.arguments.firstIndex(of: "--matrix") {
    let arguments = CommandLine.arguments
    let runsIndex = arguments.firstIndex(of: "--runs")
    let runs = runsIndex.map { $0 + 1 < arguments.count ? Int(arguments[$0 + 1]) ?? 0 : 0 } ?? 50
    guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--"), runs > 0 else {
        FileHandle.standardError.write(Data("usage: card-benchmarks --matrix CARD [--runs N] (N > 0)\n".utf8))
        exit(2)
    }
    try MatrixTiming.run(cardPath: arguments[index + 1], runs: runs)
    exit(0)
}

if let index = CommandLine.arguments.firstIndex(of: "--profile"), index + 1 < CommandLine.arguments.count,
    CommandLine.arguments[index + 1].hasPrefix("matrix-")
{
    let times = index + 2 < CommandLine.arguments.count ? Int(CommandLine.arguments[index + 2]) ?? 100 : 100
    MatrixProfile.run(CommandLine.arguments[index + 1], times: times)
    exit(0)
}

if let index = CommandLine.arguments.firstIndex(of: "--profile"), index + 1 < CommandLine.arguments.count,
    CommandLine.arguments[index + 1].hasPrefix("goldens-")
{
    let times = index + 2 < CommandLine.arguments.count ? Int(CommandLine.arguments[index + 2]) ?? 10 : 10
    let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Goldens")
    GoldenProfile.run(CommandLine.arguments[index + 1], times: times, goldens: goldens)
    exit(0)
}

// `--profile short-cold|short-floor|short-none [N]` and `--short-texts [RUNS]` (ShortTextProfile.swift).
if let index = CommandLine.arguments.firstIndex(of: "--profile"), index + 1 < CommandLine.arguments.count,
    ShortTextProfile.workloads.contains(CommandLine.arguments[index + 1])
{
    let times = index + 2 < CommandLine.arguments.count ? Int(CommandLine.arguments[index + 2]) ?? 10 : 10
    ShortTextProfile.profile(CommandLine.arguments[index + 1], times: times)
    exit(0)
}
if let index = CommandLine.arguments.firstIndex(of: "--short-texts") {
    let runs = index + 1 < CommandLine.arguments.count ? Int(CommandLine.arguments[index + 1]) ?? 15 : 15
    ShortTextProfile.time(runs: runs)
    exit(0)
}

// `--profile cold-kind|read-kind|typed-cold-kind|floor-kind|none-kind KIND [N]` (KindProfile.swift).
if let index = CommandLine.arguments.firstIndex(of: "--profile"), index + 2 < CommandLine.arguments.count,
    KindProfile.workloads.contains(CommandLine.arguments[index + 1])
{
    let times = index + 3 < CommandLine.arguments.count ? Int(CommandLine.arguments[index + 3]) ?? 10 : 10
    let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Goldens")
    KindProfile.run(CommandLine.arguments[index + 1], kind: CommandLine.arguments[index + 2], times: times, goldens: goldens)
    exit(0)
}

let quick = CommandLine.arguments.contains("--quick")
let repetitions = quick ? 3 : 7
let corpusSize = 1_000
let memoryRunSize = quick ? 20_000 : 100_000

let fonts = try FontRegistry.bundled()
let engine = CardLayoutEngine(fonts: fonts)
let baseline = ShapingBaseline(fonts: fonts)

let cards = Corpus.cards(count: corpusSize)
let inputs = cards.inputs()
let longCards = Corpus.cards(count: corpusSize, seed: 7, longTitles: true)
nonisolated(unsafe) var longInputsStorage: [StorytellerCardInput]?
var longInputs: [StorytellerCardInput] {
    if let longInputsStorage { return longInputsStorage }
    let made = longCards.inputs(width: 320)
    longInputsStorage = made
    return made
}

func layOut(_ inputs: [StorytellerCardInput]) {
    for input in inputs { consume(try! engine.layout(input)) }
}

func floor(_ cards: [BenchmarkCard]) {
    for card in cards {
        for text in card.textsWithStyle {
            consume(try! baseline.shape(text.text, family: "Inter", weight: text.weight, size: text.size, locale: card.locale))
        }
    }
}

struct Row {
    var name: String
    var count: Int
    var seconds: Double
    var floorSeconds: Double?
    var target: String
    var perItem: Double { seconds / Double(count) * 1e6 }
}

/// The Storyteller golden inputs, for `--profile storyteller-json|storyteller-read|storyteller-parse|storyteller-typed`.
let storytellerGoldens: [Data] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Goldens")
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
        .compactMap { $0 as? URL }.filter { $0.lastPathComponent.hasSuffix(".input.json") } ?? []
    return files.compactMap { try? Data(contentsOf: $0) }.filter { (try? engine.input(json: $0))?.kind == .storyteller }
}()

/// The same inputs read once, for `--profile storyteller-typed`.
let storytellerInputs = storytellerGoldens.map { try! engine.input(json: $0) }

// `--profile cold|warm|resize|floor|resize-floor|none [N]`: repeat one workload N times (100
// by default) for a profiler such as perf or callgrind; print nothing else (`matrix-…`
// workloads: MatrixProfile.swift).
if let index = CommandLine.arguments.firstIndex(of: "--profile"), index + 1 < CommandLine.arguments.count {
    let workload = CommandLine.arguments[index + 1]
    let times = index + 2 < CommandLine.arguments.count ? Int(CommandLine.arguments[index + 2]) ?? 100 : 100
    consume(longInputs)  // made before the loop for every workload, so `none` subtracts it
    for _ in 0..<times {
        switch workload {
        case "cold": engine.measurer.removeCachedResults(); layOut(inputs)
        case "warm": layOut(inputs)
        case "resize": engine.measurer.removeCachedResults(); layOut(longInputs)
        case "resize-floor": floor(longCards)
        case "floor": floor(cards)
        case "none": break  // start-up only, to subtract
        case "storyteller-json": for document in storytellerGoldens { consume(try? engine.layout(json: document)) }
        case "storyteller-parse": for document in storytellerGoldens { consume(try? JSONValue(json: document)) }
        case "storyteller-read": for document in storytellerGoldens { consume(try? engine.input(json: document)) }
        case "storyteller-typed": for input in storytellerInputs { consume(try? engine.layout(input)) }
        default: fatalError("unknown workload \(workload)")
        }
    }
    exit(0)
}

func format(_ value: Double, _ decimals: Int = 1) -> String { String(format: "%.\(decimals)f", value) }

var rows: [Row] = []
let clearCaches = { engine.measurer.removeCachedResults() }

@MainActor func printRows() {
    let nameWidth = rows.map(\.name.count).max()! + 2
    print("CardGeometry benchmark (release, median of \(repetitions) runs, \(ProcessInfo.processInfo.activeProcessorCount) cores)")
    print("workload".padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "items   µs/item   x floor   target")
    for row in rows {
        let ratio = row.floorSeconds.map { format(row.seconds / $0, 2) } ?? "-"
        print(
            row.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
                + String(row.count).padding(toLength: 8, withPad: " ", startingAt: 0)
                + format(row.perItem, 2).padding(toLength: 10, withPad: " ", startingAt: 0)
                + ratio.padding(toLength: 10, withPad: " ", startingAt: 0) + row.target)
    }
}

// Rows for a 1 MB title in a two-line heading (width 390, Inter SemiBold 22), in
// truncate and in resize mode, in Latin, Arabic (RTL), Korean, Japanese and as
// one word (a million "A"s):
// its cost follows the two lines it shows. The baseline is the same card with
// a short title that shows the same lines, measured in the same run; the
// floor is HarfBuzz shaping what it shows.
@MainActor func addMegabyteRows() {
    let scripts: [(name: String, sentence: String, locale: String, isRTL: Bool)] = [
        ("Latin", "Summer finals: every goal, every save and the story of the weekend ", "en", false),
        ("Arabic", "نهائي الدوري الليلة: شاهد جميع الأهداف والتصديات وقصة نهاية الأسبوع ", "ar", true),
        ("Korean", "오늘 밤 결승전의 모든 골과 모든 선방, 그리고 주말의 이야기를 보세요 ", "ko", false),
        ("Japanese", "今夜の決勝戦のすべてのゴールとセーブ、そして週末の物語をご覧ください。", "ja", false),
        ("One-word", "A", "en", false),
    ]
    let megabyteRepetitions = 20
    for script in scripts {
        let megabyteTitle = String(repeating: script.sentence, count: 1_000_000 / script.sentence.utf8.count + 1)
        // Enough to fill the two lines, under the length that is windowed.
        let shortTitle = String(repeating: script.sentence, count: max(3, 400 / script.sentence.count))
        func headingCard(_ title: String, resize: Bool) -> StorytellerCardInput {
            let card = BenchmarkCard(
                id: "megabyte", title: title, subtitle: nil, buttonText: nil, resize: resize, textOverContent: false,
                locale: script.locale, isRTL: script.isRTL)
            return try! StorytellerCardInput(json: card.inputJSON())
        }
        for resize in [false, true] {
            let mode = resize ? "resize" : "truncate"
            let long = headingCard(megabyteTitle, resize: resize)
            let short = headingCard(shortTitle, resize: resize)
            let longLayout = try! engine.layout(long)
            let shortLayout = try! engine.layout(short)
            guard let heading = longLayout.heading, heading.truncated, heading.lines.count == 2,
                heading.lines == shortLayout.heading?.lines
            else { fatalError("the 1 MB \(script.name) title does not show what the short title shows") }
            let shown = heading.lines.map(\.text).joined()
            let shownFloor = medianSeconds(repetitions: repetitions) {
                for _ in 0..<megabyteRepetitions {
                    consume(try! baseline.shape(shown, family: "Inter", weight: 600, size: heading.font.size, locale: script.locale))
                }
            }
            func coldSeconds(_ input: StorytellerCardInput) -> Double {
                medianSeconds(repetitions: repetitions, prepare: clearCaches) {
                    for _ in 0..<megabyteRepetitions {
                        clearCaches()
                        consume(try! engine.layout(input))
                    }
                }
            }
            let shortSeconds = coldSeconds(short)
            rows.append(
                Row(name: "\(script.name) short title, 2-line heading, \(mode)", count: megabyteRepetitions,
                    seconds: shortSeconds, floorSeconds: shownFloor, target: "baseline"))
            let longSeconds = coldSeconds(long)
            rows.append(
                Row(name: "\(script.name) 1 MB title, 2-line heading, \(mode)", count: megabyteRepetitions,
                    seconds: longSeconds, floorSeconds: shownFloor,
                    target: "< 10 ms; \(format(longSeconds / shortSeconds, 2))x the short title"))
        }
    }
}

// `--json`: only the JSON reading and writing rows.
let goldenDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Goldens")
@MainActor func addJSONRows() {
    let files = FileManager.default.enumerator(at: goldenDirectory, includingPropertiesForKeys: nil)?
        .compactMap { $0 as? URL }.filter { $0.lastPathComponent.hasSuffix(".input.json") }
        .sorted { $0.path < $1.path } ?? []
    let goldenInputs = files.compactMap { try? Data(contentsOf: $0) }.filter { (try? JSONValue(json: $0)) != nil }
    let workloads = JSONWorkloads(repetitions: repetitions)
    for document in workloads.documents(goldens: goldenInputs) { rows += workloads.rows(for: document) }
}
if CommandLine.arguments.contains("--json") {
    addJSONRows()
    printRows()
    exit(0)
}
// `--kinds`: only the per-kind rows (golden inputs, typed and from JSON).
if CommandLine.arguments.contains("--kinds") {
    let kinds = KindWorkloads(engine: engine, baseline: baseline, repetitions: repetitions)
    for corpus in kinds.corpora(goldens: goldenDirectory) { rows += kinds.rows(for: corpus) }
    printRows()
    exit(0)
}

// `--goldens`: only the golden check against laying the same cases out.
if CommandLine.arguments.contains("--goldens") {
    rows += GoldenWorkloads(engine: engine, repetitions: repetitions).rows(goldens: goldenDirectory)
    printRows()
    exit(0)
}

// `--megabyte`: only those rows.
if CommandLine.arguments.contains("--megabyte") {
    addMegabyteRows()
    printRows()
    exit(0)
}


let floorSeconds = medianSeconds(repetitions: repetitions) { floor(cards) }
rows.append(Row(name: "floor: HarfBuzz shaping the strings", count: cards.count, seconds: floorSeconds, target: "-"))

let cold = medianSeconds(repetitions: repetitions, prepare: clearCaches) { layOut(inputs) }
rows.append(Row(name: "cold: empty caches, width 390", count: cards.count, seconds: cold, floorSeconds: floorSeconds, target: "<= 2x floor"))

clearCaches()
layOut(inputs)
let warm = medianSeconds(repetitions: repetitions) { layOut(inputs) }
rows.append(Row(name: "warm: the same cards again", count: cards.count, seconds: warm, floorSeconds: floorSeconds, target: ">= 10x faster than cold"))

let matrixInputs: [StorytellerCardInput] = {
    let widths: [Double] = [320, 375, 390, 393, 402, 430, 440, 744, 820, 1024]
    var result: [StorytellerCardInput] = []
    for width in widths {
        for category in ContentSizeCategory.allCases {
            for scheme in ColorScheme.allCases {
                for direction in LayoutDirection.allCases {
                    var input = inputs[0]
                    input.environment.width = width
                    input.environment.contentSizeCategory = category
                    input.environment.colorScheme = scheme
                    input.environment.layoutDirection = direction
                    result.append(input)
                }
            }
        }
    }
    return result
}()
let matrix = medianSeconds(repetitions: repetitions, prepare: clearCaches) { layOut(matrixInputs) }
rows.append(Row(name: "matrix: one card, 480 typed layouts in a loop", count: matrixInputs.count, seconds: matrix, target: "-"))
// What `layout-dump matrix` runs: the JSON read once, DeviceMatrix.run
// (each environment set on the typed input, on all cores), the table.
let matrixDocument = cards[0].inputJSON()
let matrixCommand = medianSeconds(repetitions: repetitions, prepare: clearCaches) {
    let input = try! engine.input(json: matrixDocument, fillingMissing: EnvironmentOverrides(width: 320))
    consume(try! engine.layout(input))
    consume(DeviceMatrix().run(input, engine: engine).table(source: "card.json"))
}
rows.append(
    Row(name: "matrix: layout-dump's path (read, DeviceMatrix.run, table)", count: matrixInputs.count,
        seconds: matrixCommand, target: "<= 11 µs per environment on one core (run under taskset -c 0)"))
let matrixBatch = medianSeconds(repetitions: repetitions, prepare: clearCaches) {
    consume(engine.layout(batch: matrixInputs.map(LayoutInput.storyteller)))
}
rows.append(Row(name: "matrix, batch API on all cores", count: matrixInputs.count, seconds: matrixBatch, target: "-"))

let longFloor = medianSeconds(repetitions: repetitions) { floor(longCards) }
rows.append(Row(name: "floor of the resize-heavy cards", count: longCards.count, seconds: longFloor, target: "-"))
let resizeHeavy = medianSeconds(repetitions: repetitions, prepare: clearCaches) { layOut(longInputs) }
rows.append(Row(name: "resize-heavy: long titles, width 320", count: longCards.count, seconds: resizeHeavy, floorSeconds: longFloor, target: "<= 3x its floor"))

// Every kind on its golden inputs (per input document: a card, a feed, a bar,
// a sheet, a widget stack), from JSON, cold and warm against its floor.
let goldens = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Goldens")
let kinds = KindWorkloads(engine: engine, baseline: baseline, repetitions: repetitions)
for corpus in kinds.corpora(goldens: goldens) { rows += kinds.rows(for: corpus) }

// Memory: 100,000 distinct cards through one engine; the caches stay bounded.
clearCaches()
let memoryBefore = peakResidentMiB()
let memoryStart = DispatchTime.now().uptimeNanoseconds
var laidOut = 0
for chunk in 0..<(memoryRunSize / corpusSize) {
    let chunkInputs = Corpus.cards(count: corpusSize, seed: 10_000 + UInt64(chunk)).inputs()
    layOut(chunkInputs)
    laidOut += chunkInputs.count
}
let memorySeconds = Double(DispatchTime.now().uptimeNanoseconds - memoryStart) / 1e9
let memoryAfter = peakResidentMiB()

// After the memory run, whose peak its megabyte strings would raise.
addJSONRows()
rows += GoldenWorkloads(engine: engine, repetitions: repetitions).rows(goldens: goldenDirectory)
addMegabyteRows()
printRows()
print("cold / warm: \(format(cold / warm, 1))x")
print(
    "memory: \(laidOut) distinct cards in \(format(memorySeconds, 2)) s (incl. generating and decoding them); "
        + "peak RSS \(format(memoryBefore)) MiB before, \(format(memoryAfter)) MiB after")
