#if !canImport(UIKit)
    extension UIAccessibility {
        /// Whether an element that shows or hides more content (a disclosure row, a menu button) is expanded:
        /// UIKit's `UIAccessibility.ExpandedStatus`, with UIKit's raw values. VoiceOver says "expanded" or
        /// "collapsed" after the element's label. A view's ``UIView/accessibilityExpandedStatus``.
        public enum ExpandedStatus: Int, Sendable {
            /// The element does not expand: VoiceOver says nothing about it. The default.
            case unsupported = 0
            /// The element is expanded.
            case expanded = 1
            /// The element is collapsed.
            case collapsed = 2
        }
    }
#endif
