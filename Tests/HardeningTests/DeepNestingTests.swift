import Foundation
import Testing

/// Issue 17, item 1: nesting that overflows swift-syntax's stack, or makes its lookahead run for minutes, is
/// measured before parsing. A file with annotations is a located error; a file without is left out with a
/// warning, so it cannot stall the build. Never a signal, never a hang (each run has a time limit).
@Suite("Adversarial: deep nesting")
struct DeepNestingTests {
    static let view = "/// @ck.view\nfinal class V: UIView {\n    var x: Int = 0\n}\n"

    @Test("3,000 nested #if in a file without annotations: left out with a located warning")
    func nestedConditionals() throws {
        let nested = String(repeating: "#if A\n", count: 3_000) + String(repeating: "#endif\n", count: 3_000)
        let scenario = try Scenario("nested-if", files: ["Sources/V.swift": Self.view, "Sources/Deep.swift": nested])
        let (run, _) = try scenario.generate()
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            run.standardError.contains("Sources/Deep.swift:3000:1: warning: brackets and '#if' blocks nest 3000 deep")
        )
        #expect(scenario.output?.contains("extension ComponentRuntime.AttributeValue where V: _CKGenView_V {") == true)
    }

    @Test("2,000 unclosed '[{(' next to an annotation: a located error")
    func unclosedBrackets() throws {
        let scenario = try Scenario(
            "unclosed",
            files: ["Sources/V.swift": Self.view + "let x = " + String(repeating: "[{(", count: 2_000) + "\n"]
        )
        let (run, _) = try scenario.generate()
        #expect(run.status == 1)
        #expect(
            run.standardError.hasPrefix("Sources/V.swift:5:6008: error: brackets and '#if' blocks nest 6000 deep here")
        )
        #expect(scenario.output == nil)
    }

    @Test("1,600 nested generic arguments beside an annotation: a located error, no crash")
    func deepGenericArguments() throws {
        let type = String(repeating: "A<", count: 1_600) + "Int" + String(repeating: ">", count: 1_600)
        let scenario = try Scenario("deep-generics", files: ["Sources/V.swift": Self.view + "var deep: \(type)\n"])
        let (run, _) = try scenario.generate()
        #expect(run.status == 1)
        #expect(
            run.standardError.hasPrefix(
                "Sources/V.swift:5:3210: error: types and expressions nest 1600 deep here, counting brackets, "
                    + "generic arguments"
            ),
            "\(run.standardError)"
        )
        #expect(scenario.output == nil)
    }

    @Test("6,000 function arrows in a file without annotations: generate leaves it out, and graph does not read it")
    func longArrowChainInGraph() throws {
        let chain = "let f: " + String(repeating: "(Int) -> ", count: 6_000) + "Int\n"
        let scenario = try Scenario("arrow-chain", files: ["Sources/V.swift": Self.view, "Sources/Chain.swift": chain])
        let (run, _) = try scenario.generate()
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            run.standardError.contains(
                "Sources/Chain.swift:1:53999: warning: types and expressions nest 6000 deep here"
            ),
            "\(run.standardError)"
        )
        let (graph, _) = try scenario.run(["graph", "Sources", "--module-name", "MyApp"], timeLimit: 30)
        #expect(graph.status == 0, "\(graph.standardError)")
        #expect(graph.standardOutput.contains("digraph"), "\(graph.standardOutput)")
        #expect(graph.standardError.contains("Sources/Chain.swift:1:53999: warning:"), "\(graph.standardError)")
    }

    @Test("25 unclosed '[' (34 bytes) in a file without annotations: no stall")
    func unclosedSquareBrackets() throws {
        let source = "let a = " + String(repeating: "[", count: 25) + "\n"
        #expect(source.utf8.count == 34)
        let scenario = try Scenario(
            "unclosed-square",
            files: ["Sources/V.swift": Self.view, "Sources/Stall.swift": source]
        )
        let (run, _) = try scenario.generate()
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            run.standardError.contains(
                "Sources/Stall.swift:1:33: warning: 25 '[' nested directly inside each other here"
            )
        )
    }

    @Test("a valid 24-deep nested array literal beside an annotation: a located error, at once")
    func deepArrayLiteral() throws {
        let literal = String(repeating: "[", count: 24) + "1" + String(repeating: "]", count: 24)
        let scenario = try Scenario("deep-array", files: ["Sources/V.swift": Self.view + "let deep = \(literal)\n"])
        let (run, _) = try scenario.generate()
        #expect(run.status == 1)
        #expect(
            run.standardError.hasPrefix("Sources/V.swift:5:35: error: 24 '[' nested directly inside each other here")
        )
    }

    @Test(
        "15 nested stacks in a component (16 '[' open, 46 brackets deep): read, no syntax error, in a debug build too"
    )
    func deepComponentTree() throws {
        var tree =
            "Component(view: ViewConfiguration(UILabel.self, [.text(\"x\")]), size: ComponentSize(width: 1, height: 1))"
        for _ in 0..<15 {
            tree = "StackComponent(direction: .vertical, spacing: 0, alignment: .start, children: [\(tree)])"
        }
        let source = """
            import ComponentRuntime
            final class DeepComponent: CompositeComponent {
                override func render() -> Component {
                    \(tree)
                }
                /// @ck.action
                func tap() {}
            }
            """
        let scenario = try Scenario("deep-tree", files: ["Sources/DeepComponent.swift": source])
        let (run, _) = try scenario.generate()
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.isEmpty)
        #expect(scenario.output?.contains(".tap: .withoutSender { target in target.tap() }") == true)
    }

    @Test("96 nested braces in an annotated type: read without a crash")
    func ninetySixBraces() throws {
        let body = String(repeating: "do {\n", count: 92) + String(repeating: "}\n", count: 92)
        let source =
            "final class BraceComponent: CompositeComponent {\n    /// @ck.action\n    func tap() {\n"
            + body + "    }\n}\n"
        let scenario = try Scenario("braces", files: ["Sources/B.swift": source])
        let (run, _) = try scenario.generate()
        #expect(run.status == 0, "\(run.standardError)")
    }

    @Test("ordinary nesting, brackets in strings and comments: read as before")
    func ordinaryNesting() throws {
        let source =
            Self.view + """
                let matrix = [[[1, 2], [3]], [[4]]]
                let text = "\(String(repeating: "[", count: 40))"
                let raw = #"\(String(repeating: "(", count: 200))"#
                let multi = \"\"\"
                    \(String(repeating: "{", count: 200))
                    \"\"\"
                // \(String(repeating: "[", count: 40))
                /* \(String(repeating: "[", count: 40)) /* nested */ */
                let interpolated = "\\([[1]].count)"
                """
        let scenario = try Scenario("ordinary", files: ["Sources/V.swift": source])
        let (run, _) = try scenario.generate()
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.isEmpty)
    }
}
