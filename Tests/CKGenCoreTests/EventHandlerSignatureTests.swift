import Testing

@testable import CKGenCore

/// V4 for `@ck.event` handlers: an instance method taking one `UserInfo` or nothing, returning nothing, without
/// async or throws. Each rejected shape is shown beside accepted ones.
@Suite("Event handler signatures")
struct EventHandlerSignatureTests {
    @Test(
        "a handler that returns a value, is static, async or throws, or takes another argument is rejected",
        arguments: [
            "func 1️⃣open() -> Bool { true }", "static func 1️⃣open() {}", "func 1️⃣open() async {}",
            "func 1️⃣open() throws {}", "func 1️⃣open(_ index: Int) {}", "func 1️⃣open(_ info: UserInfo, _ x: Int) {}",
        ]
    )
    func rejected(_ handler: String) throws {
        try assertDiagnostics(
            """
            /// @ck.eventProxy
            final class FeedEventProxy {
                /// @ck.event("Open")
                \(handler)
                /// @ck.event("Refresh")
                func refresh(_ info: UserInfo) {}
            }
            """,
            [DiagnosticSpec(marker: "1️⃣", id: "ckgen.validation.unsupportedSignature")]
        )
    }

    @Test(
        "handlers taking nothing, a UserInfo (by any label), or a qualified UserInfo, or returning Void, are accepted"
    )
    func accepted() {
        let source = """
            /// @ck.eventProxy
            final class FeedEventProxy {
                /// @ck.event("A")
                func a() {}
                /// @ck.event("B")
                func b(_ info: UserInfo) {}
                /// @ck.event("C")
                func c(with info: ComponentRuntime.UserInfo) {}
                /// @ck.event("D")
                func d() -> Void {}
                /// @ck.event("E")
                func e(_ info: UserInfo) -> () {}
            }
            """
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.proxies.first?.strategies.map(\.takesUserInfo) == [false, true, true, false, true])
    }
}
