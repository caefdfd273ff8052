#if !canImport(UIKit)
    public import Foundation

    extension CGRect {
        /// The rectangle with each edge moved inwards by `insets` (outwards for negative insets), as UIKit's
        /// `CGRect.inset(by:)` (`UIEdgeInsetsInsetRect`).
        public func inset(by insets: UIEdgeInsets) -> CGRect {
            CGRect(
                x: minX + insets.left,
                y: minY + insets.top,
                width: width - insets.left - insets.right,
                height: height - insets.top - insets.bottom
            )
        }
    }
#endif
