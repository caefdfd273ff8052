import Testing

@testable import CKGenCore

/// Issue 41, item 4: a type of the module named like what the generated code names. `ComponentRuntime` hides the
/// runtime module, through which `CKGen.swift` names every runtime type; a `@ck.view` derived from a Swift
/// `class UIView` of the module's own is no view the runtime's attribute tables can constrain. Both are located
/// errors instead of a `CKGen.swift` that does not compile.
@Suite("Types named like the runtime module or UIKit's UIView")
struct ShadowedNameTests {
    static let view = """
        /// @ck.view
        final class CardView: UIView {
            var count: Int = 0
        }
        """

    @Test("a type named ComponentRuntime: an error at the type, when there is code to generate")
    func runtimeModule() {
        let (_, diagnostics) = Snippets("enum ComponentRuntime {}\n" + Self.view).lint()
        #expect(diagnostics.map(\.id) == ["ckgen.validation.shadowedName"])
        #expect(diagnostics.first?.location == SourceLocation(file: "Input.swift", line: 1, column: 6))
        #expect(diagnostics.first?.severity == .error)
    }

    @Test("near misses: nested in another type, or nothing to generate")
    func runtimeModuleNearMisses() {
        #expect(Snippets("enum Names { enum ComponentRuntime {} }\n" + Self.view).lint().diagnostics.isEmpty)
        #expect(Snippets("enum ComponentRuntime {}\nstruct Plain {}\n").lint().diagnostics.isEmpty)
    }

    @Test("a view of the module's own UIView: an error at the annotation, with a note at the class")
    func ownUIView() {
        let (plan, diagnostics) = Snippets("class UIView {}\n" + Self.view).lint()
        #expect(diagnostics.map(\.id) == ["ckgen.validation.shadowedName"])
        #expect(diagnostics.first?.location == SourceLocation(file: "Input.swift", line: 2, column: 5))
        #expect(diagnostics.first?.notes.first?.location == SourceLocation(file: "Input.swift", line: 1, column: 7))
        #expect(plan.views.isEmpty)
    }

    @Test("near miss: the runtime's UIView named in full beside the module's own")
    func runtimeUIViewInFull() {
        let view = Self.view.replacingOccurrences(of: ": UIView", with: ": ComponentRuntime.UIView")
        let source = "class UIView {}\n" + view
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.views.map(\.typeName) == ["CardView"])
    }
}
