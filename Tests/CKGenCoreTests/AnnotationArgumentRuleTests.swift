import Testing

@testable import CKGenCore

/// V1 on annotation arguments (issue 34, fresh bugs): annotations that take none, an empty identifier, an empty
/// event name. Each from both sides, with the exact message at the argument.
@Suite("Annotation arguments: none where none are taken, nothing empty")
struct AnnotationArgumentRuleTests {
    @Test("'@ck.view' with an argument is rejected at the argument; with empty brackets or none it is a view")
    func viewArguments() throws {
        try assertDiagnostics(
            """
            /// @ck.view(1️⃣"Badge")
            final class BadgeView: UIView {
                var count: Int = 0
            }
            /// @ck.view(2️⃣name: "Other")
            final class OtherView: UIView {
                var count: Int = 0
            }
            """,
            [
                DiagnosticSpec("1️⃣", ValidationMessage.annotationTakesNoArguments(.view)),
                DiagnosticSpec("2️⃣", ValidationMessage.annotationTakesNoArguments(.view)),
            ]
        )
        for marker in ["/// @ck.view()", "/// @ck.view"] {
            let (plan, diagnostics) = Snippets(
                """
                \(marker)
                final class BadgeView: UIView {
                    var count: Int = 0
                }
                """
            ).lint()
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            #expect(plan.views.map(\.typeName) == ["BadgeView"])
        }
    }

    @Test("a view annotated with an argument is not planned")
    func rejectedViewNotPlanned() {
        let (plan, _) = Snippets(
            """
            /// @ck.view("x")
            final class BadgeView: UIView {
                var count: Int = 0
            }
            """
        ).lint()
        #expect(plan.views.isEmpty)
    }

    @Test("'@ck.ignore', '@ck.action' and '@ck.eventProxy' take no arguments either")
    func otherNoArgumentAnnotations() throws {
        try assertDiagnostics(
            """
            /// @ck.view
            final class BadgeView: UIView {
                /// @ck.ignore(1️⃣"why")
                var count: Int = 0
            }
            final class CardComponent: CompositeComponent {
                /// @ck.action(2️⃣"tap")
                func didTap(_ sender: Component) {}
            }
            /// @ck.eventProxy(3️⃣"feed")
            final class FeedEventProxy {
                func open() {}
            }
            """,
            [
                DiagnosticSpec("1️⃣", ValidationMessage.annotationTakesNoArguments(.ignore)),
                DiagnosticSpec("2️⃣", ValidationMessage.annotationTakesNoArguments(.action)),
                DiagnosticSpec("3️⃣", ValidationMessage.annotationTakesNoArguments(.eventProxy)),
            ]
        )
        #expect(ValidationMessage.annotationTakesNoArguments(.eventProxy).text == "'@ck.eventProxy' takes no arguments")
    }

    @Test("the same annotations without arguments are accepted")
    func otherNoArgumentNearMiss() {
        let (plan, diagnostics) = Snippets(
            """
            /// @ck.view
            final class BadgeView: UIView {
                /// @ck.ignore
                var count: Int = 0
                var title: String = ""
            }
            final class CardComponent: CompositeComponent {
                /// @ck.action()
                func didTap(_ sender: Component) {}
            }
            /// @ck.eventProxy
            final class FeedEventProxy {
                /// @ck.event("Open")
                func open() {}
            }
            """
        ).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.views.first?.attributes.map(\.name) == ["title"])
        #expect(plan.actionTables.first?.entries.count == 1)
        #expect(plan.proxies.count == 1)
    }

    @Test("an empty attribute identifier is rejected at the argument; one character is enough")
    func emptyAttributeID() throws {
        try assertDiagnostics(
            """
            /// @ck.view
            final class BadgeView: UIView {
                /// @ck.attribute(1️⃣id: "")
                var count: Int = 0
                /// @ck.attribute(id: "x")
                var title: String = ""
            }
            """,
            [DiagnosticSpec("1️⃣", ValidationMessage.emptyAttributeID)]
        )
        #expect(ValidationMessage.emptyAttributeID.text == "the attribute identifier is empty")
        let (plan, _) = Snippets(
            """
            /// @ck.view
            final class BadgeView: UIView {
                /// @ck.attribute(id: "x")
                var title: String = ""
            }
            """
        ).lint()
        #expect(plan.views.first?.attributes.map(\.identifier) == ["x"])
    }

    @Test("an empty event name is rejected at the argument; one character is enough")
    func emptyEventName() throws {
        try assertDiagnostics(
            """
            /// @ck.eventProxy
            final class FeedEventProxy {
                /// @ck.event(1️⃣"")
                func open() {}
                /// @ck.event("R")
                func refresh() {}
            }
            """,
            [DiagnosticSpec("1️⃣", ValidationMessage.emptyEventName)]
        )
        #expect(ValidationMessage.emptyEventName.text == "the event name is empty")
    }

    @Test("'@ck.event' needs exactly one unlabelled name: none, two, or a label are rejected")
    func eventNeedsName() throws {
        try assertDiagnostics(
            """
            /// @ck.eventProxy
            final class FeedEventProxy {
                /// 1️⃣@ck.event
                func a() {}
                /// @ck.event(2️⃣"A", "B")
                func b() {}
                /// @ck.event(3️⃣name: "C")
                func c() {}
                /// @ck.event("D")
                func d() {}
            }
            """,
            [
                DiagnosticSpec("1️⃣", ValidationMessage.eventNeedsName),
                DiagnosticSpec("2️⃣", ValidationMessage.eventNeedsName),
                DiagnosticSpec("3️⃣", ValidationMessage.eventNeedsName),
            ]
        )
    }

    @Test("'@ck.attribute' takes 'id:' once and nothing else, and needs it")
    func attributeArguments() throws {
        try assertDiagnostics(
            """
            /// @ck.view
            final class BadgeView: UIView {
                /// @ck.attribute(id: "a", 1️⃣id: "b")
                var a: Int = 0
                /// @ck.attribute(2️⃣name: "b")
                var b: Int = 0
                /// @ck.attribute(3️⃣"c")
                var c: Int = 0
                /// 4️⃣@ck.attribute
                var d: Int = 0
                /// 5️⃣@ck.attribute()
                var e: Int = 0
                /// @ck.attribute(id: "f", 6️⃣other: "g")
                var f: Int = 0
                /// @ck.attribute(id: "ok")
                var g: Int = 0
            }
            """,
            [
                DiagnosticSpec("1️⃣", ValidationMessage.attributeIDTwice),
                DiagnosticSpec("2️⃣", ValidationMessage.attributeTakesOnlyID),
                DiagnosticSpec("3️⃣", ValidationMessage.attributeTakesOnlyID),
                DiagnosticSpec("4️⃣", ValidationMessage.attributeNeedsID),
                DiagnosticSpec("5️⃣", ValidationMessage.attributeNeedsID),
                DiagnosticSpec("6️⃣", ValidationMessage.attributeTakesOnlyID),
            ]
        )
        #expect(ValidationMessage.attributeIDTwice.text == "'@ck.attribute' takes 'id:' once")
    }
}
