import ComponentRuntime
import Foundation
import Testing

/// Records each state its recognizer reports, with a value read at that moment.
@MainActor
private final class GestureLog: HeadlessActionTarget {
    var entries: [(UIGestureRecognizer.State, CGFloat)] = []
    let read: (UIGestureRecognizer) -> CGFloat
    init(read: @escaping (UIGestureRecognizer) -> CGFloat = { _ in 0 }) { self.read = read }
    func performHeadlessAction(_ action: Selector, sender: Any) {
        guard let recognizer = sender as? UIGestureRecognizer else { return }
        entries.append((recognizer.state, read(recognizer)))
    }
    var states: [UIGestureRecognizer.State] { entries.map(\.0) }
    var values: [CGFloat] { entries.map(\.1) }
}

/// A view that refuses to let its recognizers begin, as a slider refuses a pan on its thumb.
@MainActor
private final class RefusingView: UIView {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

@MainActor
@Suite("Headless backend: gesture recognizers with UIKit's properties, defaults and simulated gestures")
struct HeadlessGestureRecognizerTests {
    private static let handle = Selector("handle:")

    @Test("a recognizer has UIKit's documented defaults")
    func baseDefaults() {
        let recognizer = UITapGestureRecognizer()
        #expect(recognizer.cancelsTouchesInView)
        #expect(!recognizer.delaysTouchesBegan)
        #expect(recognizer.delaysTouchesEnded)
        #expect(recognizer.requiresExclusiveTouchType)
        #expect(recognizer.name == nil)
        #expect(recognizer.allowedTouchTypes == [0, 1, 2, 3])
        #expect(recognizer.numberOfTouches == 0)
        #expect(recognizer.buttonMaskRequired == .primary)
        let pan = UIPanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == Int.max)
        #expect(pan.allowedScrollTypesMask == [])
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.numberOfTouchesRequired == 1 && press.numberOfTapsRequired == 0)
        #expect(press.allowableMovement == 10)
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
        let pinch = UIPinchGestureRecognizer()
        #expect(pinch.scale == 1 && pinch.velocity == 0)
        let rotation = UIRotationGestureRecognizer()
        #expect(rotation.rotation == 0 && rotation.velocity == 0)
        let edge = UIScreenEdgePanGestureRecognizer()
        #expect(edge.edges == [])
        #expect((edge as UIGestureRecognizer) is UIPanGestureRecognizer, "an edge pan is a pan")
    }

    @Test("recognizers are equal only to themselves and work as set members")
    func identity() {
        let first = UITapGestureRecognizer()
        let second = UITapGestureRecognizer()
        let set: Set<UIGestureRecognizer> = [first, second, first]
        #expect(set.count == 2 && first != second)
    }

    @Test("a pan reports its translation and a velocity of each step at sixty steps a second")
    func panVelocity() {
        let view = UIView()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        let log = GestureLog { ($0 as? UIPanGestureRecognizer)?.velocity(in: nil).x ?? .nan }
        pan.addTarget(log, action: Self.handle)
        pan.simulatePan(through: [CGPoint(x: 2, y: 0), CGPoint(x: 5, y: 0)])
        #expect(log.states == [.began, .changed, .changed, .ended])
        #expect(log.values == [0, 120, 180, 180])
        #expect(pan.translation(in: view) == CGPoint(x: 5, y: 0))
        #expect(pan.numberOfTouches == 1)
        pan.maximumNumberOfTouches = 1
        pan.simulatePan(through: [CGPoint(x: 1, y: 0)], touches: 2)
        #expect(log.entries.count == 4, "two fingers are more than the pan allows")
    }

    @Test("a long press is recognized only when held long enough without moving too far")
    func longPress() {
        let view = UIView()
        let press = UILongPressGestureRecognizer()
        view.addGestureRecognizer(press)
        let log = GestureLog()
        press.addTarget(log, action: Self.handle)
        press.simulateLongPress(duration: 0.2)
        #expect(log.states.isEmpty, "too short")
        press.simulateLongPress(duration: 1, movement: 11)
        #expect(log.states.isEmpty, "moved too far")
        press.simulateLongPress()
        #expect(log.states == [.began, .ended])
    }

    @Test("a swipe is recognized in an allowed direction with the required fingers")
    func swipe() {
        let view = UIView()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.left, .up]
        view.addGestureRecognizer(swipe)
        let log = GestureLog()
        swipe.addTarget(log, action: Self.handle)
        swipe.simulateSwipe(.right)
        #expect(log.states.isEmpty)
        swipe.simulateSwipe(.left)
        #expect(log.states == [.ended])
        swipe.numberOfTouchesRequired = 2
        swipe.simulateSwipe(.up)
        #expect(log.states == [.ended], "one finger, two required")
        swipe.simulateSwipe(.up, touches: 2)
        #expect(log.states == [.ended, .ended])
        #expect(swipe.state == .possible)
    }

    @Test("a pinch reports its scale and velocity through began, changed and ended")
    func pinch() {
        let view = UIView()
        let pinch = UIPinchGestureRecognizer(target: nil, action: nil)
        view.addGestureRecognizer(pinch)
        let log = GestureLog { ($0 as? UIPinchGestureRecognizer)?.scale ?? .nan }
        pinch.addTarget(log, action: Self.handle)
        pinch.simulatePinch(scales: [1.5, 2])
        #expect(log.states == [.began, .changed, .changed, .ended])
        #expect(log.values == [1, 1.5, 2, 2])
        #expect(pinch.velocity == 30, "half a scale in a sixtieth of a second")
        #expect(pinch.numberOfTouches == 2)
    }

    @Test("a rotation reports its angle and velocity through began, changed and ended")
    func rotation() {
        let view = UIView()
        let rotation = UIRotationGestureRecognizer()
        view.addGestureRecognizer(rotation)
        let log = GestureLog { ($0 as? UIRotationGestureRecognizer)?.rotation ?? .nan }
        rotation.addTarget(log, action: Self.handle)
        rotation.simulateRotation(through: [0.5, 0.25])
        #expect(log.states == [.began, .changed, .changed, .ended])
        #expect(log.values == [0, 0.5, 0.25, 0.25])
        #expect(rotation.velocity == -15)
    }

    @Test("a screen-edge pan keeps its edges and pans as a pan")
    func screenEdgePan() {
        let view = UIView()
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        view.addGestureRecognizer(edge)
        let log = GestureLog()
        edge.addTarget(log, action: Self.handle)
        edge.simulatePan(through: [CGPoint(x: 40, y: 0)])
        #expect(edge.edges == .left)
        #expect(log.states == [.began, .changed, .ended])
        #expect(UIRectEdge.all == [.top, .left, .bottom, .right])
    }

    @Test("a view can refuse to let a recognizer begin, which then fails")
    func viewRefuses() {
        let view = RefusingView()
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        let log = GestureLog()
        tap.addTarget(log, action: Self.handle)
        tap.simulateTaps()
        #expect(log.states.isEmpty)
        #expect(tap.state == .failed)
    }

    @Test("a tap reports where it happened, in any view's coordinates; the view's centre by default")
    func location() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 50, y: 60, width: 40, height: 20))
        root.addSubview(view)
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        tap.simulateTaps()
        #expect(tap.location(in: view) == CGPoint(x: 20, y: 10))
        tap.simulateTaps(at: CGPoint(x: 1, y: 2))
        #expect(tap.location(in: view) == CGPoint(x: 1, y: 2))
        #expect(tap.location(in: root) == CGPoint(x: 51, y: 62))
        #expect(tap.location(ofTouch: 0, in: nil) == CGPoint(x: 51, y: 62))
    }

    @Test("UIKit's settable recognizer properties are reachable by writable key path")
    func keyPaths() {
        let paths: [AnyKeyPath] = [
            \UIGestureRecognizer.cancelsTouchesInView as ReferenceWritableKeyPath<UIGestureRecognizer, Bool>,
            \UIGestureRecognizer.allowedTouchTypes as ReferenceWritableKeyPath<UIGestureRecognizer, [NSNumber]>,
            \UIGestureRecognizer.name as ReferenceWritableKeyPath<UIGestureRecognizer, String?>,
            \UISwipeGestureRecognizer.direction
                as ReferenceWritableKeyPath<UISwipeGestureRecognizer, UISwipeGestureRecognizer.Direction>,
            \UIScreenEdgePanGestureRecognizer.edges
                as ReferenceWritableKeyPath<UIScreenEdgePanGestureRecognizer, UIRectEdge>,
            \UIPinchGestureRecognizer.scale as ReferenceWritableKeyPath<UIPinchGestureRecognizer, CGFloat>,
        ]
        #expect(paths.count == 6)
    }
}
