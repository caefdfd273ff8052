/// Where views are in a tree's root coordinates, and how to name them, computed from frames alone so it works the
/// same on both backends.
///
/// A point moves up one level by adding the view's frame origin and subtracting its superview's bounds origin
/// (a scroll view's `contentOffset`: what scrolled content is shifted by). Transforms are not applied: a rotated
/// or scaled view is placed by its frame as if it had none. The coordinates above the topmost view (a window, or
/// the top of a tree that is in none) are taken as the screen's: a tree in no window is treated as if its topmost
/// view were a window at its frame's origin.
@MainActor
struct AccessibilityTreeGeometry {
    /// The view whose bounds coordinates the results are in.
    let root: UIView
    /// Where the root's bounds origin is on the screen.
    private let rootOrigin: CGPoint

    init(root: UIView) {
        self.root = root
        let origin = Self.screenOrigin(of: root)
        let offset = Self.boundsOffset(of: root)
        rootOrigin = CGPoint(x: origin.x - offset.x, y: origin.y - offset.y)
    }

    /// How far a view's content is shifted: a scroll view's content offset, else the bounds origin.
    static func boundsOffset(of view: UIView) -> CGPoint {
        (view as? UIScrollView)?.contentOffset ?? view.bounds.origin
    }

    /// Where the view's frame origin is on the screen (see the type's comment for what "screen" means).
    static func screenOrigin(of view: UIView) -> CGPoint {
        var point = view.frame.origin
        var current = view
        while let parent = current.superview {
            let offset = boundsOffset(of: parent)
            point.x += parent.frame.origin.x - offset.x
            point.y += parent.frame.origin.y - offset.y
            current = parent
        }
        return point
    }

    /// The view's frame in the root's coordinates.
    func frame(of view: UIView) -> CGRect {
        let origin = Self.screenOrigin(of: view)
        return CGRect(
            x: origin.x - rootOrigin.x,
            y: origin.y - rootOrigin.y,
            width: view.frame.width,
            height: view.frame.height
        )
    }

    /// `rect`, given in `view`'s bounds coordinates, in the root's coordinates.
    func rect(_ rect: CGRect, in view: UIView) -> CGRect {
        let viewFrame = frame(of: view)
        let offset = Self.boundsOffset(of: view)
        return rect.offsetBy(dx: viewFrame.minX - offset.x, dy: viewFrame.minY - offset.y)
    }

    /// `rect`, given in screen coordinates (an `accessibilityFrame`), in the root's coordinates.
    func screenRectInRoot(_ rect: CGRect) -> CGRect {
        rect.offsetBy(dx: -rootOrigin.x, dy: -rootOrigin.y)
    }

    /// The frame VoiceOver outlines for `view`: its `accessibilityFrame` when set (not `.zero`), else its frame,
    /// both in the root's coordinates.
    func accessibilityFrame(of view: UIView) -> CGRect {
        view.accessibilityFrame == .zero ? frame(of: view) : screenRectInRoot(view.accessibilityFrame)
    }

    /// The chain of views from the root (or, for a view outside the root, from its topmost ancestor) down to
    /// `view`, each named by its type, its index among its superview's subviews and its accessibility identifier
    /// when it has one: `UIView > UIStackView[1] > UIButton[0]#play`.
    func path(of view: UIView) -> String {
        var names: [String] = []
        var current: UIView? = view
        while let step = current {
            var name = String(describing: type(of: step))
            if step !== root, let parent = step.superview,
                let index = parent.subviews.firstIndex(where: { $0 === step })
            {
                name += "[\(index)]"
            }
            if let identifier = step.accessibilityIdentifier, !identifier.isEmpty { name += "#\(identifier)" }
            names.append(name)
            if step === root { break }
            current = step.superview
        }
        return names.reversed().joined(separator: " > ")
    }

    /// The nearest view between `view` (excluded) and the root (included; or the topmost view when `view` is not
    /// inside the root) that hides what is inside it from VoiceOver, with the property that does: `isHidden`,
    /// an alpha of at most 0.01, or `accessibilityElementsHidden`.
    func hidingAncestor(of view: UIView) -> (view: UIView, reason: String)? {
        var current = view.superview
        while let ancestor = current {
            if let reason = AccessibilityTreeBuilder.hiddenReason(ancestor) { return (ancestor, reason) }
            if ancestor === root { return nil }
            current = ancestor.superview
        }
        return nil
    }
}
