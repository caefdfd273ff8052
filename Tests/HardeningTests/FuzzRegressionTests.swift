import Foundation
import Testing

/// Every input in Tools/fuzz/regressions/ (what the fuzzer of `.ci/fuzz` found, and the adversarial cases of issue 17)
/// through `ckgen generate`: exit 0 or 1, never a signal or a timeout, a located error when it fails, and output
/// that parses when it succeeds. They also seed the fuzzer.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tools/fuzz/regressions")
    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }
            .sorted()
    }

    @Test("the regression folder holds cases")
    func folderHoldsCases() {
        #expect(!Self.cases.isEmpty, "no cases in \(Self.folder.path)")
    }

    @Test("each regression case: exit 0 or 1 within the time limit, never a signal", arguments: cases)
    func regression(name: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let scenario = try Scenario("fuzz-regression")
        try scenario.write("Sources/Input.swift", data)
        let (run, _) = try scenario.generate(timeLimit: 30)
        #expect(run.status == 0 || run.status == 1)
        if run.status == 1 {
            #expect(run.standardError.contains("Sources/Input.swift:"), "\(name): \(run.standardError)")
        } else {
            #expect(parsesCleanly(scenario.output ?? ""), "\(name): \(scenario.output ?? "")")
        }
    }
}
