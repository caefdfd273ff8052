import Foundation
import Testing

@testable import CKGenCore

/// Issue 41, item 2: `ckgen graph` parsed again, with swift-syntax and no guard, every file `generate` had left out
/// as nested too deeply, and crashed or ran for minutes on them. The graph reads what generating read, through the
/// same guards: a refused file is not read again, and a file is parsed only within the parser's limits.
@Suite("ckgen graph: reads only what generating read")
struct GraphReadsWhatGenerateReadsTests {
    static let arrowChain = "let f: " + String(repeating: "(Int) -> ", count: 6_000) + "Int\n"
    static let deepGenerics =
        "var x: " + String(repeating: "A<", count: 1_600) + "Int" + String(repeating: ">", count: 1_600) + "\n"

    @Test("a file past the parser's limits gives no uses, without parsing it; the near miss gives its uses")
    func scanRefusesWhatParserRefuses() {
        #expect(SourceScan.uses(in: Self.arrowChain) == nil)
        #expect(SourceScan.uses(in: Self.deepGenerics) == nil)
        #expect(SourceScan.uses(in: "let x = 1\u{0}\n") == nil)
        let near =
            "final class Row: CompositeComponent {\n    var f: (Int) -> (Int) -> Int = { _ in { $0 } }\n"
            + "    func fire() { send(.refresh, sender: self) }\n}\n"
        #expect(SourceScan.uses(in: near)?["Row"]?.sentActions == ["refresh"])
    }

    @Test("a file the parser refused is not read again; the others are")
    func refusedFilesAreNotRead() {
        let refusal = Diagnostic(
            ParsingMessage.tooDeep(what: "brackets nest 97 deep", annotated: false),
            at: CKGenCore.SourceLocation(file: "Deep.swift", line: 1, column: 1)
        )
        let model = ModuleModel(
            moduleName: "App",
            files: [ParsedFile(path: "Deep.swift", diagnostics: [refusal]), ParsedFile(path: "Row.swift")]
        )
        var read: [String] = []
        _ = GraphBuilder.graph(model: model, plan: GenerationPlan(moduleName: "App")) { path in
            read.append(path)
            return ""
        }
        #expect(read == ["Row.swift"])
    }
}
