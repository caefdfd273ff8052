import Testing

@testable import CKGenCore

/// G1's checks on view members (issue 34, fresh bugs in validation rules): `@ck.attribute` and `@ck.ignore` outside
/// a view, members the generated code cannot reach, generic views, and argument structs that would share a name.
@Suite("View members: stray annotations, reach, generic views, argument struct names")
struct ViewMemberRuleTests {
    @Test("'@ck.attribute' and '@ck.ignore' in a class not marked as a view: an error at each annotation")
    func strayAnnotations() throws {
        try assertDiagnostics(
            """
            final class BadgeView: UIView {
                /// 1️⃣@ck.attribute(id: "Badge.count")
                var count: Int = 0
                /// 2️⃣@ck.ignore
                func setTitle(_ title: String) {}
            }
            extension BadgeView {
                /// 3️⃣@ck.ignore
                var other: Int { 0 }
            }
            """,
            [
                DiagnosticSpec(
                    "1️⃣",
                    ValidationMessage.viewMemberAnnotationOutsideView(.attribute, member: "count", type: "BadgeView")
                ),
                DiagnosticSpec(
                    "2️⃣",
                    ValidationMessage.viewMemberAnnotationOutsideView(
                        .ignore,
                        member: "setTitle(_:)",
                        type: "BadgeView"
                    )
                ),
                DiagnosticSpec(
                    "3️⃣",
                    ValidationMessage.viewMemberAnnotationOutsideView(.ignore, member: "other", type: "BadgeView")
                ),
            ]
        )
        // Near miss: the same members in a view.
        let (plan, diagnostics) = Snippets(
            """
            /// @ck.view
            final class BadgeView: UIView {
                /// @ck.attribute(id: "Badge.count")
                var count: Int = 0
                /// @ck.ignore
                func setTitle(_ title: String) {}
            }
            """
        ).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.views.first?.attributes.map(\.identifier) == ["Badge.count"])
    }

    @Test("a private setter: no attribute, and an error only when '@ck.attribute' asks for one")
    func unreachableSetter() throws {
        try assertDiagnostics(
            """
            /// @ck.view
            final class BadgeView: UIView {
                private(set) var quiet: Int = 0
                /// @ck.attribute(id: "Badge.loud")
                private(set) var 1️⃣loud: Int = 0
                fileprivate(set) var alsoQuiet: Int = 0
                var shown: Int = 0
            }
            """,
            [
                DiagnosticSpec(
                    "1️⃣",
                    ValidationMessage.unreachableMember("loud", access: .private, annotation: "attribute")
                )
            ]
        )
        let (plan, _) = Snippets(
            """
            /// @ck.view
            final class BadgeView: UIView {
                private(set) var quiet: Int = 0
                fileprivate(set) var alsoQuiet: Int = 0
                var shown: Int = 0
                private var hidden: Int = 0
            }
            """
        ).lint()
        #expect(plan.views.first?.attributes.map(\.name) == ["shown"])
    }

    @Test("a private view: an error at the class, and no plan; a fileprivate one too")
    func unreachableView() throws {
        for access in ["private", "fileprivate"] {
            let (plan, diagnostics) = Snippets(
                """
                /// @ck.view
                \(access) final class BadgeView: UIView {
                    var count: Int = 0
                }
                """
            ).lint()
            #expect(plan.views.isEmpty, "\(access)")
            #expect(diagnostics.map(\.id) == [.validationUnreachableMember], "\(access)")
            #expect(diagnostics.first?.location?.line == 2, "\(access)")
        }
        let (plan, diagnostics) = Snippets("/// @ck.view\nfinal class BadgeView: UIView {\n    var count: Int = 0\n}\n")
            .lint()
        #expect(diagnostics.isEmpty)
        #expect(plan.views.count == 1)
    }

    @Test("a generic view: an error at its annotation, and no plan")
    func genericView() throws {
        try assertDiagnostics(
            """
            /// 1️⃣@ck.view
            final class ListView<Item>: UIView {
                var count: Int = 0
            }
            """,
            [DiagnosticSpec("1️⃣", ValidationMessage.genericView("ListView"))]
        )
    }

    @Test("two setters that would declare one argument struct: the second gets '2' after its name")
    func argumentStructNames() {
        let (plan, diagnostics) = Snippets(
            """
            /// @ck.view
            final class ImageView: UIView {
                func setImage(_ image: Int, for state: Int) {}
                func setImage(_ image: Int, at index: Int) {}
                func setImage(_ image: Int, in place: Int) {}
                func setTitle(_ title: String, color: Int) {}
            }
            """
        ).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let types = plan.views.first?.attributes.compactMap(\.argumentsType) ?? []
        #expect(
            types.sorted() == ["SetImageArguments", "SetImageArguments2", "SetImageArguments3", "SetTitleArguments"]
        )
    }
}
