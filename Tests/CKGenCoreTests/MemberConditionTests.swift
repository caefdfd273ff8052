import Testing

@testable import CKGenCore

/// The condition an attribute is generated under (issue 34, fresh bugs): its own `#if`, the `#if` of the extension
/// it sits in when that differs from the type's, both joined, or none.
@Suite("Member conditions: own, the extension's, both")
struct MemberConditionTests {
    static func conditions(_ source: String) -> [String: String] {
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        var result: [String: String] = [:]
        for attribute in plan.views.first?.attributes ?? [] { result[attribute.name] = attribute.condition ?? "-" }
        return result
    }

    @Test("a member's own condition, the extension's, and both joined with '&&'")
    func joined() {
        let conditions = Self.conditions(
            """
            /// @ck.view
            final class BadgeView: UIView {
                var plain: Int = 0
                #if DEBUG
                var debugOnly: Int = 0
                #endif
            }
            #if os(iOS)
            extension BadgeView {
                var inExtension: Int {
                    get { 0 }
                    set {}
                }
                #if DEBUG
                var both: Int {
                    get { 0 }
                    set {}
                }
                #endif
                func setTitle(_ title: String) {}
            }
            #endif
            """
        )
        #expect(
            conditions == [
                "plain": "-", "debugOnly": "DEBUG", "inExtension": "os(iOS)", "both": "(os(iOS)) && (DEBUG)",
                "title": "os(iOS)",
            ]
        )
    }

    @Test("an extension under the type's own condition adds nothing: the type's code is already under it")
    func sameAsType() {
        let conditions = Self.conditions(
            """
            #if os(iOS)
            /// @ck.view
            final class BadgeView: UIView {
                var plain: Int = 0
            }
            extension BadgeView {
                var inExtension: Int {
                    get { 0 }
                    set {}
                }
                #if DEBUG
                var both: Int {
                    get { 0 }
                    set {}
                }
                #endif
            }
            #endif
            """
        )
        #expect(conditions == ["plain": "-", "inExtension": "-", "both": "DEBUG"])
    }
}
