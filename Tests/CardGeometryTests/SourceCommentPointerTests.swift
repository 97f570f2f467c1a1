import Foundation
import Testing

/// Comments point at what a reader of the repository has: the DocC articles
/// (`Sources/*/*.docc`) and `docs/`. The team's own rule files are not in
/// the repository, so no source or test file may cite them, and every
/// "NAME article, "Section"" and "docs/FILE.md, "Section"" pointer must
/// lead to an article or page with that section.
@Suite("Comments point at the repository's own docs")
struct SourceCommentPointerTests {
    static let root = DocumentationLinksTests.root

    /// The rule files outside the repository that comments used to cite.
    static var outsideFiles: Regex<(Substring, Substring)> {
        #/\b(common|text|sheet-cards|storyteller-card|braze-content-cards|storyly-story-groups|storifyme-widgets)\.md\b/#
    }

    /// A Swift file of `Sources/` or `Tests/`: its path from the root and
    /// its text.
    struct SourceFile: CustomTestStringConvertible, Sendable {
        var path: String
        var text: String
        var testDescription: String { path }
    }

    static let files: [SourceFile] = ["Sources", "Tests"].flatMap { folder -> [SourceFile] in
        let top = root.appendingPathComponent(folder)
        let enumerator = FileManager.default.enumerator(at: top, includingPropertiesForKeys: nil)
        return (enumerator?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "swift" }
            .map { url in
                SourceFile(
                    path: url.path.replacingOccurrences(of: root.path + "/", with: ""),
                    text: (try? String(contentsOf: url, encoding: .utf8)) ?? "")
            }
            .sorted { $0.path < $1.path }
    }

    /// Every DocC article by name (`SharedConventions`), with its text.
    static let articles: [String: String] = Dictionary(
        DocumentationLinksTests.articles.map { ($0.file.deletingPathExtension().lastPathComponent, $0.text) },
        uniquingKeysWith: { first, _ in first })

    /// Whether `text` (an article or a page) has a section titled
    /// `section`: a heading that starts with it, or a bold list item
    /// (`**Snap.**`).
    static func has(section: String, in text: String) -> Bool {
        text.split(separator: "\n").contains { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#") {
                return trimmed.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).hasPrefix(section)
            }
            return trimmed.contains("**\(section).**") || trimmed.contains("**\(section)**")
        }
    }

    /// A file's comment text with each comment line's `//` or `///`
    /// dropped and lines joined by spaces, so that a pointer broken over two
    /// lines reads whole.
    static func commentText(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
            guard let range = line.range(of: "//") else { return nil }
            return line[range.upperBound...].drop { $0 == "/" }.trimmingCharacters(in: .whitespaces)
        }.joined(separator: " ")
    }

    @Test("there are files and articles to check")
    func found() {
        #expect(Self.files.count > 300)
        #expect(Self.articles["SharedConventions"] != nil)
        #expect(Self.articles["LinesAndFitting"] != nil)
    }

    @Test("no file cites the rule files outside the repository")
    func noOutsideCitations() {
        for file in Self.files {
            for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if let match = line.firstMatch(of: Self.outsideFiles) {
                    Issue.record("\(file.path):\(number + 1) cites \(match.0), which is not in the repository")
                }
            }
        }
    }

    @Test("article and docs/ pointers lead to an article or page and its section")
    func pointersLead() throws {
        let article = #/\b([A-Z][a-z]+(?:[A-Z][a-z]+)+) article(?:, "([^"]+)")?/#
        let page = #/docs/([a-z-]+\.md)(?:, "([^"]+)")?/#
        var checked = 0
        for file in Self.files {
            let comments = Self.commentText(file.text)
            for match in comments.matches(of: article) {
                let name = String(match.1)
                guard let text = Self.articles[name] else {
                    Issue.record("\(file.path): no DocC article \(name)")
                    continue
                }
                if let section = match.2 {
                    #expect(Self.has(section: String(section), in: text), "\(file.path): \(name) has no \"\(section)\"")
                }
                checked += 1
            }
            for match in comments.matches(of: page) {
                let url = Self.root.appendingPathComponent("docs").appendingPathComponent(String(match.1))
                guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                    Issue.record("\(file.path): no docs/\(match.1)")
                    continue
                }
                if let section = match.2 {
                    #expect(
                        Self.has(section: String(section), in: text), "\(file.path): docs/\(match.1) has no \"\(section)\"")
                }
                checked += 1
            }
        }
        #expect(checked > 50)
    }

    @Test("the checks catch what they look for")
    func checksFail() {
        #expect(("/// (common" + ".md, Values)").firstMatch(of: Self.outsideFiles) != nil)
        #expect("/// (docs/text-rules.md)".firstMatch(of: Self.outsideFiles) == nil)
        #expect("/// see SharedConventions.md".firstMatch(of: Self.outsideFiles) == nil)
        let conventions = Self.articles["SharedConventions"] ?? ""
        #expect(Self.has(section: "Output numbers", in: conventions))
        #expect(!Self.has(section: "No such section", in: conventions))
        #expect(Self.has(section: "Snap", in: Self.articles["SheetCards"] ?? ""))
        #expect(Self.commentText("let a = 1 // (SharedConventions\n    /// article, \"Values\")") == "(SharedConventions article, \"Values\")")
    }
}
