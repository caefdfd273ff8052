import Testing

@testable import CKGenCore

/// G4's checks on event proxies (issue 34, fresh bugs in validation rules): a handler outside a proxy, a proxy with
/// no handler, a generic proxy, two event names sharing a constant. Each with its exact message, location and
/// notes, beside the near miss.
@Suite("Event proxies: handlers outside one, empty and generic proxies, clashing constants")
struct EventProxyRuleTests {
    @Test("a handler in a class not marked as a proxy: an error at its '@ck.event', noting the class")
    func handlerOutsideProxy() throws {
        try assertDiagnostics(
            """
            final class 2️⃣FeedHandlers {
                /// 1️⃣@ck.event("Open")
                func open() {}
                func other() {}
            }
            """,
            [
                DiagnosticSpec(
                    "1️⃣",
                    ValidationMessage.handlerOutsideProxy(method: "open()", event: "Open", type: "FeedHandlers"),
                    notes: [("2️⃣", .declaredHere("FeedHandlers"))]
                )
            ]
        )
        // Near miss: marked, the same class is a proxy with that handler.
        let (plan, diagnostics) = Snippets(
            """
            /// @ck.eventProxy
            final class FeedHandlers {
                /// @ck.event("Open")
                func open() {}
            }
            """
        ).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.proxies.map(\.typeName) == ["FeedHandlers"])
        #expect(plan.proxies.first?.strategies.map(\.eventConstant) == ["open"])
        #expect(plan.events.map(\.name) == ["Open"])
    }

    @Test("a proxy with no handler: a warning at its annotation, and a proxy still generated")
    func emptyProxy() throws {
        try assertDiagnostics(
            """
            /// 1️⃣@ck.eventProxy
            final class FeedHandlers {
                func open() {}
            }
            """,
            [DiagnosticSpec("1️⃣", ValidationMessage.emptyEventProxy("FeedHandlers"))]
        )
        #expect(ValidationMessage.emptyEventProxy("P").severity == .warning)
        let (plan, _) = Snippets("/// @ck.eventProxy\nfinal class FeedHandlers {}\n").lint()
        #expect(plan.proxies.map(\.typeName) == ["FeedHandlers"])
        #expect(plan.proxies.first?.strategies.isEmpty == true)
    }

    @Test("a generic proxy: an error at its annotation, and no proxy; a non-generic one is generated")
    func genericProxy() throws {
        try assertDiagnostics(
            """
            /// 1️⃣@ck.eventProxy
            final class FeedHandlers<Item> {
                /// @ck.event("Open")
                func open() {}
            }
            """,
            [DiagnosticSpec("1️⃣", ValidationMessage.genericEventProxy("FeedHandlers"))]
        )
        let (plan, _) = Snippets(
            """
            /// @ck.eventProxy
            final class FeedHandlers<Item> {
                /// @ck.event("Open")
                func open() {}
            }
            """
        ).lint()
        #expect(plan.proxies.isEmpty)
    }

    @Test("two event names with one constant: an error at the second, noting the first; the same name twice is one")
    func constantClash() throws {
        try assertDiagnostics(
            """
            /// @ck.eventProxy
            final class FeedHandlers {
                /// 2️⃣@ck.event("user.tap")
                func a() {}
                /// 1️⃣@ck.event("userTap")
                func b() {}
            }
            """,
            [
                DiagnosticSpec(
                    "1️⃣",
                    ValidationMessage.eventConstantClash("userTap", existing: "user.tap", new: "userTap"),
                    notes: [("2️⃣", .declaredHere("user.tap"))]
                )
            ]
        )
        let (plan, diagnostics) = Snippets(
            """
            /// @ck.eventProxy
            final class FeedHandlers {
                /// @ck.event("user.tap")
                func a() {}
            }
            /// @ck.eventProxy
            final class OtherHandlers {
                /// @ck.event("user.tap")
                func b(_ info: UserInfo) {}
            }
            """
        ).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.events.map(\.constant) == ["userTap"])
        #expect(plan.proxies.map(\.typeName) == ["FeedHandlers", "OtherHandlers"])
        #expect(plan.proxies.last?.strategies.map(\.takesUserInfo) == [true])
        #expect(plan.proxies.first?.strategies.map(\.takesUserInfo) == [false])
    }

    @Test("handlers: nothing or one UserInfo (its label kept); another type, or two, is rejected")
    func handlerArguments() throws {
        let (plan, diagnostics) = Snippets(
            """
            /// @ck.eventProxy
            final class FeedHandlers {
                /// @ck.event("A")
                func a(info: UserInfo) {}
                /// @ck.event("B")
                func b(_ info: UserInfo) {}
            }
            """
        ).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.proxies.first?.strategies.map(\.userInfoLabel) == ["info", nil])
        try assertDiagnostics(
            """
            /// @ck.eventProxy
            final class FeedHandlers {
                /// @ck.event("A")
                func 1️⃣a(_ count: Int) {}
                /// @ck.event("B")
                func 2️⃣b(_ info: UserInfo, _ more: UserInfo) {}
                /// @ck.event("C")
                func c() {}
            }
            """,
            [
                DiagnosticSpec("1️⃣", ValidationMessage.unsupportedHandlerArguments(method: "a(_:)")),
                DiagnosticSpec("2️⃣", ValidationMessage.unsupportedHandlerArguments(method: "b(_:_:)")),
            ]
        )
    }
}
