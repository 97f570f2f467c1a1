import CardText
import Foundation

/// What a short text costs the measurer whatever its length: 1,000 distinct
/// short titles (two or three words, as a story group bar's), each measured
/// cold (`TextMeasurer.measure`, the caches emptied before each pass) at a
/// bar item's width, against each shaped once by the floor
/// (`ShapingBaseline`). With texts this short, what the measurer pays per
/// text and per paragraph (keys, caches, segmentation, the paragraph's
/// allocations, setting one line) outweighs shaping.
///
/// - `--profile short-cold [N]`: N cold passes, for callgrind or perf;
///   `short-floor [N]` the floor's passes; `short-none [N]` start-up only,
///   to subtract.
/// - `--short-texts [RUNS]`: times both (CPU time with `--cpu-time`),
///   alternating in one process, and prints the medians per text and each
///   run's cold ÷ floor.
enum ShortTextProfile {
    static let workloads: Set<String> = ["short-cold", "short-floor", "short-none"]

    /// The titles: words of a bar's titles, two or three to a title, each
    /// combination once.
    static let titles: [String] = {
        let words = [
            "New", "Summer", "Sale", "Kids", "Travel", "Deals", "Live", "Now", "Top", "Picks", "Sport", "Music",
            "Pinned", "Fresh", "Drops", "Style", "Home", "Food", "Daily", "Weekly", "Best", "Offers", "Beauty",
            "Tech", "Games", "Outdoor", "Trends", "Stories", "Gifts", "Events", "Week", "Shop",
        ]
        var made: [String] = []
        var seen = Set<String>()
        var index = 0
        while made.count < count {
            let first = words[index % words.count]
            let second = words[(index / words.count + index) % words.count]
            let title =
                index % 3 == 0
                ? "\(first) \(second) \(words[(index * 7 + 3) % words.count])" : "\(first) \(second)"
            if seen.insert(title).inserted { made.append(title) }
            index += 1
        }
        return made
    }()

    static let count = 1_000

    /// A bar item's title: Inter 12, two lines in 92 points, truncated.
    static func request(_ text: String) -> TextRequest {
        TextRequest(
            text: text, style: TextStyle(family: "Inter", weight: 500, size: 12), width: 92, maxLines: 2,
            fitting: .truncate, maximumHeight: 1e6)
    }

    static func coldPass(_ measurer: TextMeasurer) {
        measurer.removeCachedResults()
        for title in titles { consume(try? measurer.measure(request(title))) }
    }

    static func floorPass(_ baseline: ShapingBaseline) {
        for title in titles { consume(try? baseline.shape(title, family: "Inter", weight: 500, size: 12)) }
    }

    static func profile(_ workload: String, times: Int) {
        let fonts = try! FontRegistry.bundled()
        let measurer = TextMeasurer(fonts: fonts)
        let baseline = ShapingBaseline(fonts: fonts)
        // Start-up, which `short-none` subtracts: the faces opened, a pass of each.
        coldPass(measurer)
        floorPass(baseline)
        for _ in 0..<times {
            switch workload {
            case "short-cold": coldPass(measurer)
            case "short-floor": floorPass(baseline)
            case "short-none": break
            default: fatalError("unknown workload \(workload)")
            }
        }
    }

    /// Prints, per text, the median cold and floor times (µs) and the
    /// median (quartiles) of each run's cold ÷ floor.
    static func time(runs: Int) {
        let fonts = try! FontRegistry.bundled()
        let measurer = TextMeasurer(fonts: fonts)
        let baseline = ShapingBaseline(fonts: fonts)
        coldPass(measurer)
        floorPass(baseline)
        var cold: [Double] = []
        var floor: [Double] = []
        for _ in 0..<runs {
            floor.append(medianSeconds(repetitions: 5) { floorPass(baseline) })
            cold.append(
                medianSeconds(repetitions: 5, prepare: { measurer.removeCachedResults() }) {
                    for title in titles { consume(try? measurer.measure(request(title))) }
                })
        }
        let ratios = zip(cold, floor).map { $0 / $1 }.sorted()
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        func quartile(_ values: [Double], _ q: Int) -> Double { values.sorted()[(values.count - 1) * q / 4] }
        let perText = { (seconds: Double) in String(format: "%.3f", seconds / Double(count) * 1e6) }
        print("short texts (\(count) distinct titles, \(runs) runs\(timesCPU ? ", CPU time" : ""))")
        print("floor µs/text: \(perText(median(floor))), cold µs/text: \(perText(median(cold)))")
        print(
            String(
                format: "cold ÷ floor: %.3f (%.3f–%.3f)", median(ratios), quartile(ratios, 1), quartile(ratios, 3)))
    }
}
