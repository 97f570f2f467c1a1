import CardGeometry
import Foundation

/// Reading and writing JSON against Foundation's `JSONSerialization` on the
/// same documents, in the same run: a 1 MB document of strings, a 1 MB
/// document of numbers, and every golden input.
struct JSONWorkloads {
    let repetitions: Int

    struct Document {
        var name: String
        var data: [Data]
        var byteCount: Int { data.reduce(0) { $0 + $1.count } }
    }

    /// About 1 MB of objects of strings (Latin, Korean, Arabic, with a few escapes).
    static func stringHeavy() -> Data {
        let texts = [
            "Summer finals: every goal, every save and the story of the weekend",
            "오늘 밤 결승전의 모든 골과 모든 선방", "نهائي الدوري الليلة: شاهد جميع الأهداف",
            "A \"quoted\" line\nand a second one", "https://cdn.example/images/summer-finals/hero.jpg",
        ]
        var text = "["
        var index = 0
        while text.utf8.count < 1_000_000 {
            if index > 0 { text += "," }
            let value = texts[index % texts.count]
            let escaped = value.replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
            text += "{\"id\":\"card-\(index)\",\"title\":\"\(escaped)\",\"subtitle\":\"\(texts[(index + 1) % texts.count].replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n"))\"}"
            index += 1
        }
        return Data((text + "]").utf8)
    }

    /// About 1 MB of frames of numbers (integers, three decimals, negatives, exponents).
    static func numberHeavy() -> Data {
        var text = "["
        var index = 0
        var seed: UInt64 = 42
        func next() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        while text.utf8.count < 1_000_000 {
            if index > 0 { text += "," }
            let x = (next() * 1000).rounded() / 1000, y = Double(Int(next() * 5000))
            let width = (next() * 400 * 3).rounded() / 3, height = -next() * 12.5
            text += "{\"x\":\(x),\"y\":\(y),\"width\":\(String(format: "%.3f", width)),\"height\":\(height),\"t\":1.5e-3}"
            index += 1
        }
        return Data((text + "]").utf8)
    }

    func documents(goldens: [Data]) -> [Document] {
        [
            Document(name: "1 MB of strings", data: [Self.stringHeavy()]),
            Document(name: "1 MB of numbers", data: [Self.numberHeavy()]),
            Document(name: "every golden input (\(goldens.count))", data: goldens),
        ]
    }

    /// Two rows per document, reading and writing, each against Foundation
    /// in the same run (the ratio column is ours over Foundation's).
    func rows(for document: Document) -> [Row] {
        let ours = document.data.map { try! JSONValue(json: $0) }
        let theirs = document.data.map { try! JSONSerialization.jsonObject(with: $0, options: [.fragmentsAllowed]) }
        let megabytes = Double(document.byteCount) / 1e6
        let readOurs = medianSeconds(repetitions: repetitions) {
            for data in document.data { consume(try! JSONValue(json: data)) }
        }
        let readFoundation = medianSeconds(repetitions: repetitions) {
            for data in document.data { consume(try! JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) }
        }
        let writeOurs = medianSeconds(repetitions: repetitions) {
            for value in ours { consume(value.data(pretty: false)) }
        }
        let writeFoundation = medianSeconds(repetitions: repetitions) {
            for object in theirs { consume(try! JSONSerialization.data(withJSONObject: object, options: [.fragmentsAllowed])) }
        }
        func speed(_ seconds: Double) -> String { format(megabytes / seconds, 0) + " MB/s" }
        return [
            Row(name: "JSON read, \(document.name): Foundation", count: document.data.count, seconds: readFoundation,
                target: speed(readFoundation)),
            Row(name: "JSON read, \(document.name): ours", count: document.data.count, seconds: readOurs,
                floorSeconds: readFoundation,
                target: "\(speed(readOurs)); \(format(readFoundation / readOurs, 2))x Foundation's speed (>= 1x)"),
            Row(name: "JSON write, \(document.name): Foundation", count: document.data.count,
                seconds: writeFoundation, target: speed(writeFoundation)),
            Row(name: "JSON write, \(document.name): ours", count: document.data.count, seconds: writeOurs,
                floorSeconds: writeFoundation,
                target: "\(speed(writeOurs)); \(format(writeFoundation / writeOurs, 2))x Foundation's speed (>= 2x)"),
        ]
    }
}
