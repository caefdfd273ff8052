import ComponentRuntime
import Foundation
import Testing

/// The end of the action chain: the application responder is the target of an action only if it handles it;
/// otherwise there is no target, and sending reports that no responder handles the action.
@MainActor
@Suite("Actions no responder handles")
struct UnhandledActionTargetTests {
    @Test("an application responder that does not handle the action is not its target")
    func applicationDoesNotHandle() throws {
        let app = AppResponder()
        Application.responder = app
        defer { Application.responder = nil }
        let host = ComponentHost { _ in labelComponent("leaf") }
        host.mount(in: makeRootView())
        let leaf = try #require(host.rootComponent)

        #expect(leaf.target(forAction: .nobodyHandlesThis, withSender: nil) == nil)
        let diagnostics = RuntimeDiagnostics.collect { leaf.send(.nobodyHandlesThis, sender: nil) }
        #expect(diagnostics.map(\.kind) == [.unhandledAction])
        #expect(diagnostics.first?.message.hasPrefix("no responder handles action 'nobodyHandlesThis'") == true)
    }
}
