import ComponentRuntime
import Foundation
import Testing

/// A badge that fades in when its scope appears, pulses when a new badge replaces it, and fades out when it
/// leaves.
final class AnimatedBadgeComponent: CompositeComponent {
    let count: Int
    init(count: Int) {
        self.count = count
        super.init(scope: "badge")
    }

    override func render() -> Component {
        Component(
            view: ViewConfiguration(UILabel.self, [.text("\(count)")]),
            size: ComponentSize(width: 20, height: 20)
        )
    }

    override func animationsOnInitialMount() -> [ComponentAnimation] { [.fadeIn(duration: 0.3)] }

    override func animationsFromPreviousComponent(_ previous: Component) -> [ComponentAnimation] {
        guard let previous = previous as? AnimatedBadgeComponent, previous.count != count else { return [] }
        return [ComponentAnimation(duration: 0.1, from: { $0.alpha = 0.5 }, to: { $0.alpha = 1 })]
    }

    override func animationsOnFinalUnmount() -> [ComponentAnimation] { [.fadeOut(duration: 0.2)] }
}

@MainActor
@Suite("Animations: initial mount, from the previous component, final unmount", .serialized)
struct AnimationTests {
    init() { UIView.recordedAnimations.removeAll() }

    @Test("each kind runs on the component's view at the right time; the headless backend records them")
    func lifecycleAnimations() throws {
        let count = Ref<Int?>(1)
        let host = ComponentHost { _ in count.value.map { AnimatedBadgeComponent(count: $0) } ?? Component() }
        let root = makeRootView()
        host.mount(in: root)
        let label = try #require(root.subviews.first as? UILabel)
        #expect(UIView.recordedAnimations.map(\.duration) == [0.3])
        #expect(UIView.recordedAnimations.first?.view === label)
        #expect(label.alpha == 1, "faded in")

        host.rebuild()
        #expect(UIView.recordedAnimations.count == 1, "same count: no animation from the previous component")

        count.value = 2
        host.rebuild()
        #expect(UIView.recordedAnimations.map(\.duration) == [0.3, 0.1])
        #expect(host.statistics.animationsRun == 1)

        count.value = nil
        host.rebuild()
        #expect(UIView.recordedAnimations.map(\.duration) == [0.3, 0.1, 0.2])
        #expect(label.alpha == 0, "faded out")
        #expect(label.isHidden, "hidden once the animation ended")
    }
}
