import Foundation
import TestSupport
import Testing

/// The README's Swift snippets are code that compiles against the runtime, as `TutorialSourcesTests` holds the
/// tutorial to `Examples/Tutorial` (issue 41, item 5: the README showed a `User` it never declared, and an
/// initializer that does not exist). Its components go through the built `ckgen`, as a client's build runs it, and
/// are compiled with the `CKGen.swift` it writes as the module `Follow`; its test is type-checked against that
/// module. A snippet that is a piece of something else is listed in ``skipped`` with the reason.
@Suite("The README's Swift snippets compile")
struct ReadmeSnippetsTests {
    // Tests/GoldenTests/Documentation/ReadmeSnippetsTests.swift → the repository.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let readme = repository.appendingPathComponent("README.md")

    /// Snippets left uncompiled, by their first line, and why.
    static let skipped: [(firstLine: String, reason: String)] = [
        ("dependencies: [", "the arguments of a manifest's Package(…), not a whole manifest"),
        (
            ".package(path: \"../ckgen/.build/release-plugin/ckgen-plugin\"),   // or where you publish it",
            "a dependency and a target's plugins, two pieces of a manifest"
        ),
    ]

    /// The body of every fenced ```swift block of the README, in order.
    static func snippets() throws -> [String] {
        let text = try String(contentsOf: readme, encoding: .utf8)
        var result: [String] = []
        var current: [String]?
        for line in text.components(separatedBy: "\n") {
            if current == nil, line == "```swift" {
                current = []
            } else if let body = current, line == "```" {
                result.append(body.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return result
    }

    static func firstLine(_ snippet: String) -> String {
        String(snippet.prefix { $0 != "\n" })
    }

    @Test("every Swift snippet is compiled or listed as skipped, with a reason; nothing listed is gone")
    func everySnippetIsAccountedFor() throws {
        let firsts = try Self.snippets().map(Self.firstLine)
        #expect(firsts.count >= 5)
        for (line, reason) in Self.skipped {
            #expect(firsts.contains(line), "skipped, but no longer in the README: \(line)")
            #expect(!reason.isEmpty)
        }
    }

    @Test("the components, with the CKGen.swift ckgen writes for them, compile; the test compiles against them")
    func snippetsCompile() async throws {
        let skippedLines = Set(Self.skipped.map(\.firstLine))
        let compiled = try Self.snippets().filter { !skippedLines.contains(Self.firstLine($0)) }
        let tests = compiled.filter { $0.contains("import Testing") }
        // A snippet that shows only declarations (the annotated view and button) is a file of the same module;
        // its file would import the runtime.
        let sources = compiled.filter { !$0.contains("import Testing") }.map { snippet in
            snippet.contains("import ComponentRuntime") ? snippet : "import ComponentRuntime\n\n" + snippet
        }
        try #require(sources.count >= 2 && tests.count == 1, "\(compiled.map(Self.firstLine))")

        let work = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let module = work.appendingPathComponent("Follow")
        try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
        var files: [String] = []
        for (index, source) in sources.enumerated() {
            let file = module.appendingPathComponent("Snippet\(index + 1).swift")
            try Data(source.utf8).write(to: file)
            files.append(file.path)
        }
        let generated = work.appendingPathComponent("CKGen.swift")
        let generate = try await ChildProcess.run(
            CKGenExecutable.url,
            ["generate", module.path, "--module-name", "Follow", "--output", generated.path],
            in: work
        )
        #expect(generate.status == 0, "\(generate)")
        #expect(
            try String(contentsOf: generated, encoding: .utf8).contains("didTapLike"),
            "ckgen wrote no selector for the README's @ck.action"
        )

        let modules = CKGenExecutable.url.deletingLastPathComponent().appendingPathComponent("Modules").path
        let environment = ChildProcess.environment(changing: ["TMPDIR": work.path])
        let swiftc = URL(fileURLWithPath: "/usr/bin/env")
        let follow = try await ChildProcess.run(
            swiftc,
            [
                "swiftc", "-emit-module", "-emit-module-path", work.appendingPathComponent("Follow.swiftmodule").path,
                "-module-name", "Follow", "-parse-as-library", "-enable-testing", "-swift-version", "6", "-I", modules,
            ] + files + [generated.path],
            in: work,
            environment: environment,
            mergeOutput: true
        )
        #expect(follow.status == 0, "the README's components do not compile:\n\(follow.standardOutput)")

        let test = work.appendingPathComponent("FollowTests.swift")
        try Data(tests[0].utf8).write(to: test)
        let typecheck = try await ChildProcess.run(
            swiftc,
            [
                "swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-I", work.path, "-I", modules,
                test.path,
            ],
            in: work,
            environment: environment,
            mergeOutput: true
        )
        #expect(typecheck.status == 0, "the README's test does not compile:\n\(typecheck.standardOutput)")
    }

    /// The titles of the catalogue's articles (its Markdown files but the module's landing page).
    static func articleTitles() throws -> [String] {
        let catalogue = repository.appendingPathComponent("Sources/ComponentRuntime/ComponentRuntime.docc")
        return try FileManager.default.contentsOfDirectory(atPath: catalogue.path)
            .filter { $0.hasSuffix(".md") && $0 != "ComponentRuntime.md" }
            .map { name in
                let text = try String(contentsOf: catalogue.appendingPathComponent(name), encoding: .utf8)
                return String(text.prefix { $0 != "\n" }.dropFirst(2))
            }
            .sorted()
    }

    @Test("the README and CONTRIBUTING.md name every DocC article", arguments: ["README.md", "CONTRIBUTING.md"])
    func articlesAreListed(file: String) throws {
        let titles = try Self.articleTitles()
        #expect(titles.count >= 10)
        // Paragraphs are wrapped: a title may be broken over two lines.
        let text = try String(contentsOf: Self.repository.appendingPathComponent(file), encoding: .utf8)
            .replacingOccurrences(of: "\n", with: " ")
        for title in titles { #expect(text.contains("\"\(title)\""), "\(file) does not name the article \"\(title)\"") }
    }
}
