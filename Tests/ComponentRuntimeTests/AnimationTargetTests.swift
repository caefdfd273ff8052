import ComponentRuntime
import Foundation
import Testing

/// A counter that pulses its badge (a child, not its first view) whenever it is mounted again with a change:
/// a new component of its scope, or the same one rendered again for its own state.
private final class PulsingCounterComponent: CompositeComponent, StatefulComponent {
    struct State: Sendable { var count = 0 }
    static var initialState: State { State() }
    private(set) var badge: Component?
    let stranger = Component(size: ComponentSize(width: 1, height: 1))
    let targetsStranger: Bool

    init(targetsStranger: Bool = false) {
        self.targetsStranger = targetsStranger
        super.init(scope: "pulse")
    }

    override func render() -> Component {
        let badge = Component(
            view: ViewConfiguration(UILabel.self, [.text("\(state.count)")]),
            size: ComponentSize(width: 20, height: 20)
        )
        self.badge = badge
        return StackComponent(children: [
            Component(view: ViewConfiguration(UIView.self), size: ComponentSize(width: 100, height: 20)), badge,
        ])
    }

    override func animationsFromPreviousComponent(_ previous: Component) -> [ComponentAnimation] {
        guard let badge else { return [] }
        let pulse = ComponentAnimation(
            duration: 0.2,
            delay: 0.05,
            curve: .easeOut,
            from: { $0.alpha = 0.5 },
            to: { $0.alpha = 1 }
        )
        return [pulse.targeting(targetsStranger ? stranger : badge)]
    }
}

// In the animation suite, which runs its tests one at a time: they all read the headless backend's record.
extension AnimationTests {
    @Test("a component whose own state changed animates from itself, on the child it targets, with its curve")
    func stateChangeAnimatesTargetedChild() throws {
        let component = PulsingCounterComponent()
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in component }
        let root = makeRootView()
        host.mount(in: root)
        #expect(UIView.recordedAnimations.isEmpty, "no animation on the first mount")
        let badgeView = try #require(root.subviews.last as? UILabel)

        component.updateState(mode: .synchronous) { $0.count = 1 }
        #expect(host.rootComponent === component, "the same component rendered again")
        let pulse = try #require(UIView.recordedAnimations.first)
        #expect(UIView.recordedAnimations.count == 1)
        #expect(pulse.view === badgeView, "the badge's view, not the component's first view")
        #expect(badgeView.text == "1")
        #expect(pulse.duration == 0.2)
        #expect(pulse.delay == 0.05)
        #expect(pulse.options == .curveEaseOut)
        #expect(host.statistics.animationsRun == 1)

        host.rebuild()
        #expect(UIView.recordedAnimations.count == 1, "rendered again with nothing changed: no animation")
    }

    @Test("an animation whose target is not mounted below the component does not run")
    func targetNotBelowIsDropped() throws {
        let component = PulsingCounterComponent(targetsStranger: true)
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in component }
        let root = makeRootView()
        host.mount(in: root)
        component.updateState(mode: .synchronous) { $0.count = 1 }
        #expect(UIView.recordedAnimations.isEmpty)
        #expect(host.statistics.animationsRun == 0)
    }

    @Test("the built-in fades take a curve; the default curve is UIKit's ease-in-out")
    func curves() {
        #expect(ComponentAnimation.fadeIn().curve == .easeInOut)
        #expect(ComponentAnimation.fadeOut(curve: .linear).curve == .linear)
    }
}
