import Foundation
import Testing

/// Issue 19, item 12: swift-argument-parser wraps each line of a command's discussion at the terminal's width, so
/// a discussion written with its own line breaks came out ragged (a short line in the middle of a sentence).
/// Run through a pipe, ckgen's help is 80 columns wide.
@Suite("ckgen --help at 80 columns")
struct HelpTextTests {
    static let commands: [[String]] = [
        ["--help"], ["help", "generate"], ["help", "lint"], ["help", "dump"], ["help", "migrate"],
    ]

    @Test(
        "no line is wider than 80 columns, and no prose line breaks before a word that would have fit",
        arguments: commands
    )
    func wrapsCleanly(_ arguments: [String]) async throws {
        let result = try await CKGenExecutable.run(arguments, in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0)
        // The help up to the usage line: what ckgen wrote (the rest is the parser's own layout).
        let lines = result.standardOutput.components(separatedBy: "\n").prefix { !$0.hasPrefix("USAGE:") }
        #expect(lines.count > 3, "\(result.standardOutput)")
        for line in lines { #expect(line.count <= 80, "too wide: '\(line)'") }
        for (line, next) in zip(lines, lines.dropFirst()) where !line.isEmpty && !next.isEmpty {
            // A continued prose line: the next line's first word did not fit on this one (the parser fills a line
            // up to 79 characters).
            guard !line.hasPrefix(" "), !next.hasPrefix(" "), !line.hasSuffix(":") else { continue }
            let firstWord = next.split(separator: " ").first.map(String.init) ?? next
            #expect(line.count + 1 + firstWord.count >= 80, "ragged: '\(line)' is followed by '\(next)'")
        }
    }
}
