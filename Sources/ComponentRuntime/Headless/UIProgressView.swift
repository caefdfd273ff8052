#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIProgressView`: a bar that shows how far a task has come, with UIKit's
    /// properties and defaults. It follows an ``observedProgress`` when one is set.
    ///
    /// For accessibility it is an element whose value is the progress as a whole percentage ("50%").
    @MainActor
    open class UIProgressView: UIView {
        /// The bar's look: UIKit's `UIProgressView.Style`, with UIKit's raw values.
        public enum Style: Int, Sendable {
            /// The standard bar.
            case `default` = 0
            /// The bar a toolbar shows.
            case bar = 1
        }

        /// The bar's look. `.default` by default.
        open var progressViewStyle: Style = .default
        /// The colour of the filled part; `nil` (the default) is the tint colour.
        open var progressTintColor: UIColor?
        /// The colour of the unfilled part; `nil` (the default) is the style's.
        open var trackTintColor: UIColor?
        /// An image for the filled part, in place of its colour. `nil` by default.
        open var progressImage: UIImage?
        /// An image for the unfilled part, in place of its colour. `nil` by default.
        open var trackImage: UIImage?
        /// A `Progress` whose completed fraction the bar shows while it is set. `nil` by default.
        open var observedProgress: Progress?

        private var storedProgress: Float = 0

        /// How far the task has come, from 0 to 1 (values outside are pinned to them, as in UIKit): the
        /// ``observedProgress``'s completed fraction while one is set. 0 by default.
        open var progress: Float {
            get { observedProgress.map { Float($0.fractionCompleted) } ?? storedProgress }
            set { storedProgress = min(max(newValue, 0), 1) }
        }

        /// Creates a progress view with `frame`.
        public override init(frame: CGRect) {
            super.init(frame: frame)
        }

        /// Never used on the headless backend (see ``UIView/init(coder:)``).
        public required init?(coder: NSCoder) {
            return nil
        }

        /// A progress view of `style`.
        public convenience init(progressViewStyle style: Style) {
            self.init(frame: .zero)
            progressViewStyle = style
        }

        /// Sets ``progress``; `animated` changes nothing on the headless backend, which does not animate.
        open func setProgress(_ progress: Float, animated: Bool) {
            self.progress = progress
        }

        /// A progress view is an accessibility element.
        override var isAccessibilityElementByDefault: Bool { true }
        /// The progress as a whole percentage, such as "50%".
        override var accessibilityValueByDefault: String? { "\(Int((progress * 100).rounded()))%" }

        /// Adds the progress to the dump.
        open override var dumpProperties: [String] {
            super.dumpProperties + ["progress=\(CGFloat(progress).compactDescription)"]
        }
    }
#endif
