import Foundation
import Testing

@testable import CKGenCore

/// Issue 17, item 7: a module name is a Swift identifier. One with a line break would put code after the header
/// comment of the generated file; it is an error, from the command line and from `ckgen.yml` (located there).
@Suite("Adversarial: module names")
struct ModuleNameTests {
    static let view = "/// @ck.view\nfinal class V: UIView {\n    var x: Int = 0\n}\n"

    @Test(
        "a --module-name that is not an identifier: an error, nothing written",
        arguments: ["MyApp'.\nlet injected = 1 //", "", "My App\"", "1App", "My-App", "class"]
    )
    func flag(name: String) throws {
        let scenario = try Scenario("module-flag", files: ["Sources/V.swift": Self.view])
        let (run, _) = try scenario.run(["generate", "Sources", "--module-name", name, "--output", "Out.swift"])
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("ckgen: error: --module-name: the module name "), "\(run.standardError)")
        #expect(scenario.output == nil)
    }

    @Test("a module-name in ckgen.yml with a line break: a located error")
    func config() throws {
        let scenario = try Scenario(
            "module-config",
            files: [
                "Sources/V.swift": Self.view,
                "Sources/ckgen.yml": "access-level: public\nmodule-name: \"MyApp'.\\nlet injected = 1 //\"\n",
            ]
        )
        let (run, _) = try scenario.run(["generate", "Sources", "--output", "Out.swift"])
        #expect(run.status == 1)
        #expect(
            run.standardError.hasPrefix(
                "Sources/ckgen.yml:2:14: error: the module name \"MyApp'.\\nlet injected = 1 //\" is not a Swift identifier"
            ),
            "\(run.standardError)"
        )
        #expect(scenario.output == nil)
    }

    @Test("Unicode and underscore module names are identifiers")
    func unicode() throws {
        for name in ["Mödül", "_Private", "App2"] {
            let scenario = try Scenario("module-ok", files: ["Sources/V.swift": Self.view])
            let (run, _) = try scenario.run(["generate", "Sources", "--module-name", name, "--output", "Out.swift"])
            #expect(run.status == 0, "\(name): \(run.standardError)")
            #expect(
                scenario.output?.contains("ViewAttribute(\"\(name == "Mödül" ? "M\\u{F6}d\\u{FC}l" : name).V.x\")")
                    == true
            )
        }
    }

    @Test("text placed in generated comments cannot end the comment line")
    func commentText() {
        #expect(Identifiers.commentText("a\nb\r\u{2028}c") == "a\\u{A}b\\u{D}\\u{2028}c")
        #expect(Identifiers.moduleNameProblem("MyApp") == nil)
    }
}
