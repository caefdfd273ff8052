import Testing

@testable import CKGenCore

/// Issue 41, item 8 (two bugs planted on purpose survived every suite): with `--access-level public`, an attribute
/// or factory is public only when its view is public outside the module: not for an internal view with public
/// members, and not for a public view nested in a public type that is itself nested in an internal one (every type
/// around it limits it, not only the nearest). Either mistake gives a `public` member of an extension whose
/// subject is internal, which does not compile.
@Suite("Public attributes: only for views public outside the module")
struct PublicAttributeAccessTests {
    static let source = """
        /// @ck.view
        final class InternalView: UIView {
            public var title: String = ""
            public init(size: Int) { super.init(frame: .zero) }
        }
        enum Outer {
            public enum Middle {
                /// @ck.view
                public final class DeepView: UIView {
                    public var count: Int = 0
                    public init(limit: Int) { super.init(frame: .zero) }
                }
            }
        }
        public enum Screens {
            public enum Parts {
                /// @ck.view
                public final class BadgeView: UIView {
                    public var label: String = ""
                    public init(kind: Int) { super.init(frame: .zero) }
                }
            }
        }
        """

    @Test("an internal view's public members and a view inside an internal type two levels up stay internal")
    func limitedByEveryEnclosingType() throws {
        let (plan, _) = Snippets(Self.source).lint()
        #expect(plan.views.map(\.typeName) == ["InternalView", "Outer.Middle.DeepView", "Screens.Parts.BadgeView"])
        #expect(plan.views.map(\.typeIsPublic) == [false, false, true])

        let output = try Snippets(Self.source).render(access: .public)
        for internalMember in [
            "static func title(_ value: String) -> Self", "static func internalView(size: Int) -> Self",
            "static func count(_ value: Int) -> Self", "static func deepView(limit: Int) -> Self",
            "struct InitSizeArguments", "struct InitLimitArguments",
        ] {
            #expect(output.contains(internalMember), "\(internalMember) is missing")
            #expect(!output.contains("public " + internalMember), "\(internalMember) is public")
        }
        // The near miss: public all the way out, so public when asked for.
        for publicMember in [
            "public static func label(_ value: String) -> Self", "public static func badgeView(kind: Int) -> Self",
            "public struct InitKindArguments",
        ] {
            #expect(output.contains(publicMember), "\(publicMember) is missing")
        }
    }
}
