import Foundation
import Testing

/// Issue 41, item 1: `lint --fix` through a symbolic link replaced the link with a fixed copy and left the real file
/// as it was, and it dropped a UTF-8 byte-order mark. It now edits the file the link leads to, and keeps the file's
/// byte-order mark, line breaks and permissions: only the fixed text changes.
@Suite("Adversarial: the files lint --fix edits")
struct LintFixFileTests {
    static let misspelt = LintFixTests.misspelt
    static let fixed = misspelt.replacingOccurrences(of: "@ck.veiw", with: "@ck.view")

    @Test("a source reached through a link: the file it leads to is fixed, and the link stays a link")
    func throughLink() throws {
        let scenario = try Scenario("lint-fix-link", files: ["Elsewhere/Badge.swift": Self.misspelt])
        try FileManager.default.createDirectory(at: scenario.url("Sources"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: scenario.url("Sources/Badge.swift").path,
            withDestinationPath: "../Elsewhere/Badge.swift"
        )
        let (run, _) = try scenario.run(["lint", "Sources", "--fix"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("ckgen: applied 1 fix-it to Sources/Badge.swift"), "\(run.standardOutput)")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: scenario.url("Sources/Badge.swift").path)
                == "../Elsewhere/Badge.swift"
        )
        #expect(try String(contentsOf: scenario.url("Elsewhere/Badge.swift"), encoding: .utf8) == Self.fixed)
        let elsewhere = try FileManager.default.contentsOfDirectory(atPath: scenario.url("Elsewhere").path)
        #expect(elsewhere == ["Badge.swift"], "no temporary file left beside it")
    }

    @Test("a byte-order mark stays, and fixes on the first line and on later ones land where they belong")
    func byteOrderMark() throws {
        let bom = Data([0xEF, 0xBB, 0xBF])
        let text = Self.misspelt + "\n/// @ck.veiw\nfinal class TagView: UIView {\n    var name: String = \"\"\n}\n"
        let scenario = try Scenario("lint-fix-bom")
        try scenario.write("Sources/Badge.swift", bom + Data(text.utf8))
        let (run, _) = try scenario.run(["lint", "Sources", "--fix"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("applied 2 fix-its to Sources/Badge.swift"), "\(run.standardOutput)")
        let expected = bom + Data(text.replacingOccurrences(of: "@ck.veiw", with: "@ck.view").utf8)
        #expect(try Data(contentsOf: scenario.url("Sources/Badge.swift")) == expected)
    }

    @Test(
        "CRLF and CR files keep their line breaks, and a line a fix-it adds breaks as the file does",
        arguments: ["\r\n", "\r"]
    )
    func lineBreaks(_ lineBreak: String) throws {
        let text = [
            "final class CardComponent: CompositeComponent {", "    @MainActor /// @ck.action", "    func didTap() {}",
            "}",
            "/// @ck.veiw", "final class BadgeView: UIView {", "    var count: Int = 0", "}", "",
        ]
        .joined(separator: lineBreak)
        let scenario = try Scenario("lint-fix-breaks", files: ["Sources/Card.swift": text])
        let (run, _) = try scenario.run(["lint", "Sources", "--fix"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("applied 2 fix-its to Sources/Card.swift"), "\(run.standardOutput)")
        let after = try String(contentsOf: scenario.url("Sources/Card.swift"), encoding: .utf8)
        #expect(after.contains("/// @ck.view" + lineBreak + "final class BadgeView"), "\(after.debugDescription)")
        // The comment moved before the attribute, on a line of its own.
        let moved = ["    /// @ck.action", "    @MainActor", "    func didTap() {}"].joined(separator: lineBreak)
        #expect(after.contains(moved), "\(after.debugDescription)")
        // Every break is the file's own: no lone '\n' in a CRLF file, none at all in a CR one.
        let bytes = Array(after.utf8)
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            #expect(
                lineBreak == "\r\n" && index > 0 && bytes[index - 1] == UInt8(ascii: "\r"),
                "\(after.debugDescription)"
            )
        }
    }

    @Test("the fixed file keeps its permissions")
    func permissions() throws {
        let scenario = try Scenario("lint-fix-mode", files: ["Sources/Badge.swift": Self.misspelt])
        let path = scenario.url("Sources/Badge.swift").path
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        let (run, _) = try scenario.run(["lint", "Sources", "--fix"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try String(contentsOf: scenario.url("Sources/Badge.swift"), encoding: .utf8) == Self.fixed)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
    }

    @Test("a source with a second hard link: fixed in place, so both names see the fix and stay one file")
    func hardLink() throws {
        let scenario = try Scenario("lint-fix-hard-link", files: ["Sources/Badge.swift": Self.misspelt])
        let path = scenario.url("Sources/Badge.swift").path
        let other = scenario.url("Backup/Badge.swift").path
        try FileManager.default.createDirectory(at: scenario.url("Backup"), withIntermediateDirectories: true)
        try FileManager.default.linkItem(atPath: path, toPath: other)
        let inode = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        let (run, _) = try scenario.run(["lint", "Sources", "--fix"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try String(contentsOf: scenario.url("Sources/Badge.swift"), encoding: .utf8) == Self.fixed)
        #expect(try String(contentsOfFile: other, encoding: .utf8) == Self.fixed)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int == inode)
        #expect(try FileManager.default.attributesOfItem(atPath: other)[.referenceCount] as? Int == 2)
    }

    @Test("the near miss: a source with one name is still replaced whole, through a new file")
    func singleLink() throws {
        let scenario = try Scenario("lint-fix-one-link", files: ["Sources/Badge.swift": Self.misspelt])
        let path = scenario.url("Sources/Badge.swift").path
        let inode = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        let (run, _) = try scenario.run(["lint", "Sources", "--fix"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.fixed)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int != inode)
    }
}
