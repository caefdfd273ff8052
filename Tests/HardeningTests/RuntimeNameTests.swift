import Foundation
import Testing

/// Issue 17, item 8: generated code names the runtime's types through the runtime's module, so a client's own
/// `ActionSelector`, `EventName`, `UserInfo` or `ActionTable` does not change what it means; and a view named like
/// the runtime's generic parameter (`V`) is named through an alias where that parameter is in scope.
@Suite("Adversarial: runtime names")
struct RuntimeNameTests {
    static let source = """
        import ComponentRuntime

        // The client's own types with the runtime's names.
        struct ActionSelector {}
        struct EventName {}
        struct UserInfo {}
        struct ActionTable {}
        struct EventStrategyMap {}
        struct ViewAttribute {}

        /// @ck.view
        final class V: UIView {
            var x: Int = 0
            func setPair(_ a: Int, b: Int) {}
            init(style: Int) { super.init(frame: .zero) }
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { fatalError("not used") }
        }

        final class ListComponent: CompositeComponent {
            /// @ck.action
            func tap() {}
        }

        /// @ck.eventProxy
        final class Proxy {
            /// @ck.event("Refresh")
            func refresh(_ userInfo: ComponentRuntime.UserInfo) {}
        }
        """

    @Test("client types named like the runtime's, and a view named 'V': code that type-checks")
    func shadowing() throws {
        for access in ["internal", "public"] {
            let scenario = try Scenario(
                "runtime-names",
                files: [
                    "Sources/A.swift": access == "public"
                        ? Self.source.replacingOccurrences(
                            of: "final class V: UIView {\n    var x",
                            with: "public final class V: UIView {\n    public var x"
                        )
                        : Self.source
                ]
            )
            let (run, _) = try scenario.generate(extra: ["--access-level", access])
            #expect(run.status == 0, "\(run.standardError)")
            let output = scenario.output ?? ""
            #expect(output.contains("typealias _CKGenView_V = V"), "\(output)")
            #expect(output.contains("extension ComponentRuntime.AttributeValue where V: _CKGenView_V {"))
            #expect(output.contains("static let tap = ComponentRuntime.ActionSelector(\"tap\")"))
            let errors = try scenario.typeCheckErrors()
            #expect(errors == "", "\(access): \(errors)")
        }
    }
}
