/// The elements VoiceOver would visit in a mounted view tree, in the order it would visit them: what a test reads
/// to check a screen's accessibility on Linux (or on iOS, without VoiceOver running). It reads only UIKit's public
/// accessibility properties, so it gives the same answer on both backends.
///
/// ```swift
/// let tree = AccessibilityTree(of: rootView)
/// #expect(tree.elements.map(\.label) == ["Inbox", "Compose"])
/// print(tree)      // one element a line
/// ```
///
/// The rules, each UIKit's:
/// - **Elements.** A view whose `isAccessibilityElement` is true is visited, and what is inside it is not.
/// - **Hidden views.** A view that `isHidden`, or whose alpha is 0.01 or less (UIKit skips nearly transparent
///   views), is skipped with everything inside it. So is a view whose `accessibilityElementsHidden` is true: it
///   hides the view itself and its subtree.
/// - **Zero size.** An element whose frame is empty (no width or no height) is skipped.
/// - **Explicit elements.** A view's `accessibilityElements`, when set, replace its subviews, in the list's order:
///   views in it are visited as subviews would be (a listed view that is itself hidden is skipped; see
///   ``AccessibilityAuditRule/hiddenAncestor`` for one whose ancestor is). A `UIAccessibilityElement` in it is
///   visited when its `isAccessibilityElement` is true, at its `accessibilityFrameInContainerSpace` (else its
///   `accessibilityFrame`); one that is not an element but has `accessibilityElements` is a container, whose
///   list is read the same way, in its order (``AccessibilityTreeElement/containingElement`` names it). These
///   are what the runtime makes for components without a view, so they appear on both backends; on iOS other
///   objects with UIKit's accessibility properties are read too. A view or element appears once, even if
///   listed twice or listed by two containers.
/// - **Modal views.** When a visible view has `accessibilityViewIsModal`, only that view and what is inside it
///   are visited. With several, the last one in tree order (depth first, subviews back to front) wins, so a modal
///   inside a modal wins over it, and of two sibling modals the front one. Modal views are looked for along the
///   subviews (not through `accessibilityElements`), and not inside hidden views. UIKit's own rule is narrower: a
///   modal view hides only its siblings, so on a device elements beside the modal view's superview stay visible;
///   put a modal view directly in its window (or root) to get the same result on both.
/// - **Reading order.** Elements are read top to bottom, then left to right, by the top-left corner of their
///   frames, as UIKit's default ordering of a container's subviews sorts by frame origin. Tops less than 8 points
///   apart count as one line, read left to right (VoiceOver's threshold on iPhone, found by experiment), so a
///   label beside a slightly taller button is read first. Ties keep tree order. Elements of nested plain
///   containers are sorted together, so two columns are read across, row by row.
/// - **Groups.** A view with `shouldGroupAccessibilityChildren`, or with `accessibilityElements`, and a container
///   element keep their elements together: they are sorted among themselves (an `accessibilityElements` list
///   keeps its own order), and the group is placed among its siblings where its first element would be.
/// - **Right to left.** The root, and each group whose view's content runs right to left
///   (`effectiveUserInterfaceLayoutDirection`: `semanticContentAttribute = .forceRightToLeft` on both backends,
///   and on iOS a right-to-left app language too), reads each line by the right edge, rightmost first. A plain
///   container's elements are sorted with its group's, in that group's direction.
///
/// Frames are in the root's coordinates (see ``AccessibilityTreeElement/frame``). Transforms are not applied.
public struct AccessibilityTree: CustomStringConvertible {
    /// The view the tree was read from.
    public let root: UIView
    /// The elements, in the order VoiceOver visits them.
    public let elements: [AccessibilityTreeElement]

    /// Reads the elements of the tree under `root` (the root included).
    @MainActor
    public init(of root: UIView) {
        self.root = root
        var builder = AccessibilityTreeBuilder(root: root)
        elements = builder.elements()
    }

    /// The elements, one a line, in VoiceOver's order (``AccessibilityTreeElement/description``); `(no elements)`
    /// when there are none.
    public var description: String {
        elements.isEmpty ? "(no elements)" : elements.map(\.description).joined(separator: "\n")
    }
}

/// Walks a view tree by UIKit's accessibility rules (see ``AccessibilityTree``).
@MainActor
struct AccessibilityTreeBuilder {
    /// What a walk found under one view: an element, or a group of them that stays together.
    indirect enum Entry {
        case element(AccessibilityTreeElement)
        /// A group: its entries, whether they keep their order, and whether they are read right to left.
        case group([Entry], keepsOrder: Bool, rightToLeft: Bool)
    }

    let geometry: AccessibilityTreeGeometry
    /// The views and elements visited so far, so that each appears once.
    var visited: Set<ObjectIdentifier> = []

    init(root: UIView) {
        geometry = AccessibilityTreeGeometry(root: root)
    }

    /// Why `view` hides itself and what is inside it from VoiceOver, or `nil` when it does not.
    static func hiddenReason(_ view: UIView) -> String? {
        if view.isHidden { return "isHidden" }
        if view.alpha <= 0.01 { return "alpha \(view.alpha.accessibilityDescription)" }
        if view.accessibilityElementsHidden { return "accessibilityElementsHidden" }
        return nil
    }

