import ComponentRuntime
import Foundation
import Testing

/// A label that asks for one initial-mount animation per timing curve, with distinct delays.
private final class EveryCurveComponent: CompositeComponent {
    init() { super.init(scope: "curves") }

    override func render() -> Component {
        Component(view: ViewConfiguration(UILabel.self, [.text("x")]), size: ComponentSize(width: 20, height: 20))
    }

    override func animationsOnInitialMount() -> [ComponentAnimation] {
        let curves: [ComponentAnimation.TimingCurve] = [.easeInOut, .easeIn, .easeOut, .linear]
        return curves.enumerated().map { index, curve in
            ComponentAnimation(duration: 0.1, delay: Double(index), curve: curve, from: nil, to: { $0.alpha = 1 })
        }
    }
}

// In the animation suite, which runs its tests one at a time: they all read the headless backend's record.
extension AnimationTests {
    @Test("each timing curve reaches the platform as its own option, with its delay, all on the one view")
    func everyCurve() throws {
        let host = ComponentHost { _ in EveryCurveComponent() }
        let root = makeRootView()
        host.mount(in: root)
        let label = try #require(root.subviews.first)
        let recorded = UIView.recordedAnimations
        #expect(
            recorded.map(\.options.rawValue)
                == [
                    UIView.AnimationOptions.curveEaseInOut.rawValue, UIView.AnimationOptions.curveEaseIn.rawValue,
                    UIView.AnimationOptions.curveEaseOut.rawValue, UIView.AnimationOptions.curveLinear.rawValue,
                ]
        )
        #expect(recorded.map(\.delay) == [0, 1, 2, 3])
        #expect(recorded.allSatisfy { $0.view === label })
        #expect(host.statistics.animationsRun == 4)
    }

    @Test("unmounting and mounting the host again is neither a final unmount nor an initial mount")
    func unmountIsNotFinal() throws {
        let host = ComponentHost { _ in AnimatedBadgeComponent(count: 1) }
        let root = makeRootView()
        host.mount(in: root)
        #expect(UIView.recordedAnimations.map(\.duration) == [0.3], "the initial fade in")
        let label = try #require(root.subviews.first)
        host.unmount()
        #expect(UIView.recordedAnimations.count == 1, "the scope is still in the tree: no fade out")
        #expect(label.isHidden)
        host.mount(in: root)
        #expect(UIView.recordedAnimations.count == 1, "the scope appeared once: no second fade in")
        #expect(host.statistics.animationsRun == 0)
    }

    @Test("a scope that leaves and comes back is new: it fades out, then in again")
    func leaveAndComeBack() throws {
        let shown = Ref(true)
        let host = ComponentHost { _ in
            StackComponent(children: shown.value ? [AnimatedBadgeComponent(count: 1)] : [])
        }
        let root = makeRootView()
        host.mount(in: root)
        shown.value = false
        host.rebuild()
        shown.value = true
        host.rebuild()
        #expect(UIView.recordedAnimations.map(\.duration) == [0.3, 0.2, 0.3])
    }
}
