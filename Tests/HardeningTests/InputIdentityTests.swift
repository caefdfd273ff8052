import Foundation
import Testing

/// Issue 17, item 4: inputs are collected by what they are on disk, once each, whatever links lead to them.
@Suite("Adversarial: input identity")
struct InputIdentityTests {
    static let view = "/// @ck.view\nfinal class V: UIView {\n    var x: Int = 0\n}\n"
    static let action = "final class AComponent: CompositeComponent {\n    /// @ck.action\n    func tap() {}\n}\n"

    @Test("a folder with two links to itself: collected once, no endless walk")
    func twoLinksToSelf() throws {
        let scenario = try Scenario("links-self", files: ["Sources/V.swift": Self.view])
        let sources = scenario.url("Sources").path
        try FileManager.default.createSymbolicLink(atPath: sources + "/loop1", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: sources + "/loop2", withDestinationPath: sources)
        let (run, _) = try scenario.run(["dump", "Sources"], timeLimit: 30)
        #expect(run.status == 0, "\(run.standardError)")
        // Read once, under its own name.
        #expect(run.standardOutput.components(separatedBy: "\"path\" : \"Sources/V.swift\"").count == 2)
        #expect(!run.standardOutput.contains("loop"))
    }

    @Test("the same file as 'A.swift' and './A.swift': read once, no duplicate-action error")
    func sameFileTwice() throws {
        let scenario = try Scenario("same-file", files: ["A.swift": Self.action])
        let (run, _) = try scenario.generate(["A.swift", "./A.swift"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.isEmpty)
        #expect(scenario.output?.contains("static let tap") == true)
    }

    @Test("a FIFO named like a Swift file: never opened")
    func fifo() throws {
        let scenario = try Scenario("fifo-input", files: ["Sources/V.swift": Self.view])
        #expect(mkfifo(scenario.url("Sources/Pipe.swift").path, 0o600) == 0)
        let (folderRun, _) = try scenario.generate(timeLimit: 20)
        #expect(folderRun.status == 0)
        #expect(folderRun.standardError.contains("'Sources/Pipe.swift' is not a regular file"))
        let (fileRun, _) = try scenario.generate(["Sources/Pipe.swift"], timeLimit: 20)
        #expect(fileRun.status == 1)
        #expect(fileRun.standardError.contains("error: 'Sources/Pipe.swift' is not a regular file"))
    }
}
