import Foundation
import Testing

@testable import CKGenCore

/// Issue 17, item 6: time linear in the input. 20,000 file arguments (the plugin passes every source file) took
/// 129 s in the argument parser, and a 1 MB annotation of escapes 29 s in the annotation parser. These tests check
/// the results and catch a hang by a generous time limit; how fast it is belongs in `Benchmarks/` (issue 33, item 7:
/// a test asserting a duration fails on a busy machine).
@Suite("Adversarial: linear time")
struct LinearTimeTests {
    @Test("20,000 file arguments: every file is read")
    func manyArguments() throws {
        let scenario = try Scenario("many-arguments")
        var names: [String] = []
        for index in 0..<20_000 {
            let name = "F\(index).swift"
            names.append(name)
            try scenario.write(
                name,
                index == 19_999 ? "/// @ck.view\nfinal class Last: UIView {\n    var x: Int = 0\n}\n" : ""
            )
        }
        let (run, _) = try scenario.run(
            ["generate", "--module-name", "MyApp"] + names + ["--output", "Out.swift"],
            timeLimit: 120
        )
        #expect(run.status == 0, "\(run.standardError)")
        #expect(scenario.output?.contains("extension ComponentRuntime.AttributeValue where V: Last {") == true)
    }

    @Test("many arguments keep the parser's checks: an unknown option is still reported")
    func manyArgumentsUnknownOption() throws {
        let scenario = try Scenario("many-arguments-unknown")
        let names = (0..<100).map { "F\($0).swift" }
        for name in names { try scenario.write(name, "") }
        let (run, _) = try scenario.run(["lint"] + names + ["--no-such-option"])
        #expect(run.status != 0)
        #expect(run.standardError.contains("Unknown option '--no-such-option'"), "\(run.standardError)")
    }

    @Test("the annotation parser reads a 1 MB string of escapes, its value intact")
    func annotationParser() {
        let escapes = String(repeating: #"\n\"\u{1F600}"#, count: 80_000)
        let line = AnnotationParser.Line(text: Substring(" @ck.event(\"\(escapes)\")")) { offset in
            SourceLocation(file: "P.swift", line: 1, column: offset + 1)
        }
        let result = AnnotationParser.parse(line)
        guard case .annotation(let annotation)? = result else {
            Issue.record("not parsed: \(String(describing: result))")
            return
        }
        #expect(annotation.arguments?.first?.value == String(repeating: "\n\"\u{1F600}", count: 80_000))
    }

    @Test("a 1 MB annotation of escapes through ckgen: its value intact, no stall")
    func escapes() throws {
        let escapes = String(repeating: #"\n\"\u{1F600}"#, count: 80_000)
        #expect(escapes.utf8.count > 1_000_000)
        let source = "/// @ck.eventProxy\nfinal class P {\n    /// @ck.event(\"\(escapes)\")\n    func e() {}\n}\n"
        let scenario = try Scenario("escapes", files: ["Sources/P.swift": source])
        let (run, _) = try scenario.generate(timeLimit: 120)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(scenario.output?.contains(#"EventName("\n\"\u{1F600}\n\"\u{1F600}"#) == true)
    }
}
