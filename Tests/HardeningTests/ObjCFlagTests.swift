import Foundation
import Testing

@testable import CKGenCore

/// Issue 41, item 3, through the built executable: `--objc-flag -MD --objc-flag -MF --objc-flag deps.d` made
/// libclang write `deps.d`. Such flags are now refused where they were given, before libclang runs, and nothing is
/// written; the flags a header needs still work.
@Suite("Adversarial: Objective-C flags that write files or run tools")
struct ObjCFlagTests {
    static var hasLibClang: Bool { (try? LibClang.load()) != nil }

    func scenario(_ name: String) throws -> Scenario {
        let stubs = try String(
            contentsOf: fixturesFolder.appendingPathComponent("objc-views/input/Stubs.h"),
            encoding: .utf8
        )
        return try Scenario(
            name,
            files: ["Include/Stubs.h": stubs, "BadgeView.h": ObjCHeaderOnlyTests.header]
        )
    }

    @Test("flags on the command line that write a file: refused by name, and neither that file nor the output exist")
    func commandLine() throws {
        let scenario = try scenario("objc-flag-md")
        let (run, _) = try scenario.run(
            [
                "generate", "--objc-header", "BadgeView.h", "--objc-flag", "-IInclude", "--objc-flag", "-MD",
                "--objc-flag", "-MF", "--objc-flag", "deps.d", "--module-name", "MyApp", "--output", "Out.swift",
            ],
            timeLimit: 20
        )
        #expect(run.status == 1)
        #expect(
            run.standardError.hasPrefix(
                "ckgen: error: the clang flag '-MD' (from --objc-flag) makes clang write dependency information; ckgen "
                    + "only reads headers and writes nothing but its output, so it refuses the flag: remove it\n"
                    + "ckgen: error: the clang flag '-MF' (from --objc-flag) makes clang write dependency information"
            ),
            "\(run.standardError)"
        )
        #expect(!FileManager.default.fileExists(atPath: scenario.url("deps.d").path))
        #expect(!FileManager.default.fileExists(atPath: scenario.url("Out.swift").path))
        #expect(!FileManager.default.fileExists(atPath: scenario.url("BadgeView.d").path))
    }

    @Test("flags in ckgen.yml: refused at their lines, with --format json naming the identifier")
    func config() throws {
        let scenario = try scenario("objc-flag-config")
        try scenario.write(
            "ckgen.yml",
            "module-name: MyApp\nobjc-headers: [BadgeView.h]\nobjc-flags:\n  - -IInclude\n  - -Xclang\n  - -load\n"
                + "  - -Xclang\n  - plugin.so\n  - -fplugin=plugin.so\n"
        )
        let (run, _) = try scenario.run(["lint", "--config", "ckgen.yml"], timeLimit: 20)
        #expect(run.status == 1)
        #expect(
            run.standardError.hasPrefix(
                "ckgen.yml:5:5: error: the clang flag '-Xclang' (in 'objc-flags') passes arguments to clang's compiler; "
                    + "libclang runs inside ckgen, which refuses flags that run tools or load code: remove it\n"
                    + "ckgen.yml:7:5: error: the clang flag '-Xclang' (in 'objc-flags')"
            ),
            "\(run.standardError)"
        )
        #expect(run.standardError.contains("ckgen.yml:9:5: error: the clang flag '-fplugin=plugin.so'"))
        let (json, _) = try scenario.run(["lint", "--config", "ckgen.yml", "--format", "json"], timeLimit: 20)
        #expect(json.standardOutput.contains("\"id\":\"ckgen.objc.refusedFlag\""), "\(json.standardOutput)")
    }

    @Test(
        "the flags a header needs still reach libclang: include folders, defines, the language standard",
        .enabled(if: hasLibClang, "needs libclang")
    )
    func ordinaryFlags() throws {
        let scenario = try scenario("objc-flag-ordinary")
        let (run, _) = try scenario.run(
            [
                "generate", "--objc-header", "BadgeView.h", "--objc-flag", "-I", "--objc-flag", "Include",
                "--objc-flag", "-DCKGEN_TEST=1", "--objc-flag", "-std=gnu11", "--objc-flag", "-Wno-nullability",
                "--module-name", "MyApp", "--output", "Out.swift",
            ],
            timeLimit: 20
        )
        #expect(run.status == 0, "\(run.standardError)")
        #expect(scenario.output?.contains("view.isVerified = value") == true, "\(scenario.output ?? "")")
        let left = try FileManager.default.contentsOfDirectory(atPath: scenario.folder.path).sorted()
        #expect(left == ["BadgeView.h", "Include", "Out.swift"])
    }
}
