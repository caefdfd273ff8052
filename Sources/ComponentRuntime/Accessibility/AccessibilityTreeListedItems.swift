/// How ``AccessibilityTree`` reads a view's `accessibilityElements`: the views in the list, and the
/// `UIAccessibilityElement`s that stand for what has no view of its own (the runtime makes them for components
/// without a view that are elements or containers; see ``AccessibilityContainerWalk``). Both backends have
/// `UIAccessibilityElement`, so the same code reads them on iOS and on Linux.
extension AccessibilityTreeBuilder {
    /// The entries for the items of an `accessibilityElements` list, in the list's order: the list of
    /// `listingView`, or of `containingElement`, a container element in it. `path` names the list's owner.
    mutating func listedEntries(
        _ items: [Any],
        listingView: UIView,
        containingElement: UIAccessibilityElement?,
        path: String
    ) -> [Entry] {
        var entries: [Entry] = []
        for (index, item) in items.enumerated() {
            if let listedView = item as? UIView {
                let found = visit(
                    listedView,
                    container: listingView,
                    listingContainer: listingView,
                    containingElement: containingElement
                )
                entries.append(
                    found.count == 1
                        ? found[0]
                        : .group(found, keepsOrder: false, rightToLeft: Self.readsRightToLeft(listedView))
                )
            } else if let element = item as? UIAccessibilityElement {
                entries += visit(
                    element,
                    path: path + " > \(String(describing: type(of: element)))[\(index)]",
                    listingView: listingView,
                    containingElement: containingElement
                )
            } else if let element = AccessibilityPlatformReading.otherElement(
                item,
                path: path + " > \(String(describing: type(of: item)))[\(index)]",
                container: listingView,
                geometry: geometry
            ), element.frame.width > 0, element.frame.height > 0 {
                entries.append(.element(element))
            }
        }
        return entries
    }

    /// What is found in a listed `UIAccessibilityElement`: the element itself when it is one (and not of zero
    /// size), else, when it is a container (it has `accessibilityElements`), the elements it lists, kept in its
    /// list's order. Nothing when its `accessibilityElementsHidden` is true, as for a view.
    private mutating func visit(
        _ element: UIAccessibilityElement,
        path: String,
        listingView: UIView,
        containingElement: UIAccessibilityElement?
    ) -> [Entry] {
        guard !element.accessibilityElementsHidden, visited.insert(ObjectIdentifier(element)).inserted else {
            return []
        }
        var path = path
        let identifier = element.accessibilityIdentifier
        if let identifier, !identifier.isEmpty { path += "#\(identifier)" }
        if element.isAccessibilityElement {
            let frame = frame(of: element, listingView: listingView)
            guard frame.width > 0, frame.height > 0 else { return [] }
            var found = AccessibilityTreeElement(
                label: element.accessibilityLabel,
                value: element.accessibilityValue,
                hint: element.accessibilityHint,
                traits: element.accessibilityTraits,
                frame: frame,
                customActionNames: element.accessibilityCustomActions?.map(\.name) ?? [],
                path: path,
                identifier: identifier,
                view: nil,
                container: listingView,
                listingContainer: listingView
            )
            found.containingElement = containingElement
            return [.element(found)]
        }
        guard let items = element.accessibilityElements else { return [] }
        let entries = listedEntries(items, listingView: listingView, containingElement: element, path: path)
        return [.group(entries, keepsOrder: true, rightToLeft: false)]
    }

    /// Where `element` is, in the root's coordinates: its `accessibilityFrameInContainerSpace` when set, in
    /// the coordinates of its `accessibilityContainer` (a view; or a container element, whose frame it is
    /// offset by; else the view that lists it), so that it follows the view as it scrolls or moves; otherwise
    /// its `accessibilityFrame`, in screen coordinates.
    private func frame(of element: UIAccessibilityElement, listingView: UIView) -> CGRect {
        let inContainer = element.accessibilityFrameInContainerSpace
        guard inContainer != .zero else { return geometry.screenRectInRoot(element.accessibilityFrame) }
        switch element.accessibilityContainer {
        case let view as UIView:
            return geometry.rect(inContainer, in: view)
        case let outer as UIAccessibilityElement where outer !== element:
            let outerFrame = frame(of: outer, listingView: listingView)
            return inContainer.offsetBy(dx: outerFrame.minX, dy: outerFrame.minY)
        default:
            return geometry.rect(inContainer, in: listingView)
        }
    }
}
