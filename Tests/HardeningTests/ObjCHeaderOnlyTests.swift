import Foundation
import Testing

@testable import CKGenCore

/// Issue 19, item 10: `ckgen generate` with Objective-C headers as its only input, and Swift's names for `BOOL`
/// properties with a custom getter.
@Suite("Objective-C headers alone")
struct ObjCHeaderOnlyTests {
    static var hasLibClang: Bool { (try? LibClang.load()) != nil }

    static let header = """
        #import "Stubs.h"
        NS_ASSUME_NONNULL_BEGIN
        /// @ck.view
        @interface BadgeView : UIView
        @property (nonatomic, getter=isVerified) BOOL verified;
        @property (nonatomic) NSInteger count;
        @end
        NS_ASSUME_NONNULL_END
        """

    func scenario(_ name: String) throws -> Scenario {
        let stubs = try String(
            contentsOf: fixturesFolder.appendingPathComponent("objc-views/input/Stubs.h"),
            encoding: .utf8
        )
        return try Scenario(name, files: ["BadgeView.h": Self.header, "Stubs.h": stubs])
    }

    @Test("generate with --objc-header and no Swift input", .enabled(if: hasLibClang, "needs libclang"))
    func headerOnly() throws {
        let scenario = try scenario("objc-header-only")
        let (run, _) = try scenario.run(
            ["generate", "--objc-header", "BadgeView.h", "--module-name", "MyApp", "--output", "Out.swift"]
        )
        #expect(run.status == 0, "\(run.standardError)")
        #expect(scenario.output?.contains("view.isVerified = value") == true, "\(scenario.output ?? "")")
        #expect(scenario.output?.contains("view.count = value") == true)
    }

    @Test("headers named only in ckgen.yml, given with --config", .enabled(if: hasLibClang, "needs libclang"))
    func headerOnlyThroughConfig() throws {
        let scenario = try scenario("objc-header-only-config")
        try scenario.write("ckgen.yml", "module-name: MyApp\nobjc-headers:\n  - BadgeView.h\n")
        let (run, _) = try scenario.run(["generate", "--config", "ckgen.yml", "--output", "Out.swift"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(scenario.output?.contains("extension ComponentRuntime.AttributeValue where V: BadgeView") == true)
    }

    @Test("with nothing to read at all, a usage error that says what to give")
    func nothing() throws {
        let scenario = try Scenario("objc-nothing")
        let (run, _) = try scenario.run(["generate", "--module-name", "MyApp", "--output", "Out.swift"])
        #expect(run.status == 64)
        #expect(run.standardError.contains("give at least one Swift file or folder"), "\(run.standardError)")
    }
}

extension ObjCHeaderOnlyTests {
    /// Issue 19, item 1: under `--cache` (which the plugin always passes), editing only a header printed "up to date"
    /// and left stale output.
    @Test(
        "editing a header, or a header it includes, under --cache regenerates",
        .enabled(if: hasLibClang, "needs libclang")
    )
    func headerEditUnderCache() throws {
        let scenario = try scenario("objc-header-cache")
        try scenario.write("Include/Extra.h", "// nothing yet\n")
        let header = Self.header + "\n#import \"Extra.h\"\n"
        try scenario.write("BadgeView.h", header)
        let arguments = [
            "generate", "--objc-header", "BadgeView.h", "--objc-flag", "-IInclude", "--module-name", "MyApp",
            "--output", "Out.swift", "--cache", "cache",
        ]
        let (first, _) = try scenario.run(arguments)
        #expect(first.status == 0, "\(first.standardError)")
        try scenario.write("BadgeView.h", header.replacingOccurrences(of: "NSInteger count", with: "NSInteger total"))
        let (second, _) = try scenario.run(arguments)
        #expect(second.standardOutput.contains("wrote"), "\(second.standardOutput)")
        #expect(scenario.output?.contains("view.total = value") == true)

        // A header under an -I folder changed: the run must read the headers again (the timings show the import
        // stage only when it ran), even though this change leaves the output as it was.
        try scenario.write("Include/Extra.h", "// changed, and longer than before\n")
        let third = try CKGen.runWithEnvironment(arguments, environment: ["CKGEN_TIMINGS": "1"], in: scenario.folder)
        #expect(third.status == 0, "\(third.standardError)")
        #expect(third.standardError.contains("objc import="), "an included header changed: \(third.standardError)")
        let fourth = try CKGen.runWithEnvironment(arguments, environment: ["CKGEN_TIMINGS": "1"], in: scenario.folder)
        #expect(fourth.standardOutput.contains("up to date"), "\(fourth.standardOutput)")
        #expect(!fourth.standardError.contains("objc import="), "nothing changed: \(fourth.standardError)")
    }
}
