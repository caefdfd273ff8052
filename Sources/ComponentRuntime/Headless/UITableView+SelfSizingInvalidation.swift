#if !canImport(UIKit)
    extension UITableView {
        /// Whether a self-sizing cell that says its size changed (`invalidateIntrinsicContentSize()`) is resized:
        /// UIKit's `UITableView.SelfSizingInvalidation`, with UIKit's raw values. The headless table view has no
        /// Auto Layout and keeps the setting only.
        public enum SelfSizingInvalidation: Int, Sendable {
            /// The cell keeps its size.
            case disabled = 0
            /// The cell is resized when it invalidates its intrinsic content size. The default.
            case enabled = 1
            /// As `.enabled`, and any Auto Layout change in the cell's content view invalidates it too.
            case enabledIncludingConstraints = 2
        }
    }
#endif
