import ComponentRuntime
import Foundation
import Testing

/// What the pan handlers of ``DraggableCard`` heard: the phase each handler's render showed, and the state.
@MainActor
private final class PanLog {
    var entries: [String] = []
}

/// A card whose pan handler changes its scoped state as the pan begins and ends, so the card renders again in
/// the middle of the gesture. Each render's handler logs the phase that render showed.
private struct DraggableCard: ComponentDescription {
    let log: PanLog
    @ScopedState var phase = "idle"

    var body: Component {
        let shown = phase
        ViewComponent<UIView>(size: ComponentSize(width: 100, height: 100)) {
            .backgroundColor(shown == "dragging" ? .blue : .white)
        }
        .onPan { recognizer in
            log.entries.append("\(shown): \(recognizer.state)")
            switch recognizer.state {
            case .began: phase = "dragging"
            case .ended, .cancelled: phase = "idle"
            default: break
            }
        }
    }
}

/// A card with a pan or a long press, as its input says.
private struct SwitchingGestureCard: ComponentDescription {
    let pans: Bool

    var body: Component {
        let card = ViewComponent<UIView>(size: ComponentSize(width: 100, height: 100))
        if pans { card.onPan { _ in } } else { card.onLongPress { _ in } }
    }
}

@MainActor
@Suite("Gesture recognizers across renders")
struct GestureRecognizerAcrossRendersTests {
    @Test("a pan whose handler changes state keeps its recognizer: later steps reach the new handler through it")
    func panAcrossRender() throws {
        let log = PanLog()
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { DraggableCard(log: log) }
        let root = makeRootView()
        host.mount(in: root)
        let card = try #require(root.subviews.first)
        let pan = try #require(card.gestureRecognizers?.first as? UIPanGestureRecognizer)

        pan.simulate(.began)
        host.flush()
        #expect(card.backgroundColor == .blue, "the state change rendered again mid-gesture")
        #expect(card.gestureRecognizers?.count == 1)
        #expect(card.gestureRecognizers?.first === pan, "the same recognizer object")
        #expect(pan.view === card)

        pan.setTranslation(CGPoint(x: 30, y: 0), in: card)
        pan.simulate(.changed)
        pan.simulate(.ended)
        host.flush()
        #expect(log.entries == ["idle: began", "dragging: changed", "dragging: ended"], "the new handler heard them")
        #expect(card.backgroundColor == .white)
        #expect(card.gestureRecognizers?.count == 1)
        #expect(card.gestureRecognizers?.first === pan)
    }

    @Test("a rebuild with new inputs keeps the recognizer too; another recognizer type replaces it")
    func recognizerTypeDecides() throws {
        let pans = Ref(true)
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { SwitchingGestureCard(pans: pans.value) }
        let root = makeRootView()
        host.mount(in: root)
        let card = try #require(root.subviews.first)
        let pan = try #require(card.gestureRecognizers?.first as? UIPanGestureRecognizer)
        host.rebuild()
        #expect(card.gestureRecognizers?.count == 1)
        #expect(card.gestureRecognizers?.first === pan)

        pans.value = false
        host.rebuild()
        #expect(card.gestureRecognizers?.count == 1)
        #expect(card.gestureRecognizers?.first is UILongPressGestureRecognizer)
        #expect(pan.view == nil, "the pan left the view")
    }
}
