#if !canImport(UIKit)
    extension UITextView {
        /// The border drawn around a text view: UIKit's `UITextView.BorderStyle`, with UIKit's raw values. On iOS
        /// it has one case (UIKit's rounded border is for visionOS only).
        public enum BorderStyle: Int, Sendable {
            /// No border. The default.
            case none = 0
        }
    }
#endif
