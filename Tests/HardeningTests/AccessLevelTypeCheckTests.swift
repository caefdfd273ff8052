import Foundation
import Testing

/// Issue 34: with `--access-level public`, generated members are public only where that compiles: not for a type
/// whose effective access is lower (internal, or public inside an internal type), nor for an attribute or factory
/// of an internal member or whose parameters name an internal type. Before, such inputs gave code with a dozen
/// compiler errors and no word from ckgen. Both access levels, compiled with swiftc against the runtime.
@Suite("Adversarial: generated access levels")
struct AccessLevelTypeCheckTests {
    static let source = """
        import ComponentRuntime

        enum CardStyle { case plain, fancy }
        typealias Money = Int

        /// @ck.view
        final class CardView: UIView {
            var style: CardStyle = .plain
            var title: String = ""
            func setPair(_ a: Int, b: CardStyle) {}
            init(style: CardStyle) { super.init(frame: .zero) }
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { fatalError("not used") }
        }

        enum Screens {
            /// @ck.view
            public final class BadgeView: UIView {
                public var count: Int = 0
                public init(limit: Int) { super.init(frame: .zero) }
                public override init(frame: CGRect) { super.init(frame: frame) }
                public required init?(coder: NSCoder) { fatalError("not used") }
            }

            public final class BadgeComponent: CompositeComponent {
                public struct State { public var on = false }
                public init() { super.init(scope: "badge") }
                /// @ck.action
                public func didTap() {}
            }

            public final class BadgeComponentController: ComponentController<BadgeComponent> {}

            /// @ck.eventProxy
            public final class BadgeEvents {
                /// @ck.event("Badge")
                public func badge() {}
            }
        }

        /// @ck.view
        public final class PublicView: UIView {
            public var title: String = ""
            var style: CardStyle = .plain
            public func setSize(_ width: Int, height: Int) {}
            // Internal members: no public API, even when their types are public (an internal alias included).
            var amount: Money = 0
            func setCorner(_ radius: Double) {}
            func setPair(_ a: Int, b: CardStyle) {}
            public init(size: Int) { super.init(frame: .zero) }
            init(style: CardStyle) { super.init(frame: .zero) }
            public override init(frame: CGRect) { super.init(frame: frame) }
            public required init?(coder: NSCoder) { fatalError("not used") }
        }

        final class ListComponent: CompositeComponent {
            struct State { var count = 0 }
            init() { super.init(scope: "list") }
            /// @ck.action
            func tap() {}
        }

        final class ListComponentController: ComponentController<ListComponent> {}

        /// @ck.eventProxy
        final class ListEvents {
            /// @ck.event("Refresh")
            func refresh() {}
        }
        """

    @Test("internal types, a public type nested in an internal one, internal parameter types: code that compiles")
    func compiles() throws {
        for access in ["public", "internal"] {
            let scenario = try Scenario("access-\(access)", files: ["Sources/Input.swift": Self.source])
            let (run, _) = try scenario.generate(extra: ["--access-level", access])
            #expect(run.status == 0, "\(access): \(run.standardError)")
            let errors = try scenario.typeCheckErrors()
            #expect(errors == "", "\(access): \(errors)")
            let output = scenario.output ?? ""
            // The near misses: what can be public is, when asked for.
            let isPublic = access == "public"
            #expect(output.contains("public static func title(_ value: String) -> Self") == isPublic, "\(output)")
            #expect(output.contains("public static func size(_ width: Int, height: Int) -> Self") == isPublic)
            #expect(output.contains("public struct SetSizeArguments: Equatable") == isPublic)
            #expect(output.contains("public static func publicView(size: Int) -> Self") == isPublic)
            // Never public: the internal view's members, the nested public view's, and those naming CardStyle.
            for member in [
                "func style(_ value: CardStyle)", "func pair(_ a: Int, b: CardStyle)", "func count(_ value: Int)",
                "func cardView(style: CardStyle)", "func publicView(style: CardStyle)", "func badgeView(limit: Int)",
                "struct SetPairArguments", "func amount(_ value: Money)", "func corner(_ radius: Double)",
            ] {
                #expect(output.contains(member), "\(member) is missing")
                #expect(
                    !output.contains("public static " + member) && !output.contains("public " + member),
                    "\(member)"
                )
            }
        }
    }
}
