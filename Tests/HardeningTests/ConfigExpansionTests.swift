import Foundation
import Testing

/// Issue 17, item 3: a `ckgen.yml` whose aliases stand for gigabytes (a "billion laughs") is refused, located,
/// before anything is expanded; so is one nested too deeply for the YAML parser's recursion.
@Suite("Adversarial: ckgen.yml expansion")
struct ConfigExpansionTests {
    @Test("many aliases of a large value: a located error, quickly")
    func aliases() throws {
        let big = String(repeating: "x", count: 100_000)
        let config =
            "module-name: MyApp\nobjc-flags: [&big \"-D\(big)\"" + String(repeating: ", *big", count: 20_000) + "]\n"
        let scenario = try Scenario(
            "yaml-aliases",
            files: ["Sources/ckgen.yml": config, "Sources/V.swift": "struct V {}\n"]
        )
        let (run, _) = try scenario.run(["lint", "Sources"], timeLimit: 30)
        #expect(run.status == 1)
        #expect(
            run.standardError.hasPrefix("Sources/ckgen.yml:"),
            "\(run.standardError)"
        )
        #expect(run.standardError.contains("error: the config file stands for more than 256 KB of text"))
    }

    @Test("flow collections nested 100,000 deep: a located error")
    func deepNesting() throws {
        let config = "objc-flags: " + String(repeating: "[", count: 100_000) + "\n"
        let scenario = try Scenario(
            "yaml-deep",
            files: ["Sources/ckgen.yml": config, "Sources/V.swift": "struct V {}\n"]
        )
        let (run, _) = try scenario.run(["lint", "Sources"])
        #expect(run.status == 1)
        #expect(
            run.standardError.hasPrefix(
                "Sources/ckgen.yml:1:77: error: the config file nests '[' and '{' more than 64 deep"
            )
        )
    }
}
