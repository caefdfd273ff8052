import Foundation
import Testing

/// Issue 19, item 3: `ckgen lint --fix` applies fix-its in place, and only when asked.
@Suite("ckgen lint --fix")
struct LintFixTests {
    static let misspelt = "/// @ck.veiw\nfinal class BadgeView: UIView {\n    var count: Int = 0\n}\n"

    @Test("without --fix nothing changes; with it, the file is fixed and the second check is clean")
    func fixesInPlace() throws {
        let scenario = try Scenario("lint-fix", files: ["Sources/Badge.swift": Self.misspelt])
        let (plain, _) = try scenario.run(["lint", "Sources"])
        #expect(plain.status == 1)
        #expect(try String(contentsOf: scenario.url("Sources/Badge.swift"), encoding: .utf8) == Self.misspelt)

        let (fixed, _) = try scenario.run(["lint", "Sources", "--fix"])
        #expect(fixed.status == 0, "\(fixed.standardError)")
        #expect(
            fixed.standardOutput.contains("ckgen: applied 1 fix-it to Sources/Badge.swift"),
            "\(fixed.standardOutput)"
        )
        #expect(fixed.standardError.isEmpty, "\(fixed.standardError)")
        #expect(
            try String(contentsOf: scenario.url("Sources/Badge.swift"), encoding: .utf8)
                == Self.misspelt.replacingOccurrences(of: "@ck.veiw", with: "@ck.view")
        )
    }

    @Test("a misspelt key in ckgen.yml is fixed too")
    func fixesConfig() throws {
        let scenario = try Scenario(
            "lint-fix-config",
            files: ["Sources/A.swift": "final class A {}\n", "Sources/ckgen.yml": "modul-name: Shop\n"]
        )
        let (fixed, _) = try scenario.run(["lint", "Sources", "--fix"])
        #expect(fixed.status == 0, "\(fixed.standardError)")
        #expect(try String(contentsOf: scenario.url("Sources/ckgen.yml"), encoding: .utf8) == "module-name: Shop\n")
    }

    @Test("problems without a fix-it are reported as usual and the files are left alone")
    func nothingToFix() throws {
        let source = "/// @ck.zzzzzzzz\nfinal class A {}\n"
        let scenario = try Scenario("lint-fix-none", files: ["Sources/A.swift": source])
        let (run, _) = try scenario.run(["lint", "Sources", "--fix"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("unknown annotation '@ck.zzzzzzzz'"))
        #expect(try String(contentsOf: scenario.url("Sources/A.swift"), encoding: .utf8) == source)
    }
}
