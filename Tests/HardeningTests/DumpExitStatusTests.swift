import Foundation
import Testing

/// Issue 19, item 5: `ckgen dump` on a file ckgen cannot read reported nothing and exited 0, where `lint` exits 1.
@Suite("ckgen dump reports what it could not read")
struct DumpExitStatusTests {
    static let broken = "/// @ck.view\nfinal class A: UIView {\n    var x: Int = \n}\n"

    @Test(
        "a syntax error in an annotated declaration: the located error, and status 1, as lint gives",
        arguments: [false, true]
    )
    func syntaxError(plan: Bool) throws {
        let scenario = try Scenario("dump-syntax-error", files: ["Sources/A.swift": Self.broken])
        let (dump, _) = try scenario.run(["dump", "Sources"] + (plan ? ["--plan"] : []))
        let (lint, _) = try scenario.run(["lint", "Sources"])
        #expect(lint.status == 1)
        #expect(dump.status == 1)
        #expect(dump.standardError.contains("Sources/A.swift:3:"), "\(dump.standardError)")
        #expect(dump.standardError.contains(": error: "), "\(dump.standardError)")
        #expect(dump.standardError == lint.standardError)
    }

    @Test("a file without problems: the model, status 0, nothing on standard error")
    func clean() throws {
        let scenario = try Scenario("dump-clean", files: ["Sources/A.swift": "final class A {}\n"])
        let (dump, _) = try scenario.run(["dump", "Sources"])
        #expect(dump.status == 0)
        #expect(dump.standardError.isEmpty)
        #expect(dump.standardOutput.contains("\"qualifiedName\" : \"A\""), "\(dump.standardOutput)")
    }
}