    /// The elements in VoiceOver's order.
    mutating func elements() -> [AccessibilityTreeElement] {
        let start = Self.lastModalView(in: geometry.root) ?? geometry.root
        let entries = visit(start, container: start.superview, listingContainer: nil)
        let top = Entry.group(
            entries,
            keepsOrder: false,
            rightToLeft: Self.readsRightToLeft(start)
        )
        return Self.flatten(Self.sorted(top))
    }

    /// Whether the elements of a group `view` keeps together are read right to left: its content runs right to
    /// left (`effectiveUserInterfaceLayoutDirection`, from its `semanticContentAttribute` and, on iOS, the app's
    /// language).
    static func readsRightToLeft(_ view: UIView) -> Bool {
        view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// The last visible view with `accessibilityViewIsModal` in depth-first order, not looking inside hidden views.
    static func lastModalView(in view: UIView) -> UIView? {
        guard hiddenReason(view) == nil else { return nil }
        var found: UIView? = view.accessibilityViewIsModal ? view : nil
        for subview in view.subviews {
            if let modal = lastModalView(in: subview) { found = modal }
        }
        return found
    }

    /// What is found under `view`: the view as an element, or the elements inside it. `container` is the view
    /// (and `containingElement` the container element) it is visited as a child of; `listingContainer` the view
    /// whose `accessibilityElements` list led to it, if any.
    mutating func visit(
        _ view: UIView,
        container: UIView?,
        listingContainer: UIView?,
        containingElement: UIAccessibilityElement? = nil
    ) -> [Entry] {
        guard Self.hiddenReason(view) == nil, visited.insert(ObjectIdentifier(view)).inserted else { return [] }
        if view.isAccessibilityElement {
            let frame = geometry.accessibilityFrame(of: view)
            guard frame.width > 0, frame.height > 0 else { return [] }
            var element = element(for: view, frame: frame, container: container, listingContainer: listingContainer)
            element.containingElement = containingElement
            return [.element(element)]
        }
        let rightToLeft = Self.readsRightToLeft(view)
        if let listed = view.accessibilityElements {
            let path = geometry.path(of: view)
            let entries = listedEntries(listed, listingView: view, containingElement: nil, path: path)
            return [.group(entries, keepsOrder: true, rightToLeft: rightToLeft)]
        }
        var entries: [Entry] = []
        for subview in view.subviews {
            // What is inside a listed view was reached through the list too.
            entries += visit(subview, container: view, listingContainer: listingContainer)
        }
        guard view.shouldGroupAccessibilityChildren else { return entries }
        return [.group(entries, keepsOrder: false, rightToLeft: rightToLeft)]
    }

    private func element(
        for view: UIView,
        frame: CGRect,
        container: UIView?,
        listingContainer: UIView?
    ) -> AccessibilityTreeElement {
        AccessibilityTreeElement(
            label: view.accessibilityLabel,
            value: view.accessibilityValue,
            hint: view.accessibilityHint,
            traits: view.accessibilityTraits,
            frame: frame,
            customActionNames: view.accessibilityCustomActions?.map(\.name) ?? [],
            path: geometry.path(of: view),
            identifier: view.accessibilityIdentifier,
            view: view,
            container: container,
            listingContainer: listingContainer
        )
    }

    /// How far apart, in points, the tops of two elements must be for one to be read before the other whatever
    /// their horizontal order: VoiceOver's threshold on iPhone, found by experiment (AccessibilitySnapshot's
    /// parser uses the same; 13 on iPad).
    static let lineThreshold: CGFloat = 8

    /// `entry` with every group's entries in reading order (``AccessibilityTree``'s rule), except in groups that
    /// keep their order. A group is placed by its first element once sorted, as VoiceOver places it; empty groups
    /// are dropped.
    private static func sorted(_ entry: Entry) -> Entry {
        guard case .group(let entries, let keepsOrder, let rightToLeft) = entry else { return entry }
        let children: [(entry: Entry, frame: CGRect)] = entries.map(sorted).compactMap { child in
            guard let first = flatten(child).first else { return nil }
            return (child, first.frame)
        }
        guard !keepsOrder else { return .group(children.map(\.entry), keepsOrder: true, rightToLeft: rightToLeft) }
        // Top to bottom (ties in tree order), then into lines: each line starts at the topmost element left and
        // takes every element whose top is less than `lineThreshold` below that one's; each line is read along
        // the layout direction, ties in tree order.
        let byTop = children.enumerated().sorted {
            ($0.element.frame.minY, $0.offset) < ($1.element.frame.minY, $1.offset)
        }
        var ordered: [Entry] = []
        var start = 0
        while start < byTop.count {
            let top = byTop[start].element.frame.minY
            var end = start + 1
            while end < byTop.count, byTop[end].element.frame.minY - top < lineThreshold { end += 1 }
            let line = byTop[start..<end].sorted { first, second in
                let (a, b) = (first.element.frame, second.element.frame)
                let (aX, bX) = rightToLeft ? (-a.maxX, -b.maxX) : (a.minX, b.minX)
                return (aX, first.offset) < (bX, second.offset)
            }
            ordered += line.map(\.element.entry)
            start = end
        }
        return .group(ordered, keepsOrder: false, rightToLeft: rightToLeft)
    }

    private static func flatten(_ entry: Entry) -> [AccessibilityTreeElement] {
        switch entry {
        case .element(let element): [element]
        case .group(let entries, _, _): entries.flatMap(flatten)
        }
    }
}
