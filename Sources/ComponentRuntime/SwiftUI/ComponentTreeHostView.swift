#if canImport(SwiftUI) && canImport(UIKit)
    public import UIKit

    /// The UIKit view a ``ComponentTreeView`` shows: it mounts its tree into itself at the size it is given,
    /// sizes itself by the tree's layout (`sizeThatFits(_:)`, `intrinsicContentSize`), and tells the tree's
    /// controllers when it enters or leaves a window. Usable on its own in Auto Layout. (Compiled where SwiftUI
    /// is, as the rest of the interop: the stand-in UIKit interface of UIKitTypeCheckTests does not declare the
    /// UIView members it overrides; the real-SDK check, Tools/ios-sdk-check.sh, checks them.)
    public final class ComponentTreeHostView: UIView {
        /// The tree's host and sizing.
        public let hosting: ComponentTreeHosting

        /// A view showing the tree `hosting` holds.
        public init(hosting: ComponentTreeHosting) {
            self.hosting = hosting
            super.init(frame: .zero)
            hosting.treeDidChange = { [weak self] in
                self?.invalidateIntrinsicContentSize()
                self?.setNeedsLayout()
            }
        }

        /// Not supported: the tree comes from code.
        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("ComponentTreeHostView is made in code")
        }

        /// The tree's size within `size` (a zero or infinite dimension is unconstrained, as UIKit means it).
        public override func sizeThatFits(_ size: CGSize) -> CGSize {
            hosting.sizeThatFits(width: size.width > 0 ? size.width : nil, height: size.height > 0 ? size.height : nil)
        }

        /// The tree's own size.
        public override var intrinsicContentSize: CGSize {
            hosting.sizeThatFits(width: nil, height: nil)
        }

        /// Mounts the tree laid out within the view's size.
        public override func layoutSubviews() {
            super.layoutSubviews()
            hosting.mount(in: self, size: bounds.size)
        }

        /// Tells the tree's controllers that it appears or disappeared.
        public override func didMoveToWindow() {
            super.didMoveToWindow()
            hosting.setAppearing(window != nil)
        }
    }
#endif
