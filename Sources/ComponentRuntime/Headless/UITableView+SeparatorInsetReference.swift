#if !canImport(UIKit)
    extension UITableView {
        /// What a table view's ``UITableView/separatorInset`` is measured from: UIKit's
        /// `UITableView.SeparatorInsetReference`, with UIKit's raw values.
        public enum SeparatorInsetReference: Int, Sendable {
            /// From the cell's edges. The default.
            case fromCellEdges = 0
            /// From the separator insets the table view would use by itself.
            case fromAutomaticInsets = 1
        }
    }
#endif
