import ComponentRuntime
import Foundation
import Testing

/// Components and ``Responder``s (controllers, your own objects) are one kind of chain member: the same
/// requirements, answered by the same defaults.
@MainActor
@Suite("Responder chain members: components and responders share one protocol and its defaults")
struct ResponderChainMemberTests {
    @Test("an unmounted component and a plain responder answer every requirement alike")
    func sameDefaults() {
        let members: [any ResponderChainMember] = [Component(), Responder()]
        for member in members {
            #expect(member.nextResponder == nil)
            #expect(!member.canPerformAction(nil, withSender: nil))
            #expect(!member.canPerformAction(ActionSelector("neverDeclared:"), withSender: nil))
            #expect(member.target(forAction: nil, withSender: nil) == nil)
        }
    }

    @Test("an action no one handles, sent from either kind, is reported naming the sender's type")
    func unhandledActionIsReportedFromBoth() {
        let component = Component()
        let responder = Responder()
        let reports = RuntimeDiagnostics.collect {
            component.send(ActionSelector("neverDeclared:"), sender: nil)
            responder.send(ActionSelector("neverDeclared:"), sender: nil)
        }
        #expect(
            reports.map(\.message) == [
                "no responder handles action 'neverDeclared:' sent from 'Component'",
                "no responder handles action 'neverDeclared:' sent from 'Responder'",
            ]
        )
    }
}
