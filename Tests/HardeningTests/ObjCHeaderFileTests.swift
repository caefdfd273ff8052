import Foundation
import Testing

@testable import CKGenCore

/// Issue 17, item 5: only regular files reach libclang, and libclang never reads the build's standard input.
@Suite("Adversarial: Objective-C header files")
struct ObjCHeaderFileTests {
    static var hasLibClang: Bool { (try? LibClang.load()) != nil }
    static let swift = "/// @ck.view\nfinal class V: UIView {\n    var x: Int = 0\n}\n"

    @Test("a header that is a FIFO: an error naming it, no hang")
    func fifoHeader() throws {
        let scenario = try Scenario("fifo-header", files: ["Sources/V.swift": Self.swift])
        #expect(mkfifo(scenario.url("Pipe.h").path, 0o600) == 0)
        let (run, _) = try scenario.generate(extra: ["--objc-header", "Pipe.h"], timeLimit: 20)
        #expect(run.status == 1)
        #expect(run.standardError.contains("Pipe.h:1:1: error: 'Pipe.h' is not a regular file"), "\(run.standardError)")
    }

    @Test("a header that is a folder: an error located at it (issue 41)")
    func folderHeader() throws {
        let scenario = try Scenario("folder-header", files: ["Sources/V.swift": Self.swift, "Headers/Keep.h": ""])
        let (run, _) = try scenario.generate(extra: ["--objc-header", "Headers"], timeLimit: 20)
        #expect(run.status == 1)
        #expect(
            run.standardError.contains("Headers:1:1: error: 'Headers' is not a regular file"),
            "\(run.standardError)"
        )
    }

    @Test(
        "a header that includes /dev/stdin while standard input is an open pipe: a located error, no hang",
        .enabled(if: hasLibClang, "needs libclang")
    )
    func includesStandardInput() throws {
        let scenario = try Scenario(
            "stdin-header",
            files: [
                "Sources/V.swift": Self.swift,
                "View.h": "#import \"/dev/stdin\"\n/// @ck.view\n@interface ProfileView\n@end\n",
            ]
        )
        let pipe = Pipe()  // kept open and never written: reading it would wait forever
        let (run, _) = try scenario.run(
            ["generate", "Sources", "--objc-header", "View.h", "--module-name", "MyApp", "--output", "Out.swift"],
            timeLimit: 20,
            standardInput: pipe
        )
        #expect(run.status == 1)
        #expect(
            run.standardError.contains("View.h:1:1: error: '/dev/stdin' is '/dev/stdin', which is not a regular file"),
            "\(run.standardError)"
        )
        try? pipe.fileHandleForWriting.close()
    }

    @Test(
        "a header that includes a FIFO through an -I folder: a located error",
        .enabled(if: hasLibClang, "needs libclang")
    )
    func includesFifo() throws {
        let scenario = try Scenario(
            "fifo-include",
            files: [
                "Sources/V.swift": Self.swift,
                "View.h": "#import <Fake/Fake.h>\n",
                "Include/Fake/Fake.h": "  #  include \"Loop.h\"\n",
            ]
        )
        #expect(mkfifo(scenario.url("Include/Fake/Loop.h").path, 0o600) == 0)
        let (run, _) = try scenario.generate(
            extra: ["--objc-header", "View.h", "--objc-flag", "-IInclude"],
            timeLimit: 20
        )
        #expect(run.status == 1)
        #expect(
            run.standardError.contains("Include/Fake/Fake.h:1:3: error: 'Loop.h' is 'Include/Fake/Loop.h'"),
            "\(run.standardError)"
        )
    }

    @Test("'-include' of a FIFO in the clang flags: an error, no hang")
    func includeFlag() throws {
        let scenario = try Scenario(
            "fifo-flag",
            files: ["Sources/V.swift": Self.swift, "View.h": "/// @ck.view\n@interface ProfileView\n@end\n"]
        )
        #expect(mkfifo(scenario.url("Prefix.h").path, 0o600) == 0)
        let (run, _) = try scenario.generate(
            extra: ["--objc-header", "View.h", "--objc-flag", "-include", "--objc-flag", "Prefix.h"],
            timeLimit: 20
        )
        #expect(run.status == 1)
        #expect(
            run.standardError.contains(
                "error: the clang flag '-include Prefix.h' names a file that is not a regular file"
            ),
            "\(run.standardError)"
        )
    }
}
