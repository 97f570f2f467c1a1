import Foundation
import Testing

/// The DocC articles (`Sources/*/*.docc/*.md`) point at each other, at
/// pictures, at files of the repository and at their own numbered rules:
/// each of those must lead somewhere. (``Symbol`` links are checked by the
/// DocC build itself, `scripts/docs`, which fails on any warning.)
@Suite("Documentation links")
struct DocumentationLinksTests {
    /// The repository's root, found by walking up from this file.
    static let root: URL = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path),
                FileManager.default.fileExists(atPath: directory.appendingPathComponent("Sources").path)
            {
                return directory
            }
            directory.deleteLastPathComponent()
        }
        return directory
    }()

    /// An article: its catalog folder, its name and its text.
    struct Article: CustomTestStringConvertible, Sendable {
        var catalog: URL
        var file: URL
        var text: String
        var testDescription: String { file.path.replacingOccurrences(of: DocumentationLinksTests.root.path + "/", with: "") }
    }

    static let articles: [Article] = {
        let sources = root.appendingPathComponent("Sources")
        let manager = FileManager.default
        var found: [Article] = []
        for module in ((try? manager.contentsOfDirectory(atPath: sources.path)) ?? []).sorted() {
            let moduleFolder = sources.appendingPathComponent(module)
            for entry in ((try? manager.contentsOfDirectory(atPath: moduleFolder.path)) ?? []).sorted()
            where entry.hasSuffix(".docc") {
                let catalog = moduleFolder.appendingPathComponent(entry)
                for name in ((try? manager.contentsOfDirectory(atPath: catalog.path)) ?? []).sorted()
                where name.hasSuffix(".md") {
                    let file = catalog.appendingPathComponent(name)
                    let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
                    found.append(Article(catalog: catalog, file: file, text: text))
                }
            }
        }
        return found
    }()

    @Test("there are articles to check")
    func articlesFound() {
        #expect(Self.articles.count >= 10)
    }

    @Test("relative links and pictures lead to a file", arguments: articles)
    func relativeLinks(article: Article) {
        for target in DocumentationText.linkTargets(in: article.text) {
            guard !target.contains("://"), !target.hasPrefix("#"), !target.hasPrefix("mailto:") else { continue }
            let path = String(target.split(separator: "#", maxSplits: 1).first ?? "")
            let candidates = [
                // DocC finds pictures and downloads in the catalog by name.
                article.catalog.appendingPathComponent("Resources").appendingPathComponent(
                    (path as NSString).lastPathComponent),
                article.file.deletingLastPathComponent().appendingPathComponent(path),
            ]
            #expect(
                candidates.contains { FileManager.default.fileExists(atPath: $0.standardizedFileURL.path) },
                "\(article.testDescription): the link (\(target)) leads to no file")
        }
    }

    @Test("<doc:> links name an article of the same catalog", arguments: articles)
    func articleLinks(article: Article) {
        let names = Set(
            Self.articles.filter { $0.catalog == article.catalog }.map {
                $0.file.deletingPathExtension().lastPathComponent
            })
        for name in DocumentationText.articleLinks(in: article.text) {
            #expect(names.contains(name), "\(article.testDescription): <doc:\(name)> names no article")
        }
    }

    @Test("repository paths in code spans exist", arguments: articles)
    func repositoryPaths(article: Article) {
        for path in DocumentationText.repositoryPaths(in: article.text) {
            let url = Self.root.appendingPathComponent(path)
            #expect(
                FileManager.default.fileExists(atPath: url.path),
                "\(article.testDescription): `\(path)` is not in the repository")
        }
    }

    @Test("\"rule N\" names a rule of the article's numbered list", arguments: articles)
    func ruleNumbers(article: Article) {
        let count = DocumentationText.numberedRuleCount(in: article.text)
        for number in DocumentationText.ruleReferences(in: article.text) {
            #expect(
                (1...max(count, 1)).contains(number) && count > 0,
                "\(article.testDescription): rule \(number) is named, but the article lists \(count) rules")
        }
    }

    @Test("the checks find what they look for")
    func checksCanFail() {
        let text = """
            1. **One.** First.
            2. **Two.** Second.

            As rule 3 says, see [the card](missing.png), <doc:Elsewhere> and `Goldens/placement/x.json`.
            """
        #expect(DocumentationText.linkTargets(in: text) == ["missing.png"])
        #expect(DocumentationText.articleLinks(in: text) == ["Elsewhere"])
        #expect(DocumentationText.repositoryPaths(in: text) == ["Goldens/placement/x.json"])
        #expect(DocumentationText.numberedRuleCount(in: text) == 2)
        #expect(DocumentationText.ruleReferences(in: text) == [3])
    }
}

/// What the link checks read from an article's Markdown. Code blocks are
/// skipped: what they hold is program text or output, not links.
enum DocumentationText {
    /// The folders at the repository's root that articles name in code
    /// spans (`Goldens/README.md`, `scripts/example`).
    static let repositoryFolders = [
        "Benchmarks/", "Examples/", "Fonts/", "Goldens/", "Sources/", "Tests/", "docs/", "schemas/", "scripts/",
    ]

    /// The article's lines outside fenced code blocks.
    static func prose(_ text: String) -> [Substring] {
        var inside = false
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inside.toggle()
                continue
            }
            if !inside { lines.append(line) }
        }
        return lines
    }

    /// The targets of `[text](target)` and `![alt](target)` links.
    static func linkTargets(in text: String) -> [String] {
        matches(of: #/\]\(([^)\s]+)\)/#, in: text).map { String($0.1) }
    }

    /// The names of `<doc:Name>` links.
    static func articleLinks(in text: String) -> [String] {
        matches(of: #/<doc:([A-Za-z0-9_-]+)(?:#[^>]*)?>/#, in: text).map { String($0.1) }
    }

    /// Code spans that are paths under one of ``repositoryFolders``
    /// (placeholders such as `<kind>` and wildcards are left out).
    static func repositoryPaths(in text: String) -> [String] {
        // ``Symbol`` links are not code spans: their double backticks go first.
        let spans = prose(text).flatMap { line in
            line.replacing("``", with: "\u{0}").matches(of: #/`([^`\s]+)`/#).map { String($0.output.1) }
        }
        return spans.filter { path in
            repositoryFolders.contains { path.hasPrefix($0) } && !path.contains("<") && !path.contains("*")
                && !path.contains("…")
        }
    }

    /// How many items the article's numbered list of rules has: the
    /// largest `N. **Name.**` item.
    static func numberedRuleCount(in text: String) -> Int {
        prose(text).compactMap { line -> Int? in
            guard let match = line.firstMatch(of: #/^(\d+)\. \*\*/#) else { return nil }
            return Int(match.1)
        }.max() ?? 0
    }

    /// The numbers of "rule N" in the prose.
    static func ruleReferences(in text: String) -> [Int] {
        matches(of: #/\brule (\d+)\b/#, in: text).compactMap { Int($0.1) }
    }

    private static func matches<Output>(of regex: Regex<Output>, in text: String) -> [Output] {
        prose(text).flatMap { line in line.matches(of: regex).map(\.output) }
    }
}
