import Testing

@testable import CKGenCore

/// V3 for attributes: generated code, in another file, sets the view's properties, so a setter that is private
/// or fileprivate cannot be an attribute. Asking for one with `@ck.attribute` is an error that names the access
/// level; without the annotation the property is left out quietly.
@Suite("Attribute access levels")
struct AttributeAccessTests {
    @Test("'@ck.attribute' on a private or fileprivate setter: unreachableMember at the property")
    func annotatedUnreachableSetters() throws {
        try assertDiagnostics(
            """
            /// @ck.view
            final class BadgeView: UIView {
                /// @ck.attribute(id: "Badge.a")
                fileprivate(set) var 1️⃣a: Int = 0
                /// @ck.attribute(id: "Badge.b")
                private(set) var 2️⃣b: Int = 0
                /// @ck.attribute(id: "Badge.c")
                fileprivate var 3️⃣c: Int = 0
                /// @ck.attribute(id: "Badge.d")
                internal(set) var d: Int = 0
            }
            """,
            [
                DiagnosticSpec(marker: "1️⃣", id: "ckgen.validation.unreachableMember", message: "fileprivate"),
                DiagnosticSpec(marker: "2️⃣", id: "ckgen.validation.unreachableMember", message: "private"),
                DiagnosticSpec(marker: "3️⃣", id: "ckgen.validation.unreachableMember", message: "fileprivate"),
            ]
        )
    }

    @Test("without '@ck.attribute', unreachable setters are left out quietly and reachable ones are attributes")
    func unannotatedSetters() {
        let source = """
            /// @ck.view
            final class BadgeView: UIView {
                fileprivate(set) var a: Int = 0
                private(set) var b: Int = 0
                fileprivate var c: Int = 0
                internal(set) var d: Int = 0
                var e: Int = 0
                fileprivate func setF(_ value: Int) {}
                func setG(_ value: Int) {}
            }
            """
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.views.first?.attributes.map(\.name) == ["d", "e", "g"])
    }

    @Test("'@ck.attribute' on a fileprivate set… method: unreachableMember at the method")
    func annotatedUnreachableMethod() throws {
        try assertDiagnostics(
            """
            /// @ck.view
            final class BadgeView: UIView {
                /// @ck.attribute(id: "Badge.f")
                fileprivate func 1️⃣setF(_ value: Int) {}
                /// @ck.attribute(id: "Badge.g")
                func setG(_ value: Int) {}
            }
            """,
            [DiagnosticSpec(marker: "1️⃣", id: "ckgen.validation.unreachableMember", message: "fileprivate")]
        )
    }
}
