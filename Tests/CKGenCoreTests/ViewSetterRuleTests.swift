import Testing

@testable import CKGenCore

/// Which methods of a `@ck.view` are setters (issue 34, fresh bugs): `set`, a capital, at least one parameter; and
/// which setters can be attributes. Each condition alone, from both sides.
@Suite("View setters: the name rule and the shapes ckgen can call")
struct ViewSetterRuleTests {
    static func attributes(_ members: String) -> [String] {
        let (plan, _) = Snippets(
            """
            /// @ck.view
            final class BadgeView: UIView {
            \(members)
            }
            """
        ).lint()
        return plan.views.first?.attributes.map(\.name) ?? []
    }

    @Test("'set' and one capital is a setter; 'set' alone, a lower-case letter, '_' or no parameter is not")
    func setterNames() {
        #expect(Self.attributes("    func setA(_ a: Int) {}") == ["a"])
        #expect(Self.attributes("    func setZ(_ z: Int) {}") == ["z"])
        #expect(Self.attributes("    func setTitle(_ title: String) {}") == ["title"])
        #expect(Self.attributes("    func set(_ a: Int) {}") == [])
        #expect(Self.attributes("    func setup(_ a: Int) {}") == [])
        #expect(Self.attributes("    func set_a(_ a: Int) {}") == [])
        #expect(Self.attributes("    func setTitle() {}") == [])
        #expect(Self.attributes("    func getTitle(_ title: String) {}") == [])
        #expect(Self.attributes("    func resetTitle(_ title: String) {}") == [])
    }

    @Test("names beyond ASCII: 'set' and an upper-case letter is a setter, a lower-case one is not")
    func nonASCIISetterNames() {
        #expect(Self.attributes("    func setÉtat(_ a: Int) {}") == ["état"])
        #expect(Self.attributes("    func setétat(_ a: Int) {}") == [])
        #expect(Self.attributes("    func sét(_ a: Int) {}") == [])
    }

    @Test("a setter with two parameters gets an arguments type; with one it does not")
    func argumentsType() {
        let (plan, _) = Snippets(
            """
            /// @ck.view
            final class BadgeView: UIView {
                func setTitle(_ title: String, color: Int) {}
                func setCount(_ count: Int) {}
            }
            """
        ).lint()
        let attributes = plan.views.first?.attributes ?? []
        #expect(attributes.map(\.name) == ["count", "title"])
        #expect(attributes.map(\.argumentsType) == [nil, "SetTitleArguments"])
    }

    @Test(
        "an annotated setter that is async, throws, generic, takes inout or returns a value: an error at the annotation",
        arguments: [
            "func setTitle(_ title: String) async {}",
            "func setTitle(_ title: String) throws {}",
            "func setTitle<T>(_ title: T) {}",
            "func setTitle(_ title: inout String) {}",
            "func setTitle(_ title: String) -> Bool { true }",
        ]
    )
    func unsupportedSetter(_ method: String) throws {
        let name = method.contains("<T>") ? "setTitle(_:)" : "setTitle(_:)"
        try assertDiagnostics(
            """
            /// @ck.view
            final class BadgeView: UIView {
                /// 1️⃣@ck.attribute(id: "Badge.title")
                \(method)
                func setCount(_ count: Int) {}
            }
            """,
            [DiagnosticSpec("1️⃣", ValidationMessage.unsupportedSetter(method: name))]
        )
        // Unannotated, the same method is left out quietly.
        #expect(Self.attributes("    " + method + "\n    func setCount(_ count: Int) {}") == ["count"])
    }

    @Test("the near miss: an annotated plain setter is an attribute with its identifier")
    func supportedSetter() {
        let (plan, diagnostics) = Snippets(
            """
            /// @ck.view
            final class BadgeView: UIView {
                /// @ck.attribute(id: "Badge.title")
                func setTitle(_ title: String) {}
            }
            """
        ).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.views.first?.attributes.map(\.identifier) == ["Badge.title"])
    }

    @Test("a static setter is no attribute")
    func staticSetter() {
        #expect(Self.attributes("    static func setTitle(_ title: String) {}") == [])
        #expect(Self.attributes("    func setTitle(_ title: String) {}") == ["title"])
    }

    @Test("a property whose type ckgen cannot tell: a warning at the property, and no attribute")
    func unknownPropertyType() throws {
        try assertDiagnostics(
            """
            /// @ck.view
            final class BadgeView: UIView {
                var 1️⃣count = makeCount()
                var title: String = ""
            }
            """,
            [DiagnosticSpec("1️⃣", ValidationMessage.unknownPropertyType(property: "count"))]
        )
        #expect(Self.attributes("    var count = makeCount()\n    var title: String = \"\"") == ["title"])
        // Near miss: a literal tells the type.
        #expect(Self.attributes("    var count = 0\n    var title: String = \"\"") == ["count", "title"])
        #expect(
            ValidationMessage.unknownPropertyType(property: "count").text
                == "ckgen cannot tell the type of 'count'; add a type annotation, or mark it '/// @ck.ignore'"
        )
    }
}
