import Foundation
import Testing

@Suite("layout-dump fit: how much of each text shows")
struct FitCommandTests {
    let ax5 = packageRoot.appendingPathComponent("Examples/promo-card-ax5.json")

    func document(_ result: Run) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    func texts(_ result: Run) throws -> [String: [String: Any]] {
        let sources = try #require(try document(result)["sources"] as? [[String: Any]])
        let texts = try #require(sources.first?["texts"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: texts.map { ($0["path"] as! String, $0) })
    }

    @Test("shownCharacters is the clusters the layout shows before its ellipsis")
    func shownCharacters() throws {
        let fit = try run(["fit", ax5.path, "--widths", "320", "--categories", "AX5", "--format", "json"])
        #expect(fit.status == 0, "\(fit.stderr)")
        let heading = try #require(try texts(fit)["heading"])
        #expect(heading["characters"] as? Int == "Summer Finals: every goal, every save, every story from the weekend".count)
        #expect(heading["fitsEverywhere"] as? Bool == false)
        let worst = try #require(heading["worst"] as? [String: Any])
        // The same environment laid out alone: its lines, less the ellipsis.
        let layout = try #require(
            JSONSerialization.jsonObject(
                with: Data(try run([ax5.path, "--width", "320", "--category", "AX5"]).stdout.utf8)) as? [String: Any])
        let block = try #require(layout["heading"] as? [String: Any])
        #expect(block["truncated"] as? Bool == true)
        let lines = try #require(block["lines"] as? [[String: Any]]).map { $0["text"] as! String }
        let shown = lines.joined().count - 1
        #expect(worst["shownCharacters"] as? Int == shown)
        #expect(shown < heading["characters"] as! Int)
        let environment = try #require(worst["environment"] as? [String: Any])
        #expect(environment["width"] as? Double == 320)
        #expect(environment["contentSizeCategory"] as? String == "AX5")
        // Resized (textLengthMode resize): the smallest size reached.
        #expect(worst["smallestSize"] as? Double == (block["font"] as? [String: Any])?["size"] as? Double)
    }

    @Test("A short text fits everywhere; a long one is whole up to a category per width")
    func wholeUpTo() throws {
        let short = try inputFile(cardJSON(title: "Finals"))
        let fits = try run(["fit", short.path, "--widths", "320,1024", "--format", "json"])
        let heading = try #require(try texts(fits)["heading"])
        #expect(heading["fitsEverywhere"] as? Bool == true)
        #expect(heading["worst"] is NSNull)
        let limits = try #require(heading["wholeUpTo"] as? [[String: Any]])
        #expect(limits.map { $0["contentSizeCategory"] as? String } == ["AX5", "AX5"])

        let long = try inputFile(cardJSON(title: longTitle))
        let table = try run(["fit", long.path, "--widths", "320,1024", "--categories", "xS...AX5"])
        #expect(table.status == 0)
        let line = try #require(table.stdout.split(separator: "\n").first { $0.hasPrefix("  heading: ") })
        #expect(line.hasPrefix("  heading: \(longTitle.count) characters; shows "))
        #expect(line.contains("at AX5 on 320 pt"))
        // Never whole at 320 pt (it truncates at L there), whole at 1024 pt up to some size.
        #expect(line.contains("never whole on 320, whole up to "), "\(line)")
        let json = try run(["fit", long.path, "--widths", "320,1024", "--format", "json"])
        let wholeUpTo = try #require(try texts(json)["heading"]?["wholeUpTo"] as? [[String: Any]])
        #expect(wholeUpTo[0]["width"] as? Double == 320)
        #expect(wholeUpTo[0]["contentSizeCategory"] is NSNull)
        // At 1024 pt the category is the last before the first that truncates.
        let category = try #require(wholeUpTo[1]["contentSizeCategory"] as? String)
        let matrix = try JSONSerialization.jsonObject(
            with: Data(try run(["matrix", long.path, "--widths", "1024", "--format", "json"]).stdout.utf8))
        let entries = try #require((matrix as? [String: Any])?["layouts"] as? [[String: Any]])
        let truncatedCategories = entries.filter { entry in
            ((entry["texts"] as? [[String: Any]]) ?? []).contains { $0["name"] as? String == "heading" && $0["truncated"] as? Bool == true }
        }.compactMap { ($0["environment"] as? [String: Any])?["contentSizeCategory"] as? String }
        let order = ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"]
        let firstTruncated = truncatedCategories.compactMap { order.firstIndex(of: $0) }.min()
        #expect(order.firstIndex(of: category).map { $0 + 1 } == (firstTruncated ?? order.count))
    }

    @Test("The JSON names the engine and each source; every kind is reported")
    func everyKind() throws {
        for example in [
            "promo-card.json", "braze-content-cards.json", "storyly-story-groups.json", "sheet-cards.json",
            "storifyme-widgets.json",
        ] {
            let url = packageRoot.appendingPathComponent("Examples/\(example)")
            let result = try run(["fit", url.path, "--widths", "320", "--categories", "L,AX5", "--format", "json"])
            #expect(result.status == 0, "\(example): \(result.stderr)")
            let document = try document(result)
            #expect(document["schema"] as? String == "layout-fit/1")
            let engine = try #require(document["engine"] as? [String: Any])
            #expect((engine["version"] as? String)?.isEmpty == false)
            #expect((engine["fonts"] as? String)?.isEmpty == false)
            let sources = try #require(document["sources"] as? [[String: Any]])
            #expect(sources.first?["source"] as? String == url.path)
            #expect(!(try texts(result)).isEmpty, "\(example)")
        }
    }

    @Test("A bad input is an error naming it, exit 2")
    func badInput() throws {
        let url = try inputFile(#"{"card": {"title": 3}}"#)
        let result = try run(["fit", url.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(url.path): card.title"))
    }
}
