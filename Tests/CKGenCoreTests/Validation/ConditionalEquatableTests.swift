import Testing

@testable import CKGenCore

/// Issue 41, item 4: an `Equatable` conformance declared only under `#if` (an extension the type itself is not
/// inside) is missing where the condition is false, and the generated file is compiled there too: the member is left
/// out with a warning that names the condition. A conformance in the type's own declaration, or under the same
/// `#if` as the whole type, holds wherever the type does.
@Suite("Equatable only under #if")
struct ConditionalEquatableTests {
    @Test("a conformance in an extension under #if: left out, with the condition named")
    func conditionalExtension() {
        let source = """
            struct Badge {}
            #if DEBUG
            extension Badge: Equatable {}
            #endif
            /// @ck.view
            final class BadgeView: UIView {
                var badge = Badge()
                var count: Int = 0
            }
            """
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.map(\.id) == ["ckgen.validation.unsupportedAttributeType"])
        #expect(diagnostics.first?.message.contains("conforms to Equatable only under '#if DEBUG'") == true)
        #expect(plan.views.first?.attributes.map(\.name) == ["count"])
    }

    @Test("near misses: unconditional extension, a type wholly under the same #if, alternative declarations")
    func holds() {
        let source = """
            struct Plain {}
            extension Plain: Equatable {}
            #if DEBUG
            struct Debug {}
            extension Debug: Equatable {}
            /// @ck.view
            final class DebugView: UIView {
                var debug = Debug()
            }
            #endif
            #if os(iOS)
            struct Either: Equatable {}
            #else
            struct Either: Equatable {}
            #endif
            /// @ck.view
            final class BadgeView: UIView {
                var plain = Plain()
                var either = Either()
            }
            """
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.views.map(\.typeName) == ["BadgeView", "DebugView"])
        #expect(plan.views.map { $0.attributes.map(\.name) } == [["either", "plain"], ["debug"]])
    }
}
