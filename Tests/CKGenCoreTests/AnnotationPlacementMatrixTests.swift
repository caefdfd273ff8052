import Testing

@testable import CKGenCore

/// V2, every annotation on every kind of declaration (issue 34, fresh bugs in the misplaced-annotation rules): where
/// each belongs it is accepted, anywhere else it is an error at the annotation with the exact message.
@Suite("Annotation placement: each annotation on each kind of declaration")
struct AnnotationPlacementMatrixTests {
    static let typeAnnotations: [AnnotationName] = [.view, .eventProxy]
    static let memberAnnotations: [AnnotationName] = [.attribute, .ignore, .action, .event]

    /// How each annotation is written: with the arguments it needs, so only its place can be wrong.
    static func spelling(_ name: AnnotationName) -> String {
        switch name {
        case .attribute: "@ck.attribute(id: \"X.y\")"
        case .event: "@ck.event(\"E\")"
        default: "@ck.\(name.rawValue)"
        }
    }

    @Test(
        "'@ck.view' and '@ck.eventProxy' on anything but a class: an error naming the kind with its article",
        arguments: [
            ("struct S {}", "a struct", "S"), ("enum E {}", "an enum", "E"), ("actor A {}", "an actor", "A"),
            ("protocol P {}", "a protocol", "P"), ("extension UIView {}", "an extension", "UIView"),
        ]
    )
    func typeAnnotationOnNonClass(_ declaration: String, _ kind: String, _ type: String) throws {
        for name in Self.typeAnnotations {
            try assertDiagnostics(
                "/// 1️⃣\(Self.spelling(name))\n\(declaration)\n",
                [DiagnosticSpec("1️⃣", ValidationMessage.classAnnotationOnNonClass(name, kind: kind, type: type))]
            )
        }
        #expect(
            ValidationMessage.classAnnotationOnNonClass(.view, kind: kind, type: type).text
                == "'@ck.view' belongs on a class declaration, not on \(kind) ('\(type)')"
        )
    }

    @Test("member annotations on a type: an error naming the type")
    func memberAnnotationOnType() throws {
        for name in Self.memberAnnotations {
            for declaration in ["final class C {}", "struct S {}"] {
                let type = declaration.contains("class") ? "C" : "S"
                try assertDiagnostics(
                    "/// 1️⃣\(Self.spelling(name))\n\(declaration)\n",
                    [DiagnosticSpec("1️⃣", ValidationMessage.memberAnnotationOnType(name, type: type))]
                )
            }
        }
    }

    @Test("on a property: '@ck.attribute' and '@ck.ignore' belong; the others are errors saying where they go")
    func onProperty() throws {
        for name in Self.typeAnnotations + [.action, .event] {
            try assertDiagnostics(
                """
                /// @ck.view
                final class BadgeView: UIView {
                    /// 1️⃣\(Self.spelling(name))
                    var count: Int = 0
                }
                """,
                [DiagnosticSpec("1️⃣", ValidationMessage.annotationOnProperty(name, property: "count"))]
            )
        }
        for name in [AnnotationName.attribute, .ignore] {
            let (_, diagnostics) = Snippets(
                """
                /// @ck.view
                final class BadgeView: UIView {
                    /// \(Self.spelling(name))
                    var count: Int = 0
                }
                """
            ).lint()
            #expect(diagnostics.isEmpty, "\(name): \(diagnostics)")
        }
        #expect(
            ValidationMessage.annotationOnProperty(.action, property: "p").text
                == "'@ck.action' cannot go on the property 'p'; put it on a method"
        )
        #expect(
            ValidationMessage.annotationOnProperty(.event, property: "p").text
                == "'@ck.event' cannot go on the property 'p'; put it on a method"
        )
        #expect(
            ValidationMessage.annotationOnProperty(.view, property: "p").text
                == "'@ck.view' cannot go on the property 'p'; put it on a class"
        )
    }

    @Test("on an initializer: every annotation but '@ck.ignore' (no factory) is an error, with the annotation's name")
    func onInitializer() throws {
        for name in Self.typeAnnotations + Self.memberAnnotations where name != .ignore {
            try assertDiagnostics(
                """
                /// @ck.view
                final class BadgeView: UIView {
                    /// 1️⃣\(Self.spelling(name))
                    init(count: Int) { super.init(frame: .zero) }
                }
                """,
                [DiagnosticSpec("1️⃣", ValidationMessage.annotationOnInitializer(name.rawValue))]
            )
        }
    }

    @Test("on a method: '@ck.view' and '@ck.eventProxy' are errors naming the method")
    func onMethod() throws {
        for name in Self.typeAnnotations {
            try assertDiagnostics(
                """
                final class CardComponent: CompositeComponent {
                    /// 1️⃣\(Self.spelling(name))
                    func didTap(_ sender: Component) {}
                }
                """,
                [DiagnosticSpec("1️⃣", ValidationMessage.classAnnotationOnMethod(name, method: "didTap(_:)"))]
            )
        }
    }
}
