#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIActivityIndicatorView`: a spinner that is either animating or stopped. As in
    /// UIKit, it hides itself while stopped unless ``hidesWhenStopped`` is `false`.
    @MainActor
    open class UIActivityIndicatorView: UIView {
        /// The spinner's look: UIKit's `UIActivityIndicatorView.Style`, with UIKit's raw values.
        public enum Style: Int, Sendable {
            /// The default, medium-sized spinner.
            case medium = 100
            /// A large spinner.
            case large = 101
            /// A large white spinner (deprecated in UIKit since iOS 13 for `.large` with a ``color``).
            case whiteLarge = 0
            /// A white spinner (deprecated in UIKit since iOS 13 for `.medium` with a ``color``).
            case white = 1
            /// A grey spinner (deprecated in UIKit since iOS 13 for `.medium`).
            case gray = 2
        }

        /// The spinner's look.
        open var style: Style
        /// The spinner's colour; `nil` (the default) follows the style's.
        open var color: UIColor!
        /// Whether the view hides while stopped (`true` by default, as in UIKit).
        open var hidesWhenStopped = true {
            didSet { if !isAnimating { isHidden = hidesWhenStopped } }
        }
        /// Whether the spinner is animating.
        open private(set) var isAnimating = false

        /// A spinner of `style`, stopped.
        public init(style: Style) {
            self.style = style
            super.init(frame: .zero)
            isHidden = true
        }

        /// A medium spinner with `frame`, stopped.
        public override init(frame: CGRect) {
            self.style = .medium
            super.init(frame: frame)
            isHidden = true
        }

        /// Views are never archived on the headless backend: this makes a medium spinner, stopped, so subclasses
        /// written for UIKit (where this initializer does not fail) compile unchanged.
        public required init(coder: NSCoder) {
            self.style = .medium
            super.init(frame: .zero)
            isHidden = true
        }

        /// Starts the animation and shows the view.
        open func startAnimating() {
            isAnimating = true
            isHidden = false
        }

        /// Stops the animation, hiding the view if ``hidesWhenStopped``.
        open func stopAnimating() {
            isAnimating = false
            if hidesWhenStopped { isHidden = true }
        }

        /// Adds the state to the dump.
        open override var dumpProperties: [String] {
            super.dumpProperties + ["animating=\(isAnimating)"]
        }
    }
#endif
