import Foundation
import Testing

@testable import CKGenCore

/// Issue 33, item 4: how a diagnostic is printed for tools, and the count line.
@Suite("Diagnostic formats")
struct DiagnosticFormatTests {
    private let located = Diagnostic(
        .warning,
        id: .configModuleName,
        "a, b: 100% done\nsecond line",
        at: SourceLocation(file: "Sources/A,B:C.swift", line: 3, column: 7),
        notes: [Diagnostic(.note, id: .configModuleName, "see here", at: nil)],
        fixIts: [.replace("a", with: "b", at: SourceLocation(file: "Sources/A,B:C.swift", line: 3, column: 7))]
    )

    @Test("github: properties escape ':' and ','; the message escapes '%' and newlines; notes and fix-its follow")
    func github() {
        #expect(
            DiagnosticFormat.github.render(located)
                == "::warning file=Sources/A%2CB%3AC.swift,line=3,col=7,title=ckgen.config.moduleName::"
                + "a, b: 100%25 done%0Asecond line%0Ackgen: note: see here%0Afix-it: replace 'a' with 'b'"
        )
        let unlocated = Diagnostic(.error, id: .configModuleName, "no module name", at: nil)
        #expect(DiagnosticFormat.github.render(unlocated) == "::error title=ckgen.config.moduleName::no module name")
    }

    @Test("json: one line, every field, the edits of each fix-it; no location leaves its fields out")
    func json() throws {
        let line = DiagnosticFormat.json.render(located)
        #expect(!line.contains("\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["file"] as? String == "Sources/A,B:C.swift")
        #expect(object["line"] as? Int == 3 && object["column"] as? Int == 7)
        #expect(object["severity"] as? String == "warning" && object["id"] as? String == "ckgen.config.moduleName")
        #expect(object["message"] as? String == "a, b: 100% done\nsecond line")
        #expect((object["notes"] as? [[String: Any]])?.first?["message"] as? String == "see here")
        let edit = (object["fixIts"] as? [[String: Any]])?.first?["edits"] as? [[String: Any]]
        #expect(edit?.first?["replacement"] as? String == "b" && edit?.first?["length"] as? Int == 1)
        let unlocated = DiagnosticFormat.json.render(Diagnostic(.error, id: .configModuleName, "m", at: nil))
        #expect(!unlocated.contains("\"file\""))
    }

    @Test("the count: errors then warnings, only those there are, notes not counted; nothing for none")
    func summary() {
        let error = Diagnostic(.error, id: .configModuleName, "e", at: nil)
        #expect(DiagnosticFormat.summary(of: []) == nil)
        #expect(DiagnosticFormat.summary(of: [located]) == "ckgen: 1 warning")
        #expect(DiagnosticFormat.summary(of: [error, located, located]) == "ckgen: 1 error, 2 warnings")
        #expect(DiagnosticFormat.summary(of: [error, error]) == "ckgen: 2 errors")
        #expect(DiagnosticFormat.text.render(located) == located.description)
    }
}
