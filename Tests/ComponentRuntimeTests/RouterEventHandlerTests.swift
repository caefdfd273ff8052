import ComponentRuntime
import Foundation
import Testing

/// A view controller that records each event reaching it and passes it on decorated with its own key.
@MainActor
private final class DecoratingScreen: UIViewController, RouterEventHandler {
    var caught: [String] = []
    func handleRouterEvent(name: EventName, userInfo: UserInfo) -> UserInfo? {
        caught.append("\(name) \(userInfo)")
        return userInfo.adding("screen", "feed")
    }
}

/// A view that decorates events passing through it.
@MainActor
private final class DecoratingView: UIView, RouterEventHandler {
    func handleRouterEvent(name: EventName, userInfo: UserInfo) -> UserInfo? { userInfo.adding("panel", 2) }
}

/// Records the events a strategy map hands it.
@MainActor
private final class StrategyRecorder {
    var log: [String] = []
}

/// Views and view controllers in the router-event chain (``RouterEventHandler``): what they pass on is what the
/// next member receives, and the application responder hears each event once.
@MainActor
@Suite("Router events through views and view controllers")
struct RouterEventHandlerTests {
    @Test("user info a view or view controller decorates is what the members after it receive")
    func decoratedUserInfoTravelsOn() throws {
        let app = AppResponder()
        Application.responder = app
        defer { Application.responder = nil }
        let screen = DecoratingScreen()
        let panel = DecoratingView()
        let leaf = UIView()
        screen.view.addSubview(panel)
        panel.addSubview(leaf)

        leaf.routerEvent(name: .customButtonEvent, userInfo: ["k": 1])
        #expect(screen.caught == ["CustomButtonEvent {k = 1; panel = 2}"])
        #expect(app.caught == ["CustomButtonEvent {k = 1; panel = 2; screen = feed}"])
    }

    @Test("an application responder that is also in the chain hears the event once")
    func applicationInTheChainOnce() {
        let screen = DecoratingScreen()
        Application.responder = screen
        defer { Application.responder = nil }
        screen.view.routerEvent(name: .customButtonEvent, userInfo: [:])
        #expect(screen.caught == ["CustomButtonEvent {}"])

        // Outside the chain, it hears the event at the chain's end.
        UIView().routerEvent(name: .customSwitchEvent, userInfo: [:])
        #expect(screen.caught == ["CustomButtonEvent {}", "CustomSwitchEvent {}"])
    }

    @Test("a strategy map given one event name twice keeps the first strategy, as documented")
    func duplicateStrategyKeepsFirst() {
        let map = EventStrategyMap<StrategyRecorder>(entries: [
            (.customButtonEvent, { recorder, _ in recorder.log.append("first") }),
            (.customButtonEvent, { recorder, _ in recorder.log.append("second") }),
            (.customSwitchEvent, { recorder, _ in recorder.log.append("switch") }),
        ])
        let recorder = StrategyRecorder()
        #expect(map.handle(.customButtonEvent, userInfo: [:], on: recorder))
        #expect(map.handle(.customSwitchEvent, userInfo: [:], on: recorder))
        #expect(recorder.log == ["first", "switch"])
        #expect(map.eventNames == [.customButtonEvent, .customSwitchEvent])
    }
}
