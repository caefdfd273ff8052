import Foundation
import Testing

/// Issue 34, item 1: members declared in both branches of `#if`/`#else` (an attribute, a factory, an action, an
/// event handler) are generated under each branch's condition, and the generated file type-checks in either
/// configuration.
@Suite("Members in both branches of #if type-check in each configuration")
struct ConditionalBranchTypeCheckTests {
    static let source = """
        import ComponentRuntime

        /// @ck.view
        final class CardView: UIView {
        #if DEBUG
            var title: String = "debug"
            convenience init(style: Int) { self.init() }
        #else
            var title: String = ""
            convenience init(style: Int) { self.init() }
        #endif
        }
        final class CardComponent: CompositeComponent {
        #if DEBUG
            /// @ck.action
            func didTap(_ sender: Any) { print(sender) }
        #else
            /// @ck.action
            func didTap(_ sender: Any) {}
        #endif
        }
        /// @ck.eventProxy
        final class Proxy {
        #if DEBUG
            /// @ck.event("tap")
            func onTap() {}
        #else
            /// @ck.event("tap")
            func onTap(_ info: UserInfo) {}
        #endif
        }
        @MainActor func use() -> [AttributeValue<CardView>] { [.title("a")] }
        @MainActor func make() -> ViewClass<CardView> { .cardView(style: 1) }
        func selectors() -> [ActionSelector] { [.didTap] }
        """

    @Test("with and without DEBUG", arguments: [[], ["-D", "DEBUG"]])
    func bothConfigurations(_ flags: [String]) throws {
        let scenario = try Scenario(
            "typecheck-if-else-\(flags.count)",
            files: ["Sources/Input.swift": Self.source]
        )
        let (run, _) = try scenario.generate()
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError == "", "\(run.standardError)")
        #expect(try scenario.typeCheckErrors(extraFiles: flags) == "")
    }
}
