import Foundation

/// One pass over the content of a view (the components mounted in it, down to the first view on each branch):
/// applies each of those views' contexts, and gives view-less components that are elements or containers a
/// `UIAccessibilityElement` in the view's `accessibilityElements`.
///
/// A component without a view has nothing VoiceOver can visit. When its context (from the modifiers written on
/// it) makes it an element or a container, the view its content is mounted in lists it among its
/// `accessibilityElements`, in tree order with its other content, as an element at the component's frame; its
/// descendants are then inside that element (a container) or stand behind it (an element). ComponentKit mounts
/// a plain `UIView` for such a component while VoiceOver runs instead, so that the set of views changes with
/// VoiceOver; its component-based accessibility, like this, lets components be elements without views.
///
/// The view's `accessibilityElements` are only set when some component in it needs an element (or is hidden),
/// so a view whose content is all views keeps UIKit's default: its subviews speak.
@MainActor
struct AccessibilityContainerWalk {
    private let container: UIView
    private let applying: Bool
    private let record: AccessibilityViewRecord?
    private var items: [Any] = []
    /// Whether the items differ from the views alone: some view-less component is an element, a container,
    /// or hidden.
    private var needsElements = false
    private var reusable: ArraySlice<UIAccessibilityElement>
    private var made: [UIAccessibilityElement] = []

    /// A walk over the content of `container`; `applying`: whether contexts are applied (VoiceOver runs).
    init(container: UIView, applying: Bool) {
        self.container = container
        self.applying = applying
        record = AccessibilityViewRecord.existing(for: container)
        reusable = (record?.elements ?? [])[...]
    }

    /// Visits `component`, one of the components mounted directly in the container, and what is below it down
    /// to the first views. `pending` is the context of the modifiers above it on its way down, `top` the
    /// outermost of them, whose frame an element for them takes.
    mutating func visit(
        _ component: Component,
        pending: ComponentAccessibilityContext? = nil,
        top: Component? = nil
    ) {
        guard component.mounting.isMounted else { return }
        if let view = AccessibilityComponentWalk.mountedView(of: component) {
            let own = component.viewConfiguration?.accessibilityContext
            let context = own.map { $0.overridden(by: pending) } ?? pending
            AccessibilityApplication.apply(context, to: view, of: component, applying: applying)
            // A view hidden from accessibility hides itself; a list made for other reasons leaves it out too.
            if !applying || context?.isAccessibilityHidden != true { items.append(view) }
            return
        }
        let pending = AccessibilityComponentWalk.pending(pending, entering: component)
        let top = top ?? (pending == nil ? nil : component)
        let children = AccessibilityComponentWalk.mountedChildren(of: component)
        if children.count == 1 { return visit(children[0], pending: pending, top: top) }
        guard applying, let pending else {
            for child in children { visit(child) }
            return
        }
        if pending.isAccessibilityHidden == true {
            needsElements = true
        } else if pending.makesElement {
            needsElements = true
            items.append(element(for: component, context: pending, frame: (top ?? component).mounting.frame))
        } else if pending.children == .contain {
            needsElements = true
            let outer = items
            items = []
            for child in children { visit(child) }
            let element = element(for: component, context: pending, frame: (top ?? component).mounting.frame)
            element.accessibilityElements = items
            items = outer + [element]
        } else {
            for child in children { visit(child) }
        }
    }

    /// The element standing for the view-less `component`, configured from `context` (and, when it combines
    /// its descendants, from them), at `frame` in the container.
    private mutating func element(
        for component: Component,
        context: ComponentAccessibilityContext,
        frame: CGRect
    ) -> UIAccessibilityElement {
        let element = reusable.popFirst() ?? UIAccessibilityElement(accessibilityContainer: container)
        made.append(element)
        var values = AccessibilityValues(context, of: component, over: [])
        if context.children == .combine {
            var aggregate = AccessibilityAggregate()
            aggregate.collect(below: component)
            values.fill(from: aggregate)
        }
        element.isAccessibilityElement = context.makesElement
        element.accessibilityLabel = values.label
        element.accessibilityHint = values.hint
        element.accessibilityValue = values.value
        element.accessibilityTraits = values.traits
        element.accessibilityCustomActions = values.actions.isEmpty ? nil : values.actions
        element.accessibilityIdentifier = context.accessibilityIdentifier
        let isContainer = context.children == .contain
        element.shouldGroupAccessibilityChildren = isContainer
        element.accessibilityContainerType = isContainer ? .semanticGroup : .none
        element.accessibilityElements = nil
        element.accessibilityFrameInContainerSpace = frame
        return element
    }

    /// Sets the container's `accessibilityElements` when its content needs elements, or takes back those an
    /// earlier walk set.
    func finish() {
        if applying, needsElements {
            let record = record ?? AccessibilityViewRecord.record(for: container)
            record.setElements(items)
            record.elements = made
        } else if let record {
            record.restoreElements()
            record.elements.removeAll()
        }
    }
}
