import Testing

@testable import CKGenCore

/// A type declared inside a function, a closure or an accessor is local: generated code at file scope cannot name
/// it, so ckgen warns about its annotation and reads nothing of it.
@Suite("Annotated local types")
struct LocalTypeTests {
    @Test(
        "inside a function, a closure or a computed property: a warning, and no view",
        arguments: [
            "func make() {\n    /// @ck.view\n    final class 1️⃣LocalView: UIView {}\n}",
            "let make: () -> Void = {\n    /// @ck.view\n    final class 1️⃣LocalView: UIView {}\n}",
            "var made: Int {\n    /// @ck.view\n    final class 1️⃣LocalView: UIView {}\n    return 0\n}",
        ]
    )
    func local(_ source: String) throws {
        try assertDiagnostics(
            source,
            [DiagnosticSpec(marker: "1️⃣", id: "ckgen.parsing.localType", severity: .warning)]
        )
        #expect(Snippets(locateMarkers(in: source).source).lint().plan.views.isEmpty)
    }

    @Test("a nested type is not local: it is read")
    func nested() {
        let source = "enum Feed {\n    /// @ck.view\n    final class BadgeView: UIView {}\n}\n"
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.views.map(\.typeName) == ["Feed.BadgeView"])
    }
}
