import Testing

@testable import CKGenCore

/// Which generated attributes and factories may be public (issue 34, fresh bugs in validation rules): the member's
/// own access (its setter's, for a property), and every module type its signature names, lowered to the access of
/// the types it is nested in.
@Suite("Attribute access: what may be public")
struct AttributeAccessRuleTests {
    static let types = """
        struct Hidden: Equatable {}
        public struct Shown: Equatable {}
        struct Outer {
            public struct Inner: Equatable {}
        }
        public struct OpenOuter {
            public struct Inner: Equatable {}
        }
        """

    static func access(_ members: String, viewAccess: String = "public") -> [String: Bool] {
        let (plan, diagnostics) = Snippets(
            """
            \(types)
            /// @ck.view
            \(viewAccess) final class BadgeView: UIView {
            \(members)
            }
            """
        ).lint()
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        var result: [String: Bool] = [:]
        for attribute in plan.views.first?.attributes ?? [] { result[attribute.name] = attribute.canBePublic }
        for factory in plan.views.first?.factories ?? [] { result[factory.name] = factory.canBePublic }
        return result
    }

    @Test("public members naming only public types may be public; one module type that is not, anywhere, may not")
    func types() {
        let access = Self.access(
            """
                public var plain: Int = 0
                public var shown: Shown = Shown()
                public var hidden: Hidden = Hidden()
                public var optionalHidden: Hidden? = nil
                public var arrayHidden: [Hidden] = []
                public var keyHidden: [Hidden: Int] = [:]
                public var valueHidden: [String: Hidden] = [:]
                public var dictionary: [String: Shown] = [:]
                public var genericHidden: Array<Hidden> = []
                public var innerOfInternal: Outer.Inner = Outer.Inner()
                public var innerOfPublic: OpenOuter.Inner = OpenOuter.Inner()
            """
        )
        #expect(
            access == [
                "plain": true, "shown": true, "hidden": false, "optionalHidden": false, "arrayHidden": false,
                "keyHidden": false, "valueHidden": false, "dictionary": true, "genericHidden": false,
                "innerOfInternal": false, "innerOfPublic": true,
            ]
        )
    }

    @Test("the member's own access: its setter's for a property, the method's for a setter method")
    func memberAccess() {
        let access = Self.access(
            """
                public var open: Int = 0
                var internalVar: Int = 0
                package var packageVar: Int = 0
                public internal(set) var internalSetter: Int = 0
                public func setTitle(_ title: String) {}
                func setColor(_ color: Int) {}
                public func setHidden(_ value: Hidden) {}
            """
        )
        #expect(
            access == [
                "open": true, "internalVar": false, "packageVar": false, "internalSetter": false, "title": true,
                "color": false, "hidden": false,
            ]
        )
    }

    @Test("views: a public one is public; one nested in an internal type is not")
    func viewAccess() {
        let (plan, _) = Snippets(
            """
            /// @ck.view
            public final class BadgeView: UIView {
                public var count: Int = 0
            }
            enum Screens {
                /// @ck.view
                public final class InnerView: UIView {
                    public var count: Int = 0
                }
            }
            /// @ck.view
            final class PlainView: UIView {
                public var count: Int = 0
            }
            """
        ).lint()
        var typeIsPublic: [String: Bool] = [:]
        for view in plan.views { typeIsPublic[view.typeName] = view.typeIsPublic }
        #expect(typeIsPublic == ["BadgeView": true, "Screens.InnerView": false, "PlainView": false])
    }
}
