#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `NSLayoutConstraint`, only as far as UIKit's views name it: its ``Axis``, for
    /// ``UIStackView/axis``. The headless backend has no Auto Layout; views are placed by their frames.
    @MainActor
    open class NSLayoutConstraint: NSObject {
        /// A direction of layout: UIKit's `NSLayoutConstraint.Axis`, with UIKit's raw values.
        public enum Axis: Int, Sendable {
            /// Left to right.
            case horizontal = 0
            /// Top to bottom.
            case vertical = 1
        }
    }
#endif
