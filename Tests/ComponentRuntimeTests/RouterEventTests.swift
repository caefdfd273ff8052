import ComponentRuntime
import Foundation
import Testing

@MainActor
@Suite("Router events and EventProxy (R13), seed 002")
struct RouterEventTests {
    @Test("an event from a leaf view travels views, components and controllers to the proxy and the app catch-all")
    func chainTrace() throws {
        let app = AppResponder()
        let screen = FeedScreen()
        Application.responder = app
        defer { Application.responder = nil }
        let panel = try #require(screen.panel)

        let hops = RouterEventTracing.trace {
            panel.toggle.routerEvent(name: .customSwitchEvent, userInfo: ["mySwitchKey": 0])
        }
        #expect(
            hops.map { "\(type(of: $0.responder))" } == [
                "UISwitch", "UIView", "PanelView", "Component", "CellComponent", "CellComponentController",
                "StackComponent", "FeedComponent", "UIView", "FeedScreen",
            ]
        )
        #expect(
            hops.map(\.userInfo.description) == Array(repeating: "{mySwitchKey = 0}", count: 5)
                + Array(repeating: "{cell = 1; mySwitchKey = 0}", count: 5),
            "decorated from the controller on"
        )
        #expect(screen.proxy.handled == ["switch {cell = 1; mySwitchKey = 0}"])
        #expect(app.caught == ["CustomSwitchEvent {cell = 1; mySwitchKey = 0}"])
    }

    @Test("the proxy's strategy map handles the button, switch and image events")
    func threeEvents() throws {
        let screen = FeedScreen()
        let panel = try #require(screen.panel)
        panel.button.routerEvent(name: .customButtonEvent, userInfo: ["btnKey": "Follow"])
        panel.toggle.routerEvent(name: .customSwitchEvent, userInfo: ["mySwitchKey": 1])
        panel.image.routerEvent(name: .customImageViewEvent, userInfo: [:])
        #expect(
            screen.proxy.handled == [
                "button {btnKey = Follow; cell = 1}", "switch {cell = 1; mySwitchKey = 1}", "image {cell = 1}",
            ]
        )
        #expect(
            FeedEventProxy.eventStrategies.eventNames == [
                .customButtonEvent, .customImageViewEvent, .customSwitchEvent,
            ]
        )
    }

    @Test("a responder may stop an event")
    func stopping() throws {
        let app = AppResponder()
        let stopper = StoppingScreen()  // handles and passes nothing on
        let view: UIView = stopper.view
        Application.responder = app
        defer { Application.responder = nil }
        view.routerEvent(name: .customButtonEvent, userInfo: [:])
        #expect(stopper.caught.count == 1)
        #expect(app.caught.isEmpty)
    }

    @Test("the end of every chain is the application responder")
    func applicationCatchAll() {
        let app = AppResponder()
        Application.responder = app
        defer { Application.responder = nil }
        UIView().routerEvent(name: .customButtonEvent, userInfo: ["k": true])
        #expect(app.caught == ["CustomButtonEvent {k = 1}"])
    }

    @Test("an event with no strategy is a clear diagnostic, not a crash")
    func missingStrategy() {
        let proxy = FeedEventProxy()
        var handled = true
        let diagnostics = RuntimeDiagnostics.collect {
            handled = proxy.handleEvent(name: .unknownEvent, userInfo: [:])
        }
        #expect(!handled)
        #expect(diagnostics.map(\.kind) == [.missingEventStrategy])
        #expect(
            diagnostics.first?.message
                == "'FeedEventProxy' has no strategy for event 'UnknownEvent'; known events: CustomButtonEvent, CustomImageViewEvent, CustomSwitchEvent"
        )
        #expect(proxy.handled.isEmpty)
    }
}
