extension ActionSelector {
    /// Forwarded from a scroll view's delegate by ``AttributeValue/scrollViewDelegate(_:)``; the handler takes
    /// the scroll view as its sender.
    public static let scrollViewDidScroll = ActionSelector("scrollViewDidScroll:")
    /// Forwarded from a scroll view's delegate when the user starts dragging.
    public static let scrollViewWillBeginDragging = ActionSelector("scrollViewWillBeginDragging:")
    /// Forwarded from a scroll view's delegate when scrolling stops.
    public static let scrollViewDidEndDecelerating = ActionSelector("scrollViewDidEndDecelerating:")
}

/// Which delegate calls a scroll view forwards into the component chain.
struct ScrollViewDelegateBinding: Equatable {
    let selectors: [ActionSelector]
}

final class ScrollViewDelegateBox: AnyAttributeBox {
    let binding: ScrollViewDelegateBinding

    init(_ binding: ScrollViewDelegateBinding) {
        self.binding = binding
        super.init(identifier: "ComponentRuntime.scrollViewDelegate")
    }

    override func isEqual(to other: AnyAttributeBox) -> Bool {
        (other as? ScrollViewDelegateBox)?.binding == binding
    }

    override var hasUnapplicator: Bool { true }

    @MainActor override func apply(to view: UIView, replacing previous: AnyAttributeBox?, owner: Component?) {
        guard let scrollView = view as? UIScrollView else { return }
        let forwarder = ScrollViewDelegateForwarder(selectors: binding.selectors)
        scrollView.delegate = forwarder
        // A scroll view holds its delegate weakly: the record keeps the forwarder alive.
        ViewBookkeeping.record(for: scrollView).delegateForwarder = forwarder
    }

    @MainActor override func unapply(from view: UIView, owner: Component?) {
        guard let scrollView = view as? UIScrollView, let record = ViewBookkeeping.existingRecord(for: scrollView)
        else { return }
        if scrollView.delegate === record.delegateForwarder { scrollView.delegate = nil }
        record.delegateForwarder = nil
        ViewBookkeeping.removeIfEmpty(record, of: scrollView)
    }
}

extension AttributeValue where V: UIScrollView {
    /// Forwards the scroll view's delegate calls named in `selectors` into the component chain, from the
    /// component that renders the scroll view: ComponentKit's delegate attribute
    /// (`CKComponentDelegateAttribute(@selector(setDelegate:), {@selector(scrollViewDidScroll:)})`). A handler
    /// reads `func scrollViewDidScroll(_ scrollView: UIScrollView)`.
    public static func scrollViewDelegate(_ selectors: [ActionSelector]) -> Self {
        Self(box: ScrollViewDelegateBox(ScrollViewDelegateBinding(selectors: selectors)))
    }
}

/// What a scroll-view delegate forwarder does on every platform: send the selectors it was asked to forward.
@MainActor
struct ScrollViewDelegateForwarding {
    let selectors: [ActionSelector]

    func forward(_ selector: ActionSelector, _ scrollView: UIScrollView) {
        guard selectors.contains(selector) else { return }
        sendAction(selector, from: scrollView, sender: scrollView)
    }
}

#if canImport(UIKit)
    /// UIKit's delegate protocols refine `NSObjectProtocol`: forwarders are `NSObject`s there.
    typealias DelegateForwarderBase = NSObject
#else
    /// On the headless backend a forwarder needs no base class; this one keeps the declaration below shared.
    class DelegateForwarderBase {
        init() {}
    }
#endif

/// The scroll view's delegate installed by ``AttributeValue/scrollViewDelegate(_:)``.
@MainActor
final class ScrollViewDelegateForwarder: DelegateForwarderBase, UIScrollViewDelegate {
    let forwarding: ScrollViewDelegateForwarding

    init(selectors: [ActionSelector]) {
        forwarding = ScrollViewDelegateForwarding(selectors: selectors)
        super.init()
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { forwarding.forward(.scrollViewDidScroll, scrollView) }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        forwarding.forward(.scrollViewWillBeginDragging, scrollView)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        forwarding.forward(.scrollViewDidEndDecelerating, scrollView)
    }
}
