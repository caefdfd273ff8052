import Testing

@testable import CKGenCore

/// Validation's messages as typed values: each case below says what is reported where, and where its notes point
/// (at the other declaration involved), with markers in the source instead of line numbers.
@Suite("Validation messages and their notes")
struct ValidationMessageTests {
    @Test("two actions named alike with different arguments share a constant: the note points at the first")
    func selectorConstantClash() throws {
        try assertDiagnostics(
            """
            final class Row: CompositeComponent {
                /// @ck.action
                func 1️⃣tap() {}
                /// @ck.action
                func 2️⃣tap(_ sender: Any) {}
            }
            """,
            [
                DiagnosticSpec(
                    "2️⃣",
                    ValidationMessage.selectorConstantClash("tap", existing: "tap", new: "tap:"),
                    notes: [("1️⃣", .declaredHere("tap"))]
                )
            ]
        )
    }

    @Test("one proxy handling an event twice: the note points at the other handler")
    func duplicateEventHandler() throws {
        try assertDiagnostics(
            """
            /// @ck.eventProxy
            final class Proxy {
                /// @ck.event("Tapped")
                func 1️⃣first() {}
                /// 2️⃣@ck.event("Tapped")
                func second() {}
            }
            """,
            [
                DiagnosticSpec(
                    "2️⃣",
                    ValidationMessage.duplicateEventHandler(type: "Proxy", event: "Tapped"),
                    notes: [("1️⃣", .handlesItHere("first"))]
                )
            ]
        )
    }

    @Test("a type declared twice: a warning at the second, and a note at the first")
    func duplicateType() throws {
        try assertDiagnostics(
            """
            final class 1️⃣Twice: Component {}
            final class 2️⃣Twice: Component {}
            """,
            [
                DiagnosticSpec("2️⃣", ValidationMessage.duplicateType("Twice"), notes: [("1️⃣", .firstDeclaredHere)])
            ]
        )
    }

    @Test("a member whose type is not Equatable: a warning, or an error when it asked to be an attribute")
    func attributeTypeSeverity() {
        let plain = ValidationMessage.unsupportedAttributeType(
            member: "onTap",
            type: "V",
            valueType: "() -> Void",
            reason: "a function type, which is not Equatable",
            annotated: false
        )
        var annotated = plain
        if case .unsupportedAttributeType(let member, let type, let valueType, let reason, _) = plain {
            annotated = .unsupportedAttributeType(
                member: member,
                type: type,
                valueType: valueType,
                reason: reason,
                annotated: true
            )
        }
        #expect(plain.severity == .warning && annotated.severity == .error)
        #expect(plain.id == annotated.id)
        #expect(plain.text.hasSuffix("ckgen leaves it out (mark it '/// @ck.ignore' to say so)"))
        #expect(annotated.text.hasSuffix("remove '@ck.attribute' or use an Equatable type"))
    }
}
